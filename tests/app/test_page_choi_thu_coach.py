"""«Chơi thử» (AppTest): the hint shows the advisor's ranking, the review marks
the moves that left the hand farther from ù (issue 13 item 4).

Driven like ``tests/app/test_page_choi_thu.py`` (its helpers): the page deals
``?van=<seed>`` and a local :class:`learning.coach.Table` with the same seed
finds the situation; the test clicks the page's buttons by key.
"""
from __future__ import annotations

import re

import pytest

from chan_core.game import judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, action_label, advise, choice_mark, ranking
from tests.app.test_page_choi_thu import click, finish, live, reach, situation, texts
from ui.table import move_numbers
from words import say  # noqa: E402


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    """Every test plays in a progress file of its own."""
    return progress_db


def ranking_rows(at) -> list[str]:
    """The markdown of the hint's ranked moves («1\\. **Đánh …**», «✗ **Ăn cạ …**» for a lỗi)."""
    return [m.value for m in at.markdown
            if re.match(r"^(?:\d+\\\.|✗) \*\*[^\n]*:gray\[[^\n]*\]  \n", m.value)]  # the log's lines have no figures


def _bad_discard(t, a) -> bool:
    return (t.state.phase == "danh" and a.type == "danh" and not judge_action(t.state, a)
            and choice_mark(t.state, a) is not None)


def test_hint_ranks_every_legal_move_with_reasons_and_the_advised_one():
    seed, moves, _ = situation(_bad_discard)
    at = reach(seed, moves)
    at.button(key="ct_hint").click().run()
    assert not at.exception
    t = live(at)
    adv = advise(t.state)
    rows = ranking_rows(at)
    assert "Gợi ý — nên đi thế nào" in texts(at)
    assert len(rows) == len(t.legal()) == len(adv.moves)
    for p in ranking(adv):  # every move, numbered if it commits no lỗi, with its figures and reason
        m = p.move
        mark = f"{p.place}\\." if p.place is not None else "✗"
        row = next(r for r in rows if r.startswith(f"{mark} **{action_label(m.action, t.state)}**"))
        far = "chờ ù" if m.distance == 1 else f"cách ù {m.distance} lá"
        figures = ("không còn đường ù" if m.distance is None  # a move that makes him báo (001 §VII)
                   else f"{far} · {m.useful_copies} lá có ích") + f" · bị ăn {round(m.danger * 100)}%"
        assert figures in row
        assert row.endswith(say(m.reason))
        assert ("ngang nhau" in row) == p.tied
    advised = [r for r in rows if "Nên đi" in r]
    assert advised == [r for r in rows if r.startswith("1\\. ")]
    assert any(f"**{action_label(adv.best.action, t.state)}**" in r for r in advised)
    assert not re.search(r"(?<![\w])(?:[2-9][VNS]|CC)(?![\w])", "\n".join(rows))  # words, never codes


def test_hint_marks_the_loi_moves_in_the_ranking():
    seed, moves, bad = situation(lambda t, a: t.state.phase == "offer"
                                 and any(isinstance(f["code"], int) for f in judge_action(t.state, a)))
    at = reach(seed, moves)
    at.button(key="ct_hint").click().run()
    t = live(at)
    code = next(f["code"] for f in judge_action(t.state, bad) if isinstance(f["code"], int))
    row = next(r for r in ranking_rows(at) if f"**{action_label(bad, t.state)}**" in r)
    assert f"phạm lỗi {code}" in row and "Nên đi" not in row and row.startswith("✗ ")  # listed, never numbered


