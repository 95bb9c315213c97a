"""Card pictures: SVG cards drawn in code, hands as rows of cards with groups.

``st.html`` sanitises with DOMPurify's HTML profile, which strips inline ``<svg>``;
pictures are therefore embedded as ``<img src="data:image/svg+xml…">``. Card facts
(names, Chinese characters, red/black) come from ``rules/deck.yaml`` through
:mod:`chan_core.cards` (seed 001 §I, §V.13). The pictures keep their Chinese characters and
the Vietnamese name at the foot in every language; in English the face also shows the English
reading under the name («9 of vạn», :func:`card_reading`) and the tooltip and alt text give the
English-readable name «cửu vạn / 9 of vạn» (:func:`card_label`, issue 15).
"""
from __future__ import annotations

import base64
import html
from collections.abc import Iterable, Sequence
from typing import Any

import streamlit as st

from chan_core.cards import Kind, parse_card, parse_cards
from words.cards import card_name_en
from words.i18n import current_language
from learning.i18n import _


# ---------------------------------------------------------------- constants
CARD_WIDTH = 56
"""Default card width in CSS pixels ("hand size"); height is 3.2 × width."""
CARD_RATIO = 3.2
"""Height / width of a Chắn card (long and narrow)."""
PHONE_MAX_WIDTH = 640
"""Screens up to this many CSS pixels wide count as a phone (the app's CSS, ``ui/style.py``)."""
PHONE_MIN_CARD_WIDTH = 58
"""On a phone a card in a hand is at least this wide (``ui/style.py``), so the names under the
picture are at least about 11 px: the smallest is the English reading, 19 of the 100 units of a
card's width (19 × 58 / 100 ≈ 11 px); the Vietnamese name (22 units) is about 12.8 px."""
FONT_STACK = (
    "'Source Sans Pro','Source Sans 3','Noto Sans','WenQuanYi Micro Hei',"
    "'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif"
)
"""Font stack for Vietnamese text with Chinese characters (WenQuanYi for 萬文索)."""
CJK_FONT_STACK = (
    "'WenQuanYi Micro Hei','Noto Serif CJK SC','Noto Sans CJK SC',"
    "'Microsoft YaHei','PingFang SC','SimSun',serif"
)
"""Font stack for the Chinese characters printed on the cards."""
INK_RED = "#b3261e"
INK_BLACK = "#1d1b16"
PAPER = "#fbf6e8"
EDGE = "#8c7a55"
HIGHLIGHT = "#e8a200"

GROUP_LABELS = {
    "an_chan": "ăn chắn",
    "an_ca": "ăn cạ",
    "chiu": "chíu",
    "chan": "chắn",
    "ca": "cạ",
    "ba_dau": "ba đầu",
    "que": "què",
}
"""Captions for meld types and layout groups: the game's words, the same in every language."""




# ---------------------------------------------------------------- card pictures
def _kind(card: str | Kind) -> Kind:
    return card if isinstance(card, Kind) else parse_card(card)


def card_label(card: str | Kind) -> str:
    """The card's name as a label in the current language: Vietnamese ``'Cửu vạn'`` (its
    name in ``rules/deck.yaml``); English the English-readable name ``'cửu vạn / 9 of vạn'``
    (:func:`words.cards.card_name_en`, issue 15). Raises :class:`ChanError` for an
    unknown card."""
    k = _kind(card)
    return k.name if current_language() == "vi" else card_name_en(k)


def card_reading(card: str | Kind) -> str:
    """The short English reading printed on an English card face: ``'9 of vạn'``; chi chi
    ``'the 1'`` (its ``english`` in ``rules/deck.yaml`` without the bracket, seed 001 §I)."""
    k = _kind(card)
    return (k.english or "").split(" (")[0]


def _colour_word(k: Kind) -> str:
    return _("quân đỏ") if k.red else _("quân đen")


