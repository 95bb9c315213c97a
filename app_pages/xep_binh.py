"""Mậu binh — Xếp binh: the arranging drill.

A dealt 13-card hand (reproducible: ``?seed=123``); the learner puts each card
into chi đầu / chi giữa / chi cuối (``ui.chi_chooser``) and presses «Chấm».
The engine (``mau_binh.drill.grade``) compares the answer with the solver:
binh lủng caught and explained, each chi's share of opponents' chi it beats,
and the points lost on average per opponent, in plain Vietnamese. Each answer
is saved once per hand with ``learning.progress.record_attempt("xep_binh",
"ván <seed>", correct)``; hands answered wrong come back first (Leitner).
"""
from __future__ import annotations

import random

import streamlit as st

import ui
from learning import progress
from mau_binh.arrangement import CHI_NAMES, Arrangement
from mau_binh.chi import chi_value
from mau_binh.drill import TOLERANCE, deal_hand, grade, num
from mau_binh.rules import CHI_IDS

K = "xb_"  # session-state prefix
DRILL = "xep_binh"
SIZES = {"front": 3, "middle": 5, "back": 5}


def item_of(seed: int) -> str:
    """The progress item of a hand: ``'ván 123'``."""
    return f"ván {seed}"


def pick_seed(rng: random.Random | None = None, avoid: int | None = None) -> int:
    """The next hand: a hand answered wrong before comes first (``progress.due_items``), else a new one."""
    rng = rng or random.Random()
    fresh = [rng.randrange(1_000_000) for _ in range(8)]
    old = []
    for row in progress.get_store().item_stats(DRILL):
        text = str(row["item_id"]).removeprefix("ván ")
        if text.isdigit() and int(text) != avoid:
            old.append(int(text))
    by_item = {item_of(s): s for s in old + fresh if s != avoid}
    order = progress.due_items(DRILL, list(by_item))
    return by_item[order[0]] if order else fresh[0]


def _new_hand() -> None:
    st.query_params["seed"] = str(pick_seed(avoid=ui.query_int("seed", lo=0, hi=ui.LINK_SEED_MAX)))


def _finish(key: str, chi: str, cards: list) -> None:
    """«Xếp nốt»: the cards not placed yet go to ``chi`` (the only chi still short)."""
    current = st.session_state.get(f"{key}__{chi}") or []
    st.session_state[f"{key}__{chi}"] = list(current) + [c.code for c in cards]


def _progress_note(cards: list, size: int) -> str:
    """Under a chi being built: its category once it is full, else how many cards it has."""
    if len(cards) == size:
        return chi_value(cards).label()
    return f"{len(cards)}/{size} lá"


def _stats() -> dict:
    return st.session_state.setdefault(K + "stats", {"rounds": 0, "right": 0, "streak": 0})


