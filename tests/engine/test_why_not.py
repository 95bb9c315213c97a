"""Issue 17 item 1: every cước detector and every lỗi detector says *why not*.

The engine side: ``chan_core.cuoc.why_not`` (one explainer beside each cước
detector, ``chan_core.cuoc.base.WHY_NOT``) and ``chan_core.loi.why_not``
(one beside each lỗi / extra detector). On a hand or a move WITHOUT the cước
or lỗi the sentence names a failed condition of this hand (Vietnamese, cards
in words, never codes); on one WITH it, ``None``. Matrix tests iterate the
registries, so a new detector without an explainer fails here. The learning
side (``learning.explain``) and its wiring into the lesson checks, «Ăn hay
không?» and «Luyện xướng» are tested at the end.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import words
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chan_core.cards import KINDS
from chan_core.cuoc import REGISTRY, WHY_NOT, detect
from chan_core.cuoc import why_not as why_not_fact
from chan_core.cuoc.base import Facts
from chan_core.errors import ChanError
from chan_core.eval_kinds.win import read_win
from chan_core.gen_win import gen_win
from chan_core.history import DISCARD_EVENTS, Event, apply, parse_event, parse_history, replay
from chan_core.legal import discard_moves, generate_situation, legal_moves
from chan_core.loi import APPLIES, DETECTORS as LOI_DETECTORS, EXTRA_IDS, WHY_NOT as LOI_WHY_NOT, applies, judge, move_of
from chan_core.loi import why_not as loi_why_fact
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scenario import load_file
from chan_core.scoring import table
from words.phrases.cuoc import cuoc_name
from chan_core.win import check_u, make_win
from words import say

ROOT = Path(__file__).resolve().parents[2]


def why_not(*args, **kwargs) -> str | None:
    """:func:`chan_core.cuoc.why_not`'s fact said in the current language (``None`` stays ``None``)."""
    fact = why_not_fact(*args, **kwargs)
    return None if fact is None else say(fact)

VARIANTS = ("classic", "sanhrong")
CODE = re.compile(r"(?<!\w)([2-9][VNS]|CC)(?!\w)")
WORDS = tuple(k.word for k in KINDS)
NUMBER_WORDS = ("một", "hai", "ba", "bốn")
CONTEXT_ONLY = {"thong", "dia_u", "pha_thien"}
"""Cước read from the table's context, not the cards: their sentence names the context."""
ALL_CODES = [*range(18), *EXTRA_IDS]


def loi_why_not(state, event, code) -> str | None:
    """:func:`chan_core.loi.why_not` said in Vietnamese (``None`` when the move commits it)."""
    fact = loi_why_fact(state, event, code)
    return None if fact is None else words.say(fact, "vi")


def vietnamese(text: str) -> bool:
    return any(ord(ch) > 127 and ch.isalpha() for ch in text)


def names_hand(text: str) -> bool:
    """A number, or a card in words."""
    return bool(re.search(r"\d", text)) or any(w in text for w in WORDS) or any(
        re.search(rf"\b{n}\b", text) for n in NUMBER_WORDS)


def win_cases() -> list[tuple[object, dict]]:
    """Every valid win of the shared test cases (tests/cases/win_*.yaml)."""
    out = []
    for p in sorted((ROOT / "tests" / "cases").glob("win_*.yaml")):
        for sc in load_file(p):
            if sc.get("kind") != "win":
                continue
            try:
                w = read_win(sc)
                if check_u(w).valid:
                    out.append((w, sc))
            except ChanError:
                continue
    return out


WIN_CASES = win_cases()


def check_cuoc_text(text: str | None, cid: str, options) -> None:
    t = table(options)
    assert text and text.strip(), f"{cid}: no reason"
    assert text.endswith("."), text
    assert vietnamese(text), text
    assert not CODE.search(text), f"card code in: {text}"
    assert t.names[cid].lower() in text.lower() or "chưa ù được" in text, f"{cid} not named: {text}"
    if cid not in t.points:
        assert "không có trong luật" in text and load_rules().variants[options.variant].name in text
    elif cid not in CONTEXT_ONLY | {"xuong"}:  # xuông names the cước the hand has (check_win)
        assert names_hand(text), f"{cid}: names no number or card: {text}"


