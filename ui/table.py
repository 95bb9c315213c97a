"""The practice table («Chơi thử»): the table picture, the learner's hand, links.

Drawing only — the game itself is :mod:`chan_core.game` and the coach is
:mod:`learning.coach`. Everything a learner reads is in the current language
(issue 15: gettext messages, English in
``locale/en/LC_MESSAGES/hoc_chan/ui.table.po``; the game's words — chắn, ăn,
dưới, ù … and the card names — stay Vietnamese, the buttons show the verb with
its English meaning), seats are named relative to the learner
(:func:`seat_name`: Bạn, Bên phải, Đối diện, Bên trái — You, Right, Opposite,
Left), cards are pictures (:mod:`ui.cards`).

* :func:`table_html` — the table seen from above: each seat's name and tags
  (cái, đến lượt, bị báo), the cards in hand (backs), the mat (melds eaten or
  chíu'd) and the cửa (discards, the last one framed), the nọc count and the
  offered card in the middle. One ``<style>`` block (:data:`TABLE_CSS`) lays
  it out round a table on a wide screen and as a column on a phone.
* :func:`hand_groups` — the learner's hand grouped chắn / cạ / ba đầu / què.
* :func:`options_inputs` — the variant's house rules (``rules.variant_options``).
* :func:`loi_link`, :func:`lesson_link`, :func:`page_link_safe` — links to the
  page or lesson that teaches a fault.

The page «Chơi thử» (``app_pages/choi_thu.py``) is put together from the
second half of this module: :func:`load_table` (the session's hand, else the
one saved in the progress file — a reload or a server restart —, else a new
deal; ``?van=<seed>`` deals that hand), :func:`table_controls` (coach mode,
bot speed, the next deal's settings), :func:`advance_bots` / :func:`pace` (the
bots' moves one by one), :func:`decision_panel` (only the legal buttons),
:func:`show_hint`, :func:`show_hand_of_learner`, :func:`show_log` (numbered like
:func:`log_lines`: the shown lines 1, 2, 3 …, shared by the review and the replay),
:func:`xuong_panel` (the shared xướng builder), :func:`show_result` (xướng,
grading, money, session totals), :func:`show_review` and
:func:`history_view` («Ván đã chơi», replay step by step). Every move is
saved at once (:func:`save_table`, :mod:`learning.games`). Session-state
keys start with ``ct_``. Sources: seed 001 §II–VII, 002, 003 (ù đè).
"""
from __future__ import annotations

import base64
import html
from collections.abc import Iterable, Sequence
from typing import Any

import streamlit as st

from chan_core.cards import parse_card
from chan_core.facts import Fact
from words.i18n import DEFAULT_LANGUAGE, current_language, text_of
from chan_core.layout import layout
from learning.i18n import N_, _, ngettext
from ui.cards import CARD_RATIO, EDGE, FONT_STACK, GROUP_LABELS, card_img
from ui.page import guard_callback
from ui.inputs import choose_placeholder
from words import say

__all__ = [
    "SEAT_WORDS", "seat_name", "seat_positions", "card_back_img", "table_html", "TABLE_CSS", "hand_groups",
    "options_inputs", "page_link_safe", "loi_link", "lesson_link", "LOI_LESSONS", "cards_words",
    "SPEEDS", "DELAYS", "seat_word", "offer_text", "table_view", "save_table", "deal_new", "load_table",
    "record_doc", "summary_of", "finish_hand", "new_session", "advance_bots", "pace", "table_controls",
    "show_table", "show_message", "message_text", "show_hand_of_learner", "decision_panel", "hint_toggle",
    "u_refusal", "guarded",
    "show_hint",
    "ADVICE_SHOWN", "advice_line", "show_advice", "review_marks",
    "waiting_panel", "log_lines", "move_numbers", "show_log", "show_win", "xuong_panel", "show_grade", "show_result", "show_review",
    "history_view", "RESULT_WORDS",
]

SEAT_WORDS = {"self": N_("Bạn"), "right": N_("Bên phải"), "across": N_("Đối diện"), "left": N_("Bên trái")}
"""Seat names relative to the learner (gettext messages; English You, Right, Opposite, Left).
Play goes to the right (seed 001 §IV «theo vòng tay phải»): the next seat is on the learner's
right (his cửa dưới), the seat before him on his left (cửa trên)."""


def _vi() -> bool:
    return current_language() == DEFAULT_LANGUAGE


def _mid(name: str) -> str:
    """A seat name inside a sentence: lower case in Vietnamese («trả bên trái»); English keeps
    the capital (seat names read as names: «pays Left»)."""
    return name.lower() if _vi() else name


def seat_positions(players: int) -> list[str]:
    """Position word id of each offset from the viewer: ``offset → 'self'|'right'|'across'|'left'``.

    4 players: self, right, across, left. 3 players: self, right, left.
    2 players: self, across (the other player sits facing the learner; he is
    both the cửa trên and the cửa dưới).
    """
    return {2: ["self", "across"], 3: ["self", "right", "left"]}.get(players, ["self", "right", "across", "left"])


def seat_name(seat: int, players: int, viewer: int = 0) -> str:
    """``'Bạn'``, ``'Bên phải'``, ``'Đối diện'`` or ``'Bên trái'`` for ``seat`` seen from ``viewer``
    — the engine's names (:func:`chan_core.game.seat_label`, the log uses them too), in the
    current language (English: You, Right, Opposite, Left). Raises :class:`ChanError` (from the
    engine) for a player count outside 2–4."""
    from chan_core.game import seat_label

    seat_label(seat, viewer, players)  # checks the player count, as before
    return _(SEAT_WORDS[seat_positions(players)[(seat - viewer) % players]])


def cards_words(codes: Iterable[str]) -> str:
    """``['9V', 'CC']`` → ``'cửu vạn, chi chi'``."""
    return ", ".join(parse_card(c).name.lower() for c in codes)


# ---------------------------------------------------------------- pictures
_BACK_CACHE: dict[tuple[int, str], str] = {}


def card_back_img(width: int = 18) -> str:
    """The back of a card (face down) as an ``<img>``: a brown card with a border (its alt text
    in the current language)."""
    key = (width, current_language())
    if key not in _BACK_CACHE:
        h = round(width * CARD_RATIO)
        svg = (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 320" width="{width}" height="{h}">'
            f'<rect x="2" y="2" width="96" height="316" rx="9" fill="#7a4b2a" stroke="{EDGE}" stroke-width="3"/>'
            '<rect x="14" y="14" width="72" height="292" rx="5" fill="none" stroke="#e8d5a8" stroke-width="4"/>'
            '</svg>'
        )
        data = base64.b64encode(svg.encode()).decode("ascii")
        alt = html.escape(_("lá úp"))
        _BACK_CACHE[key] = (
            f'<img src="data:image/svg+xml;base64,{data}" width="{width}" height="{h}" '
            f'alt="{alt}" style="display:block;flex:none">'
        )
    return _BACK_CACHE[key]


TABLE_CSS = """<style>
.hc-table{display:grid;gap:10px;grid-template-columns:1fr 1.1fr 1fr;
  grid-template-areas:"p2 p2 p2" "p3 mid p1" "p0 p0 p0";font-family:%(font)s;
  background:#2f5d3a;border-radius:14px;padding:10px}
.hc-table.n2{grid-template-areas:"p1 p1 p1" ". mid ." "p0 p0 p0"}
.hc-table.n3{grid-template-areas:"p3 mid p1" "p0 p0 p0"}
.hc-seat{background:#fbf6e8;border-radius:10px;padding:6px 8px;min-width:0;border:3px solid transparent}
.hc-seat.turn{border-color:#e8a200}
.hc-seat h4{margin:0 0 4px 0;font-size:1rem;display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.hc-tag{font-size:.72rem;font-weight:600;border-radius:8px;padding:1px 6px;background:#e7dfc9;color:#3b3527}
.hc-tag.cai{background:#f3d9a4}.hc-tag.turn{background:#e8a200;color:#fff}
.hc-tag.bao{background:#b3261e;color:#fff}.hc-tag.win{background:#2e7d32;color:#fff}
.hc-row{display:flex;flex-wrap:wrap;gap:2px;align-items:flex-end;margin:2px 0}
.hc-lbl{font-size:.75rem;color:#5b5445;margin-top:3px}
.hc-meld{display:flex;gap:1px;margin-right:5px}
.hc-mid{grid-area:mid;background:#24492d;color:#fbf6e8;border-radius:10px;padding:8px;text-align:center;
  display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;min-height:120px}
.hc-mid .hc-noc{font-size:.95rem}
.hc-mid .hc-offer{font-size:.9rem}
.st-key-ct_hand button{padding:2px 0;min-height:0;line-height:1.3}
.st-key-ct_hand button p{font-size:.85rem;white-space:nowrap}
@media (max-width:640px){
  .hc-table{grid-template-columns:1fr 1fr;gap:6px;padding:6px;
    grid-template-areas:"p2 p2" "p3 p1" "mid mid" "p0 p0"}
  .hc-table.n2{grid-template-areas:"p1 p1" "mid mid" "p0 p0"}
  .hc-table.n3{grid-template-areas:"p3 p1" "mid mid" "p0 p0"}
  .hc-seat{padding:4px 5px}
  .hc-mid{min-height:0;flex-direction:row;flex-wrap:wrap}
}
</style>""" % {"font": FONT_STACK}
"""CSS of :func:`table_html` (wide: seats round the middle; ≤ 640 px: one column)."""


def _row(codes: Sequence[str], width: int, last_framed: bool = False) -> str:
    n = len(codes)
    return "".join(card_img(c, width, highlight=last_framed and i == n - 1, show_name=False)
                   for i, c in enumerate(codes))


