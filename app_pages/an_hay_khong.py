"""Luyện tập — «Ăn hay không?»: a situation, the learner's move, the engine's verdict (seed 001 §IV).

Situations: ``lessons/drills/an_hay_khong/*.yaml`` (``?th=<id>`` opens one) or a random deal
(:func:`chan_core.legal.generate_situation`); judged by :func:`chan_core.loi.judge_history`.
"""
from __future__ import annotations

import random

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.history import DISCARD_EVENTS, parse_history
from chan_core.layout import layout
from chan_core.legal import Option, discard_moves, generate_situation, legal_moves
from chan_core.loi import fault_info, judge_history
from chan_core.rules import load_rules
from learning import explain
from learning.classroom import ahk_situations
from learning.glosses import with_gloss
from learning.i18n import N_, _, text_of
from learning.progress import get_store
from ui.drill import Drill, retry_row
from ui.page_kit import glossed
from ui.style import scroll_into_view
from words import say
from words.cards import gloss_cards
from words.phrases.game_faults import fault_gloss

K = "ahk_"  # session_state prefix
DRILL = Drill("an_hay_khong", K, K + "kept", (("score", 0), ("total", 0), ("streak", 0), ("best", 0)),
              rounds="total", right="score")
ALL = "__all__"
ORDER_LABELS = {  # shown with _() (the language is known only during a run)
    "duoi": N_("Quân ăn được nằm dưới, quân trên tay đặt lên trên"),
    "tren": N_("Đặt quân ăn được lên trên quân trên tay"),
}
OTHER_TOPICS = (("bo_u", N_("Bỏ ù")), ("u_khong_duoc", N_("Ù quân không được ù")),
                ("u_chi_chi", N_("Ù chi chi")), ("dung", N_("Nước đi đúng")))
MOVE_NAMES = {"chiu": N_("Chíu"), "u": N_("Ù")}  # «bo»: by whose card it is (:func:`learning.explain.move_said`)
MOVE_ICONS = {"chiu": ":material/stacks:", "bo": ":material/arrow_downward:", "u": ":material/emoji_events:"}
EAT_WIDTH = 160  # px: an ăn's card and its button; two a row on a phone
PHONE_CSS = (f"<style>@media (max-width:{ui.PHONE_MAX_WIDTH}px)"  # a phone: the counters under the situation
             f'{{[data-testid="stLayoutWrapper"]:has(>.st-key-{K}counters){{order:1}}}}</style>')
SOURCES = {"soan": N_("Tình huống soạn sẵn (mỗi lỗi một bài)"),
           "ngau_nhien": N_("Ván chia ngẫu nhiên (máy chia bài)")}


def topics(situations: list[dict]) -> dict[str, str]:
    """Filter choices ``{tag: label}``: every lỗi 0–17 with a situation, then the other topics."""
    r = load_rules()
    tags = {t for s in situations for t in s.get("tags", [])}
    out = {ALL: _("Tất cả tình huống")}
    for x in r.loi:
        if f"loi-{x.number}" in tags:
            out[f"loi-{x.number}"] = _("Lỗi {n} — {name}").format(n=x.number, name=glossed(x))
    for t, label in OTHER_TOPICS:
        if t in tags:
            out[t] = _(label)
    return out


def history_lines(sc: dict) -> list[str]:
    """The earlier moves, oldest first (``'Dưới, không ăn Cửu vạn'``); in English each card read
    once (``'Discard nhị sách (2 of sách)'``)."""
    out = [d[:1].upper() + d[1:] for d in (say(e.describe()) for e in parse_history(sc.get("history"), "history"))]
    return gloss_cards("\n".join(out)).split("\n") if out else out


def _init(ids: list[str]) -> None:
    ss = st.session_state
    for name, v in (("done", {}), ("result", None), ("pos", 0)):
        ss.setdefault(K + name, v)
    if ss.get(K + "ids") != ids:
        order = list(ids)
        random.shuffle(order)  # answered wrong before → first (learning.progress)
        ss.update({K + "ids": ids, K + "order": DRILL.due(order), K + "pos": 0, K + "result": None})


