"""Only :class:`ChanError` leaves the engine (issue 11 item 5).

Every public function of docs/ARCHITECTURE.md ("Engine core API", the rules
look-ups, "Lỗi engine as built", and the xướng / scoring / payouts modules of
the layout table) is called with arguments drawn from a mix of good values
(a real hand, state, options, win …) and bad ones: wrong types, ``None``,
huge integers (``10**5000`` cannot even be turned into text), NaN, weird
strings (look-alike letters, zero-width spaces, control characters, 300
characters), lists of the wrong length, mappings, bytes, objects. Each call
must return normally or raise :class:`ChanError` with a Vietnamese message —
never ``TypeError``/``ValueError``/``AttributeError``/``AssertionError``/
``OverflowError`` (1,598 of 95,244 fuzzed calls did, before the fix).

Regressions found by this fuzz are listed in ``REGRESSIONS`` (call → the
exception it used to raise), and ``parse_card``'s echo is checked: cut to
about 30 characters, no control characters.
"""
from __future__ import annotations

import math
import os
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chan_core import boc_cai as boc_cai_mod
from chan_core import cards, deal as deal_mod, history, layout as layout_mod, legal, loi, melds, payouts
from chan_core import scenario, scoring, waits as waits_mod, win as win_mod, xuong
from chan_core.cards import KINDS, Hand
from chan_core.cuoc import detect
from chan_core.errors import ChanError
from chan_core.eval_kinds import available_kinds, evaluate
from chan_core.eval_kinds.win import read_win, validity
from chan_core.options import make_options
from chan_core.rules import load_rules

# ---------------------------------------------------------------- good values
# H: 5 chắn + 4 cạ + què 4V (seed 001 §III); 4V drawn by the player → ù chì bạch thủ.
H = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
HAND = Hand(H)
OPTS = make_options()
OPTS_SR = make_options("sanhrong")
WIN = win_mod.make_win(H, "4V", source="boc", drawn_by="self")
UC = win_mod.check_u(WIN)
MELD = melds.Meld("an_chan", (cards.BY_CODE["2V"], cards.BY_CODE["2V"]))
STATE = history.start_state(H)
STATE_BOC = history.apply(STATE, history.parse_event({"event": "boc", "card": "4V"}))
EV_DANH = history.parse_event({"event": "danh", "card": "4V"})
EV_AN = history.parse_event({"event": "an", "card": "4S", "with": "4N"})
CUOC = {"chi": 1, "bach_thu": 1}
SAID = xuong.read_declared(["chi", "bach_thu"], OPTS)
COUNTS = HAND.counts
RULES = load_rules()


class Odd:
    """An object of no expected type whose every attribute access fails."""

    def __getattr__(self, name):
        raise AttributeError(name)


HUGE = 10 ** 5000


def _huge() -> int:
    """An integer too long for ``str()`` (> 4300 digits); built, so Hypothesis can print the strategy."""
    return HUGE


BIG = st.one_of(st.builds(_huge), st.builds(_huge).map(lambda n: -n), st.sampled_from([10 ** 30, 2 ** 63, -1, 0]))
WEIRD_TEXT = [
    "", " ", "\x00", "\n\t", "7\u0412", "\uff19V", "9V\u200b", "\u200b", "9V 9V", "cuu van", "van", "chi",
    "ắ\u0301", "💥", "x" * 300, "9V " * 60, "{}", "[]", "~", "None", "-1", "4", "1e30", "nan", "\x1b[31m",
    "thong", "leo", "classic", "danh", "an", "boc", "self",
]
SCALAR = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 30), BIG,
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(WEIRD_TEXT), st.text(max_size=6),
    st.binary(max_size=3), st.sampled_from([KINDS[0], KINDS[-1], HAND, MELD, OPTS, STATE, WIN, UC, EV_DANH,
                                            SAID[0], object(), Odd(), int, str, math.inf]),
)
BAD = st.recursive(
    SCALAR,
    lambda ch: st.one_of(st.lists(ch, max_size=4), st.lists(ch, max_size=4).map(tuple),
                         st.dictionaries(st.one_of(st.sampled_from(["id", "count", "type", "cards", "event",
                                                                     "card", "chi", "leo"]), SCALAR.filter(
                             lambda x: x is None or isinstance(x, (str, int, float)))), ch, max_size=3),
                         st.frozensets(st.sampled_from(["thong", "x", 1, None]), max_size=3)),
    max_leaves=8,
)
# Counts of the wrong length or range (Hand.from_counts, counts_summary, is_u).
COUNT_LISTS = st.one_of(
    st.lists(st.integers(-2, 6), min_size=0, max_size=30).map(tuple),
    st.lists(st.one_of(st.integers(0, 4), SCALAR), min_size=25, max_size=25),
    st.just(COUNTS), st.just(list(COUNTS)),
)


