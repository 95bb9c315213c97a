"""Luyện tập — «Ăn hay không?»: a situation, the learner's move, the engine's verdict.

Situations are the ``kind: action`` scenario files in
``lessons/drills/an_hay_khong/*.yaml`` (at least one per lỗi 0–17, plus bỏ ù,
false ù and right-play ones). The page replays the situation's history with
:func:`chan_core.history.replay`, shows the hand (card pictures, laid out as
seed 001 §III), the earlier moves, the offered card and who offered it — or,
when the situation's ``action`` is a đánh, asks which card to đánh. The
learner picks a move; :func:`chan_core.loi.judge_history` judges it and every
answer (right moves included) comes from the engine (:mod:`chan_core.legal`).
A wrong move names each lỗi with the rule, the seed's example and its source
(``rules/loi.yaml``). Score and streak live in ``st.session_state``. A second
source deals a random game (:func:`chan_core.legal.generate_situation`) and
asks about a card of it.

URL: ``?th=<situation id>`` opens one situation (shareable, used by tests).
"""
from __future__ import annotations

import random
from pathlib import Path

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.history import DISCARD_EVENTS, Event, State, parse_event, parse_history, replay
from chan_core.layout import layout
from chan_core.legal import Option, discard_moves, generate_situation, legal_moves
from chan_core.loi import fault_info, judge_history, penalty_name
from chan_core.rules import load_rules
from chan_core.scenario import load_file
from learning import explain
from learning.progress import due_items, get_store, record_attempt

DRILL_DIR = Path(__file__).resolve().parent.parent / "lessons" / "drills" / "an_hay_khong"
K = "ahk_"  # session_state prefix
COUNTERS = ("score", "total", "streak", "best")  # kept per learner (issue 14)
ALL = "__all__"
ORDER_LABELS = {
    "duoi": "Quân ăn được nằm dưới, quân trên tay đặt lên trên",
    "tren": "Đặt quân ăn được lên trên quân trên tay",
}


# ------------------------------------------------------------------ data
@st.cache_data(show_spinner=False)
def load_situations() -> list[dict]:
    """Every situation dict in :data:`DRILL_DIR`, in file order (ids unique)."""
    out: list[dict] = []
    for p in sorted(DRILL_DIR.glob("*.yaml")):
        out.extend(load_file(p))
    return out


def topics(situations: list[dict]) -> dict[str, str]:
    """Filter choices: ``{tag: label}`` — every lỗi 0–17 by its YAML name, then the others."""
    r = load_rules()
    tags = {t for s in situations for t in s.get("tags", [])}
    out = {ALL: "Tất cả tình huống"}
    for x in r.loi:
        if f"loi-{x.number}" in tags:
            out[f"loi-{x.number}"] = f"Lỗi {x.number} — {x.name}"
    for t, label in (("bo_u", "Bỏ ù"), ("u_khong_duoc", "Ù quân không được ù"),
                     ("u_chi_chi", "Ù chi chi"), ("dung", "Nước đi đúng")):
        if t in tags:
            out[t] = label
    return out


def situation_state(sc: dict) -> tuple[State, Event]:
    """The state before the situation's move and the move itself (raises ChanError)."""
    hist = parse_history(sc.get("history"), "history")
    return replay(sc["hand"], hist), parse_event(sc["action"])


def options_for(st_: State, ev: Event) -> tuple[str, tuple[Option, ...]]:
    """``('danh', discard options)`` or ``('offer', options on the offered card)``."""
    if ev.event in DISCARD_EVENTS:
        return "danh", discard_moves(st_, ev.event)
    off = st_.offer(ev)
    return "offer", legal_moves(st_, ev.card, off.source, off.by).options


def history_lines(sc: dict) -> list[str]:
    """Vietnamese lines for the earlier moves, oldest first (``'Dưới, không ăn Cửu vạn (9V)'``)."""
    out = []
    for e in parse_history(sc.get("history"), "history"):
        d = e.describe()
        out.append(d[0].upper() + d[1:])
    return out


