"""Issue 24 «everything is explained, for every seat»: the three seeded hands of the issue, played
as the tester played them, on the coach's :class:`learning.coach.Table` and on the page (AppTest,
both languages).

* Ván 940953417 (2 players, «Máy đánh bừa», the learner following «Gợi ý» #1): at move 9
  «Đối diện ăn cạ lục văn bằng lục sách» — lỗi 3, 11 and 12, said in the log, the result and the
  replay, the báo marked on the seat until the hand ends (a báo seat cannot ù: no «nếu ù» mark).
* Ván 481006938 (3 players, «Máy biết luật», Thi thật): at move 36 Bên phải bốc lục văn and
  Bên trái ù; the learner's hand was complete on that card too — ù đè, said.
* Ván 572402640 (4 players, «Máy đánh bừa», Thi thật): the learner passes the offered ù tứ văn,
  which is then dưới'd into his cửa trên: one bỏ ù, at the pass; not flagged again, the hint
  marks no move «Bỏ ù», the bốc is not caught, and the làng says nothing at the pass.
"""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page
from chan_core import from_position
from chan_core.game import Action, judge_action
from chan_core.game.bots import SensibleBot
from chan_core.game.ending import score_u
from chan_core.game.flow import replay
from learning.coach import LEARNER, Table, review_items, told_faults
from tests.app.test_page_choi_thu import click, live, texts
from ui.table.pictures import log_lines, log_notes, move_numbers, penalty_tags
from words import say
from words.i18n import language

PAGE = "app_pages/choi_thu.py"
BOT_LOI = 940953417
U_DE = 481006938
PASSED_U = 572402640


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


AS_PLAYED = {  # the hands as the tester played them, following «Gợi ý» #1 as it ranked then (session 22)
    BOT_LOI: "chan1 p2 s940953417 d0 | 1d6N 0a6N6N 0dCC 1b 1w5N 0a5N5N 0d2V 1b 1a6N6S 1d8N 0b 0w2V 1b 1w4N 0b 0w8S 1b "
             "1w8S 0b 0a2N2N 0d8V 1b 1w8S 0b 0a2S2S 0d9N 1b 1wCC 0b 0w9V 1b 1w7S 0b 0w8S 1b 1w5S 0b 0a5V5V 0d7N 1b 1w6S "
             "0b 0w6V 1b 1w2N 0b 0a3V3V 0d3S 1b 1w3N 0b 0w6S 1b 1w2N 0b 0u5S 0xchi*1",
    U_DE: "chan1 p3 s481006938 d1 | 0dCC 1b 1w5N 2b 2a9N9N 2d4V 0a4V4V 0d3V 1a3V3V 1d2V 2a2V2S 2d3S 0b 0w3N 1b 1a9N9S "
          "1d7V 2b 2w5S 0b 0a5V5V 0d5N 1b 1wCC 2b 2w5S 0b 0a4V4V 0d4N 1a4N4N 1d8V 2b 2w4S 0b 0w3N 1b 2u6N 2xxuong*1",
    PASSED_U: "chan1 p4 s572402640 d2 | 2d4N 3b 3wCC 0b 0a5N5N 0d8N 1b 1a3N3S 1d6N 2a6N6N 2d9N 3a9N9S 3dCC 0b 0a4N4N "
              "0d6N 1a6N6S 1d7S 2a7S7V 2d2S 3b 3w7N 0a7N7N 0d2S 1b 1w2N 2a2N2S 2d8S 3b 3w2V 0b 0a8V8V 0d8S 1b 1w7S 2b 2w5V "
              "3b 3w5S 0a5S5S 0d5V 1b 1w5N 2b 2w8N 3b 3w8V 0b 0w9N 1b 1w9V 2b 2w2V 3b 3w6S 0b 0w3S 1b 1w9N 2b 2w2V 3b 0u4N "
              "0xtom*1",
    3572: "chan1 p4 s3572 d1 | 0d8N 1b 1w4V 2a4V4V 2d7V 3a7V7S 3d6V 0b 3c2S 3r8N 0w8N 1b 1w4N 2b 2w2N 3b 3w7V 0a7V7V "
          "0d4V 1b 1a7N7V 1d2V 2b 2a9N9V 2d3N 3b 3w9V 0a9V9N 0d2V 1b 1a9S9S 1d5V 0p5V 2b 2w4N 3b 3w2N 0b 0w3V 1b 1w9S "
          "2b 2w7N 3b 1u6S 1xxuong*1",
}