def check_win(win, options) -> set[str]:
    """Every cước id: ``None`` when detected, a good sentence otherwise. Returns the ids absent."""
    uc = check_u(win)
    det = detect(win, uc, options)
    absent = set()
    for cid in sorted(table(options).names):
        text = why_not(win, cid, options)
        if cid in det.cuoc:
            assert text is None, (cid, text)
        else:
            check_cuoc_text(text, cid, options)
            absent.add(cid)
            if cid == "xuong" and det.cuoc:
                assert all(f"«{cuoc_name(c)}»" in text for c in det.cuoc), text
    # each explainer agrees with its own detector (before the replacement rules)
    f = Facts(uc)
    for cid, fn in WHY_NOT.items():
        assert (fn(f, options) is None) == (REGISTRY[cid](f) is not None), cid
    return absent


# ================================================================== cước: matrix
def test_every_cuoc_detector_has_a_why_not():
    assert set(WHY_NOT) == set(REGISTRY)
    for cid, det in REGISTRY.items():
        assert WHY_NOT[cid].__module__ == det.__module__, f"{cid}: explainer not beside its detector"
    for v in VARIANTS:
        ids = set(table(make_options(v)).points)
        assert ids <= set(REGISTRY) | {"xuong"}, ids - set(REGISTRY)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_cuoc_of_each_variant_is_explained_on_generated_hands_without_it(variant):
    """For EVERY cước id (the variant's and the others) a generated hand without it gets a sentence."""
    o = make_options(variant)
    absent: set[str] = set()
    for seed in range(30):
        absent |= check_win(gen_win(seed, 1 + seed % 3, o).win, o)
    assert absent == set(table(o).names)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), level=st.sampled_from([1, 2, 3]), variant=st.sampled_from(VARIANTS))
def test_generated_wins_property(seed, level, variant):
    o = make_options(variant)
    check_win(gen_win(seed, level, o).win, o)


@pytest.mark.parametrize("variant", VARIANTS)
def test_hands_with_each_cuoc_give_none(variant):
    """The shared cases hold every classic cước at least once: each detected one gives None."""
    o = make_options(variant)
    present: set[str] = set()
    for w, _sc in WIN_CASES:
        check_win(w, o)
        present |= set(detect(w, check_u(w), o).cuoc)
    assert present == set(table(o).points), set(table(o).points) - present


# ================================================================== cước: the kinds
def test_bach_thu_claimed_on_six_chan_names_the_counts():
    # lesson 8 "chon-cuoc-den": 6 chắn, 3 cạ and the què tứ vạn before the ù
    w = make_win("2V 2V 3N 3N 4S 4S 5V 5V 6N 6N 7S 7S 3V 3S 7N 7V 2N 2S 4V", "4N", source="boc", drawn_by="other")
    text = why_not(w, "bach_thu")
    assert text.startswith("Bạch thủ cần đúng 5 chắn 4 cạ và 1 què trước quân ù")
    assert "bài này trước quân ù có 6 chắn, 3 cạ, 1 què (tứ vạn)" in text


def test_bach_thu_on_bach_thu_chi_says_it_is_bach_thu_chi():
    w = make_win("2V 2V 3N 3N 4S 4S 5V 5V 7S 7S 9V 9N 8S 8N 3V 3S 4N 4V CC", "CC", source="boc", drawn_by="self")
    assert why_not(w, "bach_thu_chi") is None
    assert "bạch thủ chi" in why_not(w, "bach_thu")


def _case_with(cid: str):
    o = make_options()
    return next(w for w, _ in WIN_CASES if cid in detect(w, check_u(w), o).cuoc)


@pytest.mark.parametrize("pic", ["hoa_roi_cua_phat", "ca_loi_san_dinh", "ngu_ong_bat_ca"])
def test_picture_cuoc_replaces_chi_and_bach_thu(pic):
    w = _case_with(pic)
    for replaced in ("chi", "bach_thu"):
        text = why_not(w, replaced)
        assert text and cuoc_name(pic) in text and "thay cho chì và bạch thủ" in text