def main() -> None:
    """Render the page."""
    st.title("Xếp binh")
    ui.progress_warning()
    st.caption(
        "Chia 13 lá vào chi đầu (3 lá), chi giữa (5 lá), chi cuối (5 lá) sao cho chi đầu ≤ chi giữa ≤ chi cuối "
        "(không thì binh lủng) và được nhiều điểm nhất. Máy chấm bằng cách so với cách xếp tốt nhất của nó "
        f"(đạt khi không lủng và kém máy không quá {num(TOLERANCE, sign=False)} điểm mỗi đối thủ). Luật: seed 004."
    )
    seed = ui.query_int("seed", lo=0, hi=ui.LINK_SEED_MAX)
    if seed is None:
        seed = pick_seed()
        st.query_params["seed"] = str(seed)
    hand = list(deal_hand(seed))
    key = f"{K}chi_{seed}"
    answered = st.session_state.get(K + "graded", {}).get(seed)

    top = st.columns([3, 1], vertical_alignment="bottom")
    top[0].caption(f"Ván số {seed}")
    top[1].button("Ván mới", key=K + "new", on_click=_new_hand, type="primary", icon=":material/refresh:",
                  width="stretch")
    st.html(ui.playing_cards_html(hand, width=46))

    st.subheader("Xếp vào ba chi")
    st.caption("Bấm một lá ở hàng của chi muốn đặt nó vào; lá đó rời khỏi chi cũ.")
    chosen = ui.chi_chooser(key, hand, disabled=answered is not None)
    placed = {x for c in CHI_IDS for x in chosen[c]}
    loose = [c for c in hand if c not in placed]
    short = [c for c in CHI_IDS if len(chosen[c]) < SIZES[c]]
    over = [c for c in CHI_IDS if len(chosen[c]) > SIZES[c]]
    if answered is None:
        st.html(ui.chi_rows_html([(CHI_NAMES[c], chosen[c], _progress_note(chosen[c], SIZES[c])) for c in CHI_IDS],
                                 width=40))
        if over:
            st.warning(", ".join(f"{CHI_NAMES[c]} có {len(chosen[c])} lá (cần {SIZES[c]})" for c in over) + ".",
                       icon=":material/warning:")
        if loose:
            st.html(ui.playing_cards_html(loose, width=40, caption=f"Còn {len(loose)} lá chưa xếp"))
            if len(short) == 1 and len(chosen[short[0]]) + len(loose) == SIZES[short[0]]:
                st.button(f"Xếp nốt {len(loose)} lá còn lại vào {CHI_NAMES[short[0]].lower()}", key=K + "finish",
                          on_click=_finish, args=(key, short[0], loose), icon=":material/playlist_add:")
    ready = not loose and not over
    if answered is None and st.button("Chấm", key=K + "grade", type="primary", disabled=not ready,
                                      icon=":material/grading:"):
        arr = Arrangement(chosen["front"], chosen["middle"], chosen["back"])
        g = grade(hand, arr)
        progress.record_attempt(DRILL, item_of(seed), g.correct)
        st.session_state.setdefault(K + "graded", {})[seed] = g
        s = _stats()
        s["rounds"] += 1
        s["right"] += int(g.correct)
        s["streak"] = s["streak"] + 1 if g.correct else 0
        st.rerun()  # redraw as answered: the rows locked, the result below
    if answered is None:
        return

    g = answered
    st.subheader("Kết quả")
    if g.best.special is not None:
        st.success(f"Mậu binh «{g.best.special.name}»: thắng luôn, không cần so chi.", icon=":material/star:")
    elif g.correct:
        st.success("Đạt: " + ("xếp y như máy." if g.same_as_best else "không lủng, bằng cách xếp tốt nhất."),
                   icon=":material/check_circle:")
    elif g.check.lung:
        st.error("Binh lủng — thua cả 3 chi.", icon=":material/error:")
    else:
        st.warning(f"Không lủng, nhưng kém cách tốt nhất khoảng {num(g.lost, sign=False)} điểm mỗi đối thủ.",
                   icon=":material/trending_down:")
    ui.save_notice(DRILL, item_of(seed))
    c1, c2 = st.columns(2)
    with c1:
        st.markdown("**Bạn xếp**")
        st.html(ui.chi_rows_html([(CHI_NAMES[c], g.arrangement.chi(c), v.label())
                                  for c, v in zip(CHI_IDS, g.check.values)], width=40))
    with c2:
        st.markdown("**Máy xếp**")
        best = g.best.arrangement
        st.html(ui.chi_rows_html([(CHI_NAMES[c], best.chi(c), v.label())
                                  for c, v in zip(CHI_IDS, best.values)], width=40))
    st.markdown("\n".join(f"- {line}" for line in g.lines))
    s = _stats()
    st.markdown(f"**Đã làm:** {s['rounds']} ván, đạt {s['right']} · **chuỗi đạt:** {s['streak']}")
    ui.source_badge({"seed": "004", "section": "Xếp bài; Xác định thắng thua; Cộng điểm"})


main()