def hint_first(t: Table):
    """«Gợi ý» #1: the advisor's best move (its first row when no move is clean); in an issue's hand, while it goes
    as the tester played it, his move (:data:`AS_PLAYED`: the hint's ranking has changed since)."""
    played = AS_PLAYED.get(t.state.seed)
    events = from_position(played).events if played else []
    i = len(t.state.events)
    if i < len(events) and events[:i] == t.state.events and events[i]["seat"] == LEARNER:
        return next(a for a in t.legal() if a.key == Action.from_dict(events[i]).key)  # a bốc: its card unknown
    adv = t.advice()
    return adv.best.action if adv.best is not None else adv.moves[0].action


def play(t: Table, *, until=None, choose=hint_first) -> Table:
    """Bots and the learner (``choose``) until the hand ends or ``until(t)`` holds at a decision of
    the learner; the learner's xướng is the sensible one."""
    while not t.finished:
        t.run_bots()
        if t.finished:
            break
        if t.state.phase == "xuong":
            t.xuong([(d["id"], d["count"]) for d in SensibleBot(0).xuong(t.state, 0)])
            continue
        if until is not None and until(t):
            break
        t.learner_move(choose(t))
    return t


def bot_loi_table() -> Table:
    return play(Table.deal(2, BOT_LOI, bot="random"), until=lambda t: len(t.state.events) > 8)


# ------------------------------------------------------------------ the coach's table
def test_a_bots_loi_is_in_the_log_at_its_move_with_number_name_penalty_and_card():
    t = bot_loi_table()
    line = next(x for x in log_lines(t) if x[1] == 8)
    assert line[0] == 9 and line[2] == "Đối diện ăn cạ lục văn bằng lục sách."
    assert sorted(f["code"] for f in t.state.faults if f["event"] == 8 and f["seat"] == 1) == [3, 11, 12]
    notes = [text for _k, text in log_notes(t)[8]]  # Kèm cặp: the coach says every seat's lỗi as it is made
    assert [n.split("«")[0] for n in notes] == ["Đối diện phạm lỗi 3 ", "Đối diện phạm lỗi 11 ", "Đối diện phạm lỗi 12 "]
    assert all("(lục văn)" in n for n in notes)
    assert "ù báo" in notes[0] and "Làng không thấy lỗi này lúc ấy" in notes[0]  # hidden in the hand
    assert "bị báo ngay" in notes[1] and "Làng không thấy" not in notes[1]  # lies open on the mat
    with language("en"):
        en = [text for _k, text in log_notes(t)[8]]
    assert en[0].startswith("Opposite committed lỗi 3 «") and "ù báo" in en[0]
    assert " on lục văn (6 of văn) — " in en[0] and "))" not in en[0]  # the card, not in brackets within brackets
    assert " — an ù after it is an ù báo (" in en[0]  # said of any seat, «You» too (not «if this player ù»)


def test_penalties_stay_on_the_seat_until_the_hand_ends():
    t = bot_loi_table()
    assert [label for _c, label in penalty_tags(t)[1]] == ["bị báo"]  # a báo seat cannot ù: no «nếu ù» mark
    marks = []
    while not t.finished:
        play(t, until=lambda t: True)
        marks.append([label for _c, label in penalty_tags(t)[1]])
        if not t.finished and t.learner_to_act and t.state.phase != "xuong":
            t.learner_move(hint_first(t))
    assert marks and all(m == ["bị báo"] for m in marks)


