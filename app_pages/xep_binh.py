"""Mậu binh — Xếp binh: the arranging drill (seed 004; ``?seed=123&xep=…``, the chi placed so far).

The learner fills the three chi and presses «Chấm»; ``mau_binh.drill.grade`` compares with the solver.
One answer per deal is recorded (drill ``xep_binh``); the counters and the last graded deal are the
learner's, so a reload shows that result and a second «Chấm» never counts twice.
"""
from __future__ import annotations

import random

import streamlit as st

import ui
from chan_core.errors import ChanError
from learning import progress
from learning.i18n import _, ngettext
from mau_binh.arrangement import CHI_NAMES, CHI_SIZE, Arrangement
from mau_binh.chi import chi_value
from mau_binh.drill import TOLERANCE, deal_hand, grade
from mau_binh.rules import CHI_IDS
from ui.drill import Drill
from ui.mau_binh_cards import chi_state, keep_chi, link_chi, reopen_round, two_arrangements
from words import listed, say
from words.phrases.mau_binh import num

K = "xb_"  # session-state prefix


def item_of(seed: int) -> str:
    """The progress item of a hand: ``'ván 123'``."""
    return f"ván {seed}"


def pick_seed(rng: random.Random | None = None, avoid: int | None = None) -> int:
    """The next hand: a hand answered wrong before comes first (``progress.due_items``), once per visit (a review
    skipped with «Ván mới» waits for the next visit), else a new one."""
    rng = rng or random.Random()
    fresh = [rng.randrange(1_000_000) for _ in range(8)]
    reviews = st.session_state.setdefault(K + "reviews", set())  # old deals offered in this visit
    old = []
    for row in progress.get_store().item_stats(DRILL.name):
        text = str(row["item_id"]).removeprefix("ván ")
        if text.isdigit() and int(text) != avoid and int(text) not in reviews:
            old.append(int(text))
    by_item = {item_of(s): s for s in old + fresh if s != avoid}
    seed = DRILL.pick(by_item, fresh[0])
    if seed in old:
        reviews.add(seed)
    return seed


# "graded": the deal last graded and the arrangement given ({"seed": 123, "answer": "Ks Kd 4c / …"}) or None
COUNTERS = {"rounds": 0, "right": 0, "streak": 0, "best": 0, "graded": None}
DRILL = Drill("xep_binh", K, K + "kept", tuple(COUNTERS.items()))  # the shared drill loop (counters per learner)


@st.cache_resource(max_entries=64, show_spinner=False)
def _grade_of(seed: int, answer: str):
    """The grade of ``answer`` (an arrangement's text) to deal ``seed``, worked out once (the solver takes a moment)."""
    return grade(deal_hand(seed), Arrangement.parse(answer))


def _graded(seed: int, *, fresh: bool = False):
    """The grade already given to deal ``seed`` this round (the learner's counters keep it), else ``None``."""
    kept = DRILL.kept()
    if fresh:  # as saved now: another tab of this learner may have graded since (an unreadable store keeps this copy)
        saved = progress.get_store().counters(K + "kept")
        kept.update(saved if isinstance(saved, dict) else {})
    done = kept.get("graded")
    if not isinstance(done, dict) or done.get("seed") != seed:
        return None
    try:
        return _grade_of(seed, str(done.get("answer")))
    except ChanError:  # a damaged record: the deal is open again
        return None


def _grade_once(seed: int, arr: Arrangement) -> None:
    """Grade ``arr`` for deal ``seed`` and count it — once: an answer already graded in this
    round (here, after a reload, or in another tab) is kept as it was, not counted again."""
    if _graded(seed, fresh=True) is not None:
        st.session_state[K + "again"] = seed
        return
    g = _grade_of(seed, str(arr))
    DRILL.record(item_of(seed), g.correct)
    DRILL.kept()["graded"] = {"seed": seed, "answer": str(arr)}
    DRILL.count(g.correct)


def _new_hand() -> None:
    """«Ván mới»: close this round (a deal that comes back later is graded afresh), deal another."""
    kept = DRILL.kept()
    if kept.get("graded") is not None:
        kept["graded"] = None
        DRILL.save()
    st.query_params["seed"] = str(pick_seed(avoid=ui.query_int("seed", lo=0, hi=ui.LINK_SEED_MAX)))
    st.query_params.pop("xep", None)


def _finish(key: str, chi: str, cards: list) -> None:
    """«Xếp nốt»: the cards not placed yet go to ``chi`` (the only chi still short)."""
    current = st.session_state.get(f"{key}__{chi}") or []
    st.session_state[f"{key}__{chi}"] = list(current) + [c.code for c in cards]


def _progress_note(cards: list, size: int) -> str:
    """Under a chi being built: its category once it is full, else how many cards it has."""
    if len(cards) == size:
        return say(chi_value(cards).label())
    return _("{count}/{size} lá").format(count=len(cards), size=size)