def table_html(view: dict) -> str:
    """HTML of the table (use with ``st.html``; :data:`TABLE_CSS` is included).

    ``view`` (plain data, built by the page from the game state):
    ``players``; ``seats``: one dict per seat in seat order with ``name``,
    ``tags`` (list of ``(css class, text)``), ``turn`` (bool), ``hand``
    (number of cards in hand, shown face down) or ``hand_cards`` (codes, shown
    face up — the learner's own panel shows only the count since his hand is
    drawn large below), ``mat`` (list of ``(caption, [codes])``), ``cua``
    (discarded codes, oldest first); ``viewer`` (seat at the bottom);
    ``noc`` (cards left); ``offer``: ``None`` or ``{card, text}``; ``note``:
    a line under the offer.
    """
    n = int(view["players"])
    viewer = int(view.get("viewer", 0))
    pos_area = {"self": "p0", "right": "p1", "across": "p2", "left": "p3"}
    aria = html.escape(_("Bàn chơi"))
    parts = [TABLE_CSS, f'<div class="hc-table n{n}" role="img" aria-label="{aria}">']
    for s, seat in enumerate(view["seats"]):
        area = pos_area[seat_positions(n)[(s - viewer) % n]]
        if n == 2 and area == "p2":
            area = "p1"
        tags = "".join(f'<span class="hc-tag {html.escape(c)}">{html.escape(t)}</span>' for c, t in seat.get("tags", ()))
        body = [f'<h4>{html.escape(seat["name"])} {tags}</h4>']
        if seat.get("hand_cards") is not None:
            k = len(seat["hand_cards"])
            said = ngettext("Trên tay ({n} lá)", "Trên tay ({n} lá)", k).format(n=k)
            body.append(f'<div class="hc-lbl">{html.escape(said)}</div>'
                        f'<div class="hc-row">{_row(seat["hand_cards"], 20)}</div>')
        elif seat.get("hand") is not None and s == viewer:
            k = int(seat["hand"])
            said = ngettext("Trên tay: {n} lá (xem bài của bạn bên dưới)",
                            "Trên tay: {n} lá (xem bài của bạn bên dưới)", k).format(n=k)
            body.append(f'<div class="hc-lbl">{html.escape(said)}</div>')
        elif seat.get("hand") is not None:
            k = int(seat["hand"])
            backs = card_back_img(9) * min(k, 20)
            said = ngettext("Trên tay: {n} lá", "Trên tay: {n} lá", k).format(n=k)
            body.append(f'<div class="hc-lbl">{html.escape(said)}</div>'
                        f'<div class="hc-row" style="gap:1px">{backs}</div>')
        mat = seat.get("mat") or []
        if mat:
            melds = "".join(
                f'<div class="hc-meld" title="{html.escape(cap)}">{_row(cards, 20)}</div>' for cap, cards in mat)
            tip, said = html.escape(_("Các bộ đã ăn, đã chíu")), html.escape(_("Dưới chiếu"))
            body.append(f'<div class="hc-lbl" title="{tip}">{said}</div><div class="hc-row">{melds}</div>')
        cua = seat.get("cua") or []
        said = ngettext("Cửa: {n} lá", "Cửa: {n} lá", len(cua)).format(n=len(cua))
        tip = html.escape(_("Các lá đã đánh, đã bốc ra cửa chì"))
        body.append(f'<div class="hc-lbl" title="{tip}">{html.escape(said)}</div>')
        if cua:
            body.append(f'<div class="hc-row">{_row(cua, 20, last_framed=bool(seat.get("cua_last")))}</div>')
        turn = " turn" if seat.get("turn") else ""
        parts.append(f'<div class="hc-seat{turn}" style="grid-area:{area}">{"".join(body)}</div>')
    noc = int(view.get("noc", 0))
    said = ngettext("Nọc còn <b>{n}</b> lá", "Nọc còn <b>{n}</b> lá", noc).format(n=noc)
    mid = [f'<div class="hc-noc">{said}</div>']
    offer = view.get("offer")
    if offer:
        mid.append(card_img(offer["card"], 44, highlight=True))
        mid.append(f'<div class="hc-offer">{html.escape(offer.get("text", ""))}</div>')
    if view.get("note"):
        mid.append(f'<div class="hc-offer">{html.escape(view["note"])}</div>')
    parts.append(f'<div class="hc-mid">{"".join(mid)}</div></div>')
    return "".join(parts)


def hand_groups(codes: Sequence[str]) -> list[tuple[str, list[str]]]:
    """The learner's hand laid out as seed 001 §III does (chắn first, then cạ,
    ba đầu, què): ``[(caption, [codes]), …]``, every card exactly once."""
    lay = layout(" ".join(codes)) if codes else None
    out: list[tuple[str, list[str]]] = []
    if lay is None:
        return out
    for k in lay.chan:
        out.append((GROUP_LABELS["chan"], [k.code, k.code]))
    for pair in lay.ca:
        out.append((GROUP_LABELS["ca"], [k.code for k in pair]))
    for triple in lay.ba_dau:
        out.append((GROUP_LABELS["ba_dau"], [k.code for k in triple]))
    if lay.que:
        out.append((GROUP_LABELS["que"], [k.code for k in lay.que]))
    return out


# ---------------------------------------------------------------- settings
def options_inputs(prefix: str, variant: str, *, disabled: bool = False) -> dict:
    """Widgets for the house rules of ``variant`` (``rules.variant_options``,
    defaults from ``rules/variants.yaml``); returns ``{option id: value}``.

    Keys ``<prefix>opt_<id>``. Integer options use a slider (no typed value,
    so no English range message). Sources: seed 001 §V.1, §VII, §VIII; 002."""
    from chan_core.rules import load_rules
    from ui.feedback import learner_view

    rules = learner_view(load_rules())  # names and help in the learner's words: «Theo tài liệu 002» (issue 17)
    defaults = rules.variants[variant].defaults
    names = {b.id: text_of(b, "name") for b in rules.payouts.bao_xuong_sai}
    words = {"rong": _("Gà rộng"), "hep": _("Gà hẹp"), 1: _("1 gà"), 2: _("2 gà"), **names}
    out: dict[str, Any] = {}
    cols = st.columns(2)
    for i, o in enumerate(rules.variant_options):
        key = f"{prefix}opt_{o.id}"
        default = getattr(defaults, o.id, None)
        if key not in st.session_state and default is not None:
            st.session_state[key] = default
        col = cols[i % 2]
        name, desc = text_of(o, "name"), text_of(o, "description")  # English twins in English (issue 15)
        if o.type == "bool":
            out[o.id] = bool(col.toggle(name, key=key, help=desc, disabled=disabled))
        elif o.type == "choice":
            out[o.id] = col.radio(name, list(o.choices), key=key, help=desc, horizontal=True,
                                  format_func=lambda v: str(words.get(v, v)), disabled=disabled)
        else:
            out[o.id] = int(col.slider(name, 0, 50, key=key, help=desc, disabled=disabled))
    return out


# ---------------------------------------------------------------- links
LOI_LESSONS = {"A": "loi-nhom-a", "0": "loi-nhom-a"}
"""Lesson teaching each lỗi group (``rules/loi.yaml`` ``group``); B, C, D → ``loi-nhom-b-d``."""


def page_link_safe(path: str, label: str, *, icon: str | None = None, query_params: dict | None = None) -> None:
    """``st.page_link`` that degrades to plain text when the page is run alone (no router)."""
    try:
        st.page_link(path, label=label, icon=icon, query_params=query_params)
    except Exception:  # noqa: BLE001 — page_link needs st.navigation; the page alone still works
        st.caption(label)


def loi_link(code: int | str, *, lesson: bool = True) -> None:
    """Links to the page «Các lỗi» opened on lỗi ``code`` (``?loi=N``) and to
    the lesson on its group; an un-numbered fault (bỏ ù, ù láo …) links to the
    lesson «Ăn tiền và báo» and the page «Ăn tiền & báo»."""
    from chan_core.loi import fault_name
    from chan_core.rules import load_rules

    if isinstance(code, int):
        grp = load_rules().loi_by_number(code).group
        page_link_safe("app_pages/loi.py",
                       _("Lỗi {code} — {name} (trang Các lỗi)").format(code=code, name=say(fault_name(code))),
                       icon=":material/gavel:", query_params={"loi": str(code)})
        if lesson:
            lesson_link(LOI_LESSONS.get(grp, "loi-nhom-b-d"))
        return
    page_link_safe("app_pages/an_tien.py", _("{name} — trang Ăn tiền & báo").format(name=say(fault_name(code))),
                   icon=":material/payments:")
    if lesson:
        lesson_link("an-tien-bao")


def lesson_link(lesson_id: str, label: str | None = None) -> None:
    """A link to lesson ``lesson_id`` (``app_pages/bai_hoc.py?lesson=…&step=1``),
    labelled with the lesson's title (its English twin in English)."""
    if label is None:
        try:
            from learning.lessons import load_course

            title = next((text_of(ls, "title") for ls in load_course() if ls.id == lesson_id), lesson_id)
        except Exception:  # noqa: BLE001 — a lesson file being edited must not break the table
            title = lesson_id
        label = _("Bài học: {title}").format(title=title)
    page_link_safe("app_pages/bai_hoc.py", label, icon=":material/school:",
                   query_params={"lesson": lesson_id, "step": "1"})


# ================================================================ the practice table page (Chơi thử)
# Session-state keys (prefix ``ct_``): ``ct_table`` the live learning.coach.Table; ``ct_msg`` the
# coach's last message; ``ct_ui`` the table's page settings saved with the hand (speed);
# ``ct_x_*`` the xướng builder; widgets ``ct_mode``, ``ct_speed``, ``ct_players``, ``ct_bot``,
# ``ct_opt_*`` (house rules for the next deal).
K = "ct_"
XK = "ct_x_"
SPEEDS = {"tiep": N_("Từng nước (bấm «Tiếp»)"), "cham": N_("Chậm"), "vua": N_("Vừa"), "nhanh": N_("Nhanh"),
          "ngay": N_("Ngay lập tức")}
"""Speeds of the bots' moves (labels: gettext messages, shown with ``_()``)."""
DELAYS = {"tiep": None, "cham": 1.6, "vua": 0.9, "nhanh": 0.35, "ngay": 0.0}
"""Seconds between two bot moves (``None``: wait for the «Tiếp» button)."""
OFFER_WORDS = {"boc": N_("{who} vừa bốc"), "danh": N_("{who} vừa đánh"), "tra_cua": N_("{who} vừa trả cửa"),
               "duoi": N_("{who} bốc rồi dưới")}
"""Who put the card on offer and how (a card may follow: «Bên phải vừa bốc nhị vạn»)."""
SITUATION_WORDS = {"boc": N_("{who} bốc {card}"), "danh": N_("{who} đánh {card}"),
                   "tra_cua": N_("{who} trả cửa {card}")}
"""The review's «Tình huống» of a card on offer."""
META_KEYS = ("speed", "players", "bot")
KEEP = [K + "speed", K + "players", K + "bot", K + "opt_"]
"""Settings kept while the learner looks at «Ván đã chơi» or another page (:func:`ui.restore_inputs`)."""