def _answer(sc: dict, opt_key: str, action: dict) -> None:
    """Judge ``action`` and keep score; keeps what was answered, never a sentence (worded by :func:`verdict`)."""
    ss = st.session_state
    ss[K + "answers"] = n = ss.get(K + "answers", 0) + 1  # this session's answers: each verdict scrolled to once
    ss[K + "result"] = {"id": sc["id"], "key": opt_key, "action": action, "n": n}
    try:
        res = judge_history(sc["hand"], sc.get("history") or [], action)
    except ChanError:
        return  # shown by verdict() when the page is drawn; nothing to score
    ok = not res.findings
    done = ss[K + "done"]
    if sc["id"] not in done:  # only the first answer of a situation counts
        done[sc["id"]] = ok
        DRILL.record(sc["id"], ok)
        DRILL.count(ok)


def move_label(opts: tuple[Option, ...], key: str, action: dict) -> str:
    """The learner's move as its button says («Chíu», an ăn's label, + «đặt … lên trên»); ``''`` if unknown."""
    if key in MOVE_NAMES:
        return _(MOVE_NAMES[key])
    label = next((explain.move_said(o) for o in opts if o.key == key), "")
    if label and action.get("order") == "tren":
        return _("{move} (đặt quân ăn được lên trên)").format(move=label)
    return label


def verdict(sc: dict, result: dict, opts: tuple[Option, ...]) -> dict:
    """A kept answer judged again and worded now: ``{ok, label, findings: [(code, text)], penalty, action}``,
    or ``{error, label: ''}`` when the engine refuses the move."""
    label = move_label(opts, result.get("key", ""), result.get("action") or {})
    try:
        res = judge_history(sc["hand"], sc.get("history") or [], result["action"])
    except ChanError as e:
        return {"error": say(e), "label": ""}
    return {"ok": not res.findings, "label": label, "action": result["action"], "penalty": res.penalty,
            "findings": [(f.code, say(f.explanation)) for f in res.findings]}


def _next(order: list[str]) -> None:
    ss = st.session_state
    ss[K + "pos"] = (ss[K + "pos"] + 1) % max(1, len(order))
    ss[K + "seed"] = random.randrange(1_000_000)
    ss[K + "result"] = None
    if "th" in st.query_params:
        del st.query_params["th"]


def _reset() -> None:
    DRILL.reset()
    st.session_state.update({K + "done": {}, K + "result": None})


st.title(_("Ăn hay không?"))
ui.progress_warning()
st.markdown(_(
    "Mỗi tình huống là một ván đang đánh dở: bài trên tay bạn, những nước bạn đã đi, và một quân "
    "vừa được mời ({cua_tren} đánh, hoặc bạn bốc). Chọn nước đi — **{an}** bằng quân nào, **{chiu}**, "
    "**{duoi}** hay **{u}** — rồi xem ứng dụng chấm theo 18 {loi} của luật (tài liệu 001, mục IV)."
).format(cua_tren=ui.term("cửa trên"), an=ui.term("ăn"), chiu=ui.term("chíu"), duoi=ui.term("dưới"),
         u=ui.term("ù"), loi=ui.term("lỗi")))

try:
    SITUATIONS = ahk_situations()
except ChanError as e:
    ui.show_error(e)
    st.stop()
BY_ID = {s["id"]: s for s in SITUATIONS}
_init(list(BY_ID))
ss = st.session_state

st.html(PHONE_CSS)
with st.container(key=K + "counters"):
    m1, m2, m3, m4 = st.columns(4)
counters = DRILL.kept()
m1.metric(_("Điểm"), f"{counters['score']}/{counters['total']}")
m2.metric(_("Chuỗi đúng"), counters["streak"])
m3.metric(_("Chuỗi dài nhất"), counters["best"])
m4.button(_("Làm lại từ đầu"), on_click=_reset, icon=":material/restart_alt:", key=K + "reset")

src = st.radio(_("Nguồn tình huống"), list(SOURCES), format_func=lambda k: _(SOURCES[k]), key=K + "src",
               horizontal=True)
if src == "ngau_nhien":
    ss.setdefault(K + "seed", random.randrange(1_000_000))
    sc = generate_situation(ss[K + "seed"])
    sid = sc["id"]
    order = [sid]
else:
    tp = topics(SITUATIONS)
    topic = st.selectbox(_("Chủ đề"), list(tp), format_func=tp.get, key=K + "topic",
                         placeholder=ui.choose_placeholder())
    order = [i for i in ss[K + "order"] if topic == ALL or topic in BY_ID[i].get("tags", [])]
    if not order:
        st.info(_("Chưa có tình huống cho chủ đề này."))
        st.stop()
    sid = st.query_params.get("th")
    if sid is not None and sid not in BY_ID:  # ?th=zz: said, then dropped
        del st.query_params["th"]
        ui.refuse_link("th", sid)
    if sid not in BY_ID or (topic != ALL and sid not in order):
        sid = order[ss[K + "pos"] % len(order)]
    sc = BY_ID[sid]

