"""«Chơi thử» — found by a Vietnamese phone tester (issue 15 follow-up): a blocked move listed
once in the review, the stopped move named in words (no «!» mid-sentence), the offer panel never
invites an ù that would be ù láo, the moves caption at the end of a whole hand, and a widget
callback that raises never reaches Streamlit's English error box.

Driven like ``tests/app/test_page_choi_thu.py`` (its helpers): the page deals ``?van=<seed>`` and a
local :class:`learning.coach.Table` with the same seed finds the situation.
"""
from __future__ import annotations

import pytest

from words import say

from chan_core.game import can_u, judge_action
from chan_core.game.bots import SensibleBot
from words.i18n import language
from learning.coach import LEARNER, Table, choice_words, review_items, stopped_words
from tests.app.test_page_choi_thu import click, finish, key_of, live, open_table, reach, situation, texts
from ui.table import log_lines, move_numbers


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    """Every test plays in a progress file of its own."""
    return progress_db


def _loi(t, a) -> bool:
    return any(isinstance(f["code"], int) for f in judge_action(t.state, a))


def _u_lao(t, a) -> bool:
    """The engine asks the learner about an ù (the hand is complete with the card) that would be ù láo."""
    s = t.state
    return a.type == "u" and bool(s.ask) and s.ask[0]["q"] == "u" and not can_u(s, LEARNER)


# ------------------------------------------------------------------ 1. a blocked move once
def test_a_blocked_move_tapped_again_and_again_is_listed_once_in_the_review():
    seed, moves, bad = situation(_loi)
    at = reach(seed, moves)
    event = len(live(at).state.events)
    tried, held = stopped_words(bad, live(at).state), stopped_words(bad, live(at).state, False)
    for _ in range(4):  # the tester tapped the blocked button again and again
        click(at, live(at), bad)
        assert len(live(at).state.events) == event  # stopped each time
        assert "Khoan đã" in "\n".join(e.value for e in at.error)
    t = live(at)
    assert sum(1 for e in t.timeline if e.get("stopped") and e["event"] == event) == 1
    at = finish(at)
    t = live(at)
    body = texts(at)
    n = move_numbers(t)[event]
    head = f"**Nước {n}: {held}** — :red[đã được chặn trước khi đi]"
    heads = [ln for ln in body.split("\n") if f"Nước {n}: Bạn định" in ln]
    assert heads == [head], heads  # «Những chỗ cần học lại»: once, «dừng» said once (tester, session 24)
    table = next(d.value for d in at.table if "Tình huống" in d.value.columns)
    cell = tried.removeprefix("Bạn ").rstrip(".")  # the «Bạn» column says the decision without a subject
    assert list(table["Bạn"]).count(cell[:1].upper() + cell[1:]) == 1  # the decisions table: once too


# ------------------------------------------------------------------ 2. the move in words
def _every_decision(seeds=range(0, 8)):
    me = SensibleBot(0)
    for seed in seeds:
        t = Table.deal(4, seed)
        for _ in range(60):
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            yield from ((t.state, a) for a in t.legal())
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_stopped_move_is_named_in_words_never_by_its_button(lang):
    seen = set()
    with language(lang):
        for st, a in _every_decision():
            said = stopped_words(a, st)
            move = said[:-1].rstrip()  # the sentence's own full stop left out
            assert "!" not in move, said
            assert choice_words(a, st) in said
            seen.add(a.type)
    assert {"u", "danh", "an", "boc"} <= seen


def test_the_u_lao_tapped_in_kem_cap_reads_without_the_buttons_exclamation():
    seed, moves, u = situation(_u_lao)
    at = reach(seed, moves)
    click(at, live(at), u)
    click(at, live(at), u)
    at = finish(at)
    t = live(at)
    card = choice_words(u, t.state)  # «ù nhị vạn»
    body = texts(at)
    assert f"{card}!" not in body
    assert sum(1 for ln in body.split("\n") if f"Bạn định {card}** — :red[đã được chặn" in ln and "**Nước" in ln) == 1


# ------------------------------------------------------------------ 3. the offer never invites an ù láo
def _u_button(at, t, u):
    return at.button(key=key_of(t, u))


def _prompt(at) -> str:
    return next(m.value for m in at.markdown if m.value.startswith("**") and "bỏ qua" in m.value.lower())