def test_only_one_picture_cuoc_is_taken():
    o = make_options()
    for w, _ in WIN_CASES:
        det = detect(w, check_u(w), o)
        others = [x.id for x in det.replaced if x.id not in ("chi", "bach_thu")]
        for cid in others:
            assert "chỉ tính một cước hoa/cá/nhà" in why_not(w, cid)


def test_xuong_only_when_nothing_else():
    w = make_win("9V 9V 8S 8S CC CC 2N 2N 3S 3S 4V 4V 5V 5N 6N 6S 7V 7S 2V", "2S", source="boc", drawn_by="other")
    assert why_not(w, "xuong") == ("Ù xuông chỉ khi bài ù không có cước nào; bài này có «Lèo» ×2 — "
                                   "lèo ×2: cửu vạn – bát sách – chi chi có 2 bộ.")
    x = _case_with("xuong")
    assert why_not(x, "xuong") is None
    strict = make_options("classic", {"u_xuong_allowed": False})
    assert "luật làng không cho ù xuông" in why_not(x, "xuong", strict)


@pytest.mark.parametrize("cid", ["hoa_roi_cua_phat", "nha_lau_xe_hoi_hoa_roi_cua_phat", "ngu_ong_bat_ca"])
def test_cuoc_excluded_by_the_variant(cid):
    o = make_options("sanhrong")
    text = why_not(_case_with(cid), cid, o)
    assert f"«{cuoc_name(cid)}» không có trong luật {load_rules().variants[o.variant].name}" in text


def test_claimed_more_times_than_the_hand_has():
    w = make_win("9V 9V 8S 8S CC CC 2N 2N 3S 3S 4V 4V 5V 5N 6N 6S 7V 7S 2V", "2S", source="boc", drawn_by="other")
    assert why_not(w, "leo", count=2) is None
    text = why_not(w, "leo", count=3)
    assert "chỉ có 2 lần «Lèo», không phải 3" in text and "cửu vạn – bát sách – chi chi" in text


def test_invalid_win_and_bad_input():
    w = make_win("2V 2V 3N 3N 4S 4S 5V 5V 6N 6N 9V 9N 8S 8N 7V 7N 2S 2N 3V", "4S", source="boc", drawn_by="other")
    assert "chưa ù được" in why_not(w, "leo")
    with pytest.raises(ChanError):
        why_not(w, "khong_co")
    with pytest.raises(ChanError):
        why_not("9V 9V", "leo")


def test_context_refused_by_the_board_says_why():
    pytest.importorskip("chan_core.reachability")
    # địa ù with an eaten cạ on the mat: an ăn needs one's own turn, so the turn has passed
    w = make_win("2V 2V 3N 3N 4S 4S 5V 5V 6N 6N 7S 7S 3V 3S 2N 2S 4V", "4N", source="boc", drawn_by="other",
                 melds=[_meld("an_ca", "7N 7V")], context=["dia_u"])
    uc = check_u(w)
    assert uc.valid
    if "dia_u" in uc.win.context:
        pytest.skip("the board check does not refuse this địa ù")
    text = why_not(w, "dia_u")
    assert text.startswith("Bối cảnh «Địa ù» không được tính")


def _meld(t: str, cards: str):
    from chan_core.melds import Meld

    return Meld.of(t, cards)


# ================================================================== lỗi: matrix
def test_every_loi_detector_has_a_why_not():
    assert set(LOI_WHY_NOT) == set(LOI_DETECTORS) == {*range(18), *EXTRA_IDS}
    assert set(APPLIES) == set(ALL_CODES)


def options_of(state, ev):
    if ev.event in DISCARD_EVENTS:
        return discard_moves(state, ev.event)
    off = state.offer(ev)
    return legal_moves(state, ev.card, off.source, off.by).options