def seat_word(state: Any, seat: int) -> str:
    """The learner's name for ``seat`` (:func:`seat_name`, in the current language)."""
    return seat_name(seat, state.players, 0)


def _clean(text: Any) -> str:
    """Drop card codes the engine puts in brackets after card words (``'thất sách (7S)'`` → ``'thất sách'``).
    A fact (kept in the game state as ``{code, params}``, :func:`chan_core.game.ending.plain`) is
    said first, in the current language."""
    import re

    if isinstance(text, dict) and "code" in text and "params" in text:
        text = say(Fact.from_json(text))
    elif isinstance(text, Fact):
        text = say(text)
    return re.sub(r"\s*\((?:[2-9][VNS]|CC)\)", "", str(text))


def offer_text(state: Any) -> str:
    """``'Bên phải vừa bốc'`` — who put the card on offer, and how."""
    o = state.offer
    if not o:
        return ""
    who = o["cua"] if o["source"] == "boc" else o.get("putter", o["cua"])
    if o["source"] == "boc" and o.get("eater") not in (None, o["cua"]):
        return _(OFFER_WORDS["duoi"]).format(who=seat_word(state, who))
    if o["source"] in OFFER_WORDS:
        return _(OFFER_WORDS[o["source"]]).format(who=seat_word(state, who))
    return f"{seat_word(state, who)} {o['source']}"


STALE_MOVE = N_("Nước đi này không còn hợp lệ (ván đã đi tiếp). Hãy chọn lại.")
"""The notice when a move button of an earlier run is clicked after the hand went on (a message id)."""

END_NOTES = {"u": N_("Ván đã kết thúc: có người ù."), "hoa": N_("Hết nọc: ván hòa."),
             "u_lao": N_("Ván dừng: có người ù láo."), "end": N_("Ván đã kết thúc.")}
"""The note in the middle of the table once the hand is over, by result."""


def table_view(state: Any, *, reveal: bool = False) -> dict:
    """The :func:`table_html` view of a :class:`chan_core.game.GameState` seen by the learner.

    ``reveal``: show every seat's hand face up (replay of a finished hand)."""
    n = state.players
    seats = []
    offer = state.offer if state.phase in ("offer", "tra_cua") else None
    for s in range(n):
        tags = []
        if s == state.cai:
            tags.append(("cai", _("cái")))
        if state.thong == s:
            tags.append(("", _("thông")))
        if s in state.bao:
            tags.append(("bao", _("bị báo")))
        if state.winner == s:
            tags.append(("win", _("ù")))
        if state.actor == s:
            tags.append(("turn", _("đang chờ") if s else _("đến lượt bạn")))
        seat = {
            "name": seat_word(state, s),
            "tags": tags,
            "turn": state.actor == s,
            "mat": [(GROUP_LABELS.get(m["type"], m["type"]), list(m["cards"])) for m in state.mats[s]],
            "cua": list(state.cua[s]),
            "cua_last": bool(offer) and offer.get("cua") == s and state.phase == "offer",
        }
        if reveal and s != 0:  # the learner's own hand is drawn grouped under the table
            seat["hand_cards"] = list(state.hands[s])
        else:
            seat["hand"] = len(state.hands[s])
        seats.append(seat)
    view = {"players": n, "viewer": 0, "seats": seats, "noc": len(state.noc), "offer": None}
    if state.phase == "offer" and offer:
        view["offer"] = {"card": offer["card"], "text": offer_text(state)}
    elif state.phase == "tra_cua" and offer:
        view["note"] = _("{who} vừa chíu {card}, phải trả cửa.").format(
            who=seat_word(state, state.actor), card=parse_card(offer["card"]).word)
    if state.phase == "end":
        view["note"] = _(END_NOTES.get(state.result or "", END_NOTES["end"]))
    elif state.phase == "xuong":
        view["note"] = _("{who} ù — đang xướng.").format(who=seat_word(state, state.winner))
    return view


# ---------------------------------------------------------------- saving
def _meta() -> dict:
    ss = st.session_state
    return {k: ss.get(K + k) for k in META_KEYS if ss.get(K + k) is not None}


def save_table(table: Any) -> bool:
    """Save the hand in the progress store (:func:`learning.games.save_hand`) with
    the page settings; remembers whether it reached the file (``ct_saved``)."""
    from learning import games

    ok = games.save_hand({**table.to_dict(), "ui": _meta()})
    st.session_state[K + "saved"] = ok
    return ok


def _new_seed() -> int:
    import random

    from ui.inputs import LINK_SEED_MAX

    return random.randrange(min(LINK_SEED_MAX, 10**9))


def _session() -> dict:
    """The session's running totals (``{players, hands, net: [per seat], records: [ids]}``)."""
    from learning import games

    ss = st.session_state
    if K + "session" not in ss:
        ss[K + "session"] = games.load_session() or {}
    return ss[K + "session"]


def deal_new(seed: int | None = None) -> Any:
    """Deal the next hand with the settings of the widgets (players, bots, mode,
    the sidebar variant and the house rules). A random deal continues the
    session: the previous winner bốc cái and is thông if his xướng was right
    (seed 001 §II, §V.2). A given ``seed`` (a ``?van=`` link) deals exactly
    that hand, whatever came before (random drawer, no thông). Saves and
    returns it."""
    from learning.coach import Table

    ss = st.session_state
    prev = ss.get(K + "table")
    players = int(ss.get(K + "players") or 4)
    variant = _variant()
    options = {k[len(K + "opt_"):]: v for k, v in ss.items() if str(k).startswith(K + "opt_")}
    drawer = thong = None
    hand_no = 1
    if prev is not None and prev.state.players == players:
        hand_no = prev.hand_no + 1
        w = prev.state.winner
        if w is not None and seed is None:
            drawer = w
            if (prev.state.xuong or {}).get("verdict") == "dung":
                thong = w
    if prev is not None and not prev.finished and prev.state.events:
        _keep_unfinished(prev)
    seed = _new_seed() if seed is None else seed
    table = Table.deal(players, seed, variant=variant, options=_options_for(variant, options),
                       mode=ss.get(K + "mode") or "kem_cap", bot=ss.get(K + "bot") or "sensible",
                       drawer=drawer, thong=thong, hand_no=hand_no)
    ss[K + "table"] = table
    ss.pop(K + "msg", None)
    from ui.xuong_builder import xuong_reset

    xuong_reset(XK)
    st.query_params["van"] = str(seed)
    save_table(table)
    return table


def _options_for(variant: str, raw: dict) -> dict:
    """The house rules the variant understands (others are dropped)."""
    from chan_core.options import make_options

    try:
        make_options(variant, raw)
        return raw
    except Exception:  # noqa: BLE001 — a stale widget value: fall back to the variant's defaults
        return {}


def _variant() -> str:
    from ui.inputs import current_variant

    return current_variant()


def _keep_unfinished(table: Any) -> None:
    """An unfinished hand replaced by another is kept in «Ván đã chơi» as «bỏ dở»."""
    from learning import games

    games.keep_record(record_doc(table), {**summary_of(table), "result": "bo_do"})


def _learner() -> Any:
    """Who is playing (the progress store's current learner, issue 14), or ``None``."""
    try:
        from learning import progress

        who = getattr(progress, "current_learner", None)
        return who() if callable(who) else None
    except Exception:  # noqa: BLE001 — who-is-it must never break the table
        return None


def load_table() -> Any:
    """The hand of this page: the session's, else the one saved in the store
    (a reload or a server restart), else a new deal. ``?van=<seed>`` in the
    link deals that seed unless it is the hand being played (tests, shared
    links). Always writes the hand's seed back to the link."""
    from learning import games
    from learning.coach import Table
    from ui.inputs import LINK_SEED_MAX, query_int

    ss = st.session_state
    owner = _learner()
    before = ss.get(K + "owner", owner)
    # another learner chose «Bạn là ai?»: their own hand. From nobody (None) to a learner is this
    # browser's first save making its own learner (issue 22): the same hand, kept.
    if before != owner and before is not None:
        for k in ("table", "session", "h_cache", "msg"):
            ss.pop(K + k, None)
    ss[K + "owner"] = owner
    table = ss.get(K + "table")
    if table is None:
        doc = games.load_hand()
        if doc:
            try:
                table = Table.from_dict(doc)
                for k, v in (doc.get("ui") or {}).items():
                    if k in META_KEYS and K + k not in ss:
                        ss[K + k] = v
                ss[K + "restored"] = True
            except Exception:  # noqa: BLE001 — an unreadable saved hand: start a new one, say so
                ss[K + "restore_failed"] = True
                table = None
        ss[K + "table"] = table
    want = query_int("van", lo=0, hi=LINK_SEED_MAX)
    if want is not None and (table is None or table.state.seed != want):
        return deal_new(want)
    if table is None:
        return deal_new()
    if st.query_params.get("van") != str(table.state.seed):
        st.query_params["van"] = str(table.state.seed)
    return table


# ---------------------------------------------------------------- finished hands
def record_doc(table: Any) -> dict:
    """What «Ván đã chơi» keeps of a hand: the game record (deal + events,
    :meth:`chan_core.game.GameRecord.to_dict`), the settings, the coach's
    timeline and the end of the hand (result, xướng, payouts, faults; facts as JSON)."""
    from chan_core.game.state import to_data

    s = table.state
    return {
        "seed": s.seed, "players": s.players, "variant": s.variant, "mode": table.mode, "bots": list(table.bots),
        "hand_no": table.hand_no, "record": table.record().to_dict(), "timeline": to_data(table.timeline),
        "final": to_data({k: getattr(s, k) for k in ("result", "winner", "cuoc", "points", "penalty", "u_lao",
                                                     "xuong", "payouts", "bao", "faults", "win")}),
    }


def summary_of(table: Any) -> dict:
    """The short facts of a hand for the list «Ván đã chơi»."""
    from learning.coach import review_items

    s = table.state
    net = (s.payouts or {}).get("net") or [0] * s.players
    return {"result": s.result or "bo_do", "winner": s.winner,
            "winner_name": seat_word(s, s.winner) if s.winner is not None else None,
            "learner_net": net[0] if net else 0, "mode": table.mode, "hand_no": table.hand_no,
            "moves": len(s.events), "lessons": len(review_items(table))}


