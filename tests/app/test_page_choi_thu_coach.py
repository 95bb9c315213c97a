"""«Chơi thử» (AppTest): the hint shows the advisor's ranking, the review marks
the moves that left the hand farther from ù (issue 13 item 4).

Driven like ``tests/app/test_page_choi_thu.py`` (its helpers): the page deals
``?van=<seed>`` and a local :class:`learning.coach.Table` with the same seed
finds the situation; the test clicks the page's buttons by key.
"""
from __future__ import annotations

import re

import pytest

from chan_core.facts import Fact
from chan_core.game import judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, action_label, advise, choice_mark, ranking, said_once
from learning.coach.standing import short_reason
from tests.app.test_page_choi_thu import click, finish, live, reach, situation, texts
from ui.table import move_numbers
from ui.table.play import BROKE, BROKE_MANY
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
    places = said_once(ranking(adv))  # tied moves of one reason but for the card: one row (session 19)
    assert len(rows) == len(places) and sum(1 + len(p.also) for p in places) == len(t.legal()) == len(adv.moves)
    for p in places:  # every move, numbered if it commits no lỗi, with its figures and reason
        m = p.move
        mark = f"{p.place}\\." if p.place is not None else "✗"
        row = next(r for r in rows if r.startswith(f"{mark} **{action_label(m.action, t.state, p.also)}**"))
        far = "chờ ù" if m.distance == 1 else f"cách ù {m.distance} lá"
        figures = ("không còn đường ù" if m.distance is None  # a move that makes him báo (001 §VII)
                   else f"{far} · {m.useful_copies} lá có ích") + (f" · khả năng cửa dưới ăn được {'mỗi ' * bool(p.also)}"
                                                                   f"quân này: {round(m.danger * 100)}%")
        assert figures in row
        broke = (BROKE_MANY if p.also else BROKE)[0 if m.breaks[0] else 1].format(rule=say(Fact("win.rule")))
        assert row.endswith(say(short_reason(m.reason)) + (" " + broke if p.below else ""))
        assert ("cùng hạng với" in row) == any(q.place == p.place for q in places[:places.index(p)])  # session 19
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
    words, «Bạn định …» and the mark «đã được chặn trước khi đi»), not the move played at the same event index."""
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
        tried = stopped_words(bad, t.state, False)  # «đã dừng lại» left to the line's mark: said once
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
        assert f"{tried}**" in head and played not in head, (head, tried, played)
        # the log gives the played move the same number
        from ui.table import log_lines
        assert (n, event, played) in log_lines(t)


# ------------------------------------------------------------------ the xướng in Kèm cặp
HELD = {"vi": "Kèm cặp giữ lời xướng này lại", "en": "The coach holds this *xướng* back"}


def _say(at, said) -> None:
    """Build ``said`` (``[(cước id, count), …]``) in the xướng builder from empty and press «Xướng!»."""
    if not at.button(key="ct_x_clear").disabled:
        at.button(key="ct_x_clear").click().run()
    for cid, n in said:
        for _ in range(n):
            at.button(key=f"ct_x_chip_{cid}").click().run()
    at.button(key="ct_x_submit").click().run()
    assert not at.exception, [e.value for e in at.exception]


def _win_said(verdict: str, pick):
    """``(seed, canon, said)``: the first hand the learner wins playing like the sensible bot where ``pick(canon)``
    (the right xướng, ``[(cước id, count), …]``) gives a xướng the engine grades ``verdict``."""
    from chan_core.game import Action, apply
    from learning.coach import Table
    from tests.app.test_page_choi_thu import winning_seed
    me, seed = SensibleBot(0), -1
    for _ in range(30):
        seed = winning_seed(seed + 1)
        t = Table.deal(4, seed)
        while t.state.phase != "xuong":
            t.run_bots()
            if t.state.phase != "xuong":
                t.learner_move(me.choose(t.state, LEARNER, t.legal()))
        canon = [(d["id"], d["count"]) for d in me.xuong(t.state, LEARNER)]
        for said in pick(canon):
            if apply(t.state, Action(LEARNER, "xuong", declared=tuple(said))).xuong["verdict"] == verdict:
                return seed, canon, said
    raise AssertionError(f"no win with a {verdict} xướng")


def _opened_at_xuong(seed: int, lang: str):
    from tests.app.test_page_choi_thu import open_table, play_to_xuong
    at = play_to_xuong(open_table(seed, **({"lang": "en"} if lang == "en" else {})))
    t = live(at)
    assert t.mode == "kem_cap" and t.state.phase == "xuong" and t.state.winner == LEARNER
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_kem_cap_holds_a_wrong_xuong_with_its_reasons_until_it_is_said_right(lang):
    """Tester: an ù xuông (no cước) said «Bạch thủ» was taken and graded sai at the end in Kèm cặp. A xướng sai is
    held back with the grade the result would give (the extra cước and why, from this hand), with no way to say it
    as it is; the right xướng then ends the hand."""
    from words.i18n import language

    seed, canon, wrong = _win_said("sai", lambda canon: [[("bach_thu", 1)]] if canon == [("xuong", 1)] else [])
    with language(lang):  # AppTest formats widget options in the test's thread: speak the page's language
        at = _opened_at_xuong(seed, lang)
        _say(at, wrong)
        t = live(at)
        assert not t.finished and t.state.phase == "xuong" and t.state.xuong is None
        assert HELD[lang] in at.warning[0].value
        assert ("Thừa" if lang == "vi" else "Extra") in texts(at) and "Bạch thủ" in texts(at)
        assert at.error  # the verdict box of a xướng sai
        assert not [b for b in at.button if b.key == "ct_xuong_confirm"]  # a sai cannot be said as it is
        if lang == "en":
            from tests.app.test_page_choi_thu_en import leaks
            assert leaks(at) == []
        _say(at, canon)
        t = live(at)
        assert t.finished and t.state.xuong["verdict"] == "dung"
        assert HELD[lang] not in texts(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_kem_cap_holds_a_short_xuong_and_lets_it_be_said_as_it_is(lang):
    """A xướng thiếu is legal but loses money: held back with the missing cước and why, and a button to say it
    as it is, which ends the hand graded thiếu."""
    from words.i18n import language

    seed, _canon, short = _win_said("thieu", lambda canon: [canon[:i] + canon[i + 1:] for i in range(len(canon))
                                                             if len(canon) > 1])
    with language(lang):
        at = _opened_at_xuong(seed, lang)
        _say(at, short)
        assert not live(at).finished and HELD[lang] in at.warning[0].value
        assert ("Thiếu" if lang == "vi" else "Missing") in texts(at)
        if lang == "en":
            from tests.app.test_page_choi_thu_en import leaks
            assert leaks(at) == []
        at.button(key="ct_xuong_confirm").click().run()
        t = live(at)
        assert t.finished and t.state.xuong["verdict"] == "thieu" and not at.exception


# ------------------------------------------------------------------ one measure of the useful cards
USEFUL = {"vi": r"(\d+) lá có ích",  # the row's figure (its reason no longer says it again, session 25)
          "en": r"(\d+) useful cards?"}


def _far_eat(t, a) -> bool:
    """An ăn whose hint names the đánh after it and leaves the hand more than one card from ù."""
    if t.state.phase != "offer" or a.type != "an":
        return False
    m = advise(t.state).move(a)
    return m is not None and m.clean and m.discard is not None and (m.distance or 0) > 1


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_eat_and_the_discard_after_it_count_the_useful_cards_alike(lang):
    """Tester: «Ăn chắn lục văn, rồi đánh chi chi: … còn 27 lá có thể ăn», then for that chi chi «còn 11 lá có thể
    ăn (trong 27 lá chưa lộ …)». One measure — the unseen cards that bring the hand one card closer to ù — said in
    the same words at the eat and at the discard after it, with the same figure (the rows' «N lá có ích»)."""
    from words.i18n import language

    seed, moves, eat = situation(_far_eat)
    with language(lang):
        at = reach(seed, moves, lang=lang)
        t = live(at)
        at.button(key="ct_hint").click().run()
        row = next(r for r in ranking_rows(at) if f"**{action_label(eat, t.state)}**" in r)
        then = advise(t.state).move(eat).discard  # the đánh the eat's line names
        before = re.search(USEFUL[lang], row)
        assert before and "có thể ăn" not in row and "can be taken" not in row and "could take" not in row, row
        click(at, t, eat)  # the hint stays open in Kèm cặp
        t = live(at)
        follow = next(a for a in t.legal() if a.card == then)
        p = next(p for p in said_once(ranking(advise(t.state))) if follow in [m.action for m in (p.move, *p.also)])
        discard = next(r for r in ranking_rows(at) if f"**{action_label(p.move.action, t.state, p.also)}**" in r)
        after = re.search(USEFUL[lang], discard)
        assert after and after[1] == before[1], (row, discard)


def test_the_xuong_builder_stands_beside_the_winning_hand_above_the_log():
    """Session 21 tester: at 1366×768 the xướng builder came below the table, the log and the winning hand (a
    scroll to reach the decision). The hand is now the first column and the builder the second, the table and the
    log under both (tests/browser/test_table_win_phone_browser.py measures the first screen)."""
    seed, _canon, _wrong = _win_said("sai", lambda canon: [[("bach_thu", 1)]] if canon == [("xuong", 1)] else [])
    at = _opened_at_xuong(seed, "vi")
    i = next(i for i, c in enumerate(at.columns) if any(e.key == "ct_x_submit" for e in c.button))
    hand, builder = at.columns[i - 1:i + 1]
    assert not any(e.key == "ct_x_submit" for e in hand.button)
    assert "Bạn" in hand.subheader[0].value and not builder.subheader
    log = [m for m in at.main.markdown if m.value == "**Nhật ký ván**"]
    assert log and all("Nhật ký ván" not in m.value for c in (hand, builder) for m in c.markdown)