def main() -> None:
    st.title(_("Xếp binh"))
    ui.progress_warning()
    st.caption(_(
        "Chia 13 lá vào chi đầu (3 lá), chi giữa (5 lá), chi cuối (5 lá) sao cho chi đầu ≤ chi giữa ≤ chi cuối "
        "(không thì binh lủng) và được nhiều điểm nhất. Máy chấm bằng cách so với cách xếp tốt nhất của nó "
        "(đạt khi không lủng và kém máy không quá {tolerance} điểm mỗi đối thủ). "
        "Luật: trang «Luật Mậu binh» (tài liệu 004)."
    ).format(tolerance=num(TOLERANCE, sign=False)))
    seed = ui.query_int("seed", lo=0, hi=ui.LINK_SEED_MAX)
    if seed is None:  # the learner's own deal (after a learner switch), else a new one
        seed = reopen_round(K) or pick_seed()
        st.query_params["seed"] = str(seed)
    hand = list(deal_hand(seed))
    key = f"{K}chi_{seed}"
    answered = _graded(seed)
    link_chi(K, seed, hand)  # a reload keeps the cards placed
    if answered is not None:  # the rows as answered (a new session, or an answer given in another tab)
        ui.chi_chooser_set(key, answered.arrangement.front, answered.arrangement.middle, answered.arrangement.back)

    top = st.columns([3, 1], vertical_alignment="bottom")
    top[0].caption(_("Ván số {seed}").format(seed=seed) + (_(" — ôn lại: lần trước bạn xếp ván này chưa đạt")
                                                           if seed in st.session_state.get(K + "reviews", ()) else ""))
    top[1].button(_("Ván mới"), key=K + "new", on_click=_new_hand, type="primary", icon=":material/refresh:",
                  width="stretch")
    st.html(ui.playing_cards_html(hand, width=46))

    st.subheader(_("Xếp vào ba chi"))
    st.caption(_("Bấm một lá ở hàng của chi muốn đặt nó vào; lá đó rời khỏi chi cũ."))
    chosen = ui.chi_chooser(key, hand, disabled=answered is not None)
    keep_chi(K, seed, chosen)
    loose, arr, _need = chi_state(chosen, hand)
    short = [c for c in CHI_IDS if len(chosen[c]) < CHI_SIZE[c]]
    over = [c for c in CHI_IDS if len(chosen[c]) > CHI_SIZE[c]]
    if answered is None:
        st.html(ui.chi_rows(chosen, 40, [_progress_note(chosen[c], CHI_SIZE[c]) for c in CHI_IDS]))
        if over:
            said = listed(_("{chi} có {count} lá (cần {size})").format(
                chi=CHI_NAMES[c].lower(), count=len(chosen[c]), size=CHI_SIZE[c]) for c in over)
            st.warning(said[:1].upper() + said[1:] + ".", icon=":material/warning:")
        if loose:
            st.html(ui.playing_cards_html(loose, width=40,
                                          caption=ngettext("Còn {count} lá chưa xếp", "Còn {count} lá chưa xếp",
                                                           len(loose)).format(count=len(loose))))
            if len(short) == 1 and len(chosen[short[0]]) + len(loose) == CHI_SIZE[short[0]]:
                st.button(ngettext("Xếp nốt {count} lá còn lại vào {chi}", "Xếp nốt {count} lá còn lại vào {chi}",
                                   len(loose)).format(
                    count=len(loose), chi=CHI_NAMES[short[0]].lower()), key=K + "finish",
                          on_click=_finish, args=(key, short[0], loose), icon=":material/playlist_add:")
    if answered is None and st.button(_("Chấm"), key=K + "grade", type="primary", disabled=arr is None,
                                      icon=":material/grading:"):
        _grade_once(seed, arr)
        st.rerun()  # redraw as answered: the rows locked, the result below
    if answered is None:
        return

    g = answered
    st.subheader(_("Kết quả"))
    if st.session_state.get(K + "again") == seed:
        st.info(_("Ván này đã được chấm rồi (trong một lần mở trang khác): đây là kết quả lần chấm đó, "
                  "không tính thêm. Bấm «Ván mới» để xếp ván khác."), icon=":material/info:")
    if g.best.special is not None:
        st.success(_("Mậu binh «{name}»: thắng luôn, không cần so chi.").format(name=g.best.special.name),
                   icon=":material/star:")
    elif g.correct:
        st.success(_("Đạt: xếp y như máy.") if g.arrangement == g.best.arrangement
                   else _("Đạt: không lủng, bằng cách xếp tốt nhất."), icon=":material/check_circle:")
    elif g.arrangement.lung:
        st.error(_("Binh lủng — thua cả 3 chi."), icon=":material/error:")
    else:
        st.warning(_("Không lủng, nhưng kém cách tốt nhất khoảng {lost} điểm mỗi đối thủ.").format(
            lost=num(g.lost, sign=False)), icon=":material/trending_down:")
    ui.save_notice(DRILL.name, item_of(seed))
    two_arrangements((_("**Bạn xếp**"), g.arrangement), (_("**Máy xếp**"), g.best.arrangement), 40)
    st.markdown("\n".join(f"- {say(line)}" for line in g.lines))
    s = DRILL.kept()
    st.markdown(ngettext("**Đã làm:** {rounds} ván, đạt {right} · **chuỗi đạt:** {streak} (dài nhất {best})",
                         "**Đã làm:** {rounds} ván, đạt {right} · **chuỗi đạt:** {streak} (dài nhất {best})",
                         s["rounds"]).format(rounds=s["rounds"], right=s["right"], streak=s["streak"], best=s["best"]))
    ui.source_badge({"seed": "004", "section": "Xếp bài; Xác định thắng thua; Cộng điểm"})


main()