def g(*good):
    """A parameter: one of the good values (sometimes) or anything bad."""
    return st.one_of(st.sampled_from(good), BAD) if good else BAD


def gs(strategy):
    return st.one_of(strategy, BAD)


CARD = g(*[k.code for k in KINDS], KINDS[3], "cửu vạn", "chi chi")
HANDS = g(H, HAND, list(HAND), H.split()[:-1] + ["9V"])
MELDS = g((), (MELD,), [MELD], [{"type": "an_chan", "cards": "2V 2V"}])
OPT = g(OPTS, OPTS_SR)
VARIANT = g("classic", "sanhrong")
CUOC_MAP = st.one_of(g(CUOC, {"leo": 2, "tom": 1, "chiu_u": 1}, {}, {"xuong": 1}),
                     st.dictionaries(st.sampled_from(["leo", "tom", "chi"]), BIG, max_size=2))
PLAYERS = g(2, 3, 4)
SEAT = g(0, 1, 2, 3)
POINTS = g(0, 1, 9, 31)
BET = g(1, 2, 0.5, 1000)
STATES = g(STATE, STATE_BOC)
EVENTS = g(EV_DANH, EV_AN, {"event": "bo", "card": "4V"}, {"event": "an", "card": "4S", "with": "4N"})
HISTORY = g([], [EV_DANH], [{"event": "boc", "card": "4V"}], ({"event": "bo", "card": "9V"},))
SC = g({"kind": "hand", "hand": H}, {"hand": H, "winning_card": "4V", "source": "boc", "drawn_by": "self"},
       {"players": 4, "drawer": 1, "card": "7V"})
NAME = g("hand", "card", "players", "winning_card", "melds", "context", "source")
CUOC_ID = g("leo", "chi", "bach_thu", "xuong", "tom", "hoa_roi_cua_phat")
DECLARED = g(SAID, ["chi", "bach_thu"], [{"id": "leo", "count": 2}], [["leo", 1]], [])
VERDICT = g("dung", "thieu", "sai")


def _cuoc_detect(win, uc, options):
    return detect(win, uc, options)


