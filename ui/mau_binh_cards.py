"""Mậu binh cards (seed 004): the 52-card deck drawn as SVG, rows of cards, the three chi, and the
pills that put 13 cards into chi đầu / chi giữa / chi cuối, with a board to drag them there instead
(``streamlit-sortables``; without it :func:`drag_available` is False); the session's house rules
(«Chơi Mậu binh» edits them, «Kiểm tra binh» judges with them; defaults: ``rules/mau_binh.yaml``)."""
from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from contextlib import nullcontext
from typing import Any

import streamlit as st
import yaml

from learning import mau_binh_rounds as rounds, progress
from learning.i18n import N_, _
from chan_core.errors import ChanError
from mau_binh.arrangement import CHI_NAMES, CHI_SIZE, Arrangement
from mau_binh.cards import Card, parse_cards
from mau_binh.options import Options, default_options, make_options
from mau_binh.rules import CHI_IDS, load_rules
from ui.cards import as_cards, svg_img
from ui.feedback import learner_view
from ui.inputs import choose_placeholder, typed_number
from ui.style import asset, script_tag
from ui.widget_values import refuse_link, to_link
from words import say
from words.i18n import is_english, text_of
from words.phrases.mau_binh import card_said

try:  # a page without the component offers tap only
    from streamlit_sortables import sort_items
except ImportError:  # pragma: no cover - requirements.txt installs it
    sort_items = None

__all__ = [
    "PLAYING_CARD_WIDTH", "PLAYING_CARD_RATIO", "playing_card_img", "playing_cards_html",
    "chi_rows", "chi_chooser", "chi_chooser_set", "CHI_LABELS", "suit_path",
]

PLAYING_CARD_WIDTH = 60
PLAYING_CARD_RATIO = 1.4
_RED = "#c62828"
_FONT = "'Source Sans Pro','Source Sans 3','Noto Sans','DejaVu Sans',sans-serif"
CHI_LABELS = {"front": N_("Chi đầu (3 lá)"), "middle": N_("Chi giữa (5 lá)"), "back": N_("Chi cuối (5 lá)")}

_DRAWING = yaml.load(asset("playing_cards.yaml"), Loader=yaml.CSafeLoader)
_SUIT_SHAPES, _PIPS = _DRAWING["suits"], _DRAWING["pips"]  # suit paths (100 × 100), pip centres by rank
_RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}


def _card(card: str | Card) -> Card:
    return card if isinstance(card, Card) else Card(card)


def suit_path(suit: str, cx: float, cy: float, size: float, ink: str, flip: bool = False) -> str:
    """The shape of ``suit`` (``s h d c``) as SVG, centred on (cx, cy), ``size`` wide; ``flip``
    turns it upside down (the lower half of a card)."""
    turn = f"rotate(180 {cx} {cy})" if flip else ""
    return (f'<g fill="{ink}" transform="{turn} translate({cx - size / 2:.1f} {cy - size / 2:.1f}) '
            f'scale({size / 100:.3f})">{_SUIT_SHAPES[suit]}</g>')


def playing_card_img(card: str | Card, width: int = PLAYING_CARD_WIDTH) -> str:
    """One card (a Card, ``'As'``, ``'10h'``, ``'Q rô'``) as an ``<img>`` of an SVG (viewBox 250 × 350), alt the
    card in words, ``data-card`` its code. Raises ChanError for an unknown card."""
    c = _card(card)
    ink = _RED if c.red else "#1b1b1b"
    h = round(int(width) * PLAYING_CARD_RATIO)
    rank = _RANK_TEXT.get(c.rank, str(c.rank))
    corner = (f'<text x="30" y="52" font-size="{44 if c.rank != 10 else 38}" font-weight="700" fill="{ink}" '
              f'font-family="{_FONT}" text-anchor="middle" letter-spacing="-2">{rank}</text>'
              + suit_path(c.suit, 30, 78, 30, ink))
    if c.rank <= 10:
        body = "".join(suit_path(c.suit, x, y, 46, ink, flip=y > 175) for x, y in _PIPS[c.rank])
    elif c.rank == 14:
        body = suit_path(c.suit, 125, 175, 120, ink)
    else:
        body = (f'<rect x="62" y="62" width="126" height="226" rx="8" fill="{ink}" fill-opacity="0.07" '
                f'stroke="{ink}" stroke-width="3"/><text x="125" y="170" font-size="96" font-weight="700" '
                f'fill="{ink}" font-family="{_FONT}" text-anchor="middle">{rank}</text>'
                + suit_path(c.suit, 125, 225, 58, ink))
    said = card_said(c)
    title = (_("{card} — lá đỏ") if c.red else _("{card} — lá đen")).format(card=said)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 350" width="{int(width)}" height="{h}" '
           f'role="img" aria-label="{html.escape(said)}" data-card="{c.code}"><title>{html.escape(title)}</title>'
           '<rect x="3" y="3" width="244" height="344" rx="18" fill="#ffffff" stroke="#9e9e9e" stroke-width="4"/>'
           f'{corner}<g transform="rotate(180 125 175)">{corner}</g>{body}</svg>')
    return svg_img(svg, width, h, said, code=c.code)