def _ornament(k: Kind, ink: str) -> str:
    """The middle picture of a card, one motif per suit (viewBox 100×320).

    Vạn (萬, money): a cash coin with a square hole. Sách (索, string of
    cash): three coins on a cord. Văn (文, pattern): a four-petal flower.
    Chi chi: a double ring with a dot (the card every player watches).
    """
    if k.suit == "V":
        return (
            f'<circle cx="50" cy="152" r="21" fill="none" stroke="{ink}" stroke-width="4"/>'
            f'<rect x="43" y="145" width="14" height="14" fill="none" stroke="{ink}" stroke-width="3"/>'
        )
    if k.suit == "S":
        coins = "".join(
            f'<ellipse cx="50" cy="{y}" rx="13" ry="8" fill="none" stroke="{ink}" stroke-width="3"/>'
            f'<rect x="47" y="{y - 3}" width="6" height="6" fill="{ink}"/>'
            for y in (122, 152, 182)
        )
        return f'<line x1="50" y1="106" x2="50" y2="198" stroke="{ink}" stroke-width="2"/>' + coins
    if k.suit == "N":
        petals = "".join(
            f'<circle cx="{50 + dx}" cy="{152 + dy}" r="11" fill="none" stroke="{ink}" stroke-width="3"/>'
            for dx, dy in ((0, -14), (14, 0), (0, 14), (-14, 0))
        )
        return petals + f'<circle cx="50" cy="152" r="5" fill="{ink}"/>'
    return (
        f'<circle cx="50" cy="152" r="24" fill="none" stroke="{ink}" stroke-width="3"/>'
        f'<circle cx="50" cy="152" r="15" fill="none" stroke="{ink}" stroke-width="3"/>'
        f'<circle cx="50" cy="152" r="5" fill="{ink}"/>'
    )


def card_svg(
    kind: str | Kind,
    width: int = CARD_WIDTH,
    highlight: bool | str = False,
    *,
    dim: bool = False,
    show_name: bool = True,
    mono: bool = False,
    show_rank: bool = True,
) -> str:
    """One card as an inline SVG string (no image files).

    ``kind`` is a :class:`~chan_core.cards.Kind` or anything
    :func:`~chan_core.cards.parse_card` reads (``'9V'``, ``'cửu vạn'``).
    ``width`` is in CSS pixels; the card is ``width × 3.2`` tall. The card
    shows the rank numeral (top) and suit character (bottom) in Chinese as
    printed on Chắn cards (``rules/deck.yaml`` ``chinese``), a suit motif in
    the middle, the Arabic rank in the corner and the Vietnamese name at the
    foot (in every language; in English a second line under it gives the English reading
    «9 of vạn», :func:`card_reading`, the bottom character drawn smaller); the tooltip says the card's name (:func:`card_label`:
    «cửu vạn / 9 of vạn» in English), code and colour; red cards (8V 8S 9V 9S CC, seed 001 §V.13) are inked red.
    ``highlight`` ``True`` (gold) or a CSS colour draws a thick frame;
    ``dim`` greys the card out. ``mono`` inks every card black and leaves the colour out of
    the tooltip — for a question about which cards are red, so the picture does not give the
    answer away (issue 17). Raises :class:`ChanError` for an unknown card.
    """
    k = _kind(kind)
    ink = INK_RED if k.red and not mono else INK_BLACK
    w = int(width)
    h = round(w * CARD_RATIO)
    top, bottom = (k.chinese[0], k.chinese[-1]) if k.chinese else ("", "")
    frame = ""
    if highlight:
        colour = HIGHLIGHT if highlight is True else str(highlight)
        frame = (
            f'<rect x="3" y="3" width="94" height="314" rx="9" fill="none" '
            f'stroke="{html.escape(colour)}" stroke-width="7"/>'
        )
    corner = (
        f'<text x="21" y="31" font-size="17" font-weight="700" fill="{ink}" '
        f'font-family="{FONT_STACK}" text-anchor="middle">{k.rank}</text>'
        if k.suit and show_rank
        else ""
    )
    name = html.escape(k.name)
    fit = ' textLength="80" lengthAdjust="spacingAndGlyphs"' if len(k.name) > 7 else ""
    name_svg = (
        f'<text x="50" y="305" font-size="22" font-weight="600"{fit} '
        f'fill="{ink}" font-family="{FONT_STACK}" text-anchor="middle">{name}</text>'
        if show_name
        else ""
    )
    bottom_svg = (
        f'<text x="50" y="268" font-size="60" font-weight="700" fill="{ink}" '
        f'font-family="{CJK_FONT_STACK}" text-anchor="middle">{html.escape(bottom)}</text>'
        f'<line x1="16" y1="282" x2="84" y2="282" stroke="{ink}" stroke-opacity="0.35" stroke-width="1.5"/>'
    )
    if show_name and current_language() != "vi" and k.english:
        # English (issue 15 QA: a phone shows no title/alt): the English reading on the face,
        # a second line under the Vietnamese name; the bottom character is drawn a little
        # smaller and higher to make room (same 100×320 card, legible at 56 px wide).
        reading = html.escape(card_reading(k))
        fit_en = ' textLength="80" lengthAdjust="spacingAndGlyphs"' if len(card_reading(k)) > 8 else ""
        fit = ' textLength="80" lengthAdjust="spacingAndGlyphs"' if len(k.name) > 8 else ""
        bottom_svg = (
            f'<text x="50" y="252" font-size="50" font-weight="700" fill="{ink}" '
            f'font-family="{CJK_FONT_STACK}" text-anchor="middle">{html.escape(bottom)}</text>'
            f'<line x1="16" y1="263" x2="84" y2="263" stroke="{ink}" stroke-opacity="0.35" stroke-width="1.5"/>'
        )
        name_svg = (
            f'<text x="50" y="284" font-size="20" font-weight="600"{fit} '
            f'fill="{ink}" font-family="{FONT_STACK}" text-anchor="middle">{name}</text>'
            f'<text x="50" y="305" font-size="19" font-weight="600"{fit_en} data-reading="en" '
            f'fill="{ink}" font-family="{FONT_STACK}" text-anchor="middle">{reading}</text>'
        )
    label = html.escape(card_label(k))
    title = label if mono else f"{label} ({k.code}) — {_colour_word(k)}"
    opacity = ' opacity="0.35"' if dim else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 320" width="{w}" height="{h}" '
        f'role="img" aria-label="{label}" data-card="{k.code}" style="display:block"{opacity}>'
        f"<title>{title}</title>"
        f'<rect x="2" y="2" width="96" height="316" rx="9" fill="{PAPER}" stroke="{EDGE}" stroke-width="2.5"/>'
        f'<rect x="9" y="9" width="82" height="302" rx="5" fill="none" stroke="{ink}" '
        f'stroke-opacity="0.45" stroke-width="1.5"/>'
        f"{corner}"
        f'<text x="50" y="92" font-size="60" font-weight="700" fill="{ink}" '
        f'font-family="{CJK_FONT_STACK}" text-anchor="middle">{html.escape(top)}</text>'
        f"{_ornament(k, ink)}"
        f"{bottom_svg}"
        f"{name_svg}{frame}</svg>"
    )