def finish_hand(table: Any) -> None:
    """Once per finished hand: keep it as a game record and add its money to
    the session's running totals (both in the store)."""
    from learning import games

    if not table.finished or table.record_id is not None:
        return
    rid = games.keep_record(record_doc(table), summary_of(table))
    table.record_id = rid if rid is not None else 0
    sess = _session()
    n = table.state.players
    if sess.get("players") != n:
        sess.clear()
        sess.update({"players": n, "hands": 0, "net": [0] * n, "records": []})
    net = (table.state.payouts or {}).get("net") or [0] * n
    sess["hands"] = int(sess.get("hands", 0)) + 1
    sess["net"] = [a + b for a, b in zip(sess.get("net") or [0] * n, net)]
    sess["records"] = (sess.get("records") or []) + ([rid] if rid else [])
    games.save_session(sess)
    save_table(table)


@guard_callback
def new_session() -> None:
    """Start the running totals again from zero (button «Phiên mới»)."""
    from learning import games

    st.session_state[K + "session"] = {}
    games.save_session({})


# ---------------------------------------------------------------- callbacks
BROKEN_HAND = N_("Ván đang chơi không đi tiếp được nữa (có thể ứng dụng vừa được cập nhật trong lúc bạn chơi). "
                 "Ván này vẫn được giữ; bạn hãy chia ván mới để chơi tiếp.")
"""The notice when a callback of the table failed (:func:`guarded`): the hand is offered anew."""


def _callback_failed(err: Exception) -> bool:
    """A table callback raised (logged by :func:`ui.page.guard_callback`): the page says
    :data:`BROKEN_HAND` with a «Ván mới» button next run (:func:`show_message`)."""
    st.session_state[K + "msg"] = {"kind": "broken", "msgid": BROKEN_HAND}
    return True


def guarded(fn: Any) -> Any:
    """The table's callbacks: an exception never escapes to Streamlit's English error box
    (callbacks run before the page, outside :func:`ui.page.run_page`) — it is logged and the
    learner reads :data:`BROKEN_HAND`, with a button to deal a new hand (issue 15 tester: a
    saved hand that the reloaded code could not continue)."""
    return guard_callback(fn, on_error=_callback_failed)


@guarded
def _play(action_dict: dict) -> None:
    """A learner's move button: coach, then the game; save."""
    from chan_core.errors import ChanError
    from chan_core.game import Action

    ss = st.session_state
    table = ss.get(K + "table")
    if table is None:
        return
    table.mode = ss.get(K + "mode") or table.mode
    try:
        out = table.learner_move(Action.from_dict(action_dict))
    except ChanError:
        ss[K + "msg"] = {"kind": "info", "msgid": STALE_MOVE}
        return
    if out.stopped or out.message:  # what was found, not its words: show_message words it (issue 15)
        ss[K + "msg"] = {"kind": "stop" if out.stopped else "caught", "faults": out.faults,
                         "passed_u": out.passed_u, "false_u": out.false_u,
                         "bao_now": out.bao_now, "dead_end": out.dead_end}
    else:
        ss.pop(K + "msg", None)
    save_table(table)


@guarded
def _next() -> None:
    """«Tiếp»: one bot move."""
    ss = st.session_state
    table = ss.get(K + "table")
    if table is not None and table.bot_to_act:
        table.bot_step()
        save_table(table)


@guarded
def _submit_xuong() -> None:
    """The learner's xướng from the builder (``ct_x_``)."""
    from chan_core.errors import ChanError

    ss = st.session_state
    table = ss.get(K + "table")
    said = ss.get(XK + "said") or []
    if table is None or not said:
        ss[XK + "note"] = _("Chưa có cước nào để xướng: bấm các cước bài bạn có, theo thứ tự sẽ hô, rồi mới bấm "
                            "«Xướng!». Nếu bài không có cước nào, bấm «Xuông».")
        return
    try:
        table.xuong([(c, n) for c, n in said])
    except ChanError as e:
        ss[K + "msg"] = {"kind": "info", "refusal": e.fact}  # the engine's fact: said when shown
        return
    ss[XK + "submitted"] = tuple(said)
    save_table(table)


@guard_callback  # a failing deal cannot offer a new deal: the generic notice
def _new_hand() -> None:
    deal_new()


def advance_bots(table: Any) -> None:
    """At «Ngay lập tức» speed, play every bot move up to the learner's next decision."""
    if DELAYS.get(st.session_state.get(K + "speed") or "vua") == 0.0 and table.bot_to_act:
        table.run_bots()
        save_table(table)


def pace(table: Any) -> None:
    """End of a run: when a bot is to move and the speed is timed, wait, play one
    bot move and run again (the moves appear one by one)."""
    import time

    delay = DELAYS.get(st.session_state.get(K + "speed") or "vua")
    if table.bot_to_act and delay:
        time.sleep(delay)
        table.bot_step()
        save_table(table)
        st.rerun()


# ---------------------------------------------------------------- controls
@guarded
def _mode_changed() -> None:
    """The coach mode was switched: it applies to the hand at once (saved). A
    segmented control can be clicked empty: the hand's mode is put back."""
    ss = st.session_state
    table = ss.get(K + "table")
    if table is None:
        return
    mode = ss.get(K + "mode")
    if not mode:
        ss[K + "mode"] = table.mode
    elif mode != table.mode:
        table.mode = mode
        save_table(table)


def kept_expander(label: str, key: str) -> Any:
    """``st.expander(label)`` (closed at first) whose open/closed state survives a change of
    ``label`` — a language switch, a new count in «Xem cả {n} nước» — as long as ``key`` stays.

    Streamlit 1.67 makes a new expander when the label changes (a stateful one's id is built
    from its label too), so the open state is kept under ``key + "__open"`` and given back as
    ``expanded`` (issue 15: «See all 13 moves» closed on a switch and stayed closed)."""
    store = f"{key}__open"
    box = st.expander(label, expanded=bool(st.session_state.get(store, False)), key=key, on_change="rerun")
    st.session_state[store] = bool(box.open)
    return box


def table_controls(table: Any) -> None:
    """Coach mode and speed (apply at once), the deal settings (next hand), «Ván mới»."""
    from learning.coach import BOT_NAMES, MODES, bot_name, mode_name

    ss = st.session_state
    ss[K + "mode"] = table.mode  # the widget always shows the hand's mode (set before it is drawn)
    c1, c2 = st.columns([3, 2])
    with c1:
        st.segmented_control(
            _("Chế độ"), list(MODES), key=K + "mode", format_func=mode_name, width="stretch", on_change=_mode_changed,
            help=_("Kèm cặp: nước nào phạm lỗi (hoặc bỏ ù) bị chặn lại và giải thích. Thi thật: không chặn gì; "
                   "làng bắt lỗi như ngoài chiếu — báo, nghỉ ăn tiền, ù báo — và tính tiền."))
    with c2:
        if K + "speed" not in ss:  # ?toc=<speed id> sets the first speed of a session (tests, shared links)
            toc = st.query_params.get("toc")
            ss[K + "speed"] = toc if toc in SPEEDS else "vua"
        st.selectbox(_("Tốc độ máy đánh"), list(SPEEDS), key=K + "speed", format_func=lambda v: _(SPEEDS[v]),
                     placeholder=choose_placeholder())
    with kept_expander(_("Bàn chơi cho ván mới: số người, loại máy, luật làng"), K + "new_table_box"):
        if K + "players" not in ss:
            ss[K + "players"] = table.state.players
        if K + "bot" not in ss:
            ss[K + "bot"] = table.bots[1] if len(table.bots) > 1 else "sensible"
        a, b = st.columns(2)
        a.radio(_("Số người chơi"), [2, 3, 4], key=K + "players", horizontal=True,
                format_func=lambda n: ngettext("{n} người (bạn + {bots} máy)", "{n} người (bạn + {bots} máy)",
                                               n - 1).format(n=n, bots=n - 1))
        b.radio(_("Loại máy"), list(BOT_NAMES), key=K + "bot", format_func=bot_name)
        st.caption(_("Luật: **{variant}** (đổi ở thanh bên). Luật làng:").format(variant=_variant_name(_variant())))
        options_inputs(K, _variant())
        st.button(_("Chia ván mới với các lựa chọn này"), key=K + "deal", on_click=_new_hand,
                  icon=":material/shuffle:")


def _variant_name(v: str) -> str:
    from ui.inputs import variant_label

    return variant_label(v)


# ---------------------------------------------------------------- drawing the hand being played
def show_table(table: Any) -> None:
    """The table picture (:func:`table_html`) of the live hand."""
    st.html(table_html(table_view(table.state)))


def penalty_words(fault: dict) -> str:
    """The penalty of a fault in words (``'Nghỉ ăn tiền'``; English adds its gloss,
    :func:`learning.glosses.with_gloss`), never its id: the
    làng's faults (``GameState.faults``, Thi thật) carry only ``penalty``, the
    coach's (:func:`chan_core.game.judge_action`) also ``penalty_name``.
    Seed 001 §VII."""
    from chan_core.errors import ChanError
    from chan_core.loi import penalty_name

    from learning.glosses import with_gloss

    if fault.get("penalty_name"):
        return with_gloss(str(fault["penalty_name"]))
    pid = fault.get("penalty")
    if not pid:
        return _("không bị phạt")
    try:
        name = penalty_name(pid)
    except ChanError:
        return _("theo luật làng")
    return with_gloss(name) if name else _("không bị phạt")


def _fault_lines(faults: list) -> None:
    """Each fault: number, name, the reason in this hand, the penalty, and links."""
    from learning.coach import fault_title

    shown: set = set()
    for f in faults:  # one line per fault (an eat into a dead end lists each lỗi once)
        if f.get("code") in shown:
            continue
        shown.add(f.get("code"))
        title = fault_title(f)
        st.markdown(_("- **{title}**: {detail}. Hình phạt: *{penalty}*.").format(
            title=title[0].upper() + title[1:], detail=_clean(say(f.get("detail", ""))), penalty=penalty_words(f)))
    seen = set()
    with st.container(horizontal=True, gap="small"):
        for f in faults:
            code = f.get("code")
            if code in seen:
                continue
            seen.add(code)
            loi_link(code)