def test_u_de_the_learner_could_also_win_but_the_seat_before_him_did():
    t = play(Table.deal(3, U_DE, bot="sensible", mode="thi_that"))
    assert t.state.result == "u" and t.state.winner == 2 and t.state.u_de == [LEARNER]
    i = next(i for i, e in enumerate(t.state.events) if e["event"] == "u")
    lines = {x[1]: x for x in log_lines(t)}
    assert lines[i - 1][0] == 36 and lines[i - 1][2] == "Bên phải bốc lục văn."
    before = replay(t.state, i)
    assert before.ask[0]["seat"] == 2 and before.ask[1] == {"seat": LEARNER, "q": "u"}
    assert score_u(before, LEARNER, "6N")["valid"]  # the learner's ù was a real one
    note = log_notes(t)[i]
    assert note == [("u_de", "Bạn cũng ù được lá này (lục văn), nhưng bên trái được ù trước (ù đè: hai nhà cùng chờ ù "
                             "một quân thì nhà ngồi gần cửa có quân ấy nhất, theo vòng đánh, được ù — xem trang «Lượt "
                             "đánh & cửa», mục «Ai được trước»).")]
    with language("en"):
        assert "but Left had the right to it first (ù đè: when two players wait" in log_notes(t)[i][0][1]


def _pass_the_u(t: Table):
    return next(a for a in t.legal() if a.type == "bo") if any(a.type == "u" for a in t.legal()) else hint_first(t)


def test_a_passed_u_is_one_bo_u_at_the_pass_and_the_lang_does_not_see_it():
    t = play(Table.deal(4, PASSED_U, bot="random", mode="thi_that"),
             until=lambda t: any(a.type == "u" for a in t.legal()))
    offer = dict(t.state.offer)
    at = len(t.state.events)
    out = t.learner_move(next(a for a in t.legal() if a.type == "bo"))
    assert out.played and out.message == "" and out.faults == [] and not out.passed_u  # nobody sees a pass
    assert [f["code"] for f in t.timeline[-1]["faults"]] == ["bo_u"]  # … but the review will
    play(t, until=lambda t: True)
    # the same card, dưới'd into the learner's cửa trên: no ù offered, no move flagged bỏ ù again
    assert t.state.offer["card"] == offer["card"] and t.state.offer["id"] == offer["id"]
    assert t.state.offer["eater"] == LEARNER and not any(a.type == "u" for a in t.legal())
    assert all("bo_u" not in [f["code"] for f in judge_action(t.state, a)] for a in t.legal())
    adv = t.advice()
    assert not any(m.passes_u or "bo_u" in [f["code"] for f in m.faults or ()] for m in adv.moves)
    boc = next(a for a in t.legal() if a.type == "boc")
    out = t.learner_move(boc)
    assert out.faults == [] and out.message == ""  # not «… bạn lại dưới»
    bo_u = [f for f in t.state.faults if f["seat"] == LEARNER and f["code"] == "bo_u"]
    assert [f["event"] for f in bo_u] == [at]  # one, at the pass
    assert "bỏ qua tứ văn" in say(bo_u[0]["detail"])
    assert bo_u[0] not in told_faults(t)  # Thi thật: the làng has not seen it …
    play(t)
    assert [it["event"] for it in review_items(t) if it["kind"] == "bo_u"] == [at]  # … the review tells, once
    assert bo_u[0] in told_faults(t)  # and the hand's end tells everything


# ------------------------------------------------------------------ the page
def open_dealt(seed: int, players: int, bot: str, mode: str = "kem_cap", lang: str | None = None):
    """The page with the table settings chosen first, then ``?van=<seed>`` (as a shared link)."""
    extra = {"lang": lang} if lang else {}
    at = open_page(PAGE, van=1, toc="ngay", **extra)
    at.radio(key="ct_players").set_value(players).run()
    at.radio(key="ct_bot").set_value(bot).run()
    at.segmented_control(key="ct_mode").set_value(mode).run()
    at.query_params["van"] = str(seed)
    at.run()
    t = live(at)
    assert (t.state.seed, t.state.players, t.bots[1], t.mode) == (seed, players, bot, mode)
    return at


def play_page(at, *, until=None, choose=hint_first):
    """Click the learner's moves (``choose``, default «Gợi ý» #1) until the hand ends (the sensible
    xướng) or ``until``."""
    for _ in range(300):
        t = live(at)
        if t.finished or (until is not None and until(t)):
            return at
        if t.state.phase == "xuong":
            for d in SensibleBot(0).xuong(t.state, 0):
                for _ in range(d["count"]):
                    at.button(key=f"ct_x_chip_{d['id']}").click().run()
            at.button(key="ct_x_submit").click().run()
            continue
        click(at, t, choose(t))
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_page_says_the_bots_loi_in_the_log_the_result_and_the_replay(lang):
    with language(lang):  # AppTest formats widget options in the test's thread: in the page's language
        _bots_loi_on_the_page(lang)