# (name, function, positional parameter strategies, keyword parameter strategies)
API = [
    # chan_core.cards
    ("cards.parse_card", cards.parse_card, [CARD], {}),
    ("cards.card", cards.card, [CARD], {}),
    ("cards.parse_cards", cards.parse_cards, [HANDS], {}),
    ("cards.parse_card_value", cards.parse_card_value, [CARD], {}),
    ("cards.check_copies", cards.check_copies, [HANDS, g("trong tình huống")], {}),
    ("cards.words", cards.words, [HANDS], {}),
    ("cards.Hand", Hand, [HANDS], {}),
    ("cards.Hand.from_counts", Hand.from_counts, [gs(COUNT_LISTS)], {}),
    ("cards.Hand[]", lambda h, k: h[k], [st.just(HAND), CARD], {}),
    ("cards.Hand in", lambda h, k: k in h, [st.just(HAND), CARD], {}),
    ("cards.Hand +", lambda h, o: h + o, [st.just(HAND), g(KINDS[0], "9V", HAND, "CC CC")], {}),
    ("cards.Hand -", lambda h, o: h - o, [st.just(HAND), g(KINDS[0], "4V", Hand("2V 2V"), "CC")], {}),
    # chan_core.melds
    ("melds.Meld", melds.Meld, [g("an_chan", "an_ca", "chiu"), g((KINDS[0], KINDS[0]), "2V 2V")], {}),
    ("melds.Meld.of", melds.Meld.of, [g("an_chan", "an_ca", "chiu"), g("2V 2V", "2V 2N", "2V 2V 2V 2V")], {}),
    ("melds.parse_meld", melds.parse_meld, [g({"type": "an_chan", "cards": "2V 2V"}, MELD)], {}),
    # chan_core.layout
    ("layout.layout", layout_mod.layout, [HANDS, MELDS], {}),
    ("layout.counts_summary", layout_mod.counts_summary, [gs(COUNT_LISTS)], {}),
    # chan_core.win
    ("win.WinInput", win_mod.WinInput, [g(HAND), MELDS, CARD, g("boc", "danh", "tra_cua"), g("self", "other"),
                                        g(frozenset(), frozenset({"thong"})), g(None, HAND)], {}),
    ("win.check_u", win_mod.check_u, [g(WIN)], {}),
    ("win.make_win", win_mod.make_win, [HANDS, CARD],
     {"melds": MELDS, "source": g("boc", "danh", "tra_cua", None), "drawn_by": g("self", "other", None),
      "context": g((), ("thong",), ["dia_u"]), "dealt_hand": g(None, H)}),
    ("win.layout_before", win_mod.layout_before, [g(WIN)], {}),
    ("win.is_u", win_mod.is_u, [gs(COUNT_LISTS), g(0, 1, 6)], {}),
    # chan_core.eval_kinds
    ("eval_kinds.evaluate", evaluate, [SC, g(0, 5, None)], {}),
    ("eval_kinds.available_kinds", available_kinds, [], {}),
    ("eval_kinds.win.read_win", read_win, [SC], {}),
    ("eval_kinds.win.validity", validity, [g(UC)], {}),
    # chan_core.scenario
    ("scenario.read_cards", scenario.read_cards, [SC, NAME, g(True, False)], {}),
    ("scenario.read_hand", scenario.read_hand, [SC, NAME, g(True, False)], {}),
    ("scenario.read_card", scenario.read_card, [SC, NAME, g(True, False)], {}),
    ("scenario.read_melds", scenario.read_melds, [SC, NAME], {}),
    ("scenario.read_int", scenario.read_int, [SC, NAME, g(True, False), g(None, 4), g(None, 0, 2), g(None, 4)], {}),
    ("scenario.read_choice", scenario.read_choice, [SC, NAME, g(("boc", "danh"), ["self"]), g(True, False),
                                                    g(None, "boc")], {}),
    ("scenario.read_bool", scenario.read_bool, [SC, NAME, g(False, True)], {}),
    ("scenario.read_context", scenario.read_context, [SC, g(win_mod.CONTEXTS, ["thong"]), NAME], {}),
    ("scenario.read_each", scenario.read_each, [g([{"type": "an_chan", "cards": "2V 2V"}]), NAME,
                                                g(melds.parse_meld)], {}),
    ("scenario.check_scenario_copies", scenario.check_scenario_copies, [HANDS, HANDS], {}),
    # chan_core.waits, boc_cai, deal
    ("waits.waits", waits_mod.waits, [HANDS, MELDS], {}),
    ("waits.why_no_wait", waits_mod.why_no_wait, [HANDS, MELDS], {}),
    ("boc_cai.boc_cai", boc_cai_mod.boc_cai, [PLAYERS, SEAT, CARD], {}),
    ("deal.deal", deal_mod.deal, [PLAYERS, g(None, 0, 7, 2 ** 40), g(None, 0, 1)], {}),
    # rules look-ups
    ("rules.cuoc_by_id", RULES.cuoc_by_id, [CUOC_ID], {}),
    ("rules.variant", RULES.variant, [VARIANT], {}),
    ("rules.loi_by_number", RULES.loi_by_number, [g(*range(18))], {}),
    ("rules.penalty_class", RULES.penalty_class, [g("bao", "u_bao", "nghi_an_tien")], {}),
    ("rules.term", RULES.term, [g("chan", "ca", "que")], {}),
    ("rules.xuong.order_for", RULES.xuong.order_for, [VARIANT], {}),
    ("rules.xuong.rule", RULES.xuong.rule, [g(*(r.id for r in RULES.xuong.rules))], {}),
    ("rules.dealing.mnemonic.word_for", RULES.dealing.mnemonic.word_for, [g(*range(1, 10))], {}),
    ("rules.actions.action", RULES.actions.action, [g("danh", "an", "chiu")], {}),
    ("rules.actions.cua_term", RULES.actions.cua_term, [g("cua_tren", "cua_chi")], {}),
    ("rules.payouts.rule", RULES.payouts.rule, [g(*(r.id for r in RULES.payouts.rules))], {}),
    ("rules.Variant.point", RULES.variant("classic").point, [CUOC_ID], {}),
    # chan_core.options, scoring, cuoc, payouts
    ("options.make_options", make_options, [g(None, "classic", "sanhrong"),
                                            g(None, {"ga": True}, {"ga_points": 10}, {"bao_xuong_sai": "theo_001"})],
     {}),
    ("scoring.check_cuoc", scoring.check_cuoc, [CUOC_MAP, OPT], {"strict": g(True, False)}),
    ("scoring.score", scoring.score, [CUOC_MAP, OPT], {"reasons": g(None, {"chi": "vì"}), "strict": g(True, False)}),
    ("scoring.points_of", scoring.points_of, [CUOC_MAP, OPT], {}),
    ("scoring.score_win", scoring.score_win, [g(WIN), OPT, g(None, UC)], {}),
    ("scoring.cuoc_name", scoring.cuoc_name, [CUOC_ID], {}),
    ("scoring.table", scoring.table, [OPT], {}),
    ("cuoc.detect", _cuoc_detect, [g(WIN), g(UC), OPT], {}),
    ("payouts.an_tien", payouts.an_tien, [PLAYERS, SEAT, POINTS, BET], {}),
    ("payouts.xuong_thieu", payouts.xuong_thieu, [PLAYERS, SEAT, POINTS, BET], {}),
    ("payouts.nghi_an_tien", payouts.nghi_an_tien, [PLAYERS, SEAT], {}),
    ("payouts.penalty_points", payouts.penalty_points, [OPT], {}),
    ("payouts.u_lao", payouts.u_lao, [PLAYERS, SEAT, OPT, BET], {}),
    ("payouts.u_bao", payouts.u_bao, [PLAYERS, SEAT, OPT, BET], {}),
    ("payouts.bao", payouts.bao, [PLAYERS, SEAT, POINTS, g((1,), [2, 3], ()), BET], {}),
    ("payouts.xuong_sai", payouts.xuong_sai, [PLAYERS, SEAT, POINTS, BET],
     {"bao_seats": g((), (1,)), "correct_points": g(None, 5), "rule": g("theo_002", "theo_001")}),
    # chan_core.history (lỗi engine)
    ("history.parse_event", history.parse_event, [EVENTS], {}),
    ("history.parse_history", history.parse_history, [HISTORY, g("history")], {}),
    ("history.start_state", history.start_state, [HANDS], {}),
    ("history.check_event", history.check_event, [STATES, EVENTS], {}),
    ("history.apply", history.apply, [STATES, EVENTS], {}),
    ("history.replay", history.replay, [HANDS, HISTORY], {}),
    ("history.State.offer", lambda s, e: s.offer(e), [st.sampled_from([STATE, STATE_BOC]), EVENTS], {}),
    # chan_core.loi
    ("loi.judge", loi.judge, [STATES, EVENTS], {}),
    ("loi.judge_history", loi.judge_history, [HANDS, HISTORY, EVENTS], {}),
    ("loi.fault_info", loi.fault_info, [g(0, 9, 17, "bo_u", "u_lao")], {}),
    ("loi.fault_name", loi.fault_name, [g(0, 9, 17, "bo_u")], {}),
    ("loi.penalty_of", loi.penalty_of, [g(0, 9, "bo_u")], {}),
    ("loi.penalty_name", loi.penalty_name, [g(None, "bao", "u_lao")], {}),
    ("loi.worst_penalty", loi.worst_penalty, [g(["bao", None, "u_bao"], ())], {}),
    # chan_core.legal
    ("legal.legal_moves", legal.legal_moves, [STATES, CARD, g(None, "boc", "danh"), g(None, "self", "tren")], {}),
    ("legal.discard_moves", legal.discard_moves, [STATES, g("danh", "tra_cua")], {}),
    ("legal.generate_situation", legal.generate_situation, [g(0, 1, 12345), PLAYERS], {}),
    # chan_core.xuong
    ("xuong.read_declared", xuong.read_declared, [DECLARED, OPT, g("declared")], {}),
    ("xuong.canonical", xuong.canonical, [CUOC_MAP, VARIANT], {}),
    ("xuong.grade", xuong.grade, [CUOC_MAP, DECLARED, OPT],
     {"players": PLAYERS, "winner": SEAT, "bao": g((), (1,), [2])}),
    ("xuong.payments", xuong.payments, [VERDICT, POINTS, POINTS, POINTS, OPT],
     {"players": PLAYERS, "winner": SEAT, "bao": g((), (1,))}),
    ("xuong.order_remarks", xuong.order_remarks, [DECLARED, VARIANT], {}),
    ("xuong.say", xuong.say, [DECLARED, VARIANT], {}),
    ("xuong.u_word", xuong.u_word, [g(["chiu_u"], ("thien_u", "bon")), VARIANT], {"with_u": g(True, False)}),
    ("xuong.item_word", xuong.item_word, [CUOC_ID, g(1, 2), VARIANT], {}),
    ("xuong.sort_key", xuong.sort_key, [CUOC_ID, VARIANT], {}),
    ("xuong.order_of", xuong.order_of, [VARIANT], {}),
]
VIET = re.compile(r"[à-ỹÀ-Ỹđ]")