def test_review_marks_a_bad_discard_by_its_distance_loss():
    seed, moves, bad = situation(_bad_discard)
    at = reach(seed, moves)
    t = live(at)
    mark = choice_mark(t.state, bad)
    event = len(t.state.events)
    click(at, t, bad)  # no lỗi: Kèm cặp lets it through
    at = finish(at)
    body = texts(at)
    assert "Những nước làm bài xa ù hơn" in body
    n = move_numbers(live(at))[event]  # the log's number of the move (silent passes take none)
    assert f"**Nước {n}: " in body and say(mark["text"]) in body
    assert f"xa ù thêm {mark['loss']} lá" in body
    review = next(df.value for df in at.table if "Nhận xét" in df.value.columns)
    cell = review.loc[review["Nước"] == n, "Nhận xét"].tolist()
    assert any(f"Xa ù thêm {mark['loss']} lá; nên {mark['should']}" in c for c in cell), cell
    # a rerun reads the kept review (same marks, nothing recomputed differently)
    at.run()
    assert say(mark["text"]) in texts(at)


def test_review_of_a_hand_without_bad_moves_says_so():
    """The advised move every time: no distance mark."""
    at = reach(*situation(lambda t, a: t.state.phase == "danh")[:2])
    for _ in range(200):
        t = live(at)
        if t.finished or t.state.phase == "xuong":
            break
        best = advise(t.state).best
        click(at, t, best.action if best else SensibleBot(0).choose(t.state, LEARNER, t.legal()))
    if live(at).state.phase == "xuong":
        for d in SensibleBot(0).xuong(live(at).state, 0):
            for _ in range(d["count"]):
                at.button(key=f"ct_x_chip_{d['id']}").click().run()
        at.button(key="ct_x_submit").click().run()
    assert live(at).finished
    assert "Không nước nào của bạn làm bài xa ù hơn" in texts(at)


def _stop_then_other(t, a) -> bool:
    """An ăn Kèm cặp stops (a lỗi) while another ăn of the same card goes through."""
    from learning.coach import dead_end

    def fine(b):
        return not judge_action(t.state, b) and not dead_end(t.state, b)

    return (t.state.phase == "offer" and a.type == "an" and _loi_move(t, a)
            and any(b.type == "an" and b.card == a.card and b != a and fine(b) for b in t.legal()))


def _loi_move(t, a) -> bool:
    return any(isinstance(f["code"], int) for f in judge_action(t.state, a))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_review_names_the_stopped_move_not_the_one_played_instead(lang):
    """Tester (both languages): the learner tried «ăn lục sách as a cạ», Kèm cặp stopped it, then
    he took it as a chắn; the review's «Nước n» for the stop must name the stopped move (its own
    words, «Bạn định … (đã dừng lại).»), not the move played at the same event index."""
    from words.i18n import language
    from learning.coach import dead_end, stopped_words

    from apptest_pages import open_page

    with language(lang):
        seed, moves, bad = situation(_stop_then_other)
        at = open_page("app_pages/choi_thu.py", van=seed, toc="ngay", lang=lang)
        for a in moves:
            click(at, live(at), a)
        t = live(at)
        event = len(t.state.events)
        tried = stopped_words(bad, t.state)
        other = next(b for b in t.legal() if b.type == "an" and b.card == bad.card and b != bad
                     and not judge_action(t.state, b) and not dead_end(t.state, b))
        click(at, t, bad)
        assert len(live(at).state.events) == event  # stopped
        click(at, live(at), other)
        t = live(at)
        assert len(t.state.events) > event  # played
        from chan_core.game import describe
        played = say(describe(t.state.events[event], t.state, LEARNER))
        at = finish(at)
        t = live(at)
        n = move_numbers(t)[event]  # the stop carries the number of the move played instead
        body = texts(at)
        stop_mark = "đã được chặn trước khi đi" if lang == "vi" else "stopped before it was played"
        heads = [ln for ln in body.split("\n") if stop_mark in ln]
        assert heads, body
        head = next(h for h in heads if (f"**Nước {n}: " if lang == "vi" else f"**Move {n}: ") in h)
        assert tried in head and played not in head, (head, tried, played)
        # the log gives the played move the same number
        from ui.table import log_lines
        assert (n, event, played) in log_lines(t)
