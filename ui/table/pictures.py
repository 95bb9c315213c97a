"""The table seen from above as pictures: seat names, card backs, the table HTML and its CSS
(round a table on a wide screen, a column on a phone), the learner's hand grouped; and the hand's
log as the learner reads it, numbered over the lines shown (the live log, the review, the replay)."""
from __future__ import annotations

import functools
import html
import itertools
from collections.abc import Sequence
from typing import Any
import bisect
import re

import streamlit as st

from chan_core.cards import parse_card
from chan_core.facts import Fact
from words.i18n import current_language, is_english
from chan_core.layout import layout
from learning.i18n import N_, _, ngettext
from ui.cards import card_img, CARD_RATIO, card_short, EDGE, FONT_STACK, GROUP_LABELS, layout_groups, svg_uri
from ui.style import style_tag
from ui.table.settings import K
from words import gloss_cards, say
from chan_core.game import describe, seat_label
from chan_core.game.bots import seat_view
from chan_core.game.describe import fault_fact, seat_penalties, seen_at, u_de_facts, u_event
from learning.coach import told_faults
from learning.glosses import with_gloss
from ui.feedback import learner_words


def _mid(name: str) -> str:
    """A seat name mid-sentence: lower case in Vietnamese («trả bên trái»), English keeps «pays Left»."""
    return name if is_english() else name.lower()


AREAS = {2: ("p0", "p1"), 3: ("p0", "p1", "p3"), 4: ("p0", "p1", "p2", "p3")}
"""The table's grid area of each seat by its offset from the viewer (p0 below, p1 right, p2 across, p3 left)."""


def seat_name(seat: int, players: int, viewer: int = 0) -> str:
    """``'Bạn'``, ``'Bên phải'``, ``'Đối diện'`` or ``'Bên trái'`` for ``seat`` seen from ``viewer``
    in the current language. Raises :class:`ChanError` outside 2–4 players."""
    return say(seat_label(seat, viewer, players))


def meld_reading(codes: Sequence[str]) -> str:
    """A mat meld's reading, each card once: ``['6N', '6S']`` → ``'lục văn · lục sách'`` (English ``'6 of văn'``…)."""
    return " · ".join(card_short(c) for c in dict.fromkeys(codes))


@functools.cache
def card_back_img(width: int, lang: str) -> str:
    """The back of a card (face down) as an ``<img>``: a brown card with a border (its alt text in ``lang``,
    the current language: the cache key)."""
    h = round(width * CARD_RATIO)
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 320" width="{width}" height="{h}">'
        f'<rect x="2" y="2" width="96" height="316" rx="9" fill="#7a4b2a" stroke="{EDGE}" stroke-width="3"/>'
        '<rect x="14" y="14" width="72" height="292" rx="5" fill="none" stroke="#e8d5a8" stroke-width="4"/>'
        '</svg>'
    )
    alt = html.escape(_("lá úp"))
    return f'<img src="{svg_uri(svg)}" width="{width}" height="{h}" alt="{alt}" style="display:block;flex:none">'


LAID_OUT = N_("Đã ù: cả bài đã bày ra (xem phần ù).")  # the winner's seat after the hand: no cards «in hand»
TABLE_CSS = style_tag("table.css", font=FONT_STACK)


def _row(codes: Sequence[str], width: int, last_framed: bool = False) -> str:
    n = len(codes)
    return "".join(card_img(c, width, highlight=last_framed and i == n - 1, show_name=False)
                   for i, c in enumerate(codes))