def test_kem_cap_says_the_u_is_not_allowed_and_does_not_highlight_it():
    seed, moves, u = situation(_u_lao)
    at = reach(seed, moves)
    t = live(at)
    reason = next(say(f["detail"]) for f in judge_action(t.state, u) if f["penalty"] == "u_lao")
    said = _prompt(at)
    assert "không được ù" in said and "ù láo" in said and reason.split(" (")[0] in said
    assert "Ù, hay bỏ qua?" not in said
    assert _u_button(at, t, u).proto.type != "primary"
    click(at, t, u)  # and the coach agrees: stopped as ù láo
    assert "ù láo" in "\n".join(e.value for e in at.error) and not live(at).finished


def test_kem_cap_still_invites_a_valid_u():
    seed, moves, u = situation(lambda t, a: a.type == "u" and t.state.phase == "offer" and can_u(t.state, LEARNER))
    at = reach(seed, moves)
    said = _prompt(at)
    assert "bài bạn thành 10 bộ với quân này. Ù, hay bỏ qua?" in said
    assert _u_button(at, live(at), u).proto.type == "primary"


@pytest.mark.parametrize("valid", [True, False])
def test_thi_that_asks_the_same_neutral_question_whether_the_u_is_valid_or_not(valid):
    want = (lambda t, a: a.type == "u" and t.state.phase == "offer" and can_u(t.state, LEARNER)) if valid else _u_lao
    seed, moves, u = situation(want)
    at = reach(seed, moves, mode="thi_that")
    said = _prompt(at)
    assert said.endswith(". Ù, hay bỏ qua?**"), said  # no advice: neither urged nor refused
    assert "10 bộ" not in said and "ù láo" not in said and "không được" not in said
    assert _u_button(at, live(at), u).proto.type != "primary"


def test_the_refusal_reads_in_english():
    from apptest_pages import open_page

    seed, moves, u = situation(_u_lao)
    with language("en"):  # AppTest formats widget options in the test's thread: it speaks the page's language
        at = open_page("app_pages/choi_thu.py", van=seed, toc="ngay", lang="en")
        for a in moves:
            click(at, live(at), a)
    said = next(m.value for m in at.markdown if "let it go" in m.value)
    assert "may not *ù* on it" in said and "*ù láo*" in said
    assert "không" not in said  # the engine's reason in English too



@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_stopped_move_points_to_the_hint_already_open(lang):
    """Tester (session 26): a stopped move said «bấm «Gợi ý» nếu cần» while the hint was open beside it."""
    seed, moves, bad = situation(_loi)
    press, see = {"vi": ("bấm «Gợi ý» nếu cần", "xem gợi ý đang mở"),
                  "en": ("press «Hint» if you need to", "see the open hint")}[lang]
    with language(lang):
        at = reach(seed, moves, lang=lang)
        click(at, live(at), bad)
        assert press in texts(at) and see not in texts(at)  # the hint closed: press it
        at.button(key="ct_hint").click().run()
        click(at, live(at), bad)
        assert see in texts(at) and press not in texts(at)  # open: look at it

# ------------------------------------------------------------------ 4. the caption at the end
@pytest.mark.parametrize("seed", [5, 23])
def test_moves_caption_equals_the_logs_last_number_at_the_end_of_a_whole_hand(seed):
    at = finish(open_table(seed))
    t = live(at)
    last = log_lines(t)[-1][0]
    assert f"· {last} nước đã đi" in texts(at)
    newest = next(m.value for m in at.markdown if m.value.startswith(f"{last}\\. "))  # the log, newest first
    assert newest and not any(m.value.startswith(f"{last + 1}\\. ") for m in at.markdown)


# ------------------------------------------------------------------ 5. callbacks never crash the page
class ChanError(Exception):
    """What the tester's server raised: the engine's error class of *before* a code reload, which
    the page's ``except ChanError`` (the new class) does not catch."""