def message_text(msg: dict) -> str:
    """The words of a kept coach message (``ct_msg``) in the current language: a stopped or
    caught move is worded from what was found (:func:`learning.coach.move_message`), a page
    notice from its message id, an engine refusal from its fact (:func:`words.say`; a session
    from before kept its texts in every language)."""
    from learning.coach import faults_now, move_message

    kind = msg.get("kind")
    if kind in ("stop", "caught"):
        return move_message(kind, faults_now(msg), passed_u=bool(msg.get("passed_u")),
                            false_u=bool(msg.get("false_u")), bao_now=bool(msg.get("bao_now")),
                            dead_end=bool(msg.get("dead_end")))
    if msg.get("msgid"):
        return _(msg["msgid"])
    if msg.get("refusal") is not None:
        return _clean(say(msg["refusal"]))
    texts = msg.get("texts") or {}
    return texts.get(current_language()) or next(iter(texts.values()), "") or str(msg.get("text") or "")


def show_message() -> None:
    """The coach's last message: a stopped move (Kèm cặp) or what the làng caught (Thi thật),
    worded now in the current language (:func:`message_text`; the session keeps only what was
    found, issue 15)."""
    from learning.coach import faults_now

    msg = st.session_state.get(K + "msg")
    if not msg:
        return
    kind = msg.get("kind")
    box = {"stop": st.error, "caught": st.warning, "broken": st.warning}.get(kind, st.info)
    icon = {"stop": ":material/front_hand:", "caught": ":material/gavel:",
            "broken": ":material/sentiment_dissatisfied:"}.get(kind, ":material/info:")
    with st.container(key="ct_coach"):
        box(message_text(msg), icon=icon)
        if kind == "broken":
            st.button(_("Chia ván mới"), key=K + "broken_new", on_click=_new_hand, type="primary",
                      icon=":material/shuffle:")
            return
        faults = [f for f in faults_now(msg) if not (msg.get("passed_u") and f.get("code") == "bo_u")]
        if faults:
            _fault_lines(faults)
        if msg.get("passed_u"):
            st.markdown(_("- **Bỏ ù**: quân này làm bài bạn tròn 10 bộ (ít nhất 6 chắn). Đã bỏ ù thì lần ù sau "
                          "bị *nghỉ ăn tiền* (seed 001 §VII)."))
            with st.container(horizontal=True, gap="small"):
                lesson_link("u")
                lesson_link("an-tien-bao")
        if kind == "stop":
            st.caption(_("Nước này chưa được đi. Hãy chọn nước khác (bấm «Gợi ý» nếu cần)."))


def _prompt(table: Any) -> str:
    s = table.state
    o = s.offer
    if s.phase == "danh":
        if not s.events:
            return _("Bạn được cái (20 lá) và đánh trước: chọn một quân để đánh.")
        # the button as it is labelled in the current language (:func:`_hand_cells`: «Đánh» / «Discard»)
        return _("Đến lượt bạn đánh: bấm «{button}» dưới quân muốn đánh.").format(button=_("Đánh"))
    if s.phase == "tra_cua":
        return _("Bạn vừa chíu {card} ngoài lượt: trả cửa — chọn một quân đặt vào chỗ quân vừa chíu.").format(
            card=parse_card(o["card"]).word)
    if s.phase != "offer" or not o:
        return ""
    card = parse_card(o["card"]).word
    q = s.ask[0]["q"] if s.ask else "eat"
    where = offer_text(s)
    if q == "u":
        if table.mode != "kem_cap":  # Thi thật tests the rules: the same question, valid ù or not, no advice
            return _("{where} {card}. Ù, hay bỏ qua?").format(where=where, card=card)
        refused = u_refusal(s)
        if refused is None:
            return _("{where} {card}: bài bạn thành 10 bộ với quân này. Ù, hay bỏ qua?").format(where=where, card=card)
        if refused:
            return _("{where} {card}: bài bạn đủ 10 bộ với quân này, nhưng không được ù quân này — {reason}. "
                     "Hô ù lúc này là ù láo: hãy bỏ qua.").format(where=where, card=card, reason=refused)
        return _("{where} {card}: bài bạn đủ 10 bộ với quân này, nhưng ù quân này lúc này không được tính. "
                 "Hô ù lúc này là ù láo: hãy bỏ qua.").format(where=where, card=card)
    if q == "chiu":
        return _("{where} {card}: bạn có ba {card} trên tay — chíu được (chưa đến lượt vẫn chíu được). "
                 "Chíu hay bỏ qua?").format(where=where, card=card)
    if o["cua"] == 0 and o["source"] == "boc":
        return _("Bạn vừa bốc {card} vào cửa chì của mình: ăn, hay dưới cho người bên phải?").format(card=card)
    return _("{where} {card} vào cửa trên của bạn: ăn quân này, hay bốc nọc?").format(where=where, card=card)


def u_refusal(state: Any, seat: int = 0) -> str | None:
    """Why ``seat`` may not ù on the card on offer although the engine asks him (the hand is
    complete with it): ``None`` when the ù is allowed (:func:`chan_core.game.can_u`) or none is
    offered, else the engine's reasons in words (``''`` when it gives none) — e.g. a card another
    player đánh is not one to ù on, only a card bốc from the nọc (or a chíu ù): seed 001 §IV «Ù»,
    §V.8 «Bình thường chỉ được phép ù quân bốc trong khoảng nọc lên»."""
    from chan_core.game import can_u, judge_action, legal_actions

    u = next((a for a in legal_actions(state, seat) if a.type == "u"), None)
    if u is None or can_u(state, seat):
        return None
    details = [_clean(say(f.get("detail", ""))) for f in judge_action(state, u) if f.get("penalty") == "u_lao"]
    return "; ".join(d for d in dict.fromkeys(details) if d)


def _hand_cells(codes: list[str], verb: str) -> None:
    """The hand grouped chắn / cạ / ba đầu / què, each card with a button under it (the game's
    verb — «Đánh» / «Trả» —, its meaning and the card in the hover text)."""
    label = _("Đánh") if verb == "danh" else _("Trả")  # English: «Discard» / «Trả cửa» (issue 15)
    tip = N_("Đánh {the_card}") if verb == "danh" else N_("Trả {the_card}")
    pos = 0
    with st.container(horizontal=True, gap="medium", key="ct_hand"):
        for cap, group in hand_groups(codes):
            with st.container(width="content", gap="xxsmall"):
                with st.container(horizontal=True, gap="xxsmall"):
                    for code in group:
                        with st.container(width=52, gap="xxsmall"):
                            st.html(card_img(code, 52))
                            st.button(label, key=f"{K}{verb}_{pos}", on_click=_play, width="stretch",
                                      args=({"seat": 0, "event": verb, "card": code},),
                                      help=_(tip).format(the_card=parse_card(code).word))
                        pos += 1
                st.caption(cap)


def show_hand_of_learner(table: Any) -> None:
    """The learner's hand: with «Đánh»/«Trả» buttons when he must put a card
    down, else as pictures (the cards that could take the offered card framed)."""
    s = table.state
    codes = list(s.hands[0])
    legal = table.legal()
    verb = next((a.type for a in legal if a.type in ("danh", "tra_cua")), None)
    if s.mats[0]:
        st.markdown(ngettext("**Bài của bạn** ({n} lá trên tay, {m} lá dưới chiếu)",
                             "**Bài của bạn** ({n} lá trên tay, {m} lá dưới chiếu)", len(codes)).format(
            n=len(codes), m=s.meld_cards(0)))
    else:
        st.markdown(ngettext("**Bài của bạn** ({n} lá trên tay)", "**Bài của bạn** ({n} lá trên tay)",
                             len(codes)).format(n=len(codes)))
    if verb:
        _hand_cells(codes, verb)
        return
    hl: list[str] = []
    if s.phase == "offer" and s.offer and s.actor == 0:
        rank = parse_card(s.offer["card"]).rank
        hl = [c for c in codes if parse_card(c).rank == rank]
    from ui.cards import hand_html

    st.html(hand_html(groups=hand_groups(codes), width=46, highlight=hl))


def decision_panel(table: Any) -> None:
    """What the learner must decide now, with only the legal buttons."""
    from learning.coach import action_label

    s = table.state
    legal = table.legal()
    with st.container(border=True, key="ct_decide"):
        st.markdown(f"**{_prompt(table)}**")
        others = [a for a in legal if a.type not in ("danh", "tra_cua")]
        if s.phase == "offer" and s.offer:
            c1, c2 = st.columns([1, 6], vertical_alignment="center")
            c1.html(card_img(s.offer["card"], 44, highlight=True))
            where = c2
        else:
            where = st.container()
        with where:
            # the ù stands out only where the coach backs it: Kèm cặp and a valid ù (Thi thật gives no advice)
            urge = table.mode == "kem_cap" and any(a.type == "u" for a in others) and u_refusal(s) is None
            with st.container(horizontal=True, gap="small", key="ct_moves"):
                for a in others:
                    hot = urge and a.type == "u"
                    st.button(action_label(a, s), key=f"{K}a_{a.type}_{a.card}_{a.with_}", on_click=_play,
                              args=(a.to_dict(),), type="primary" if hot else "secondary",
                              icon=":material/celebration:" if hot else None)
        hint_toggle()


def hint_toggle() -> None:
    """The «Gợi ý» button: shows / hides the hint (:func:`show_hint`)."""
    ss = st.session_state
    on = bool(ss.get(K + "hint_on"))
    if st.button(_("Ẩn gợi ý") if on else _("Gợi ý"), key=K + "hint", icon=":material/lightbulb:"):
        ss[K + "hint_on"] = not on
        st.rerun()


def _melds(state: Any, seat: int) -> list:
    from chan_core.melds import parse_meld

    return [parse_meld({"type": m["type"], "cards": " ".join(m["cards"])}) for m in state.mats[seat]]


def _wait_words(hand: list[str], melds: list) -> str:
    from chan_core.waits import waits

    ws = waits(" ".join(hand), melds) if hand else []
    if not ws:
        return ""
    bits = []
    for w in ws:
        extra = " (bạch thủ chi)" if w.bach_thu_chi else " (bạch thủ)" if w.bach_thu else ""  # game words
        bits.append(w.kind.word + extra)
    return ", ".join(bits)