def table_html(view: dict) -> str:
    """HTML of the table (with :data:`TABLE_CSS`) from ``view`` (:func:`table_view`): ``players``, ``seats``
    (``name``, ``tags``, ``turn``, ``hand``, ``hand_cards`` or ``laid_out``, ``mat``, ``cua``), ``viewer``, ``noc``,
    ``offer`` (``None`` or ``{card, text}``), ``note``."""
    n = int(view["players"])
    viewer = int(view.get("viewer", 0))
    aria = html.escape(_("Bàn chơi"))
    parts = [TABLE_CSS, f'<div class="hc-table n{n}" role="img" aria-label="{aria}">']
    for s, seat in enumerate(view["seats"]):
        area = AREAS[n][(s - viewer) % n]
        tags = "".join(f'<span class="hc-tag {html.escape(c)}">{html.escape(t)}</span>' for c, t in seat.get("tags", ()))
        body = [f'<h4>{html.escape(seat["name"])} {tags}</h4>']
        cards, k = seat.get("hand_cards"), seat.get("hand")
        if seat.get("laid_out"):
            body.append(f'<div class="hc-lbl">{html.escape(_(LAID_OUT))}</div>')
        elif cards is not None:
            k = len(cards)
            said = ngettext("Trên tay ({n} lá)", "Trên tay ({n} lá)", k)
            row = f'<div class="hc-row">{_row(cards, 20)}</div>'
        elif k is not None and s == viewer:
            said = ngettext("Trên tay: {n} lá (xem «Bài của bạn»)", "Trên tay: {n} lá (xem «Bài của bạn»)", k)
            row = ""
        elif k is not None:
            said = ngettext("Trên tay: {n} lá", "Trên tay: {n} lá", k)
            row = f'<div class="hc-row hc-backs" style="gap:1px">{card_back_img(9, current_language()) * min(k, 20)}</div>'
        if k is not None:
            body.append(f'<div class="hc-lbl">{html.escape(said.format(n=k))}</div>{row}')
        if mat := seat.get("mat"):
            melds = "".join(
                f'<div class="hc-meld" title="{html.escape(cap)}"><div class="hc-meld-cards">{_row(cards, 24)}</div>'
                f'<div class="hc-read">{html.escape(meld_reading(cards))}</div></div>' for cap, cards in mat)
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
    if offer := view.get("offer"):
        mid += [card_img(offer["card"], 44, highlight=True),
                f'<div class="hc-offer">{html.escape(offer.get("text", ""))}</div>']
    if view.get("note"):
        mid.append(f'<div class="hc-offer">{html.escape(view["note"])}</div>')
    parts.append(f'<div class="hc-mid">{"".join(mid)}</div></div>')
    return "".join(parts)


TRIO = (N_("bộ ba, chờ chíu"), N_("bộ ba, hết chíu"))  # the third of three alike kept to chíu; its fourth face up


def face_up(state: Any) -> list[str]:
    """The cards the learner sees face up (:func:`seat_view`, his own melds with them): a fourth copy there, no chíu."""
    _hand, melds, visible, _opps = seat_view(state, 0)
    return visible + [c for m in melds for c in m["cards"]]


def hand_groups(codes: Sequence[str], seen: Sequence[str] = ()) -> list[tuple[str, list[str]]]:
    """The learner's hand laid out as seed 001 §III does (:func:`ui.cards.layout_groups`):
    ``[(caption, [codes]), …]``, every card exactly once; the third of three alike with no cạ is no què but beside
    its chắn, kept for a chíu (§IV: :data:`TRIO`, «hết chíu» when the fourth is in ``seen``), as the hint says."""
    groups = layout_groups(layout(" ".join(codes))) if codes else []
    que = next((g for cap, g in groups if cap == GROUP_LABELS["que"]), [])
    trios = [c for c in que if codes.count(c) == 3]
    groups = [(_(TRIO[g[0] in seen]), g + g[:1]) if cap == GROUP_LABELS["chan"] and g[0] in trios else (cap, g)
              for cap, g in groups if cap != GROUP_LABELS["que"]]
    rest = [c for c in que if c not in trios]
    return groups + ([(GROUP_LABELS["que"], rest)] if rest else [])


OFFER_WORDS = {"boc": N_("{who} vừa bốc"), "danh": N_("{who} vừa đánh"), "tra_cua": N_("{who} vừa trả cửa"),
               "duoi": N_("{who} bốc rồi dưới")}
PASSED_ON = N_("{where} {card} vào cửa trên của bạn: ăn quân này, hay bốc nọc?")  # «Chơi thử» and «Hôm nay» alike


def seat_word(state: Any, seat: int) -> str:
    """The learner's name for ``seat`` (:func:`seat_name`, in the current language)."""
    return seat_name(seat, state.players, 0)


def _clean(text: Any) -> str:
    """An engine text or fact as the learner reads it (``words.say``): codes in brackets dropped, citations worded."""
    return learner_words(re.sub(r"\s*\((?:[2-9][VNS]|CC)\)", "", say(text)))


def offer_how(o: dict) -> str:
    """How the card ``o`` came on offer: its ``source``, or ``'duoi'`` when the drawer passed it on (bốc rồi dưới)."""
    return "duoi" if o["source"] == "boc" and o.get("eater") not in (None, o["cua"]) else o["source"]


def offer_text(state: Any) -> str:
    """``'Bên phải vừa bốc'`` — who put the card on offer (the state has one), and how."""
    o = state.offer
    who = o["cua"] if o["source"] == "boc" else o.get("putter", o["cua"])
    return _(OFFER_WORDS[offer_how(o)]).format(who=seat_word(state, who))


