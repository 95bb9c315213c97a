"""Drag to arrange a Mậu binh hand on a board of four boxes («Lá chưa xếp» and the three chi), with
``streamlit-sortables`` (without it :func:`drag_available` is False). The board shares its state with
:func:`ui.mau_binh_cards.chi_chooser`: call :func:`chi_drag` before ``chi_chooser(key, cards)``."""
from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from learning.i18n import N_, _
from mau_binh.cards import Card
from ui.i18n import is_english
from ui.mau_binh_cards import CHI_LABELS, chi_keys
from ui.style import asset

try:  # a page without the component offers tap only
    from streamlit_sortables import sort_items
except ImportError:  # pragma: no cover - requirements.txt installs it
    sort_items = None

__all__ = ["drag_available", "chi_drag", "LOOSE_LABEL"]

LOOSE_LABEL = N_("Lá chưa xếp")
# Card-like chips; the component draws in its own frame, so this is its style sheet.
_STYLE = asset("drag.css")


def drag_available() -> bool:
    """True when the sortable-list component is installed (``streamlit-sortables``)."""
    return sort_items is not None


def _state(key: str, codes: list[str]) -> tuple[tuple[str, ...], ...]:
    """The chooser's three chi as card codes in hand order (codes not in this hand dropped)."""
    chosen = [set(st.session_state.get(k) or ()) for k in chi_keys(key).values()]
    return tuple(tuple(x for x in codes if x in mine) for mine in chosen)


def chi_drag(key: str, cards: Sequence[Card]) -> None:
    """Draw the drag board for the chooser ``key`` and the hand ``cards``; a dragged card goes into that
    chi of the chooser. Nothing without the component."""
    if sort_items is None:  # pragma: no cover
        return
    codes = [c.code for c in cards]
    by_symbol = {c.symbol: c.code for c in cards}
    symbol = {c.code: c.symbol for c in cards}
    state = _state(key, codes)
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