def _bots_loi_on_the_page(lang):
    at = open_dealt(BOT_LOI, 2, "random", lang=lang if lang == "en" else None)
    play_page(at, until=lambda t: len(t.state.events) > 8)
    want = "Opposite committed lỗi" if lang == "en" else "Đối diện phạm lỗi"
    log = "\n".join(m.value for m in at.markdown)
    assert all(f"{want} {n} «" in log for n in (3, 11, 12))
    play_page(at)
    result = texts(at)
    assert all(f"{want} {n} «" in result for n in (3, 11, 12))  # «Các lỗi trong ván»
    if lang == "en":
        from tests.app.test_page_choi_thu_en import leaks

        assert leaks(at) == []
    at.segmented_control(key="ct_view").set_value("da_choi").run()
    at.slider(key="ct_h_step").set_value(9).run()
    replayed = "\n".join(m.value for m in at.markdown)
    assert all(f"{want} {n} «" in replayed for n in (3, 11, 12))
    assert not at.exception


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_page_says_the_shared_win_went_to_a_bot(lang):
    with language(lang):
        at = open_dealt(U_DE, 3, "sensible", "thi_that", lang=lang if lang == "en" else None)
        play_page(at)
    want = ("You could also have ù'd on this card, lục văn (6 of văn), but Left had the right to it first" if lang == "en"
            else "Bạn cũng ù được lá này (lục văn), nhưng bên trái được ù trước (ù đè:")
    assert want in "\n".join(i.value for i in at.info)
    assert want in "\n".join(m.value for m in at.markdown)  # the log, under the ù
    each = "Each loser pays the winner" if lang == "en" else "Mỗi người thua trả người ù"
    assert each in texts(at) and "× 1" not in texts(at)  # said once above the table, not again per loser «× 1»


# ------------------------------------------------------------------ «Thi thật» is a test
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_thi_that_hint_is_off_unless_asked_each_use_is_kept_and_the_mode_change_is_asked_first(lang):
    from learning import games

    advice_head = "Hint — what to play" if lang == "en" else "Gợi ý — nên đi thế nào"
    with language(lang):
        at = open_dealt(U_DE, 3, "sensible", "thi_that", lang=lang if lang == "en" else None)
        at.session_state["ct_hint_on"] = True  # left open in Kèm cặp: Thi thật does not show it
        at.run()
        t = live(at)
        assert t.learner_to_act and advice_head not in texts(at)
        at.button(key="ct_hint").click().run()  # asked for: shown, and counted at this decision
        assert advice_head in texts(at) and live(at).hint_at == len(live(at).state.events)
        click(at, live(at), hint_first(live(at)))
        play_page(at, until=lambda t: t.learner_to_act)
        assert live(at).timeline[-1]["hint"] is True and advice_head not in texts(at)  # closed again
        click(at, live(at), hint_first(live(at)))  # a decision without the hint
        assert [e["hint"] for e in live(at).timeline] == [True, False]
        ask = "Switch modes?" if lang == "en" else "Đổi chế độ?"
        at.segmented_control(key="ct_mode").set_value("kem_cap").run()  # after a decision: asked first
        t = live(at)
        assert t.mode == "thi_that" and t.state.seed == U_DE and len(t.timeline) == 2
        assert at.segmented_control(key="ct_mode").value == "thi_that"  # the hand's mode until «Đổi»
        warned = "\n".join(w.value for w in at.warning)
        assert ask in warned and ("«Coached»" if lang == "en" else "«Kèm cặp»") in warned
        at.button(key="ct_mode_no").click().run()  # «Giữ»: the same hand, its mode, no question
        t = live(at)
        assert (t.mode, t.state.seed, len(t.timeline)) == ("thi_that", U_DE, 2)
        assert ask not in "\n".join(w.value for w in at.warning) and not games.list_records()
        at.segmented_control(key="ct_mode").set_value("kem_cap").run()
        at.button(key="ct_mode_yes").click().run()  # «Đổi»: a new hand in the new mode
        t = live(at)
        assert t.mode == "kem_cap" and t.state.seed != U_DE and not t.timeline
        assert at.segmented_control(key="ct_mode").value == "kem_cap"
        said = "\n".join(i.value for i in at.info)
        assert ("A new hand has been dealt in the mode you chose" if lang == "en"
                else "Đã chia ván mới ở chế độ bạn vừa chọn") in said
    kept = games.list_records()[0]
    assert kept["summary"]["mode"] == "thi_that" and kept["result"] == "bo_do"
    rec = games.get_record(kept["id"])
    assert [e.get("hint") for e in rec["timeline"]] == [True, False]  # the uses, kept with the hand