END_NOTES = {"u": N_("Ván đã kết thúc. {who} ù."), "hoa": N_("Hết nọc: ván hòa."),  # who: the winner's seat
             "u_lao": N_("Ván dừng: có người ù láo."), "end": N_("Ván đã kết thúc.")}


BADGES = {"cai": (N_("cái"), N_("đánh đầu tiên")), "thong": (N_("thông"), N_("ván trước ù, xướng không sai"))}
"""A seat's badge: its word and, shown in English only, its gloss."""


def badge(kind: str) -> str:
    """Badge ``kind`` of :data:`BADGES`: ``'thông'``; English ``'thông (won last hand, xướng right)'``."""
    word, gloss = BADGES[kind]
    return with_gloss(_(word), _(gloss))


def table_view(state: Any, *, reveal: bool = False, marks: dict | None = None) -> dict:
    """The :func:`table_html` view of a :class:`chan_core.game.GameState` seen by the learner;
    ``reveal``: every hand face up; ``marks``: each seat's penalty tags."""
    n = state.players
    seats = []
    offer = state.offer if state.phase in ("offer", "tra_cua") else None
    for s in range(n):
        tags = []
        if s == state.cai:
            tags.append(("cai", badge("cai")))
        if state.thong == s:
            tags.append(("", badge("thong")))
        if marks is not None:
            tags.extend(marks.get(s, []))
        elif s in state.bao:
            tags.append(("bao", _("bị báo")))
        if state.winner == s:
            tags.append(("win", _("ù")))
        if state.actor == s and state.phase != "end":  # the hand over: nobody's turn
            tags.append(("turn", _("đang xướng") if state.phase == "xuong" else _("đang chờ") if s
                         else _("đến lượt bạn")))
        seat = {
            "name": seat_word(state, s),
            "tags": tags,
            "turn": state.actor == s and state.phase != "end",
            "mat": [(GROUP_LABELS.get(m["type"], m["type"]), list(m["cards"])) for m in state.mats[s]],
            "cua": list(state.cua[s]),
            "cua_last": bool(offer) and offer.get("cua") == s and state.phase == "offer",
        }
        if reveal and s != 0:  # the learner's own hand is drawn grouped under the table
            seat["hand_cards"] = list(state.hands[s])
        elif state.winner == s and (state.phase == "xuong" or state.result == "u"):  # laid out, not in hand
            seat["laid_out"] = True
        else:
            seat["hand"] = len(state.hands[s])
        seats.append(seat)
    view = {"players": n, "viewer": 0, "seats": seats, "noc": len(state.noc), "offer": None}
    if state.phase == "offer" and offer:
        view["offer"] = {"card": offer["card"], "text": offer_text(state)}
    elif state.phase == "tra_cua" and offer:
        view["note"] = gloss_cards(_("{who} vừa chíu {card}, phải trả cửa.").format(
            who=seat_word(state, state.actor), card=parse_card(offer["card"]).word))
    if state.phase == "end":
        view["note"] = _(END_NOTES.get(state.result or "", END_NOTES["end"])).format(
            who=seat_word(state, state.winner) if state.winner is not None else "")
    elif state.phase == "xuong":
        view["note"] = _("{who} ù — đang xướng.").format(who=seat_word(state, state.winner))
    return view


# ---------------------------------------------------------------- the hand's log
def log_lines(table: Any, *, upto: int | None = None) -> list[tuple[int, int, str]]:
    """``[(number, event index, line), …]`` of the events before ``upto``, oldest first, seen from the
    learner's seat; numbered 1, 2, 3 … over the lines shown (a silent pass takes no number)."""
    s = table.state if hasattr(table, "state") else table
    said = [(i, text) for i, ev in enumerate(s.events[:upto]) if (text := say(describe(ev, s, 0)))]
    return [(n, i, text) for n, (i, text) in enumerate(said, 1)]


def move_numbers(table: Any) -> list[int]:
    """``numbers[i]``: the number :func:`log_lines` gives a move at event index ``i`` (one past the last too)."""
    s = table.state if hasattr(table, "state") else table
    shown = {i for _n, i, _t in log_lines(s)}
    return list(itertools.accumulate((i in shown for i in range(len(s.events))), initial=1))


def _number_of(numbers: list[int], event: int) -> int:
    """The shown number of event index ``event`` (:func:`move_numbers`; past the end: the next)."""
    return numbers[min(max(int(event), 0), len(numbers) - 1)]