def check_move(state, event, verdict) -> dict:
    """Every fault code: ``None`` when committed, a good sentence otherwise.
    Returns {code: explained past the kind-of-move condition}."""
    done = {}
    committed = set(verdict.violations) | set(verdict.extras)
    m = move_of(state, event)
    for code in ALL_CODES:
        text = loi_why_not(state, event, code)
        if code in committed:
            assert text is None, (code, text)
            continue
        assert text and text.startswith("Không phạm ") and text.endswith("."), (code, text)
        assert vietnamese(text) and not CODE.search(text), text
        assert (f"lỗi {code}" in text) if isinstance(code, int) else "«" in text
        cards = {event.card.word} | ({event.with_.word} if event.with_ else set())
        assert any(c in text for c in cards) or "20 lá" in text, f"no card of the move named: {text}"
        done[code] = applies(m, code)
    return done


def drill_situations():
    out = []
    for p in sorted((ROOT / "lessons" / "drills" / "an_hay_khong").glob("*.yaml")):
        out.extend(load_file(p))
    return out


def test_every_loi_explained_on_drill_situations():
    """Each lỗi number and extra gets, somewhere in the drill set, a move without it that is
    of its kind (so its own explainer runs, not only the kind-of-move sentence)."""
    explained = {c: False for c in ALL_CODES}
    for sc in drill_situations():
        state = replay(sc["hand"], parse_history(sc.get("history")))
        ev = parse_event(sc["action"])
        for o in options_of(state, ev):
            for code, own in check_move(state, o.event, o.verdict).items():
                explained[code] |= own
    assert all(explained.values()), [c for c, ok in explained.items() if not ok]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_generated_situations_property(seed):
    sc = generate_situation(seed)
    state = replay(sc["hand"], parse_history(sc["history"]))
    ev = parse_event(sc["action"])
    for o in options_of(state, ev):
        check_move(state, o.event, o.verdict)
        if o.event.event == "an" and o.ok:  # then the đánh after the eat
            after = apply(state, o.event)
            for d in discard_moves(after):
                check_move(after, d.event, d.verdict)


def test_lesson_6_q3_one_cuu_van_two_cuu_van_is_not_loi_3():
    state = replay("9V 9N 9N 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N", [{"event": "boc", "card": "9S"}])
    ev = {"event": "an", "card": "9S", "with": "9V"}
    assert judge(state, ev).clean
    text = loi_why_not(state, ev, 3)
    assert text.startswith("Không phạm lỗi 3 «Ăn chọn cạ»")
    assert "hai cửu văn trên tay là chắn" in text and "cửu vạn" in text and "quân lẻ" in text
    assert "một cửu vạn" in loi_why_not(state, ev, 5)


def test_bo_ca_an_chan_is_allowed():
    # lesson 7: dưới cửu vạn (holding cửu văn), then eat cửu văn as a chắn: bỏ cạ ăn chắn is allowed
    state = replay("9N 2N 2N 3V 4S 5S 5V 6V 6V 7N 7N 8S 3S 2S 3N 4V 6S 7V 4N",
                   [{"event": "bo", "card": "9V"}, {"event": "boc", "card": "9N"}])
    text = loi_why_not(state, {"event": "an", "card": "9N", "with": "9N"}, 6)
    assert "bỏ cạ rồi ăn chắn thì được" in text


def test_committed_gives_none_and_bad_codes_raise():
    state = replay("9V 9V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N", [{"event": "boc", "card": "9N"}])
    ev = {"event": "an", "card": "9N", "with": "9V"}
    assert judge(state, ev).violations == [5]
    assert loi_why_not(state, ev, 5) is None
    assert "lỗi 5" in loi_why_not(state, ev, 3)  # the eat takes a card out of a chắn: that is lỗi 5
    for bad in (18, -1, "x", True, None):
        with pytest.raises(ChanError):
            loi_why_not(state, ev, bad)
    with pytest.raises(ChanError):
        loi_why_not(state, {"event": "danh", "card": "CC"}, 9)  # no chi chi in hand