# ------------------------------------------------------------------ the review that teaches
def worst_first(t: Table):
    """The advisor's last-ranked move for the learner's first four decisions (never an ù láo), then
    «Gợi ý» #1: a hand with moves worth reviewing."""
    if len(t.timeline) >= 4:
        return hint_first(t)
    moves = [m.action for m in t.advice().moves if m.action.type != "u"]
    return moves[-1] if moves else hint_first(t)


def test_move_reviews_say_the_coachs_move_and_the_cost_worst_first():
    from learning.coach import WORST_SHOWN, move_reviews, replay_from

    t = play(Table.deal(4, PASSED_U, bot="random", mode="thi_that"), choose=worst_first)
    items = move_reviews(t)
    played = [e["event"] for e in t.timeline if e["action"]["event"] != "xuong"]
    assert [m["event"] for m in items] == played  # every move of the learner is reviewed
    bad = [m for m in items if not m["same"]]
    assert bad and all(m["best"] is not None for m in bad)
    worst = sorted((m for m in items if m["worst"]), key=lambda m: m["worst"])
    assert 1 <= len(worst) <= WORST_SHOWN and [m["worst"] for m in worst] == list(range(1, len(worst) + 1))
    keys = [(-m["severity"], -(m["stake"] or 0), -(99 if m["loss"] is None else m["loss"])) for m in worst]
    assert keys == sorted(keys)  # the worst first
    assert all(m["severity"] or m["loss"] != 0 for m in worst)  # each cost something
    again = replay_from(t, worst[0]["event"])  # «Chơi lại từ đây»: the same deal, just before that move
    assert again.state == replay(t.state, worst[0]["event"]) and again.learner_to_act and again.mode == "kem_cap"
    assert [e["event"] for e in again.timeline] == [e for e in played if e < worst[0]["event"]]


MONEY_ONLY = 2  # the learner's move 21 (chờ ù either way) breaks a lèo the coach's move keeps


def less_money(t: Table):
    """A clean đánh as near to ù as the coach's but clearly worse in money (else the coach's)."""
    adv = t.advice()
    b = adv.best
    if b is None:
        return adv.moves[0].action
    return next((m.action for m in adv.moves if m.clean and m.action.key != b.action.key and m.distance == b.distance
                 and m.action.type == b.action.type == "danh" and (b.ev or 0) - (m.ev or 0) >= 0.6), b.action)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_move_worse_only_in_money_gets_no_tick_and_says_the_money(lang):
    from learning.coach import move_reviews
    from ui.table.review import _verdict_cell

    t = play(Table.deal(4, MONEY_ONLY, bot="random"), choose=less_money)
    m = next(m for m in move_reviews(t) if m["event"] == 21)
    assert not m["same"] and m["worst"] and m["loss"] == 0 and m["distance"] == 1 and not m["mark"]
    entry = next(e for e in t.timeline if e["event"] == 21)
    with language(lang):
        cell, best, mine = _verdict_cell(t, entry, None, m), say(m["money"]), say(m["my_money"])
    if_u = "ù thì " if lang == "vi" else "an ù would be worth "
    assert best != mine and best in cell and if_u in best and if_u in mine
    assert cell.count(if_u) == 1  # the ù's condition said once, for both moves
    assert mine.replace(if_u, "") in cell
    assert ("mất lèo" if lang == "vi" else "lèo lost") in mine  # the cước the coach's move keeps
    assert ("Kém nước máy khuyên chừng 5,8 điểm" if lang == "vi" else "About 5.8 điểm worse") in cell


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_page_review_row_of_a_move_worse_only_in_money_says_the_money(lang):
    with language(lang):
        at = open_dealt(MONEY_ONLY, 4, "random", lang=lang if lang == "en" else None)
        play_page(at, choose=less_money)
        t = live(at)
        moves = at.table[-1].value  # the review's table of moves (after the money table)
        row = next(r for r in moves.to_dict("records") if r[moves.columns[0]] == move_numbers(t.state)[21])
    remark = row[moves.columns[-1]]
    assert remark != "✓" and ("nước của bạn: mất lèo: ù ít đi 3 điểm" if lang == "vi"
                              else "yours: lèo lost: the ù worth 3 điểm less") in remark