def card_img(
    kind: str | Kind,
    width: int = CARD_WIDTH,
    highlight: bool | str = False,
    *,
    dim: bool = False,
    show_name: bool = True,
    mono: bool = False,
) -> str:
    """One card as an ``<img>`` tag holding :func:`card_svg` as a data URI.

    This is what pages put into ``st.html``/``st.markdown``: Streamlit's HTML
    sanitiser keeps ``<img>`` with a ``data:`` URI but strips inline
    ``<svg>``. Same arguments as :func:`card_svg`; the tag has ``alt`` and
    ``title`` (the card's name, :func:`card_label`: «Cửu vạn», in English
    «cửu vạn / 9 of vạn») and ``data-card`` (the code).
    """
    k = _kind(kind)
    svg = card_svg(k, width, highlight, dim=dim, show_name=show_name, mono=mono)
    label = card_label(k)
    return svg_img(svg, width, round(int(width) * CARD_RATIO), label,
                   title=label if mono else f"{label} — {_colour_word(k)}", code=k.code)


def svg_img(svg: str, width: int, height: int, alt: str, *, title: str | None = None, code: str | None = None) -> str:
    """Any SVG string as an ``<img>`` data URI for ``st.html`` (which strips inline ``<svg>``).

    ``width``/``height`` in CSS pixels; ``alt`` is the description, in the current language, and
    the hover ``title`` unless one is given; ``code``: a card's code, kept as ``data-card`` (a card
    in a row of cards does not shrink).
    """
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    card = f' data-card="{code}"' if code else ""
    return (
        f'<img src="data:image/svg+xml;base64,{data}" width="{int(width)}" height="{int(height)}" '
        f'alt="{html.escape(alt)}" title="{html.escape(alt if title is None else title)}"{card} '
        f'style="display:block;{"flex:none;" if code else ""}max-width:100%;height:auto">'
    )


def _flat(cards: Any) -> list[Kind]:
    if cards is None:
        return []
    if isinstance(cards, Kind):
        return [cards]
    return parse_cards(cards if isinstance(cards, str) else list(cards))


def _is_highlighted(pos: int, k: Kind, highlight: Iterable[Any]) -> bool:
    for h in highlight:
        if isinstance(h, bool):
            continue
        if isinstance(h, int) and h == pos:
            return True
        if isinstance(h, Kind) and h == k:
            return True
        if isinstance(h, str) and h.upper() == k.code:
            return True
    return False