def test_held_u_not_complete_is_not_bo_u():
    from chan_core.history import State, start_state

    if not hasattr(State, "held_u_kind"):
        pytest.skip("no held-ù moments in this history model")
    st_ = start_state("2V 2V 3N 3N 4S 4S 5V 5V 6N 6N 9V 9N 8S 8N 7V 7N 2S 2N 3V 4V")  # the cái, not an ù
    ev = Event("danh", KINDS[0])
    assert "bo_u" not in judge(st_, ev).extras
    assert "20 lá" in loi_why_not(st_, ev, "bo_u")


# ================================================================== learning.explain
from learning import explain  # noqa: E402
from learning.checks import compute  # noqa: E402
from learning.lessons import load_course  # noqa: E402

COURSE = {x.id: x for x in load_course()}
CHECKS = [(L.id, c) for L in COURSE.values() for c in L.checks]


def _check(lesson: str, check: str):
    return next(c for c in COURSE[lesson].checks if c.id == check)


def test_check_lines_lesson_6_q3():
    ans = compute(_check("loi-nhom-a", "mot-van-hai-van"))
    assert ans.key == ()
    lines = explain.check_lines(ans, (3,), reveal=False)
    assert len(lines) == 1 and "hai cửu văn trên tay là chắn" in lines[0]
    revealed = explain.check_lines(ans, (3,))  # the key shown: why not the other lỗi offered too (lỗi 1 and 5)
    assert revealed[0] == lines[0] and [x.split(" «")[0] for x in revealed[1:]] == ["Không phạm lỗi 1", "Không phạm lỗi 5"]
    assert explain.check_lines(ans, ()) == []


@pytest.mark.parametrize("lesson,check", [(lid, c.id) for lid, c in CHECKS if c.options == "loi"])
def test_every_loi_choice_explains_each_wrong_loi(lesson, check):
    ans = compute(_check(lesson, check))
    for o in ans.options:
        lines = explain.check_lines(ans, o.value)
        for n in set(o.value) - set(ans.key):
            assert any(f"lỗi {n} «" in ln for ln in lines), (o.value, lines)


@pytest.mark.parametrize("lesson,check", [(lid, c.id) for lid, c in CHECKS if c.type == "multi"])
def test_every_cuoc_choice_explains_extra_and_missing(lesson, check):
    ans = compute(_check(lesson, check))
    o = make_options(ans.check.scenario.get("variant") or "classic")
    for extra in sorted(set(table(o).points) - set(ans.key) - {"xuong"}):
        lines = explain.check_lines(ans, set(ans.key) | {extra})
        assert len(lines) == 1 and cuoc_name(extra).lower() in lines[0].lower(), (extra, lines)
    for left_out in ans.key:
        lines = explain.check_lines(ans, set(ans.key) - {left_out})
        assert lines == [next(ln for ln in lines if ln.startswith(f"Bài có «{cuoc_name(left_out)}»"))]


@pytest.mark.parametrize("lesson,check", [(lid, c.id) for lid, c in CHECKS])
def test_every_check_wrong_answer_gives_plain_sentences(lesson, check):
    """Any wrong answer of any lesson check: a list of sentences (maybe empty), no exception, no codes."""
    ans = compute(_check(lesson, check))
    c = ans.check
    if c.type == "choice":
        wrong = [o.value for o in ans.options if o.value != ans.key]
    elif c.type == "number":
        wrong = [ans.key + 1, max(ans.key - 1, 0)]
    else:
        wrong = [frozenset(), frozenset(list(ans.key)[:1])]
    assert explain.check_lines(ans, ans.key) == []
    for v in wrong:
        for line in explain.check_lines(ans, v):
            assert vietnamese(line) and not CODE.search(line), line


def test_yes_no_legal_move_lists_why_no_loi():
    ans = compute(_check("mot-luot", "an-ca-hop-le"))
    lines = explain.check_lines(ans, True)
    assert lines and all(ln.startswith("Không phạm") for ln in lines)
    assert any("lỗi 1 «" in ln for ln in lines)