def show_hint(table: Any) -> None:
    """The hint: every legal move with one line on what it does (and whether it
    is a lỗi), the shape left after each đánh, and the waits when the learner
    is chờ. Seed 001 §III, §IV."""
    from chan_core.game import judge_action
    from chan_core.layout import layout as lay_of
    from learning.coach import action_hint, action_label, dead_end, fault_title

    if not st.session_state.get(K + "hint_on"):
        return
    s = table.state
    legal = table.legal()
    melds = _melds(s, 0)
    lines = []
    for a in legal:
        found = judge_action(s, a)
        warn = _(" — :red[phạm {faults}]").format(faults=", ".join(fault_title(f) for f in found)) if found else ""
        if not found and a.type in ("an", "chiu") and dead_end(s, a):
            warn = _(" — :orange[ăn xong thì quân nào đánh ra cũng phạm lỗi]")
        if a.type in ("danh", "tra_cua"):
            hand = list(s.hands[0])
            hand.remove(a.card)
            lay = lay_of(" ".join(hand), melds)
            w = _wait_words(hand, melds)
            shape = (_("còn {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què; chờ ù {waits}") if w
                     else _("còn {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què")).format(
                chan=lay.n_chan, ca=lay.n_ca, ba_dau=len(lay.ba_dau), que=len(lay.que), waits=w)
            lines.append(f"- **{action_label(a, s)}**: {shape}{warn}")
        else:
            lines.append(f"- **{action_label(a, s)}**: {action_hint(a, s)}{warn}")
    with st.container(border=True, key="ct_hint_box"):
        show_advice(table.advice(), s)
        st.markdown(_("**Gợi ý — các nước bạn đi được lúc này**"))
        body = "\n".join(lines) if lines else _("Lúc này chưa có nước nào cho bạn.")
        if s.phase in ("danh", "tra_cua") and len(lines) > 4:  # one line per card: folded, the ranking says more
            with kept_expander(_("Hình bài sau mỗi quân (chắn, cạ, ba đầu, què; chờ ù)"), "ct_hint_shapes"):
                st.markdown(body)
        else:
            st.markdown(body)
        if s.phase == "offer" and len(s.hands[0]) + s.meld_cards(0) == 19:
            w = _wait_words(list(s.hands[0]), melds)
            st.markdown(_("**Bạn đang chờ ù:** {waits}.").format(waits=w) if w else _("Bài bạn chưa chờ ù quân nào."))
        st.caption(_("Nước có chữ đỏ là nước phạm lỗi; ở chế độ Kèm cặp nó sẽ bị chặn lại."))


ADVICE_SHOWN = 6
"""Ranked moves shown at once in the hint; the rest fold into an expander."""


def advice_line(p: Any, state: Any) -> str:
    """One row of the hint's ranking as markdown (``p``: a :class:`learning.coach.Place`): its
    number (moves with the same figures share it and say «ngang nhau»; a move with a lỗi or a
    bỏ ù gets «✗», no number), the move, its figures (cách ù, lá có ích, bị ăn), «Nên đi» on the
    best moves, the lỗi it commits, then the advisor's reason on the next line (issue 13 item 4,
    issue 17)."""
    from learning.coach import action_label, distance_short, fault_title

    m = p.move
    bits = [distance_short(m.distance)]
    if m.distance:
        bits.append(ngettext("{n} lá có ích", "{n} lá có ích", m.useful_copies).format(n=m.useful_copies))
    if m.danger is not None:
        bits.append(_("bị ăn {pct}%").format(pct=round(m.danger * 100)))
    tags = [_(":green-badge[Nên đi]")] if p.advised else []
    if p.tied:
        tags.append(_(":gray-badge[ngang nhau]"))
    if m.faults:
        names = list(dict.fromkeys(fault_title(f) for f in m.faults))
        tags.append(_(":red[phạm {faults}]").format(faults=", ".join(names)))
    if m.passes_u:
        tags.append(_(":orange[bỏ ù]"))
    mark = f"{p.place}\\." if p.place is not None else "✗"
    head = f"{mark} **{action_label(m.action, state)}** " + " ".join(tags + [f":gray[{' · '.join(bits)}]"])
    return f"{head}  \n{_clean(say(m.reason))}"


def show_advice(advice: Any, state: Any) -> None:
    """The advisor's ranking in the hint (:meth:`learning.coach.Table.advice`, made in ``state``,
    ordered by :func:`learning.coach.ranking`): every legal move with distance, useful cards,
    danger and a one-line reason — the moves without a lỗi numbered best first (equal figures
    share a number, «ngang nhau»), the best badged «Nên đi», then the lỗi / bỏ ù moves marked ✗.
    Nothing when there is no ranking."""
    from learning.coach import distance_short, distance_words, ranking

    if advice is None or not advice.moves:
        return
    best = advice.best
    if advice.kind == "danh":
        d = best.distance if best is not None and best.action.type != "u" else advice.distance
        now = _("Đánh quân tốt nhất thì {distance}.").format(distance=distance_words(d))
    else:
        now = _("Bài bạn lúc này: {distance}.").format(distance=distance_short(advice.distance))
    st.markdown(_("**Gợi ý — nên đi thế nào.** {now}").format(now=now))
    rows = [advice_line(p, state) for p in ranking(advice)]
    with st.container(key="ct_advice"):
        for r in rows[:ADVICE_SHOWN]:
            st.markdown(r)
        if len(rows) > ADVICE_SHOWN:
            with kept_expander(_("Xem cả {n} nước").format(n=len(rows)), "ct_advice_more"):
                for r in rows[ADVICE_SHOWN:]:
                    st.markdown(r)
    st.caption(_("Xếp theo: số lá còn phải lấy để ù (cách ù), rồi số lá có ích chưa lộ (càng nhiều càng tốt), "
                 "rồi khả năng quân đánh ra bị cửa dưới ăn hay bị chíu («bị ăn»). Chỉ nước không phạm lỗi mới "
                 "được đánh số; «Nên đi» là nước số 1. Các nước cùng số là ngang nhau: đi nước nào cũng được. "
                 "Nước đánh dấu ✗ phạm lỗi hoặc bỏ ù."))


def waiting_panel(table: Any) -> None:
    """A bot is to move: say who, and the «Tiếp» button at step-by-step speed."""
    s = table.state
    who = seat_word(s, s.actor)
    xuong = s.phase == "xuong"
    with st.container(border=True, key="ct_wait"):
        if DELAYS.get(st.session_state.get(K + "speed") or "vua") is None:
            c1, c2 = st.columns([4, 1], vertical_alignment="center")
            c1.markdown((_("Đang chờ **{who}** xướng. Bấm «Tiếp» để xem nước tiếp theo.") if xuong
                         else _("Đang chờ **{who}** quyết định. Bấm «Tiếp» để xem nước tiếp theo.")).format(who=who))
            c2.button(_("Tiếp"), key=K + "next", on_click=_next, type="primary", icon=":material/skip_next:",
                      width="stretch")
        else:
            st.markdown((_("Đang chờ **{who}** xướng…") if xuong
                         else _("Đang chờ **{who}** quyết định…")).format(who=who))


def log_lines(table: Any, *, upto: int | None = None) -> list[tuple[int, int, str]]:
    """The hand's log as the learner reads it: ``[(number, event index, line), …]``, oldest
    first, for the events before ``upto`` (all when ``None``); ``table``: a
    :class:`learning.coach.Table` or a game state. Lines are the engine's
    :func:`chan_core.game.describe` seen from the learner's seat, in the current language, and
    are numbered 1, 2, 3 … over the lines *shown*: an event with no line (another seat's silent
    pass on an ù or a chíu — silent at a real table) takes no number, so the numbers have no
    gaps. The log, the review (:func:`show_review`) and the replay (:func:`history_view`) all
    number moves this way (:func:`move_numbers`)."""
    from chan_core.game import describe

    s = table.state if hasattr(table, "state") else table
    evs = s.events if upto is None else s.events[:upto]
    out: list[tuple[int, int, str]] = []
    for i, ev in enumerate(evs):
        text = say(describe(ev, s, 0))
        if text:
            out.append((len(out) + 1, i, text))
    return out


def move_numbers(table: Any) -> list[int]:
    """``numbers[i]`` for every event index ``i`` of the hand and one past the last
    (``len(events) + 1`` entries): the number :func:`log_lines` gives a move at index ``i`` — 1
    + the lines shown before it. A move the coach stopped before it happened (Kèm cặp) has the
    index the next move then took, so it carries the number of the move played instead."""
    s = table.state if hasattr(table, "state") else table
    shown = {i for _n, i, _t in log_lines(s)}
    numbers, seen = [], 0
    for i in range(len(s.events) + 1):
        numbers.append(seen + 1)
        seen += i in shown
    return numbers


def _number_of(numbers: list[int], event: int) -> int:
    """The shown number of event index ``event`` (:func:`move_numbers`; an index past the end
    takes the next number)."""
    return numbers[min(max(int(event), 0), len(numbers) - 1)]


def show_log(table: Any, *, upto: int | None = None, height: int = 220) -> None:
    """The hand's events in plain words (newest first; :func:`log_lines`: the engine's
    :func:`chan_core.game.describe`, in the current language, numbered without gaps), the
    learner's in bold."""
    s = table.state if hasattr(table, "state") else table
    lines = [f"{n}\\. **{text}**" if s.events[i]["seat"] == 0 else f"{n}\\. {text}"
             for n, i, text in reversed(log_lines(s, upto=upto))]
    fit = min(height, max(64, 26 * len(lines) + 34))  # a short log takes little room (phones)
    with st.container(height=fit, key=f"{K}log_{'r' if upto is not None else 'p'}"):
        st.markdown("  \n".join(lines) if lines else _("_Chưa có nước nào._"))


# ---------------------------------------------------------------- ù, xướng, money
def show_win(state: Any) -> None:
    """The winner's 20 cards: the mat, the hand laid out, the winning card framed."""
    from ui.cards import hand_html

    w = state.win or {}
    melds = w.get("melds") or []
    if melds:
        st.html(hand_html(groups=[(GROUP_LABELS.get(m["type"], m["type"]), m["cards"].split()) for m in melds],
                          width=34, caption=_("Dưới chiếu")))
    hand = (w.get("hand") or "").split()
    card = w.get("winning_card")
    groups = hand_groups(hand)
    if card:
        groups = groups + [(_("quân ù"), [card])]
    st.html(hand_html(groups=groups, width=40, highlight=[len(hand)] if card else [],
                      caption=_("Trên tay và quân ù (viền vàng)") if card else _("Trên tay (thiên ù)")))
    ctx = [c for c in w.get("context") or [] if c in ("thong", "dia_u", "thien_u")]
    words = {"thong": N_("thông (ván trước ù, xướng đúng)"), "dia_u": N_("địa ù (chưa qua cửa chì)"),
             "thien_u": N_("thiên ù")}
    src = {"boc": N_("quân ù bốc từ nọc"), "danh": N_("quân ù người khác đánh"),
           "tra_cua": N_("quân ù trả cửa")}.get(w.get("source"), N_("quân ù"))
    mine = w.get("drawn_by") == "self"
    bits = [(_("{how} vào cửa chì của người ù") if mine else "{how}").format(how=_(src))] if card else []
    bits += [_(words[c]) for c in ctx]
    if bits:
        st.caption("; ".join(bits).capitalize() + ".")