def hand_html(
    cards: Any = (),
    *,
    groups: Sequence[tuple[str | None, Any]] | None = None,
    width: int = CARD_WIDTH,
    highlight: Iterable[int | str | Kind] = (),
    dim: Iterable[int | str | Kind] = (),
    caption: str | None = None,
    gap: int | None = None,
    mono: bool = False,
) -> str:
    """HTML for a row of cards (wraps onto more lines when narrow).

    ``cards``: a :class:`~chan_core.cards.Hand`, a list of kinds/codes, or
    notation (``'9V 9V cửu văn'``). ``groups``: instead of ``cards``, a list
    of ``(caption, cards)`` shown as clusters with wider gaps between them
    (chắn / cạ / què …; see :func:`layout_groups`); caption may be ``None``.
    ``highlight`` / ``dim``: positions (0-based, counted over all cards in
    order) or kinds/codes to frame in gold / grey out. ``caption``: a line
    under the whole row. ``width`` in CSS pixels per card. ``mono``: every card inked
    black (:func:`card_svg`). Raises
    :class:`ChanError` for an unknown card.
    """
    hl = list(highlight)
    dm = list(dim)
    g = max(3, width // 14) if gap is None else gap
    if groups is None:
        groups = [(None, cards)]
    pos = 0
    parts = []
    for cap, grp in groups:
        row = []
        for k in _flat(grp):
            row.append(
                card_img(k, width, _is_highlighted(pos, k, hl), dim=_is_highlighted(pos, k, dm), mono=mono)
            )
            pos += 1
        cap_html = (
            f'<div style="font-size:0.85rem;color:#5b5445;text-align:center;margin-top:4px;'
            f'font-family:{FONT_STACK}">{html.escape(cap)}</div>'
            if cap
            else ""
        )
        parts.append(
            '<div style="display:inline-flex;flex-direction:column;align-items:center;max-width:100%;">'
            f'<div style="display:flex;flex-wrap:wrap;gap:{g}px;">{"".join(row)}</div>{cap_html}</div>'
        )
    outer_gap = g * 5 if len(groups) > 1 else g
    body = (
        f'<div class="hc-hand" style="display:flex;flex-wrap:wrap;align-items:flex-start;'
        f'gap:{g * 3}px {outer_gap}px;padding:4px 0;">{"".join(parts)}</div>'
    )
    if caption:
        body += (
            f'<div style="font-size:0.9rem;color:#5b5445;margin-top:2px;font-family:{FONT_STACK}">'
            f"{html.escape(caption)}</div>"
        )
    return body


def layout_groups(lay: Any) -> list[tuple[str, list[Kind]]]:
    """Groups for :func:`hand_html` from a :class:`chan_core.layout.Layout`.

    Order as seed 001 §III lays a hand out: melds on the mat (ăn chắn, ăn cạ,
    chíu), then chắn, cạ, ba đầu, què in hand. Each pair/triple is one group
    captioned with the game's word (a meld: «ăn chắn (đã hạ)», English «ăn chắn (laid
    down)»); the què cards form one group.
    """
    out: list[tuple[str, list[Kind]]] = []
    for m in getattr(lay, "melds", ()) or ():
        out.append((laid_down(GROUP_LABELS.get(m.type, m.type)), list(m.cards)))
    for k in getattr(lay, "chan", ()) or ():
        out.append((GROUP_LABELS["chan"], [k, k]))
    for pair in getattr(lay, "ca", ()) or ():
        out.append((GROUP_LABELS["ca"], list(pair)))
    for triple in getattr(lay, "ba_dau", ()) or ():
        out.append((GROUP_LABELS["ba_dau"], list(triple)))
    que = list(getattr(lay, "que", ()) or ())
    if que:
        out.append((GROUP_LABELS["que"], que))
    return out


def laid_down(group: str) -> str:
    """A meld's caption: ``'ăn chắn'`` → ``'ăn chắn (đã hạ)'`` (English ``'ăn chắn (laid down)'``)."""
    return _("{group} (đã hạ)").format(group=group)


def show_hand(cards: Any = (), **kwargs: Any) -> None:
    """Render :func:`hand_html` (same arguments) into the page with ``st.html``."""
    st.html(hand_html(cards, **kwargs))


def show_card(kind: str | Kind, width: int = CARD_WIDTH, highlight: bool | str = False) -> None:
    """Render one :func:`card_svg` into the page."""
    st.html(f'<div style="display:inline-block">{card_img(kind, width, highlight)}</div>')