def test_penalty_and_xuong_checks():
    ans = compute(_check("an-tien-bao", "treo-tranh-phat"))
    assert "«Nghỉ ăn tiền», không phải «Báo»" in explain.check_lines(ans, "bao")[0]
    ans = compute(_check("xuong", "bach-thu-chi-ho-bach-thu"))
    assert "bạch thủ chi" in explain.check_lines(ans, "dung")[0]


def test_right_moves_explain_the_loi_of_the_chosen_move():
    sc = next(s for s in drill_situations() if s["id"] == "ahk-loi-3")
    state = replay(sc["hand"], parse_history(sc.get("history")))
    opts = options_of(state, parse_event(sc["action"]))
    wrong = next(o for o in opts if 3 in o.verdict.violations)
    lines = explain.right_moves(state, wrong.event.as_dict(), opts, wrong.verdict.violations)
    right = [explain.move_said(o) for o in opts if o.ok]  # a pass by whose card it is («Bốc nọc (không ăn)»)
    assert lines and all(any(f"«{r}»" in ln for r in right) for ln in lines)
    assert any("không phạm lỗi 3" in ln for ln in lines)


def test_xuong_extra_why_for_a_generated_win():
    from chan_core.xuong import Said

    g = gen_win(11, 2)
    absent = next(c for c in table(make_options()).points if c not in g.cuoc and c != "xuong")
    why = explain.xuong_extra_why(g.win, [Said(absent, 1)], [absent])
    assert why[absent].startswith(cuoc_name(absent))


# ================================================================== pages
def test_page_an_hay_khong_says_why_the_right_move_is_right():
    from tests.apptest_pages import open_page

    at = open_page("app_pages/an_hay_khong.py", th="ahk-loi-3")
    sc = next(s for s in drill_situations() if s["id"] == "ahk-loi-3")
    state = replay(sc["hand"], parse_history(sc.get("history")))
    wrong = next(o for o in options_of(state, parse_event(sc["action"])) if 3 in o.verdict.violations)
    at.button(key=f"ahk_opt_{wrong.key}").click().run()
    assert not at.exception
    at.button(key="ahk_reveal").click().run()  # the right moves show on request (issue 17: retry in place)
    text = "\n".join(m.value for m in at.markdown)
    assert "không phạm lỗi 3 «" in text


def test_page_lesson_check_wrong_answer_names_the_exception(progress_db):
    from tests.apptest_pages import open_page

    lesson = COURSE["loi-nhom-a"]
    i = next(j for j, c in enumerate(lesson.checks) if c.id == "mot-van-hai-van")
    at = open_page("app_pages/bai_hoc.py", lesson=lesson.id, step=lesson.first_check_step() + i + 1)
    ans = compute(lesson.checks[i])
    at.radio[0].set_value([o.value for o in ans.options].index((3,)))
    next(b for b in at.button if b.label == "Kiểm tra").click().run()
    assert not at.exception
    text = "\n".join(m.value for m in at.markdown)
    assert "hai cửu văn trên tay là chắn" in text


def test_page_luyen_xuong_extra_cuoc_says_which_condition_fails(progress_db):
    from tests.apptest_pages import open_page

    at = open_page("app_pages/luyen_xuong.py", seed=11, level=2)
    g = gen_win(11, 2)
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    assert not at.exception
    shown_text = "\n".join(c.value for c in [*at.caption, *at.markdown])  # before the answer (issue 17)
    assert g.cuoc and "Ù xuông chỉ khi bài ù không có cước nào" in shown_text


def test_faults_about_lists_the_codes_of_the_move_kind_and_checklist_explains_them():
    """``faults_about`` is every code (lỗi in number order, then extras) whose kind of move this is; ``checklist``
    says why-not of exactly those the move does not commit."""
    from chan_core.loi import checklist, commits, faults_about, why_not

    for sc in drill_situations()[:6]:
        state = replay(sc["hand"], parse_history(sc.get("history")))
        for o in options_of(state, parse_event(sc["action"])):
            m = move_of(state, o.event)
            codes = faults_about(state, o.event)
            assert codes == [c for c in ALL_CODES if applies(m, c)], (o.event, codes)
            assert checklist(state, o.event) == [why_not(state, o.event, c) for c in codes if not commits(m, c)]