def fault_words(fault: dict, state: Any, why: bool = True) -> str:
    """A fault's line (:func:`fault_fact`) and, with ``why``, why it is one in this hand, said of the seat that made
    it (``game.fault.why``: the lỗi judge's detail, «Bên phải trước đã bỏ…», never «bạn» for a bot)."""
    detail = fault.get("detail")
    why_fact = Fact("game.fault.why", who=seat_label(fault["seat"], 0, state.players), detail=detail)
    return _clean(Fact("game.fault", **fault_fact(fault, state, 0).params,
                       why=why_fact if why and isinstance(detail, Fact) else None))


NOTE_MD = {"fault": ":orange[⚠ {}]", "u_de": ":blue[:material/group: {}]"}
"""A log note's markdown by kind: a fault warns; an ù đè is the game's own rule, not a fault."""


def log_notes(table: Any, shown: list[int] | None = None, *, upto: int | None = None) -> dict[int, list[tuple]]:
    """``{event index: [(kind, sentence), …]}`` (kind a key of :data:`NOTE_MD`): the faults the learner may be told
    of now, each with why (:func:`fault_words`; a bot's fault the làng does not see yet: after the hand), and, at
    the winning ù, each seat that could also have won on that card (ù đè); with ``shown``, each under its line
    (:func:`_on_shown`)."""
    s = table.state if hasattr(table, "state") else table
    end = len(s.events) if upto is None else upto
    out: dict[int, list[tuple]] = {}
    for f in told_faults(table):
        if f["event"] < end:
            # why: the learner's own, one the làng sees, or the hand over — never a bot's hidden cards mid-hand
            why = f["seat"] == 0 or s.finished or seen_at(f, s) is not None
            out.setdefault(f["event"], []).append(("fault", fault_words(f, s, why)))
    ui = u_event(s)
    if ui is not None and ui < end:
        out.setdefault(ui, []).extend(("u_de", say(x)) for x in u_de_facts(s, 0))
    return out if shown is None else _on_shown(out, shown)


def show_log(table: Any, *, upto: int | None = None, height: int = 220) -> None:
    """The hand's events in plain words, newest first, the learner's in bold, each with its notes."""
    s = table.state if hasattr(table, "state") else table
    shown = log_lines(s, upto=upto)
    notes = log_notes(table, [i for _n, i, _t in shown], upto=upto)
    lines = [(f"{n}\\. **{text}**" if s.events[i]["seat"] == 0 else f"{n}\\. {text}") + "".join(
        "  \n" + NOTE_MD[kind].format(_md(note)) for kind, note in notes.get(i, [])) for n, i, text in reversed(shown)]
    fit = min(height, max(64, 26 * (len(lines) + sum(map(len, notes.values()))) + 34))  # a short log takes little room (phones)
    with st.container(height=fit, key=f"{K}log_{'r' if upto is not None else 'p'}"):
        st.markdown("  \n".join(lines) if lines else _("_Chưa có nước nào._"))


def _md(text: str) -> str:
    """``text`` safe inside a ``:orange[…]`` markdown span (brackets escaped)."""
    return str(text).replace("[", "\\[").replace("]", "\\]")


def _on_shown(notes: dict[int, list], shown: list[int]) -> dict[int, list]:
    """``notes`` of a silent event (a pass) moved to the last line shown before it, else the first after."""
    if not shown:
        return {}
    out: dict[int, list] = {}
    for i in sorted(notes):
        k = bisect.bisect_right(shown, i) - 1
        out.setdefault(shown[max(k, 0)], []).extend(notes[i])
    return out


def penalty_tags(table: Any) -> dict[int, list[tuple[str, str]]]:
    """``{seat: [(css class, label)]}``: «bị báo» and every fault the learner may be told of, until the hand ends;
    one the làng has not seen yet (:func:`chan_core.game.describe.seen_at`, as the log says) is marked so."""
    s = table.state if hasattr(table, "state") else table
    told, now = told_faults(table), len(s.events) - 1

    def tag(seat: int, p: str) -> tuple[str, str]:
        mine = [f for f in told if f.get("seat") == seat and f.get("penalty") == p]
        if mine and all((at := seen_at(f, s)) is None or at > now for f in mine):
            return "bao unseen", say(Fact("game.mark.unseen", mark=Fact(f"game.mark.{p}")))
        return "bao", say(Fact(f"game.mark.{p}"))
    return {seat: [tag(seat, p) for p in seat_penalties(s, seat, told)] for seat in range(s.players)}
