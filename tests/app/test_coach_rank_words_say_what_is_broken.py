"""Tester (session 22, a real-table player): a discard ranked below one level with it on distance and money was
said «… nhưng tách chắn hay cạ» though the row above broke a chắn too (hand 701190423: «3. Đánh bát văn», «4. Đánh
lục văn ngang nước 3 …»); and on a thiên ù the hint's heading said «Đánh quân tốt nhất thì bài chờ ù.» under «Ù ngay
(thiên ù)!» (``?van=271&nguoi=2``). A row now says what it breaks beyond the row above (a chắn, more chắn, a cạ,
more cạ), true of both rows; a hand that has won is headed as won."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning.coach import Table
from learning.coach.advisor import advise, ranking
from learning.coach.standing import rank_words
from words.i18n import language

SAID = {("vi", 0, 0): "nhưng tách chắn", ("vi", 0, 1): "nhưng tách nhiều chắn hơn", ("vi", 1, 0): "nhưng tách cạ",
        ("vi", 1, 1): "nhưng tách nhiều cạ hơn", ("en", 0, 0): "breaks a chắn", ("en", 0, 1): "breaks more chắn",
        ("en", 1, 0): "breaks a cạ", ("en", 1, 1): "breaks more cạ",  # as many chắn split, more cạ (session 26)
        ("vi", 1, 2): "nhưng bài còn ít cạ hơn, dù cùng tách một chắn", ("en", 1, 2): "leaves the hand fewer cạ"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_row_ranked_below_says_what_it_breaks_beyond_the_row_above(lang):
    seen = set()
    for seed in range(1, 60):
        t = Table.deal(4, seed)
        t.run_bots()
        if not t.learner_to_act or t.state.phase != "danh":
            continue
        places = ranking(advise(t.state))
        with language(lang):
            for i, p in enumerate(places):
                words = rank_words(places, i, t.state)
                if p.place is None or not p.below or ("ngang nước" not in words and "level with move" not in words):
                    continue
                above = next(q for q in places if q.place == max(q.place for q in places[:i] if q.place and q.place < p.place))
                m, a = p.move.breaks, above.move.breaks
                which = 0 if m[0] > a[0] else 1
                assert m[which] > a[which], (seed, words, m, a)
                assert SAID[(lang, which, 2 if which and m[0] else int(a[which] > 0))] in words, (seed, words, m, a)
                assert "hay cạ" not in words and "or cạ" not in words, words
                seen.add((which, a[which] > 0))
    assert seen, "no row ranked below a level one in these hands"


@pytest.mark.parametrize("lang, said", [("vi", "Bài bạn đã ù: nên ù ngay."), ("en", "Your hand has already won: win now.")])
def test_a_thien_u_hint_is_headed_as_won(lang, said):
    with language(lang):
        at = open_page("app_pages/choi_thu.py", lang=lang, van=271, nguoi=2)
        at.button(key="ct_hint").click().run()
        text = "\n".join(m.value for m in at.markdown)
        assert said in text and ("thì bài chờ ù" not in text and "then your hand waits" not in text), text[:600]