def test_a_move_whose_engine_call_raises_shows_a_friendly_message_and_offers_a_new_hand(monkeypatch):
    at = open_table(7)
    t = live(at)
    move = next(iter(t.legal()))

    def broken(self, action):
        raise ChanError("«action» phải là kiểu Action")

    monkeypatch.setattr(Table, "learner_move", broken)
    at.button(key=key_of(t, move)).click().run()
    assert not at.exception, [e.value for e in at.exception]
    warn = "\n".join(w.value for w in at.warning)
    assert "không đi tiếp được" in warn and "chia ván mới" in warn
    assert "Action" not in texts(at) and "Traceback" not in texts(at)
    monkeypatch.undo()
    seed = live(at).state.seed
    at.button(key="ct_broken_new").click().run()  # start anew
    assert not at.exception and live(at).state.seed != seed  # a new deal
    assert "không đi tiếp được" not in "\n".join(w.value for w in at.warning)


def test_a_failing_bot_step_and_a_failing_page_offer_a_new_hand(monkeypatch):
    at = open_table(7, toc="tiep")  # step by step: the «Tiếp» button
    monkeypatch.setattr(Table, "bot_step", lambda self: (_ for _ in ()).throw(RuntimeError("boom")))
    at.button(key="ct_next").click().run()
    assert not at.exception and "không đi tiếp được" in "\n".join(w.value for w in at.warning)
    monkeypatch.setattr(Table, "legal", lambda self: (_ for _ in ()).throw(RuntimeError("old object")))
    at.run()  # the page itself cannot draw the kept hand: a notice and a new deal, never a crash
    assert not at.exception and "không đi tiếp được" in "\n".join(w.value for w in at.warning)
    assert "boom" not in texts(at) and "old object" not in texts(at)


def test_a_failing_callback_elsewhere_shows_the_generic_notice(monkeypatch):
    from learning import games

    at = finish(open_table(5))
    monkeypatch.setattr(games, "save_slot", lambda *a, **k: (_ for _ in ()).throw(OSError("disk")))
    at.button(key="ct_reset").click().run()  # «Phiên mới»
    assert not at.exception
    assert any("nút bạn vừa bấm gặp lỗi" in e.value for e in at.error)
    assert "disk" not in texts(at)


def test_a_late_click_after_the_last_move_leaves_no_choose_again_note(monkeypatch):
    """A move sent after the hand ended (a fast double tap) is refused quietly: «Hãy chọn lại» makes
    no sense when nothing is left to choose; during the hand it is still said."""
    import streamlit as st

    from chan_core.game import Action
    from ui.table import callbacks

    me = SensibleBot(0)
    t = Table.deal(4, 3)
    for _ in range(200):
        t.run_bots()
        if t.finished or t.state.phase == "xuong":
            break
        t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    late = Action(LEARNER, "boc").to_dict()
    ss = {"ct_table": t}
    monkeypatch.setattr(st, "session_state", ss)
    monkeypatch.setattr(callbacks, "save_table", lambda table: None)
    if not t.finished:  # the xướng is still to come: a move is stale, and said so
        callbacks._play(late)
        assert ss.get("ct_msg", {}).get("msgid") == callbacks.STALE_MOVE
        t.state.phase = "end"
        ss.pop("ct_msg", None)
    callbacks._play(late)
    assert "ct_msg" not in ss


def test_the_stale_move_note_goes_with_the_next_move(monkeypatch):
    """A tester: after a fast double click «Nước đi này không còn hợp lệ…» stayed three bot moves later. It goes
    with the next move (a bot's too); what the coach said of the learner's own move stays while the bots move."""
    import streamlit as st

    from ui.table import callbacks

    me = SensibleBot(0)
    t = Table.deal(4, 3)
    ss = {"ct_table": t}
    monkeypatch.setattr(st, "session_state", ss)
    monkeypatch.setattr(callbacks, "save_table", lambda table, **kw: None)
    for _ in range(200):
        t.run_bots()
        a = me.choose(t.state, LEARNER, t.legal()).to_dict()
        callbacks._play(a)  # the first click of a double click
        if t.bot_to_act:
            break
    callbacks._play(a)  # the second: the hand has moved on
    assert ss.get("ct_msg", {}).get("msgid") == callbacks.STALE_MOVE
    callbacks._bot_move(t)
    assert "ct_msg" not in ss
    if t.bot_to_act:
        kept = ss["ct_msg"] = {"kind": "caught", "faults": []}
        callbacks._bot_move(t)
        assert ss.get("ct_msg") is kept