# ------------------------------------------------------------------ state
def _init(ids: list[str]) -> None:
    ss = st.session_state
    kept = ui.learner_counters(K + "kept", dict.fromkeys(COUNTERS, 0))  # the learner's own (issue 14)
    for name, v in (*((n, kept[n]) for n in COUNTERS), ("done", {}), ("result", None), ("pos", 0)):
        ss.setdefault(K + name, v)
    if ss.get(K + "ids") != ids:
        order = list(ids)
        random.shuffle(order)
        order = due_items("an_hay_khong", order)  # answered wrong before → first (learning.progress)
        ss[K + "ids"] = ids
        ss[K + "order"] = order
        ss[K + "pos"] = 0
        ss[K + "result"] = None


def _answer(sc: dict, opt_key: str, action: dict, label: str = "") -> None:
    """Callback: judge ``action`` with the engine and keep score."""
    ss = st.session_state
    try:
        res = judge_history(sc["hand"], sc.get("history") or [], action)
    except ChanError as e:
        ss[K + "result"] = {"id": sc["id"], "key": opt_key, "error": str(e)}
        return
    ok = not res.findings
    ss[K + "result"] = {
        "id": sc["id"], "key": opt_key, "ok": ok, "action": action, "label": label,
        "findings": [(f.code, f.explanation) for f in res.findings], "penalty": res.penalty,
    }
    done = ss[K + "done"]
    if sc["id"] not in done:  # only the first answer of a situation counts
        done[sc["id"]] = ok
        record_attempt("an_hay_khong", sc["id"], ok)
        ss[K + "total"] += 1
        if ok:
            ss[K + "score"] += 1
            ss[K + "streak"] += 1
            ss[K + "best"] = max(ss[K + "best"], ss[K + "streak"])
        else:
            ss[K + "streak"] = 0
        _keep_counters()


def _keep_counters() -> None:
    """Save score, total, streak and best as the learner's counters (issue 14)."""
    ss = st.session_state
    ss.setdefault(K + "kept", {}).update({n: ss[K + n] for n in COUNTERS})
    ui.save_learner_counters(K + "kept")


def _next(order: list[str]) -> None:
    ss = st.session_state
    ss[K + "pos"] = (ss[K + "pos"] + 1) % max(1, len(order))
    ss[K + "seed"] = random.randrange(1_000_000)
    ss[K + "result"] = None
    if "th" in st.query_params:
        del st.query_params["th"]


def _retry() -> None:
    """«Thử lại»: clear the shown answer so the learner picks again (the first answer stays counted)."""
    st.session_state[K + "result"] = None


def _reveal(sid: str) -> None:
    """«Xem nước đúng»: show the right moves of situation ``sid`` and why they are right."""
    st.session_state.setdefault(K + "revealed", set()).add(sid)


def _reset() -> None:
    ss = st.session_state
    for name in COUNTERS:
        ss[K + name] = 0
    ss[K + "done"] = {}
    ss[K + "result"] = None
    _keep_counters()


# ------------------------------------------------------------------ page
st.title("Ăn hay không?")
ui.progress_warning()
st.markdown(
    "Mỗi tình huống là một ván đang đánh dở: bài trên tay bạn, những nước bạn đã đi, và một quân "
    "vừa được mời (cửa trên đánh, hoặc bạn bốc). Chọn nước đi — **ăn** bằng quân nào, **chíu**, "
    "**dưới** hay **ù** — rồi xem ứng dụng chấm theo 18 lỗi của luật (tài liệu 001, mục IV)."
)

try:
    SITUATIONS = load_situations()
except ChanError as e:
    ui.show_error(e)
    st.stop()
BY_ID = {s["id"]: s for s in SITUATIONS}
_init(list(BY_ID))
ss = st.session_state

m1, m2, m3, m4 = st.columns(4)
m1.metric("Điểm", f"{ss[K + 'score']}/{ss[K + 'total']}")
m2.metric("Chuỗi đúng", ss[K + "streak"])
m3.metric("Chuỗi dài nhất", ss[K + "best"])
m4.button("Làm lại từ đầu", on_click=_reset, icon=":material/restart_alt:", key=K + "reset")