def xuong_panel(table: Any) -> None:
    """The learner won: show the hand and the xướng builder (``ct_x_``)."""
    from ui.xuong_builder import xuong_builder

    s = table.state
    card = (s.win or {}).get("winning_card")
    with st.container(border=True, key="ct_xuong"):
        st.subheader(_("Bạn ù {card}!").format(card=parse_card(card).word) if card else _("Bạn thiên ù!"))
        show_win(s)
        st.markdown(_("**Xướng:** bấm các cước bài bạn có theo thứ tự sẽ hô — thông, chì trước; rồi kiểu ù (chỉ "
                      "một tiếng «ù»); rồi cước của bài; «có …» sau cùng — rồi bấm «Xướng!»."))
        xuong_builder(XK, s.variant, on_submit=_submit_xuong)
        lesson_link("xuong")


def _role(state: Any, seat: int) -> str:
    if state.result == "u_lao" and (state.u_lao or {}).get("seat") == seat:
        return _("ù láo")
    if state.winner == seat:
        return _("người ù")
    if seat in state.bao:
        return _("bị báo")
    return _("làng")


def show_grade(xuong: dict, *, mine: bool) -> None:
    """The graded xướng (engine dict): what was said, the verdict, the right
    xướng, and for the learner every missing / extra cước and order remark. The
    xướng itself stays Vietnamese (it is what is said at the table); in English its
    reading is shown beneath it (:func:`ui.xuong_builder.xuong_reading`, issue 15)."""
    from chan_core.xuong import Said
    from ui.xuong_builder import xuong_reading

    said = " ".join(xuong.get("declared_words") or []) or "ù"
    canon = (xuong.get("canonical") or {}).get("text", "")
    verdict = xuong.get("verdict")
    box = {"dung": st.success, "thieu": st.warning, "sai": st.error}.get(verdict, st.info)
    verdict_words = _clean(xuong.get("summary") or xuong.get("verdict_name", ""))
    phrase = said[:1].upper() + said[1:]
    box((_("Bạn xướng «{said}» — {verdict}") if mine else _("Người ù xướng «{said}» — {verdict}")).format(
        said=phrase, verdict=verdict_words))
    declared = _reading_of(xuong.get("declared"), Said, xuong_reading)
    if declared:
        st.caption(declared)
    if verdict != "dung":
        st.markdown(_("**Xướng đúng là:** «{phrase}»").format(phrase=canon))
        reading = _reading_of((xuong.get("canonical") or {}).get("items"), Said, xuong_reading)
        if reading:
            st.caption(reading)
    if mine:
        for f in xuong.get("extra") or []:
            st.markdown(_("- :red[Thừa] **{name}**{times}: {reason}").format(
                name=f["name"], times=" ×" + str(f["count"]) if f["count"] > 1 else "", reason=_clean(f["reason"])))
        for f in xuong.get("missing") or []:
            st.markdown(_("- :orange[Thiếu] **{name}**{times}: {reason}").format(
                name=f["name"], times=" ×" + str(f["count"]) if f["count"] > 1 else "", reason=_clean(f["reason"])))
        for r in xuong.get("remarks") or []:
            st.markdown(_("- :gray[Thứ tự] {remark}").format(remark=_clean(r)))


def _reading_of(items: Any, said_cls: Any, reading: Any) -> str:
    """The English reading of a xướng kept as ``[{id, count}]`` (``''`` in Vietnamese, for none, or
    for data that is not a xướng)."""
    if _vi() or not items:
        return ""
    try:
        return reading([said_cls(d["id"], int(d.get("count", 1))) for d in items])
    except Exception:  # noqa: BLE001 — an old record: the reading is a help, never a failure
        return ""


def show_result(table: Any) -> None:
    """The end of the hand: who won and how, the xướng and its grading, what
    the làng found, the money of this hand and of the session."""
    import pandas as pd

    s = table.state
    with st.container(border=True, key="ct_result"):
        if s.result == "u":
            w = s.winner
            card = (s.win or {}).get("winning_card")
            who = seat_word(s, w)
            st.subheader(_("{who} ù {card}!").format(who=who, card=parse_card(card).word) if card
                         else _("{who} thiên ù!").format(who=who))
            show_win(s)
            if s.xuong:
                show_grade(s.xuong, mine=w == 0)
            if s.penalty == "nghi_an_tien":
                st.error((_("Làng soát bài: {who} đã phạm lỗi «nghỉ ăn tiền» trong ván (treo tranh, trái vỉ, chíu được "
                            "mà ăn thường hoặc bỏ ù) — không được ăn tiền.") if w else
                          _("Làng soát bài: bạn đã phạm lỗi «nghỉ ăn tiền» trong ván (treo tranh, trái vỉ, chíu được "
                            "mà ăn thường hoặc bỏ ù) — không được ăn tiền.")).format(who=_mid(who)),
                         icon=":material/money_off:")
            elif s.penalty == "u_bao":
                st.error((_("Làng soát bài: {who} đã phạm lỗi trước khi ù — ù báo, đền làng tám đỏ hai lèo.") if w else
                          _("Làng soát bài: bạn đã phạm lỗi trước khi ù — ù báo, đền làng tám đỏ hai lèo.")).format(
                    who=_mid(who)), icon=":material/warning:")
            if s.penalty:
                _fault_lines([f for f in s.faults if f["seat"] == w])
        elif s.result == "u_lao":
            who = seat_word(s, (s.u_lao or {}).get("seat", 0))
            card = (s.u_lao or {}).get("card")
            st.subheader(_("{who} hô ù {card} nhưng chưa ù: ù láo!").format(who=who, card=parse_card(card).word) if card
                         else _("{who} hô ù nhưng chưa ù: ù láo!").format(who=who))
            for r in (s.u_lao or {}).get("reasons") or []:
                st.markdown(f"- {_clean(say(r))}")
            loi_link("u_lao", lesson=True)
        else:
            st.subheader(_("Hết nọc mà không ai ù: ván hòa."))
        pay = s.payouts or {}
        net = pay.get("net") or [0] * s.players
        sess = _session()
        tot = sess.get("net") if sess.get("players") == s.players else None
        rows = []
        for seat in range(s.players):
            row = {_("Người chơi"): seat_word(s, seat), _("Vai"): _role(s, seat), _("Ván này"): net[seat]}
            if tot:
                hands = int(sess.get("hands", 0))
                row[ngettext("Cả phiên ({n} ván)", "Cả phiên ({n} ván)", hands).format(n=hands)] = tot[seat]
            rows.append(row)
        st.markdown(_("**Tiền ván này** (điểm): {summary}").format(summary=_clean(pay.get("summary", ""))))
        st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")
        moves = ["- " + _("{payer} trả {payee} {points} điểm — {why}").format(
                     payer=seat_word(s, t["from"]), payee=_mid(seat_word(s, t["to"])), points=t["points"],
                     why=_clean(t["why"])) for t in pay.get("transfers") or []]
        if moves:
            st.markdown("\n".join(moves))
        with st.container(horizontal=True, gap="small"):
            st.button(_("Ván mới"), key=K + "again", on_click=_new_hand, type="primary", icon=":material/replay:")
            st.button(_("Phiên mới (tổng về 0)"), key=K + "reset", on_click=new_session, icon=":material/restart_alt:")


# ---------------------------------------------------------------- review
def _situation(entry: dict, state: Any) -> str:
    o = entry.get("offer")
    if entry.get("phase") == "danh":
        return _("đến lượt đánh")
    if entry.get("phase") == "tra_cua":
        return _("phải trả cửa")
    if entry.get("phase") == "xuong":
        return _("xướng")
    if not o:
        return ""
    who = o["cua"] if o.get("source") == "boc" else o.get("putter", o["cua"])
    words = SITUATION_WORDS.get(o.get("source"))
    if words is None:
        return f"{seat_word(state, who)}  {parse_card(o['card']).word}"
    return _(words).format(who=seat_word(state, who), card=parse_card(o["card"]).word)


def _loss_words(mark: dict) -> str:
    """``'xa ù thêm 1 lá'`` / ``'hết đường ù'`` of a :func:`learning.coach.choice_mark`."""
    if mark.get("loss") is None:
        return _("hết đường ù")
    return ngettext("xa ù thêm {n} lá", "xa ù thêm {n} lá", mark["loss"]).format(n=mark["loss"])


def _verdict_cell(table: Any, entry: dict, mark: dict | None = None) -> str:
    from learning.coach import entry_faults, fault_title

    faults = entry_faults(table, entry)
    bits = [fault_title(f) for f in faults]
    if entry.get("passed_u") and not any(f.get("code") == "bo_u" for f in faults):
        bits.append(_("bỏ ù"))
    parts = [(_("Bị chặn: {faults}") if entry.get("stopped") else _("Phạm: {faults}")).format(
        faults=", ".join(bits))] if bits else []
    if mark:
        parts.append(_("{loss}; nên {should}").format(loss=_loss_words(mark).capitalize(), should=mark["should"]))
    return "; ".join(parts) if parts else "✓"


def review_marks(table: Any, states: list | None = None) -> dict[int, dict]:
    """The review's distance marks by event index (:func:`learning.coach.strategy_review`,
    computed once per hand; ``states``: every state of the hand when the caller has them)."""
    from learning.coach import strategy_review

    return {m["event"]: m for m in strategy_review(table, states)}


def _show_marks(marks: dict[int, dict], numbers: list[int]) -> None:
    """Each learner move that left the hand farther from ù than the advised
    move: by how much, what to play instead, and the advisor's reason (moves numbered as in
    the log: ``numbers`` from :func:`move_numbers`)."""
    with st.container(key="ct_review_marks"):
        st.markdown(_("**Những nước làm bài xa ù hơn**"))
        if not marks:
            st.caption(_("Không nước nào của bạn làm bài xa ù hơn nước tốt nhất (không phạm lỗi) mà máy gợi ý."))
            return
        for m in marks.values():
            with st.container(border=True):
                st.markdown(_("**Nước {n}: {move}** — :orange[{loss}]").format(
                    n=_number_of(numbers, m["event"]), move=_clean(m["move"]), loss=_loss_words(m)))
                st.markdown(_clean(m["text"]))
                st.caption(_("Máy gợi ý: {reason}").format(reason=_clean(say(m["best_reason"]))))
        st.caption(_("Cách ù = số lá còn phải lấy (ăn, chíu, rồi quân ù) để bài thành 10 bộ, ít nhất 6 chắn; "
                     "so với nước tốt nhất không phạm lỗi lúc ấy."))