def _call(fn, pos, kw, data):
    args = [data.draw(s, label=f"arg{i}") for i, s in enumerate(pos)]
    kwargs = {k: data.draw(s, label=k) for k, s in kw.items()}
    try:
        fn(*args, **kwargs)
    except ChanError as e:
        assert VIET.search(str(e)), str(e)
        assert "Traceback" not in str(e) and "object at 0x" not in str(e), str(e)


BY_NAME = {a[0]: a[1:] for a in API}


@pytest.mark.parametrize("name", list(BY_NAME))
@settings(max_examples=int(os.environ.get("API_FUZZ_EXAMPLES", "40")), deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_only_chan_error_leaves_the_engine(name, data):
    fn, pos, kw = BY_NAME[name]
    _call(fn, pos, kw, data)


# ---------------------------------------------------------------- regressions
# (call, field named in the ChanError). Before the fix each raised what the comment says.
REGRESSIONS = [
    (lambda: Hand.from_counts(None), "counts"),                           # TypeError: not iterable
    (lambda: Hand.from_counts(["x"] * 25), "counts"),                     # ValueError: int('x')
    (lambda: Hand.from_counts([math.nan] * 25), "counts"),                # ValueError: int(nan)
    (lambda: Hand.from_counts([1.5] * 25), "counts"),                     # read silently as 1
    (lambda: Hand.from_counts(range(10 ** 12)), "counts"),                # would build a huge tuple
    (lambda: layout_mod.counts_summary((0,) * 24), "counts"),             # IndexError
    (lambda: win_mod.is_u(["2"] * 25), "counts"),                         # TypeError
    (lambda: xuong.canonical({"leo": [1]}), "cuoc.leo"),                  # TypeError: int([1])
    (lambda: xuong.canonical({"leo": 10 ** 5000}), "cuoc.leo"),           # ValueError: str() of the count
    (lambda: xuong.canonical({"leo": "2"}), "cuoc.leo"),                  # read silently as 2
    (lambda: xuong.canonical({"leo": 1}, "x"), "variant"),                # classic order used silently
    (lambda: xuong.grade(CUOC, SAID, None), "options"),                   # AttributeError: .variant
    (lambda: xuong.grade(CUOC, SAID, OPTS, players="4"), "players"),      # TypeError in range()
    (lambda: xuong.grade(CUOC, SAID, OPTS, bao=[[1]]), "bao"),            # TypeError: unhashable
    (lambda: xuong.u_word(["x"]), "ids"),                                 # KeyError
    (lambda: xuong.item_word("", 1), "cid"),                              # KeyError
    (lambda: legal.discard_moves(None), "state"),                         # AttributeError: .hand
    (lambda: legal.discard_moves(STATE, "an"), "event"),                  # AssertionError
    (lambda: legal.discard_moves(STATE, "x"), "event"),                   # options labelled "Trả cửa" for 'x'
    (lambda: legal.legal_moves(STATE, "4S", "x"), "source"),              # judged with source 'x'
    (lambda: legal.generate_situation(HUGE), "seed"),                     # ValueError: f"…{seed}"
    (lambda: win_mod.check_u(None), "w"),                                 # AttributeError
    (lambda: win_mod.WinInput(hand=None), "hand"),                        # AttributeError later, in check_u
    (lambda: win_mod.WinInput(HAND, winning_card="4V"), "winning_card"),  # AttributeError later
    (lambda: scoring.score_win([], OPTS), "win"),                         # AttributeError: .valid
    (lambda: scoring.table([]), "options"),                               # TypeError: unhashable (lru_cache)
    (lambda: detect(WIN, None, OPTS), "uc"),                              # AttributeError
    (lambda: payouts.an_tien(4, 0, 5, HUGE), "bet"),                      # OverflowError: int → float
    (lambda: payouts.an_tien(4, 0, 5, math.nan), "bet"),                  # NaN money
    (lambda: payouts.bao(4, 0, 5, None), "bao_seats"),                    # TypeError: not iterable
    (lambda: RULES.variant(["classic"]), "variant"),                      # TypeError: unhashable
    (lambda: RULES.cuoc_by_id(HUGE), "cuoc"),                             # ValueError: f"…{id}"
    (lambda: RULES.loi_by_number(HUGE), "loi"),                           # ValueError: f"…{n}"
    (lambda: loi.fault_info(""), "code"),                                 # KeyError
    (lambda: loi.judge(None, EV_DANH), "state"),                          # AttributeError: .finished
    (lambda: loi.judge_history(H, None, EV_DANH), "history"),             # TypeError: not iterable
    (lambda: history.parse_history(5, HUGE), "name"),                     # ValueError: f"…{name}"
    (lambda: scenario.read_int(None, "players"), "sc"),                   # AttributeError: .get
    (lambda: scenario.check_scenario_copies(HAND, [1]), "groups[1]"),     # TypeError: list index
    (lambda: waits_mod.waits(H, [{"type": "an_chan"}]), "melds"),         # AttributeError: .n_chan
    (lambda: melds.Meld.of(HUGE, "2V 2V"), "type"),                       # ValueError: f"«{t}»"
    (lambda: evaluate({"kind": "hand"}, HUGE), None),                     # ValueError: f"#{index + 1}"
    (lambda: deal_mod.deal(4, [1]), "seed"),                              # TypeError from random.Random
]


@pytest.mark.parametrize("call,field", REGRESSIONS, ids=[str(i) for i in range(len(REGRESSIONS))])
def test_regressions_raise_chan_error_naming_the_argument(call, field):
    with pytest.raises(ChanError) as ei:
        call()
    assert VIET.search(str(ei.value)), str(ei.value)
    if field is not None:
        assert ei.value.field == field, (ei.value.field, str(ei.value))


# ---------------------------------------------------------------- parse_card's echo
def test_parse_card_echo_is_cut_and_has_no_control_characters():
    for text in ("9V " * 1000, "x" * 3000, "\x1b[2J\x1b[31m" + "x" * 100, "9V\n9V\r\n9V", "\x00" * 50 + "9V 9V"):
        with pytest.raises(ChanError) as ei:
            cards.parse_card(text)
        msg = str(ei.value)
        assert len(msg) < 200, msg
        assert all(c.isprintable() for c in msg), repr(msg)
        assert all(len(q) <= cards.ECHO_LIMIT + 1 for q in re.findall(r"«([^»]*)»", msg)), msg


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.text(min_size=0, max_size=400))
def test_any_text_echo_is_short_and_printable(text):
    try:
        cards.parse_card(text)
    except ChanError as e:
        msg = str(e)
        assert all(c.isprintable() for c in msg), repr(msg)
        assert all(len(q) <= cards.ECHO_LIMIT + 1 for q in re.findall(r"«([^»]*)»", msg)), msg


