"""Card pictures: SVG cards drawn in code (seed 001 §I, §V.13), hands as rows of cards with groups.

``st.html`` strips inline ``<svg>``, so pictures are ``<img src="data:image/svg+xml…">``. Faces keep
the Chinese characters and the Vietnamese name; in English they also show the English reading.
"""
from __future__ import annotations

import base64
import html
from collections.abc import Iterable, Sequence
from string import Template
from typing import Any

import streamlit as st
import yaml

from chan_core.cards import Kind, parse_card, parse_cards
from words.cards import card_name_en, gloss_cards
from words.i18n import current_language
from learning.i18n import _
from ui.style import PHONE_MAX_WIDTH, PHONE_MIN_CARD_WIDTH, asset  # noqa: F401  (ui.PHONE_*)


# ---------------------------------------------------------------- constants
CARD_WIDTH = 56  # CSS pixels; a card is CARD_RATIO times as tall
CARD_RATIO = 3.2
FONT_STACK = (
    "'Source Sans Pro','Source Sans 3','Noto Sans','WenQuanYi Micro Hei',"
    "'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif"
)
CJK_FONT_STACK = (
    "'WenQuanYi Micro Hei','Noto Serif CJK SC','Noto Sans CJK SC',"
    "'Microsoft YaHei','PingFang SC','SimSun',serif"
)
INK_RED = "#b3261e"
INK_BLACK = "#1d1b16"
PAPER = "#fbf6e8"
EDGE = "#8c7a55"
HIGHLIGHT = "#e8a200"

_ORNAMENTS = {suit: Template(svg.replace("\n", ""))  # a card's middle motif by suit
              for suit, svg in yaml.load(asset("chan_cards.yaml"), Loader=yaml.CSafeLoader).items()}
GROUP_LABELS = {  # captions of melds and layout groups: the game's words in every language
    "an_chan": "ăn chắn", "an_ca": "ăn cạ", "chiu": "chíu", "chan": "chắn", "ca": "cạ", "ba_dau": "ba đầu",
    "que": "què",
}


# ---------------------------------------------------------------- card pictures
def _kind(card: str | Kind) -> Kind:
    return card if isinstance(card, Kind) else parse_card(card)


def card_label(card: str | Kind) -> str:
    """``'Cửu vạn'`` (English ``'cửu vạn / 9 of vạn'``). Raises :class:`ChanError` for an unknown card."""
    k = _kind(card)
    return k.name if current_language() == "vi" else card_name_en(k)


def card_words(card: str | Kind) -> str:
    """A card's name mid-sentence: ``'thất vạn'`` (English read out as every text reads it: ``'thất vạn (7 of vạn)'``)."""
    return gloss_cards(_kind(card).word)


def card_reading(card: str | Kind) -> str:
    """The English reading on an English card face: ``'9 of vạn'``, chi chi ``'the 1'``."""
    k = _kind(card)
    return (k.english or "").split(" (")[0]


def card_short(card: str | Kind) -> str:
    """A card's short name: ``'tam vạn'`` (English its face's reading, ``'3 of vạn'``; chi chi by its name)."""
    k = _kind(card)
    return k.word if current_language() == "vi" or k.suit is None else card_reading(k)


def _colour_word(k: Kind) -> str:
    return _("quân đỏ") if k.red else _("quân đen")


# the foot of a face by (English, small): bottom character (y, size, rule y), name and reading
# (y, size, letters that fit unsqueezed); a small card has bigger names: at least 10 px at a phone's 32 px
_FACE_FOOT = {
    (False, False): ((268, 60, 282), (305, 22, 7), None),
    (True, False): ((252, 50, 263), (284, 20, 8), (305, 19, 8)),
    (False, True): ((250, 50, 262), (300, 32, 5), None),
    (True, True): ((234, 40, 245), (275, 32, 5), (306, 32, 5)),
}