try:
    state, ev = explain.action_of(sc)
    if ev.event in DISCARD_EVENTS:
        mode, opts = "danh", discard_moves(state, ev.event)
    else:
        off = state.offer(ev)
        mode, opts = "offer", legal_moves(state, ev.card, off.source, off.by).options
except ChanError as e:
    ui.show_error(e)
    st.stop()

if src == "ngau_nhien":
    st.caption(_("Ván số {seed} · đáp án do ứng dụng tính").format(seed=ss[K + "seed"]))
else:
    # «đã làm» counts every situation this learner ever answered, in any session
    before = {x["item_id"]: x for x in get_store().item_stats("an_hay_khong")}
    answered = set(ss[K + "done"]) | set(before)
    done_n = len([i for i in order if i in answered])
    st.caption(_("Tình huống {i}/{n} · đã làm {done}/{n}").format(i=order.index(sid) + 1, n=len(order),
                                                                  done=done_n))
    if sid in before and not before[sid]["last_correct"] and sid not in ss[K + "done"]:
        st.caption(_("Lần trước bạn trả lời sai tình huống này nên nó được hỏi lại trước (số thứ tự tính trong "
                     "lần luyện này)."))
st.subheader(say(text_of(sc, "title")) or _("Tình huống"))
st.markdown(say(text_of(sc, "question")) or (_("Bạn đánh quân nào?") if mode == "danh" else _("Bạn làm gì?")))

left, right = st.columns([3, 1])
with left:
    st.markdown(_("**Bài của bạn** (kể cả các bộ đã hạ dưới chiếu)") if state.melds else _("**Bài của bạn**"))
    ui.show_hand(groups=ui.layout_groups(layout(state.hand, state.melds)))
    lines = history_lines(sc)
    if lines:
        st.markdown(_("**Các nước bạn đã đi** (cũ trước):") + "\n"
                    + "\n".join(f"{n}. {t}" for n, t in enumerate(lines, 1)))
with right:
    if mode == "offer":
        st.markdown(_("**Quân được mời**"))
        ui.show_card(ev.card, width=64, highlight=True)
        st.caption(_("{card} — {how}").format(card=ui.card_label(ev.card), how=say(off.describe())))
    else:
        st.markdown(_("**Đến lượt đánh**"))
        st.caption(_("Bạn vừa ăn xong, phải đánh một quân ra."))

kept = ss[K + "result"] if ss[K + "result"] and ss[K + "result"]["id"] == sid else None
answered = kept is not None
result = verdict(sc, kept, opts) if kept else None  # worded now, in the current language (issue 15)

st.markdown(_("#### Nước đi của bạn"))
if mode == "offer":
    eats = [o for o in opts if o.event.event == "an"]
    others = [o for o in opts if o.event.event != "an"]
    if eats:
        place = st.radio(_("Cách đặt khi ăn"), list(ORDER_LABELS), format_func=lambda k: _(ORDER_LABELS[k]),
                         key=K + "place", horizontal=True, disabled=answered)
        with st.container(horizontal=True, gap="small"):  # side by side, wrapping on a phone
            for o in eats:
                with st.container(width=EAT_WIDTH, gap="xxsmall"):
                    ui.show_card(o.event.with_)
                    action = dict(o.event.as_dict(), order=place) if place != "duoi" else o.event.as_dict()
                    st.button(say(o.label), key=f"{K}opt_{o.key}", on_click=_answer, args=(sc, o.key, action),
                              disabled=answered, width="stretch")
    else:
        st.caption(_("Trên tay không có quân nào ăn được quân này (chỉ được ăn quân mình bốc hoặc quân cửa trên).")
                   if off.by == "khac" else _("Trên tay không có quân nào ăn được quân này."))
    with st.container(horizontal=True, gap="small"):
        for o in others:
            st.button(move_label(opts, o.key, {}), key=f"{K}opt_{o.key}", on_click=_answer,
                      args=(sc, o.key, o.event.as_dict()), disabled=answered, icon=MOVE_ICONS[o.key])
else:
    st.caption(_("Bấm quân muốn đánh."))
    with st.container(horizontal=True, gap="small"):  # several cards a row, also on a phone
        for o in opts:
            with st.container(width="content", gap="xxsmall"):
                ui.show_card(o.event.card)
                st.button(ui.card_button_label(_("Đánh"), o.event.card), key=f"{K}opt_{o.key}", on_click=_answer,
                          args=(sc, o.key, o.event.as_dict()), disabled=answered,
                          help=_("Đánh {card}").format(card=ui.card_label(o.event.card)), width="stretch")