# ---------------------------------------------------------------- the guard itself
def test_guard_keeps_the_signature_and_names_the_parameter():
    import inspect

    from chan_core.guard import guard

    assert list(inspect.signature(xuong.grade).parameters)[:3] == ["cuoc", "declared", "options"]
    assert xuong.grade.__doc__ and "Grade a declared xướng" in xuong.grade.__doc__

    @guard
    def f(a: int, b: str | None = None, *rest: float, c: list[int] = ()) -> int:
        return a

    assert f(1, None, 2.0, 3, c=[1, 2]) == 1
    for call, field in ((lambda: f(True), "a"), (lambda: f(1, 5), "b"), (lambda: f(1, "x", "y"), "rest[0]"),
                        (lambda: f(1, c=[1, "2"]), "c"), (lambda: f(1, c="12"), "c")):
        with pytest.raises(ChanError) as ei:
            call()
        assert ei.value.field == field and "phải là" in str(ei.value)


def test_sort_key_refuses_an_unknown_cuoc_with_chan_error():
    """Found by the fuzz above: an unknown or empty cước id was a KeyError."""
    from chan_core.xuong import sort_key

    for cid in ("", "khong_co", "CHIU_U"):
        with pytest.raises(ChanError, match="cước"):
            sort_key(cid)
    assert sort_key("chiu_u") == sort_key("chiu_u", "classic")