def card_svg(
    kind: str | Kind,
    width: int = CARD_WIDTH,
    highlight: bool | str = False,
    *,
    dim: bool = False,
    show_name: bool = True,
    mono: bool = False,
    show_rank: bool = True,
    reading: bool = True,
) -> str:
    """One card (a Kind, ``'9V'``, ``'cửu vạn'``) as an SVG string, ``width`` CSS px wide. ``highlight``:
    ``True`` (gold) or a CSS colour frames it; ``dim`` greys it; ``mono`` inks it black (a question about
    red cards); ``reading=False``: no English reading on the face (a question about a card's number).
    Raises :class:`ChanError` for an unknown card."""
    k = _kind(kind)
    ink = INK_RED if k.red and not mono else INK_BLACK
    w = int(width)
    h = round(w * CARD_RATIO)
    top, bottom = (k.chinese[0], k.chinese[-1]) if k.chinese else ("", "")
    colour = HIGHLIGHT if highlight is True else str(highlight)
    frame = (f'<rect x="3" y="3" width="94" height="314" rx="9" fill="none" stroke="{html.escape(colour)}" '
             'stroke-width="7"/>' if highlight else "")
    corner = (f'<text x="21" y="31" font-size="17" font-weight="700" fill="{ink}" font-family="{FONT_STACK}" '
              f'text-anchor="middle">{k.rank}</text>' if k.suit and show_rank else "")
    english = bool(show_name and reading and current_language() != "vi" and k.english)
    # English (a phone shows no tooltip): the reading on a second line; a small card: bigger names
    (by, size, line_y), (y, name_size, most), reading_at = _FACE_FOOT[english, w < CARD_WIDTH]
    bottom_svg = (
        f'<text x="50" y="{by}" font-size="{size}" font-weight="700" fill="{ink}" '
        f'font-family="{CJK_FONT_STACK}" text-anchor="middle">{html.escape(bottom)}</text>'
        f'<line x1="16" y1="{line_y}" x2="84" y2="{line_y}" stroke="{ink}" stroke-opacity="0.35" stroke-width="1.5"/>'
    )
    name_svg = (f'<text x="50" y="{y}" font-size="{name_size}" font-weight="600"{_fit(k.name, most)} '
                f'fill="{ink}" font-family="{FONT_STACK}" text-anchor="middle">{html.escape(k.name)}</text>'
                if show_name else "")
    if english:
        reading, (y, size, most) = card_reading(k), reading_at
        name_svg += (f'<text x="50" y="{y}" font-size="{size}" font-weight="600"{_fit(reading, most)} data-reading="en" '
                     f'fill="{ink}" font-family="{FONT_STACK}" text-anchor="middle">{html.escape(reading)}</text>')
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
        f"{_ORNAMENTS.get(k.suit, _ORNAMENTS['CC']).substitute(ink=ink)}{bottom_svg}{name_svg}{frame}</svg>"
    )


def _fit(text: str, most: int) -> str:
    """Squeeze a name longer than ``most`` letters into the card's width."""
    return ' textLength="80" lengthAdjust="spacingAndGlyphs"' if len(text) > most else ""


def card_img(kind: str | Kind, width: int = CARD_WIDTH, highlight: bool | str = False, **kw: Any) -> str:
    """:func:`card_svg` (same arguments) as an ``<img>`` data URI with the card's name as alt and title."""
    k = _kind(kind)
    label = card_label(k)
    return svg_img(card_svg(k, width, highlight, **kw), width, round(int(width) * CARD_RATIO), label,
                   title=label if kw.get("mono") else f"{label} — {_colour_word(k)}", code=k.code)


def card_button_label(label: str, card: str | Kind) -> str:
    """A button's label ``label`` (one word under a card picture) that a screen reader hears with the card:
    «Đánh tam vạn» (English «Discard tam vạn / 3 of vạn»); the name is text in italics app.css hides from sight (a
    1-px image's alt was not read by every screen reader)."""
    return f"{label} *{card_words(card)}*"


def svg_img(svg: str, width: int, height: int, alt: str, *, title: str | None = None, code: str | None = None) -> str:
    """Any SVG as an ``<img>`` data URI, ``width``×``height`` CSS px; ``alt`` is also the title unless one
    is given; ``code``: a card's code (``data-card``: it does not shrink in a row)."""
    card = f' data-card="{code}"' if code else ""
    return (f'<img src="{svg_uri(svg)}" width="{int(width)}" height="{int(height)}" alt="{html.escape(alt)}" '
            f'title="{html.escape(alt if title is None else title)}"{card} '
            f'style="display:block;{"flex:none;" if code else ""}max-width:100%;height:auto">')