def test_the_coachs_distance_is_said_without_brackets_in_brackets():
    from learning.coach import distance_words
    from learning.i18n import _, ngettext

    with language("en"):
        for d in (None, 1, 2):
            said = [_("Máy khuyên: **{should}** ({distance}).").format(should="x", distance=distance_words(d)),
                    _("{said} làm bài không còn đường ù; nên {should} ({distance}).").format(
                        said="x", should="y", distance=distance_words(d)),
                    ngettext("{said} làm bài xa ù thêm {loss} lá ({distance}, lẽ ra {ought}); nên {should}.",
                             "{said} làm bài xa ù thêm {loss} lá ({distance}, lẽ ra {ought}); nên {should}.", 1).format(
                        said="x", loss=1, distance=distance_words(d), ought=_("đã chờ ù"), should="y")]
            for s in said:
                assert not re.search(r"\([^)]*\(", s), s


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_page_review_and_play_again_from_a_chosen_move(lang):
    with language(lang):
        at = open_dealt(PASSED_U, 4, "random", "thi_that", lang=lang if lang == "en" else None)
        play_page(at, choose=worst_first)
        done = live(at)
        assert done.finished
        heading = "moves most worth learning from" if lang == "en" else "nước đáng học nhất của bạn"
        assert heading in texts(at)
        first = next(b for b in at.button if b.key and b.key.startswith("ct_replay_") and b.key != "ct_replay_go")
        event = int(first.key.rsplit("_", 1)[1])
        first.click().run()
        t = live(at)
        assert t.state == replay(done.state, event) and t.learner_to_act and t.mode == "kem_cap"
        assert at.segmented_control(key="ct_view").value == "ban"
        assert ("You are playing this hand again" if lang == "en" else "Bạn đang chơi lại ván này") in texts(at)
        # from «Ván đã chơi»: any move of the kept hand
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        moves = [e["event"] for e in done.timeline if e["action"]["event"] != "xuong"]
        at.selectbox(key="ct_replay_event").set_value(moves[1]).run()
        at.button(key="ct_replay_go").click().run()
        t = live(at)
        assert t.state == replay(done.state, moves[1]) and t.state.seed == PASSED_U
        assert not at.exception


def test_an_order_remark_in_the_graded_xuong_is_headed_once():
    """Issue 24 item 6: «Thứ tự Thứ tự» — the order remark says «Thứ tự: …» itself."""
    from streamlit.testing.v1 import AppTest

    def app():
        from chan_core.facts import Fact
        from ui.table.result import show_grade

        remark = Fact("xuong.remark.order", said="lèo", before="tôm", group="b", same_group=True)
        show_grade({"verdict": "dung", "declared_words": ["ù", "tôm", "lèo"], "remarks": [remark]}, mine=True)

    at = AppTest.from_function(app).run()
    lines = [m.value for m in at.markdown if "Thứ tự" in m.value]
    assert lines and all(x.count("Thứ tự") == 1 and x.startswith("- :gray[Thứ tự]:") for x in lines), lines
    # the seed's citation in the learner's words (issue 24 item 6), never «001 §V»
    assert all("§" not in x and "(tài liệu 001, mục V, thứ tự xướng)" in x for x in lines), lines


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_xuong_says_each_reason_once(lang):
    """A tester: «Bạch thủ» called on a hand without it — the reason was in the red box and again in the
    bullet. The box says the verdict and the money; the bullet says why."""
    from streamlit.testing.v1 import AppTest

    def app(lang):
        from chan_core.options import make_options
        from chan_core.xuong import grade
        from ui.table.result import show_grade
        from words.i18n import language

        with language(lang):
            g = grade({"xuong": 1}, [{"id": "bach_thu", "count": 1}], make_options("classic")).as_dict()
            show_grade(g, mine=True)

    at = AppTest.from_function(app, args=(lang,)).run()
    assert not at.exception
    said = " ".join(e.value for e in at.error) + "\n" + "\n".join(m.value for m in at.markdown)
    reason = "xướng thừa là xướng sai" if lang == "vi" else "counts as a wrong xướng"
    assert said.count(reason) == 1 and "Bạch thủ" in said, said
    assert reason not in " ".join(e.value for e in at.error)  # in the bullet, not the box
    assert ("Xướng sai" if lang == "vi" else "Xướng sai (wrong)") in at.error[0].value