SOURCES = {"soan": "Tình huống soạn sẵn (mỗi lỗi một bài)", "ngau_nhien": "Ván chia ngẫu nhiên (máy chia bài)"}
src = st.radio("Nguồn tình huống", list(SOURCES), format_func=SOURCES.get, key=K + "src", horizontal=True)
if src == "ngau_nhien":
    ss.setdefault(K + "seed", random.randrange(1_000_000))
    sc = generate_situation(ss[K + "seed"])
    sid = sc["id"]
    order = [sid]
else:
    tp = topics(SITUATIONS)
    topic = st.selectbox("Chủ đề", list(tp), format_func=tp.get, key=K + "topic")
    order = [i for i in ss[K + "order"] if topic == ALL or topic in BY_ID[i].get("tags", [])]
    if not order:
        st.info("Chưa có tình huống cho chủ đề này.")
        st.stop()
    sid = st.query_params.get("th")
    if sid not in BY_ID or (topic != ALL and sid not in order):
        sid = order[ss[K + "pos"] % len(order)]
    sc = BY_ID[sid]

try:
    state, ev = situation_state(sc)
    mode, opts = options_for(state, ev)
except ChanError as e:
    ui.show_error(e)
    st.stop()

if src == "ngau_nhien":
    st.caption(f"Ván số {ss[K + 'seed']} · đáp án do ứng dụng tính")
else:
    # «đã làm» counts every situation this learner ever answered (progress store), so it comes back
    # in a new session instead of restarting at 0 (issue 17)
    answered = set(ss[K + "done"]) | {x["item_id"] for x in get_store().item_stats("an_hay_khong")}
    done_n = len([i for i in order if i in answered])
    st.caption(f"Tình huống {order.index(sid) + 1}/{len(order)} · đã làm {done_n}/{len(order)}")
st.subheader(sc.get("title") or "Tình huống")
st.markdown(sc.get("question") or ("Bạn đánh quân nào?" if mode == "danh" else "Bạn làm gì?"))

left, right = st.columns([3, 1])
with left:
    st.markdown("**Bài của bạn**" + (" (kể cả các bộ đã hạ dưới chiếu)" if state.melds else ""))
    ui.show_hand(groups=ui.layout_groups(layout(state.hand, state.melds)), width=44)
    lines = history_lines(sc)
    if lines:
        st.markdown("**Các nước bạn đã đi** (cũ trước):\n" + "\n".join(f"{n}. {t}" for n, t in enumerate(lines, 1)))
with right:
    if mode == "offer":
        off = state.offer(ev)
        st.markdown("**Quân được mời**")
        ui.show_card(ev.card, width=64, highlight=True)
        st.caption(f"{ev.card.name} — {off.describe()}")
    else:
        st.markdown("**Đến lượt đánh**")
        st.caption("Bạn vừa ăn xong, phải đánh một quân ra.")

result = ss[K + "result"] if ss[K + "result"] and ss[K + "result"]["id"] == sid else None
answered = result is not None

st.markdown("#### Nước đi của bạn")
if mode == "offer":
    eats = [o for o in opts if o.event.event == "an"]
    others = [o for o in opts if o.event.event != "an"]
    if eats:
        place = st.radio("Cách đặt khi ăn", list(ORDER_LABELS), format_func=ORDER_LABELS.get,
                         key=K + "place", horizontal=True, disabled=answered)
        cols = st.columns(max(len(eats), 3))
        for col, o in zip(cols, eats):
            with col:
                ui.show_card(o.event.with_, width=44)
                action = dict(o.event.as_dict(), order=place) if place != "duoi" else o.event.as_dict()
                st.button(o.label, key=f"{K}opt_{o.key}", on_click=_answer,
                          args=(sc, o.key, action, o.label + (" (đặt quân ăn được lên trên)" if place != "duoi" else "")),
                          disabled=answered, use_container_width=True)
    else:
        st.caption("Trên tay không có quân nào ăn được quân này" +
                   (" (chỉ được ăn quân mình bốc hoặc quân cửa trên)." if state.offer(ev).by == "khac" else "."))
    cols = st.columns(len(others))
    names = {"chiu": "Chíu", "bo": "Dưới (không ăn)", "u": "Ù"}
    icons = {"chiu": ":material/stacks:", "bo": ":material/arrow_downward:", "u": ":material/emoji_events:"}
    for col, o in zip(cols, others):
        col.button(names[o.key], key=f"{K}opt_{o.key}", on_click=_answer,
                   args=(sc, o.key, o.event.as_dict(), names[o.key]), disabled=answered, icon=icons[o.key], use_container_width=True)
