"""Names listed in a sentence end with «và» / «and» (tester, «Kiểm tra binh» in English: «6 pairs: two pairs of
8s, two pairs of 9s, two pairs of 10s.»): one helper, ``words.listed`` (Babel's ``format_list``), joins the Mậu binh
pairs and repeated cards, the thiên khai fours a stake keeps, the cước a ù xuông lacks and the faults of an ù láo."""
from __future__ import annotations

import pytest

from chan_core import card
from chan_core.facts import Fact
from words import language, listed, say

SAID = {
    "vi": ["a, b và c", "a và b", "a", "",
           "6 đôi: đôi 3, đôi 5, đôi 7, đôi 9, đôi J và đôi K.",
           "Lá át bích (A♠) có hai lần, K cơ (K♥) có ba lần và 2 chuồn (2♣) có hai lần trong ô này, nhưng mỗi lá chỉ "
           "có một trong bộ bài.",
           "giữ bốn ngũ văn và bốn tam vạn: 2 thiên khai, thêm 2 dịch",
           "Ù xuông chỉ khi bài ù không có cước nào; bài này có «Lèo», «Tôm» ×2 và «Thiên khai» — x"],
    "en": ["a, b, and c", "a and b", "a", "",
           "6 pairs: a pair of 3s, a pair of 5s, a pair of 7s, a pair of 9s, a pair of Js, and a pair of Ks.",
           "This box has the ace of spades (A♠) twice, the king of hearts (K♥) three times, and the 2 of clubs (2♣) "
           "twice, but the deck has only one of each.",
           "keep the four ngũ văn (5 of văn) and four tam vạn (3 of vạn): 2 thiên khai, 2 more dịch",
           "Ù xuông is only when the winning hand has no cước; this hand has «Lèo», «Tôm» ×2, and «Thiên khai» — x"],
}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lists_in_sentences_end_with_and(lang):
    with language(lang):
        got = [listed(["a", "b", "c"]), listed(("a", "b")), listed(["a"]), listed([]),
               say(Fact("mau_binh.special.sau_doi", pairs=(3, 5, 7, 9, 11, 13))),
               say(Fact("mau_binh.card.twice", card="As", where="box", count=2, also=(("Kh", 3), ("2c", 2)))),
               say(Fact("strategy.stake.keep", cuoc="thien_khai", n=2, dich=1, cards=(card("5N"), card("3V")))),
               say(Fact("cuoc.why_not.xuong_has", have=(("leo", 1), ("tom", 2), ("thien_khai", 1)),
                        why=Fact("text", text="X")))]
    assert got == SAID[lang]