def show_review(table: Any, states: list | None = None) -> None:
    """The review after a hand: the learner's decisions in order, then every
    lỗi, passed ù and xướng fault with the page or lesson that teaches it, then
    every move that left the hand farther from ù than the advised one
    (:func:`review_marks`; ``states``: every state of the hand, when known)."""
    import pandas as pd

    from learning.coach import decisions, entry_words, review_items

    s = table.state
    marks = review_marks(table, states)
    st.subheader(_("Xem lại ván: các quyết định của bạn"))
    numbers = move_numbers(s)  # «Nước n» is the log's number of the move (silent passes take none)
    rows = [{_("Nước"): _number_of(numbers, e["event"]), _("Tình huống"): _situation(e, s),
             _("Bạn"): entry_words(table, e), _("Nhận xét"): _verdict_cell(table, e, None if e.get("stopped") else marks.get(e["event"]))}
            for e in decisions(table) if e["action"].get("event") != "xuong"]  # a re-tapped stop: once
    if rows:
        st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")
    else:
        st.caption(_("Ván này bạn chưa phải quyết định nước nào."))
    items = review_items(table)
    if not items:
        ok = (_("Ván này bạn không phạm lỗi nào và không bỏ ù — và xướng đúng.") if s.winner == 0
              else _("Ván này bạn không phạm lỗi nào và không bỏ ù."))
        st.success(ok, icon=":material/verified:")
        _show_marks(marks, numbers)
        return
    st.markdown(_("**Những chỗ cần học lại**"))
    for it in items:
        with st.container(border=True):
            if it["kind"] == "xuong":
                st.markdown(_("**Lời xướng của bạn**"))
                show_grade(it["xuong"], mine=True)
                with st.container(horizontal=True, gap="small"):
                    lesson_link("xuong")
                    page_link_safe("app_pages/thu_tu_xuong.py", _("Thứ tự xướng"), icon=":material/record_voice_over:")
                    page_link_safe("app_pages/cuoc.py", _("Cước, điểm & dịch"), icon=":material/emoji_events:")
                continue
            # the item's own words (review_items: entry_words of *its* entry, in the current language) —
            # a stopped move shares its event index with the move played instead, so never look it up by index
            words = it["text"]
            head = _("Nước {n}: {move}").format(n=_number_of(numbers, it["event"]), move=words)
            if it["kind"] == "bo_u":
                st.markdown((_("**{head}** — :orange[bỏ ù] (đã được chặn)") if it["stopped"]
                             else _("**{head}** — :orange[bỏ ù]")).format(head=head))
                st.markdown(_("Quân này làm bài bạn tròn 10 bộ, ít nhất 6 chắn: lẽ ra phải ù. Bỏ ù thì lần ù sau "
                              "bị nghỉ ăn tiền (seed 001 §VII)."))
                with st.container(horizontal=True, gap="small"):
                    lesson_link("u")
                    lesson_link("an-tien-bao")
                continue
            if it["kind"] == "dead_end":
                st.markdown(_("**{head}** — :orange[ăn vào thế kẹt]").format(head=head))
                st.markdown(_("Ăn quân này xong thì lượt sau quân nào đánh ra cũng phạm một lỗi dưới đây "
                              "(các lỗi nhóm C, D ràng buộc quân đã đánh, đã ăn — seed 001 §IV):"))
                _fault_lines(it["faults"])
                continue
            st.markdown((_("**{head}** — :red[đã được chặn trước khi đi]") if it["stopped"]
                         else _("**{head}** — :red[làng đã bắt]")).format(head=head))
            _fault_lines([f for f in it["faults"] if f.get("code") != "bo_u" or it["kind"] == "u_lao"])
    _show_marks(marks, numbers)


# ---------------------------------------------------------------- Ván đã chơi
RESULT_WORDS = {"u": N_("ù"), "hoa": N_("hòa"), "u_lao": N_("ù láo"), "bo_do": N_("bỏ dở")}
"""How a kept hand ended (gettext messages: show them with ``_()``)."""


def _result_word(result: str) -> str:
    return _(RESULT_WORDS[result]) if result in RESULT_WORDS else result


def _steps(rid: int, rec: dict) -> list:
    """Every state of a kept hand, replayed (what the engine states in it — faults, xướng,
    payouts — is facts, said when drawn); cached in the session per hand for the replay slider."""
    from chan_core.game import GameRecord

    ss = st.session_state
    cached = ss.get(K + "h_cache")
    key = rid
    if not cached or cached[0] != key:
        cached = (key, list(GameRecord.from_dict(rec["record"]).steps()))
        ss[K + "h_cache"] = cached
    return cached[1]


@guard_callback
def _h_move(delta: int, last: int) -> None:
    ss = st.session_state
    ss[K + "h_step"] = max(0, min(last, int(ss.get(K + "h_step") or 0) + delta))


def history_view() -> None:
    """«Ván đã chơi»: the kept hands, newest first; pick one and replay it step by step — one
    step per line of the log, numbered as the log and the review number them (:func:`log_lines`)."""
    import datetime as dt

    import pandas as pd

    from chan_core.game.state import from_data
    from learning import games
    from learning.coach import Table, mode_name
    from ui.cards import hand_html

    rows = games.list_records()
    if not rows:
        st.info(_("Chưa có ván nào được lưu. Chơi xong một ván ở «Bàn chơi», ván ấy sẽ hiện ở đây."),
                icon=":material/history:")
        return

    def winner(r: dict) -> str | None:
        """The winner's seat name in the current language (the saved name is in the language of the hand)."""
        sm = r["summary"]
        if sm.get("winner") is not None:
            try:
                return seat_name(int(sm["winner"]), int(r["players"]))
            except Exception:  # noqa: BLE001 — an old summary: its saved name
                pass
        return sm.get("winner_name")

    def result_of(r: dict) -> str:
        who = winner(r)
        if r["result"] == "u" and who:
            return _("{who} ù").format(who=who)
        return _result_word(r["result"])

    def label(r: dict) -> str:
        sm = r["summary"]
        when = dt.datetime.fromtimestamp(r["finished_at"]).strftime("%d/%m %H:%M")
        return _("Ván #{id} · {when} · {players} người · {result} · bạn {net} điểm").format(
            id=r["id"], when=when, players=r["players"], result=result_of(r), net=f"{sm.get('learner_net', 0):+d}")

    table_rows = [{_("Ván"): f"#{r['id']}",
                   _("Lúc"): dt.datetime.fromtimestamp(r["finished_at"]).strftime("%d/%m/%Y %H:%M"),
                   _("Người chơi"): r["players"], _("Luật"): _variant_name(r["variant"]),
                   _("Chế độ"): mode_name(r["summary"].get("mode")),
                   _("Kết quả"): (_("{who} ù").format(who=winner(r)) if r["result"] == "u"
                                  else _result_word(r["result"])),
                   _("Bạn (điểm)"): r["summary"].get("learner_net", 0),
                   _("Chỗ cần học"): r["summary"].get("lessons", 0)} for r in rows]
    st.dataframe(pd.DataFrame(table_rows), hide_index=True, width="stretch")
    ids = [r["id"] for r in rows]
    labels = {r["id"]: label(r) for r in rows}
    rid = st.selectbox(_("Chọn ván để xem lại từng bước"), ids, format_func=labels.get, key=K + "h_id",
                       placeholder=choose_placeholder())
    rec = games.get_record(rid)
    if not rec:
        st.warning(_("Không đọc được ván này trong tệp tiến độ."))
        return
    try:
        states = _steps(rid, rec)
    except Exception:  # noqa: BLE001 — a record the engine can no longer replay
        st.warning(_("Không phát lại được ván này (bản ghi không khớp với luật hiện tại)."))
        return
    ss = st.session_state
    # One step per line of the log (:func:`log_lines`): step k shows the table after move k — and
    # after any silent pass that follows it — with the log's own number, so «Nước k» here is
    # «k.» in the log and in the review. Step 0 is the deal.
    lines = log_lines(states[-1])
    stops = [i for _n, i, _t in lines] + [len(states) - 1]  # step k → states[stops[k]]
    last = len(lines)
    if ss.get(K + "h_for") != rid:
        ss[K + "h_for"] = rid
        ss[K + "h_step"] = last
    ss[K + "h_step"] = max(0, min(last, int(ss.get(K + "h_step") or 0)))
    c1, c2, c3, c4 = st.columns([1, 1, 5, 2], vertical_alignment="bottom")
    c1.button(_("Lùi"), key=K + "h_prev", on_click=_h_move, args=(-1, last), icon=":material/chevron_left:",
              width="stretch")
    c2.button(_("Tới"), key=K + "h_nextstep", on_click=_h_move, args=(1, last), icon=":material/chevron_right:",
              width="stretch")
    k = c3.slider(_("Bước"), 0, last, key=K + "h_step")
    reveal = c4.toggle(_("Lật bài mọi người"), value=True, key=K + "h_reveal")
    state = states[stops[k]]
    if k:
        st.markdown(_("**Nước {n}:** {move}").format(n=k, move=lines[k - 1][2]))
    else:
        st.markdown(_("**Lúc chia bài:** {who} được cái (20 lá) và đánh trước.").format(
            who=seat_word(state, state.cai)))
    st.html(table_html(table_view(state, reveal=reveal)))
    st.html(hand_html(groups=hand_groups(list(state.hands[0])), width=36, caption=_("Bài của bạn lúc này")))
    show_log(state, upto=stops[k], height=180)

    final = Table(states[-1], mode=rec.get("mode", "kem_cap"), bots=rec.get("bots") or (),
                  timeline=from_data(rec.get("timeline") or []), hand_no=rec.get("hand_no", 1), record_id=rid)
    final.use_steps(states)  # an old record's stopped moves are judged again on them
    if final.finished:
        with kept_expander(_("Kết quả và tiền của ván"), "hist_result_box"):
            s = final.state
            if s.xuong:
                show_grade(s.xuong, mine=s.winner == 0)
            st.markdown(_("**Tiền:** {summary}").format(summary=_clean((s.payouts or {}).get("summary", ""))))
    show_review(final, states)
