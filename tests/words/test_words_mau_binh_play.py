"""Issue 28: the round's and the special verdict's fact codes of ``words/phrases/mau_binh.py`` said in Vietnamese and English,
the English with no Vietnamese but the game's words."""
from __future__ import annotations

import pytest

from chan_core.facts import Fact
from tests.english_check import vietnamese_leaks
from words import say
from words.phrases import mau_binh, tables

_C, _S = Fact("mau_binh.chi", category="cu_lu", ranks=(8, 11)), Fact("mau_binh.chi", category="sanh", ranks=(5,))
_D, _R = Fact("mau_binh.chi", category="doi", ranks=(13, 14)), Fact("mau_binh.chi", category="rac", ranks=(12, 9, 5))
EXAMPLES = {
    Fact("mau_binh.check.special", special="sau_doi", ordered=True):
        ("Mậu binh «Sáu đôi»: thắng luôn, không cần so chi.",
         "Mậu binh «Sáu đôi»: it wins outright, with no comparing of chi."),
    Fact("mau_binh.check.special", special="ba_sanh", ordered=False):
        ("Mậu binh «Ba sảnh»: thắng luôn, không cần so chi — có mậu binh thì không xét lủng, dù chi xếp không đúng "
         "thứ tự (tài liệu 004 không nói trường hợp này; ứng dụng chọn vậy, xem quyết định «Mậu binh xét trên bài "
         "đã xếp hay trên 13 lá» ở trang «Luật Mậu binh»).",
         "Mậu binh «Ba sảnh»: it wins outright, with no comparing of chi — a hand holding a mậu binh is never judged "
         "lủng, even when its chi are out of order (text 004 does not cover this case; it is the app's choice, see "
         "the decision «Is a mậu binh judged on the arranged hand or on the 13 cards?» on the page «Mậu binh rules»)."),
    Fact("mau_binh.check.special", special="sanh_rong", ordered=True):
        ("Mậu binh «Sảnh rồng»: thắng luôn, không cần so chi.",
         "Mậu binh «A 13-card straight»: it wins outright, with no comparing of chi."),
    Fact("mau_binh.special.sanh_rong"): ("Đủ 13 giá trị khác nhau, từ 2 tới át.", "All 13 different ranks, from 2 to ace."),
    Fact("mau_binh.special.nam_doi_mot_xam", pairs=(6, 8, 10, 12, 14), three=3):
        ("5 đôi (đôi 6, đôi 8, đôi 10, đôi Q và đôi át) và xám 3.", None),
    Fact("mau_binh.duel.sap_lang", player=2):
        ("Sập làng: người 2 thắng cả 3 chi với mọi đối thủ nên điểm gấp bốn.",
         "Whole-table sweep: player 2 won all 3 chi against every opponent, so the points are multiplied by four."),
    # a chi line with both players (Chơi Mậu binh): the winner first, «bạn»/«you» for the learner's seat
    Fact("mau_binh.duel.between", line=Fact("mau_binh.duel.chi_won", chi="front", player=4, winner=_D, loser=_R),
         a=1, b=4, you=1):
        ("Chi đầu: người 4 thắng bạn (đôi K (lẻ át) hơn rác Q, 9, 5), 1 điểm.",
         "Chi đầu: win for player 4 over you — đôi K (kicker A) beats rác Q, 9, 5 — 1 point."),
    Fact("mau_binh.duel.between", line=Fact("mau_binh.duel.chi_won_bonus", chi="middle", player=3, winner=_C, loser=_S,
                                            bonus="cu_lu_chi_giua", points=2), a=2, b=3, you=1):
        ("Chi giữa: người 3 thắng người 2 (cù lũ 8 – J hơn sảnh át tới 5), thưởng «Cù lũ ở chi giữa» 2 điểm.",
         "Chi giữa: win for player 3 over player 2 — cù lũ 8 – J beats sảnh A to 5 — with the bonus «Cù lũ (full house) "
         "in chi giữa»: 2 points."),
    Fact("mau_binh.duel.between", line=Fact("mau_binh.duel.chi_draw", chi="back", a=_S, b=_S), a=1, b=3, you=1):
        ("Chi cuối: bạn và người 3 hòa (sảnh át tới 5 và sảnh át tới 5 bằng nhau).",
         "Chi cuối: you and player 3 tie — sảnh A to 5 and sảnh A to 5 are equal."),
    Fact("mau_binh.duel.between", line=Fact("mau_binh.duel.lung_bonus", chi="front", player=1, bonus="xam_chi_dau",
                                            points=3), a=1, b=2, you=1):
        ("Chi đầu: bạn thắng người 2 (người 2 binh lủng), thưởng «Xám chi ở chi đầu» 3 điểm.",
         "Chi đầu: win for you over player 2 (player 2: binh lủng) — with the bonus «Xám chi (three of a kind) in chi "
         "đầu»: 3 points."),
    Fact("mau_binh.round.result", points=-2): ("Ván này bạn thua 2 điểm.", "This round you lost 2 points."),
    # ±1 is singular in English (ngettext), the Vietnamese is the same sentence
    Fact("mau_binh.round.result", points=-1): ("Ván này bạn thua 1 điểm.", "This round you lost 1 point."),
    Fact("mau_binh.round.result", points=1): ("Ván này bạn được +1 điểm.", "This round you scored +1 point."),
    Fact("mau_binh.round.cost", best=1, points=0, lost=1): (
        "Với cách xếp tốt nhất, bạn được +1 điểm thay vì 0: cách xếp của bạn mất 1 điểm ở ván này.",
        "With the best arrangement your score would have been +1 instead of 0: your arrangement cost 1 point this round."),
    Fact("mau_binh.round.same", best=-1): (
        "Cách xếp tốt nhất cũng được −1 điểm ở ván này: khác cách xếp nhưng không mất điểm.",
        "The best arrangement also scores −1 point this round: a different arrangement, but no points lost."),
    Fact("mau_binh.round.as_best"): ("Bạn xếp đúng như cách tốt nhất của máy.",
                                     "You arranged exactly as the computer's best arrangement."),
    Fact("mau_binh.round.cost", best=3, points=-2, lost=5): (
        "Với cách xếp tốt nhất, bạn được +3 điểm thay vì −2: cách xếp của bạn mất 5 điểm ở ván này.", None),
    Fact("mau_binh.round.same", best=0): (
        "Cách xếp tốt nhất cũng được 0 điểm ở ván này: khác cách xếp nhưng không mất điểm.", None),
    Fact("mau_binh.round.better", best=1, points=3, gained=2): (None, "The best arrangement scores only +1 this round and "
                                                                      "you scored +3 (2 more): lucky with the opponents' "
                                                                      "cards this round; on average the computer's way is "
                                                                      "still better."),
    Fact("mau_binh.round.level", level="x", levels=("ngau_nhien", "hop_ly", "may")): (None, None),
}


def test_every_code_here_is_a_mau_binh_sentence():  # that every code has an example: test_words_mau_binh
    codes = set(tables(mau_binh.__name__)["TEMPLATES"]) | set(mau_binh.RENDERERS)
    assert {f.code for f in EXAMPLES} <= codes


@pytest.mark.parametrize("fact", list(EXAMPLES), ids=lambda f: f.code)
def test_said_in_both_languages(fact):
    vi_want, en_want = EXAMPLES[fact]
    vi, en = say(fact), say(fact, "en")
    assert vi and en and vi != en
    if vi_want:
        assert vi == vi_want
    if en_want:
        assert en == en_want
    if fact.code != "mau_binh.round.level":  # its level ids are codes, quoted back as given
        assert vietnamese_leaks([("Fact", fact.code, en)]) == []


@pytest.mark.parametrize("points, en", [(1, "so wins 1 point without"), (3, "so wins 3 points without")])
def test_a_mau_binh_says_what_it_wins_in_points(points, en):
    """«scoring 3.» said a bare number; the points now agree with their number in English."""
    fact = Fact("mau_binh.duel.special_wins", player=1, special="sau_doi", points=points)
    assert en in say(fact, "en") and f"nên ăn {points} điểm" in say(fact, "vi")