def test_the_winners_hidden_loi_is_found_at_the_soat_bai_the_others_never():
    """Ván 3577 (4 players, «Máy đánh bừa», the learner playing the sensible bot's moves): Bên trái
    ù with a lỗi 1 in hand — the làng finds it at the soát bài; Đối diện's lỗi 5 it never sees."""
    from chan_core.game.describe import fault_fact, seen_at, u_event

    t = play(Table.deal(4, 3577, bot="random", mode="thi_that"),
             choose=lambda t: SensibleBot(0).choose(t.state, 0, t.legal()))
    s = t.state
    assert s.result == "u" and s.winner == 3 and s.u_de == [LEARNER]
    winners = [f for f in s.faults if f["seat"] == 3 and f["penalty"] == "nghi_an_tien"]
    others = [f for f in s.faults if f["seat"] == 2 and f["penalty"] == "u_bao"]
    assert winners and others
    assert seen_at(winners[0], s) == u_event(s) and seen_at(others[0], s) is None
    assert "Làng thấy lỗi này khi soát bài của người ù." in say(fault_fact(winners[0], s, 0))
    assert "Làng không thấy lỗi này lúc ấy" in say(fault_fact(others[0], s, 0))
    assert s.penalty == "nghi_an_tien" and s.payouts["case"] == "nghi_an_tien"


def test_a_stopped_move_and_the_move_then_played_are_one_hint_use():
    from learning.coach import hint_uses
    from tests.app.test_page_choi_thu import situation

    seed, moves, bad = situation(lambda t, a: any(isinstance(f["code"], int) for f in judge_action(t.state, a)))
    t = Table.deal(4, seed)
    for a in moves:
        t.run_bots()
        t.learner_move(a)
    t.run_bots()
    at = len(t.state.events)
    assert t.hint_shown() and not t.hint_shown()  # a new use once per decision
    assert t.learner_move(bad).stopped
    t.learner_move(hint_first(t))
    assert [e["hint"] for e in t.timeline[-2:]] == [True, True] and hint_uses(t)[-1:] == [at]
    assert hint_uses(t).count(at) == 1


def test_a_bots_loi_in_the_log_carries_its_english_gloss():
    """The log line of another seat's lỗi says the lỗi's English gloss beside its name, as the coach does for
    the learner's own (the gloss from ``rules/loi.yaml``); Vietnamese stays as it was."""
    from chan_core.game.describe import fault_fact
    from learning.coach import fault_gloss
    from words.i18n import language

    t = play(Table.deal(4, 3577, bot="random", mode="thi_that"),
             choose=lambda t: SensibleBot(0).choose(t.state, 0, t.legal()))
    f = next(f for f in t.state.faults if f["seat"] != LEARNER and isinstance(f["code"], int))
    vi = say(fault_fact(f, t.state, 0))
    with language("en"):
        en = say(fault_fact(f, t.state, 0))
    gloss = fault_gloss(f["code"])
    assert gloss and f"«{say(f['name'])}» ({gloss})" in en and gloss not in vi


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_win_on_another_seats_draw_says_anyone_may_u_a_card_from_the_noc(lang):
    """Ván 3572: Bên phải ù on a card another seat drew from the nọc, out of turn — the result says why that is
    allowed (001 §V mục 8), so a newcomer is not left wondering."""
    from streamlit.testing.v1 import AppTest

    t = play(Table.deal(4, 3572, bot="sensible", mode="thi_that"))
    w = t.state.win
    assert t.state.winner != LEARNER and w["source"] == "boc" and w["drawn_by"] == "other"

    def app(state, lang):
        from ui.table.result import show_win
        from words.i18n import language

        with language(lang):
            show_win(state, cuoc=False)

    at = AppTest.from_function(app, args=(t.state, lang)).run()
    said = " ".join(c.value for c in at.caption)
    assert ("ù được với quân vừa bốc từ nọc, bất kỳ người nào bốc (tài liệu 001, mục IV, Ù)" if lang == "vi"
            else "with the card just drawn from the nọc, whoever drew it (text 001, section IV, Ù)") in said, said  # 001 §IV


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_conflict_between_two_extra_cuoc_is_said_once(lang):
    """A tester: Tám đỏ and Bạch định both called on a hand with neither — the sentence saying the two never
    go together stood in both bullets. It is said at the first; each bullet still names its cước."""
    from streamlit.testing.v1 import AppTest

    def app(lang):
        from chan_core.options import make_options
        from chan_core.xuong import grade
        from ui.table.result import show_grade
        from words.i18n import language

        with language(lang):
            declared = [{"id": "tam_do", "count": 1}, {"id": "bach_dinh", "count": 1}]
            show_grade(grade({"xuong": 1}, declared, make_options("classic")).as_dict(), mine=True)

    at = AppTest.from_function(app, args=(lang,)).run()
    assert not at.exception
    bullets = [m.value for m in at.markdown if "Bạch định" in m.value or "Tám đỏ" in m.value]
    conflict = "vừa bạch định vừa tám đỏ" if lang == "vi" else "both bạch định and tám đỏ"
    assert len(bullets) == 2 and " ".join(bullets).count(conflict) == 1, bullets
    assert "«Tám đỏ»" in bullets[0] and "«Bạch định»" in bullets[1], bullets