def playing_cards_html(cards: Any, *, width: int = PLAYING_CARD_WIDTH, caption: str | None = None) -> str:
    """A wrapping row of cards; ``caption`` shown literally."""
    gap = max(3, width // 12)
    row = "".join(playing_card_img(c, width) for c in as_cards(cards, Card, parse_cards))
    body = f'<div class="mb-hand" style="display:flex;flex-wrap:wrap;gap:{gap}px;padding:2px 0;">{row}</div>'
    return body + (f'<div style="font-size:0.9rem;color:#5b5445;margin-top:2px">{html.escape(caption)}</div>'
                   if caption else "")


def chi_rows(arr: Any, width: int, notes: Sequence[str | None] | None = None) -> str:
    """The three chi of ``arr`` (an :class:`Arrangement` or ``{front, middle, back}`` → cards) one under the other,
    each chi's name and note (default: an arrangement's categories) left of its cards (above when too narrow)."""
    rows = []
    for c, note in zip(CHI_IDS, [say(v.label()) for v in arr.values] if notes is None else notes):
        cards = arr.chi(c) if isinstance(arr, Arrangement) else arr[c]
        note_html = (f'<div style="font-size:0.9rem;color:#4a463c;line-height:1.25">{html.escape(note)}</div>'
                     if note else "")
        rows.append('<div style="display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;margin:6px 0;">'
                    f'<div style="flex:0 0 10.5rem;max-width:100%"><div style="font-weight:600">'
                    f'{html.escape(CHI_NAMES[c])}</div>{note_html}</div>'
                    f'<div style="flex:1 1 {5 * width + 40}px;min-width:0">{playing_cards_html(cards, width=width)}'
                    "</div></div>")
    return f'<div class="mb-chi">{"".join(rows)}</div>'


def chi_state(chosen: dict, hand: list) -> tuple[list, Arrangement | None, str]:
    """A chi chooser's ``chosen`` (chi id → cards) of ``hand``: the cards not placed yet, the arrangement once
    every chi is full (else ``None``), and how full each is (``'chi đầu 2/3, chi giữa 5/5, chi cuối 0/5'``)."""
    placed = {x for c in CHI_IDS for x in chosen[c]}
    need = ", ".join(f"{CHI_NAMES[c].lower()} {len(chosen[c])}/{n}" for c, n in CHI_SIZE.items())
    full = all(len(chosen[c]) == n for c, n in CHI_SIZE.items())
    return [c for c in hand if c not in placed], Arrangement.of(chosen) if full else None, need


def two_arrangements(left: tuple[str, Any], right: tuple[str, Any], width: int) -> None:
    """Two ``(label markdown, arrangement)`` side by side, each label above its chi rows."""
    for col, (label, arr) in zip(st.columns(2), (left, right)):
        col.markdown(label)
        col.html(chi_rows(arr, width))


# ---------------------------------------------------------------- the chi chooser
def chi_keys(key: str) -> dict[str, str]:
    """The session keys of the chooser ``key``'s three chi: ``{front, middle, back}`` → key."""
    return {c: f"{key}__{c}" for c in CHI_LABELS}


def _move(key: str, chi: str) -> None:
    """Pills callback: the cards just chosen in ``chi`` leave the other two rows."""
    keys = chi_keys(key)
    mine = set(st.session_state.get(keys[chi]) or ())
    for other, k in keys.items():
        if other != chi:
            st.session_state[k] = [x for x in (st.session_state.get(k) or ()) if x not in mine]


def chi_chooser_set(key: str, front: Iterable[Any], middle: Iterable[Any], back: Iterable[Any]) -> None:
    """Put cards into the chooser ``key`` (call from a button callback, before it is drawn)."""
    for k, cards in zip(chi_keys(key).values(), (front, middle, back)):
        st.session_state[k] = [_card(c).code for c in cards]


def _label(code: str) -> str:
    c = Card(code)
    return f":red[{c.symbol}]" if c.red else c.symbol


def chi_chooser(key: str, cards: Sequence[Card], *, disabled: bool = False) -> dict[str, list[Card]]:
    """Three rows of pills offering the 13 ``cards``; a card chosen in one row leaves the others.
    Returns ``{front, middle, back}`` → the chosen cards in ``cards``' order."""
    codes = [c.code for c in cards]
    keys = chi_keys(key)
    out: dict[str, list[Card]] = {}
    for chi, k in keys.items():
        if k in st.session_state:  # drop codes that are not in this hand (a stale state)
            st.session_state[k] = [x for x in st.session_state[k] if x in codes]
        chosen = st.pills(
            _(CHI_LABELS[chi]), codes, selection_mode="multi", key=k, format_func=_label,
            on_change=_move, args=(key, chi), disabled=disabled,
        )
        out[chi] = [c for c in cards if c.code in set(chosen or ())]
    return out


# ---------------------------------------------------------------- the round being arranged: in the link, kept per learner
def reopen_round(page: str) -> int | None:
    """The seed of the learner's round on ``page`` (a session prefix) not settled yet — this session's (a visit to
    another page dropped the link), else the store's (:func:`learning.mau_binh_rounds.open_round`), its chi put in the
    link for :func:`link_chi`; ``None`` when he has none."""
    kept = dict(zip(("seed", "xep"), st.session_state.get(page + "deal") or ())) or rounds.open_round(page)
    if kept.get("xep"):
        st.query_params["xep"] = kept["xep"]
    return kept.get("seed")


def link_chi(page: str, seed: int, hand) -> None:
    """A reload or a visit to another page keeps the round: the chooser ``{page}chi_{seed}`` of ``hand`` takes the chi
    in the link (``?xep=``, :func:`keep_chi`), else this session's copy of them, when its rows have none."""
    key, (kept_seed, kept) = f"{page}chi_{seed}", st.session_state.get(page + "deal") or (None, "")
    if not any(f"{key}__{c}" in st.session_state for c in CHI_IDS):  # not drawn last run: take them from the link
        left = {c.code for c in hand}
        rows: list[list[str]] = [[], [], []]
        raw = st.query_params.get("xep") or (kept if kept_seed == seed else "")
        bad = raw.count(".") > 2
        for row, part in zip(rows, raw.split(".")):
            for code in (part[i:i + 2] for i in range(0, len(part), 2)):
                if code in left:  # a card of this hand, once
                    left.discard(code)
                    row.append(code)
                else:
                    bad = True
        bad = bad or any(len(row) > CHI_SIZE[c] for row, c in zip(rows, CHI_IDS))  # 4 cards in chi đầu …
        if bad:  # dropped whole and said literally: a link's chi are never half applied
            rows = [[], [], []]
            refuse_link("xep", raw)
        chi_chooser_set(key, *rows)


def keep_chi(page: str, seed: int, chosen: dict | None, play: str = "") -> None:
    """The chi placed so far (``chosen``; ``None``: the round is settled) in the link (``?xep=front.middle.back``,
    2-letter codes: a reload keeps them), in this session (Streamlit drops the rows of a page not drawn: another page
    and back keeps them) and as the learner's round on ``page`` (a learner switch and back keeps them; ``play``: the id
    of this play of it, which another tab takes)."""
    xep = ".".join("".join(x.code for x in chosen[c]) for c in CHI_IDS) if chosen and any(chosen.values()) else ""
    to_link("xep", xep, "")
    st.session_state[page + "deal"] = None if chosen is None else (seed, xep)
    mine = None if chosen is None else (seed, xep, play)
    if st.session_state.get(page + "open", ()) != mine and progress.current_learner() is not None:
        rounds.keep_open(page, *(mine or (None,)))  # settled: never reopened for arranging
        st.session_state[page + "open"] = mine


# ---------------------------------------------------------------- the drag board (shares the chooser's state)
LOOSE_LABEL = N_("Lá chưa xếp")
# Card-like chips; the component draws in its own frame, so this is its style sheet.
_STYLE = asset("drag.css")


def drag_available() -> bool:
    """True when the sortable-list component is installed (``streamlit-sortables``)."""
    return sort_items is not None


def chi_drag(key: str, cards: Sequence[Card]) -> None:
    """Draw the drag board for the chooser ``key`` and the hand ``cards``; a dragged card goes into that
    chi of the chooser. Nothing without the component."""
    if sort_items is None:  # pragma: no cover
        return
    codes = [c.code for c in cards]
    by_symbol = {c.symbol: c.code for c in cards}
    symbol = {c.code: c.symbol for c in cards}
    chosen = [set(st.session_state.get(k) or ()) for k in chi_keys(key).values()]
    state = tuple(tuple(x for x in codes if x in mine) for mine in chosen)  # hand order, codes of this hand only
    shown_k, ver_k = f"{key}__drag_shown", f"{key}__drag_ver"
    if st.session_state.get(shown_k) != state:  # tapped, dealt again or first drawn: draw it anew
        st.session_state[ver_k] = st.session_state.get(ver_k, 0) + 1
        st.session_state[shown_k] = state
    placed = {x for chi in state for x in chi}
    headers = [_(LOOSE_LABEL)] + [_(label) for label in CHI_LABELS.values()]
    boxes = [[x for x in codes if x not in placed], *state]
    items = [{"header": h, "items": [symbol[x] for x in box]} for h, box in zip(headers, boxes)]
    lang = "en" if is_english() else "vi"
    out = sort_items(items, multi_containers=True, direction="horizontal", custom_style=_STYLE,
                     key=f"{key}__drag_{lang}_{st.session_state[ver_k]}")
    st.html(script_tag("drag_red.js", red=_RED), width="content", unsafe_allow_javascript=True)
    try:  # the boxes by position (the headers are words of the language drawn)
        moved = [{by_symbol[s] for s in box["items"] if s in by_symbol} for box in out[1:4]]
    except (TypeError, KeyError, IndexError):  # not the component's answer: keep the state
        return
    if len(out) != 4:
        return
    new = tuple(tuple(x for x in codes if x in chi) for chi in moved)
    if new != state:
        for k, chi in zip(chi_keys(key).values(), new):
            st.session_state[k] = list(chi)
        st.session_state[shown_k] = new


# ---------------------------------------------------------------- the house rules of the session
HOUSE_KEY = "mb_house"


def house_options() -> Options:
    """The options chosen in this session (the defaults when none, or when they no longer read)."""
    try:
        return make_options(st.session_state.get(HOUSE_KEY) or {})
    except ChanError:
        return default_options()


def option_value_name(rules: Any, oid: str, value: Any) -> str:
    """A value of house option ``oid`` in words (``có``, ``3``, a ranking's or the bonuses' names, ``không bật gì``);
    ``rules``: the learner's view of the Mậu binh rules (:func:`ui.feedback.learner_view`)."""
    if isinstance(value, bool):
        return _("có") if value else _("không")
    if oid == "bonuses":
        return ", ".join(text_of(rules.bonus(b), "name") for b in value) or _("không bật gì")
    if oid == "special_ranking":
        return text_of(rules.special_rankings[value], "name")
    if oid == "nam_doi_mot_xam":  # the special hand's name, in English glossed: «Sáu đôi (six pairs)»
        sau_doi = rules.special("sau_doi")
        name = f"{sau_doi.name} ({sau_doi.gloss_en})" if is_english() else sau_doi.name
        return name if value == "sau_doi" else _("Trên {name}").format(name=name.lower())
    return str(value)


# the editor's layout: the switches, the numbers and choices beside them, the bonuses below both
HOUSE_LAYOUT = (("special_hands", "sap_ham", "sap_ham_lung", "sap_lang", "bonus_at"),
                ("special_points", "sanh_rong", "nam_doi_mot_xam", "special_ranking"), ("bonuses",))


def _house_widget(rules: Any, oid: str, value: Any, key: str, sap_ham: bool) -> Any:
    """The widget of one house option by its type; returns the value chosen."""
    o = rules.option(oid)
    name, tip = text_of(o, "name"), text_of(o, "description")
    if o.type == "int":
        return typed_number(name, o.min, o.max, int(value), key=key, help=tip)
    # a choice's value is set through the session state only, never also as the widget's default: a language switch
    # sends it again (ui.i18n.carry_widget_values) and Streamlit warned of a widget given its value both ways
    st.session_state.setdefault(key, list(value) if o.type == "list" else value)
    if o.type == "bool":
        if oid == "sap_ham_lung":  # counted only under sập hầm: while it is off, shown off and greyed
            tip += "\n\n" + _("Chỉ có tác dụng khi bật «{name}».").format(name=text_of(rules.option("sap_ham"), "name"))
            if not sap_ham:
                st.toggle(name, value=False, key=key + "_off", help=tip, disabled=True)
                return bool(value)  # kept for when sập hầm is on again
        return st.toggle(name, key=key, help=tip)
    if o.type == "choice":
        return st.selectbox(name, o.choices, key=key, placeholder=choose_placeholder(),
                            help=None if oid == "special_ranking" else tip,
                            format_func=lambda v: option_value_name(rules, oid, v))
    return st.multiselect(name, o.choices, key=key, placeholder=choose_placeholder(many=True),
                          help=tip, format_func=lambda v: option_value_name(rules, oid, [v]),
                          select_all=False)  # Streamlit's «Select all» row is English only


def house_editor(prefix: str) -> None:
    """Widgets for every house option (keys ``prefix`` + option id); stores the choice under :data:`HOUSE_KEY`."""
    rules = learner_view(load_rules())
    cur = house_options().as_dict()
    out: dict = {}
    for box, ids in zip((*st.columns(2), nullcontext()), HOUSE_LAYOUT):
        with box:
            for oid in ids:
                out[oid] = _house_widget(rules, oid, cur[oid], prefix + oid, out.get("sap_ham", False))
    st.session_state[HOUSE_KEY] = out