def svg_uri(svg: str) -> str:
    """``svg`` as a ``data:`` URI (``st.html`` strips inline ``<svg>``)."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def as_cards(cards: Any, one: type = Kind, parse: Any = parse_cards) -> list:
    """``cards`` (``None``, one card of type ``one``, a string or an iterable) as a list, through ``parse``."""
    if cards is None or isinstance(cards, one):
        return [] if cards is None else [cards]
    return parse(cards if isinstance(cards, str) else list(cards))


def _marked(marks: Iterable[Any]) -> Any:
    """Whether the card at a position is among ``marks`` (positions, kinds or codes; a bool marks none)."""
    marks = [m for m in marks if not isinstance(m, bool)]
    pos = {m for m in marks if isinstance(m, int)}
    codes = {m.code if isinstance(m, Kind) else str(m).upper() for m in marks if not isinstance(m, int)}
    return lambda i, k: i in pos or k.code in codes


def hand_html(
    cards: Any = (),
    *,
    groups: Sequence[tuple[str | None, Any]] | None = None,
    width: int = CARD_WIDTH,
    highlight: Iterable[int | str | Kind] = (),
    dim: Iterable[int | str | Kind] = (),
    caption: str | None = None,
    mono: bool = False,
    reading: bool = True,
) -> str:
    """A wrapping row of cards (a hand, codes or notation), or ``groups`` of ``(caption, cards)``;
    ``highlight``/``dim``: positions or kinds to frame / grey; ``mono``, ``reading``: as :func:`card_svg`. Raises :class:`ChanError` for an unknown card."""
    hl, dm = _marked(highlight), _marked(dim)
    g = max(3, width // 14)
    groups = [(None, cards)] if groups is None else groups
    pos, parts = 0, []
    for cap, grp in groups:
        row = []
        for k in as_cards(grp):
            row.append(card_img(k, width, hl(pos, k), dim=dm(pos, k), mono=mono, reading=reading))
            pos += 1
        cap_html = (f'<div style="font-size:0.85rem;color:#5b5445;text-align:center;margin-top:4px;'
                    f'font-family:{FONT_STACK}">{html.escape(cap)}</div>' if cap else "")
        parts.append('<div style="display:inline-flex;flex-direction:column;align-items:center;max-width:100%;">'
                     f'<div style="display:flex;flex-wrap:wrap;gap:{g}px;">{"".join(row)}</div>{cap_html}</div>')
    body = (f'<div class="hc-hand" style="display:flex;flex-wrap:wrap;align-items:flex-start;'
            f'gap:{g * 3}px {g * 5 if len(groups) > 1 else g}px;padding:4px 0;">{"".join(parts)}</div>')
    return body + (f'<div style="font-size:0.9rem;color:#5b5445;margin-top:2px;font-family:{FONT_STACK}">'
                   f"{html.escape(caption)}</div>" if caption else "")


def layout_groups(lay: Any) -> list[tuple[str, list[str]]]:
    """:func:`hand_html` groups (card codes) of a :class:`chan_core.layout.Layout` or its ``as_dict()``, in
    seed 001 §III's order: melds, chắn, cạ, ba đầu, then the què together."""
    d = lay if isinstance(lay, dict) else lay.as_dict()
    out = meld_groups(d["melds"])
    out += [(GROUP_LABELS[key], list(g)) for key in ("chan", "ca", "ba_dau") for g in d[key]]
    if d["que"]:
        out.append((GROUP_LABELS["que"], list(d["que"])))
    return out


def meld_groups(melds: Iterable[dict]) -> list[tuple[str, list[str]]]:
    """:func:`hand_html` groups of laid-down melds ``[{"type": "chiu", "cards": "5V 5V 5V 5V"}, …]``."""
    return [(laid_down(GROUP_LABELS.get(m.get("type"), m.get("type"))), str(m.get("cards", "")).split())
            for m in melds]


def laid_down(group: str) -> str:
    """A meld's caption: ``'ăn chắn'`` → ``'ăn chắn (đã hạ)'`` (English ``'ăn chắn (laid down)'``)."""
    return _("{group} (đã hạ)").format(group=group)


def show_hand(cards: Any = (), **kwargs: Any) -> None:
    """Render :func:`hand_html` (same arguments) into the page with ``st.html``."""
    st.html(hand_html(cards, **kwargs))


def show_card(kind: str | Kind, width: int = CARD_WIDTH, highlight: bool | str = False) -> None:
    """Render one :func:`card_svg` into the page."""
    st.html(f'<div style="display:inline-block">{card_img(kind, width, highlight)}</div>')