# ------------------------------------------------------------------ the session's count
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_header_counts_the_hands_of_the_session_as_the_money_table_does_and_a_hand_left_is_kept(lang):
    head = "hand {n} of the session" if lang == "en" else "ván thứ {n} của phiên"
    column = "Whole session ({n} hand)" if lang == "en" else "Cả phiên ({n} ván)"

    def header(at):
        return next(c.value for c in at.caption if c.value.startswith("Hand no." if lang == "en" else "Ván số"))

    with language(lang):
        at = open_dealt(U_DE, 3, "sensible", lang=lang if lang == "en" else None)
        assert head.format(n=1) in header(at)
        click(at, live(at), hint_first(live(at)))  # a decision, then the hand is left for a new deal
        at.button(key="ct_deal").click().run()
        assert live(at).state.seed != U_DE and head.format(n=1) in header(at)  # the hand left is not counted
        kept = "the unfinished hand is kept under «Past hands»" if lang == "en" else "ván đang chơi dở được cất vào"
        assert kept in "\n".join(i.value for i in at.info)  # the deal button says where the hand left went
        play_page(at)
        assert head.format(n=1) in header(at) and column.format(n=1) in list(at.table[0].value.columns)
        at.button(key="ct_again").click().run()
        assert head.format(n=2) in header(at)


GAP = {"vi": r"[Kk]ém nước máy khuyên chừng ([\d,]+) điểm \(tính trung bình: nước máy khuyên được chừng (-?[\d,]+) điểm, "
             r"nước của bạn chừng (-?[\d,]+) điểm\)",
       "en": r"[Aa]bout ([\d.]+) điểm worse than the coach's move \(on average: the coach's move earns about (-?[\d.]+) "
             r"điểm, yours about (-?[\d.]+) điểm\)"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_money_gap_said_is_the_difference_of_the_two_figures_said(lang):
    """A tester read «kém … chừng 8,9 điểm — nước máy khuyên: ù thì chừng 7,3 điểm …; nước của bạn: chừng 2,3 điểm»:
    the gap is of expected values, so both are said and the gap is their difference, in the cell and the worst list."""
    import re

    from learning.coach import move_reviews
    from ui.table.review import _cost_words, _verdict_cell

    t = play(Table.deal(4, MONEY_ONLY, bot="random"), choose=less_money)
    m = next(m for m in move_reviews(t) if m["event"] == 21)
    entry = next(e for e in t.timeline if e["event"] == 21)
    with language(lang):
        texts = [_verdict_cell(t, entry, None, m), _cost_words(m)]
    for text in texts:
        found = re.search(GAP[lang], text)
        assert found, text
        gap, best, mine = (float(x.replace(",", ".")) for x in found.groups())
        assert gap > 0 and round(best - mine, 1) == gap, text