if result:
    with st.container(key=K + "verdict"):  # on a phone brought into view after each answer
        if result.get("label"):
            st.markdown(_("Bạn chọn: **{move}**").format(move=gloss_cards(result["label"])))
        ui.save_notice("an_hay_khong", sid)  # an answer the store refused says so (issue 11)
        if result.get("error"):
            ui.show_error(result["error"])
        elif result["ok"]:
            st.success(_("Đúng! Nước này không phạm lỗi nào."), icon=":material/check_circle:")
        else:
            pc = load_rules().penalty_class(result["penalty"]) if result["penalty"] else None
            pen = glossed(pc) if pc else ""
            said = (_("Chưa đúng. Nếu sau đó bạn ù, nước này bị phạt: {penalty}.") if pc and pc.on_u
                    else _("Chưa đúng. Nước này bị phạt: {penalty}."))  # rules/loi.yaml ``on_u``: settled when one ù
            st.error(said.format(penalty=pen[:1].lower() + pen[1:]) if pen else _("Chưa đúng — phạm lỗi."),
                     icon=":material/cancel:")
            for i, (code, text) in enumerate(result["findings"]):  # a kept answer: its order stays
                st.markdown(f"- {ui.learner_words(text)}")
                info = fault_info(code)
                with ui.kept_expander(_("Luật: {name}").format(name=with_gloss(say(info["name"]), fault_gloss(code))),
                                      f"{K}rule_{i}_{code}"):
                    st.markdown(ui.learner_words(text_of(info, "rule")))
                    if info.get("example"):
                        st.markdown(_("*Ví dụ trong luật:* {example}").format(
                            example=ui.learner_words(text_of(info, "example"))))
                    if info.get("note"):
                        st.markdown(_("*Chú ý:* {note}").format(note=ui.learner_words(text_of(info, "note"))))
                    st.caption(ui.source_text(info["source"]))
    scroll_into_view(K + "verdict_view", f"{sid}:{kept.get('n')}", f".st-key-{K}verdict", f".st-key-{K}verdict")
    wrong = not result.get("error") and not result["ok"]
    revealed = ss.get(K + "revealed", set())
    if wrong and sid not in revealed:
        # the right moves stay hidden until asked («Xem nước đúng»: this situation's); only the first answer counts
        retry_row((_("Thử lại"), K + "retry", ui.set_state, (K + "result", None)),
                  (_("Xem nước đúng"), K + "reveal", ui.set_state, (K + "revealed", revealed | {sid})),
                  _("Lần trả lời đầu tiên của tình huống này đã được tính; thử lại bao nhiêu lần cũng được."))
        st.button(_("Tình huống tiếp"), key=K + "next", on_click=_next, args=(order,),
                  icon=":material/arrow_forward:")
        st.stop()
    if mode == "danh":
        bad = [_("{card} ({loi})").format(card=ui.card_label(o.event.card),
                                          loi=", ".join(_("lỗi {n}").format(n=n) for n in o.verdict.violations))
               for o in opts if o.verdict.violations]
        st.info(_("Không được đánh: {cards}. Các quân khác đánh được.").format(cards="; ".join(bad)) if bad
                else _("Ở tình huống này đánh quân nào cũng không phạm lỗi."), icon=":material/lightbulb:")
    else:
        right_moves = [explain.move_said(o) for o in opts if o.ok]
        st.info(_("Các nước không phạm lỗi: {moves}.").format(moves="; ".join(right_moves)) if right_moves
                else _("Ở tình huống này nước nào cũng phạm lỗi."), icon=":material/lightbulb:")
    if wrong:  # why the right moves are right here (learning.explain)
        why = explain.right_moves(state, result["action"], opts, [c for c, _ in result["findings"]])
        st.markdown(ui.lines_markdown([f"- {w}" for w in why]))
    if sc.get("note"):
        st.caption(ui.learner_words(text_of(sc, "note")))
    if sc.get("source"):
        ui.source_badge(sc["source"])  # «001 §IV, lỗi 1» → «Luật đầy đủ (tài liệu 001), mục IV, lỗi 1»
    st.button(_("Tình huống tiếp"), key=K + "next", on_click=_next, args=(order,), type="primary",
              icon=":material/arrow_forward:")