else:
    st.caption("Bấm quân muốn đánh.")
    per_row = 7
    for start in range(0, len(opts), per_row):
        row = opts[start:start + per_row]
        cols = st.columns(per_row)
        for col, o in zip(cols, row):
            with col:
                ui.show_card(o.event.card, width=44)
                st.button("Đánh", key=f"{K}opt_{o.key}", on_click=_answer,
                          args=(sc, o.key, o.event.as_dict(), o.label), disabled=answered, help=f"Đánh {o.event.card.name}", use_container_width=True)

if result:
    if result.get("label"):
        st.markdown(f"Bạn chọn: **{result['label']}**")
    ui.save_notice("an_hay_khong", sid)  # an answer the store refused says so (issue 11)
    if result.get("error"):
        ui.show_error(result["error"])
    elif result["ok"]:
        st.success("Đúng! Nước này không phạm lỗi nào.", icon=":material/check_circle:")
    else:
        st.error(f"Chưa đúng — {penalty_name(result['penalty']) or 'phạm lỗi'}.", icon=":material/cancel:")
        for code, text in result["findings"]:
            st.markdown(f"- {ui.learner_words(text)}")
            info = fault_info(code)
            with st.expander(f"Luật: {info['name']}"):
                st.markdown(ui.learner_words(info["rule"]))
                if info.get("example"):
                    st.markdown(f"*Ví dụ trong luật:* {ui.learner_words(info['example'])}")
                if info.get("note"):
                    st.markdown(f"*Chú ý:* {ui.learner_words(info['note'])}")
                st.caption(ui.source_text(info["source"]))
    wrong = not result.get("error") and not result["ok"]
    if wrong and sid not in ss.get(K + "revealed", set()):
        # Retry in place: the right moves stay hidden until the learner asks (issue 17); only the
        # first answer of a situation counts in the score and the progress store.
        c1, c2 = st.columns(2)
        c1.button("Thử lại", key=K + "retry", on_click=_retry, type="primary", icon=":material/replay:",
                  width="stretch")
        c2.button("Xem nước đúng", key=K + "reveal", on_click=_reveal, args=(sid,),
                  icon=":material/visibility:", width="stretch")
        st.caption("Lần trả lời đầu tiên của tình huống này đã được tính; thử lại bao nhiêu lần cũng được.")
        st.button("Tình huống tiếp", key=K + "next", on_click=_next, args=(order,), icon=":material/arrow_forward:")
        st.stop()
    if mode == "danh":
        bad = [f"{o.event.card.name} ({', '.join(f'lỗi {n}' for n in o.verdict.violations)})"
               for o in opts if o.verdict.violations]
        st.info(("Không được đánh: " + "; ".join(bad) + ". Các quân khác đánh được.") if bad
                else "Ở tình huống này đánh quân nào cũng không phạm lỗi.", icon=":material/lightbulb:")
    else:
        right_moves = [o.label for o in opts if o.ok]
        if right_moves:
            st.info("Các nước không phạm lỗi: " + "; ".join(right_moves) + ".", icon=":material/lightbulb:")
        else:
            st.info("Ở tình huống này nước nào cũng phạm lỗi.", icon=":material/lightbulb:")
    if not result.get("error") and not result["ok"]:  # why the right moves are right here (learning.explain)
        why = explain.right_moves(state, result["action"], opts, [c for c, _ in result["findings"]])
        st.markdown(ui.lines_markdown([f"- {w}" for w in why]))
    if sc.get("note"):
        st.caption(ui.learner_words(sc["note"]))
    if sc.get("source"):
        ui.source_badge(sc["source"])  # «001 §IV, lỗi 1» → «Luật đầy đủ (tài liệu 001), mục IV, lỗi 1»
    st.button("Tình huống tiếp", key=K + "next", on_click=_next, args=(order,), type="primary",
              icon=":material/arrow_forward:")
