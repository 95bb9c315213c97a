"""The table seen from above as SVG: where each seat sits, who draws the cái and who gets it, one
turn. Seat k+1 sits on seat k's right hand (seed 001 §II, §IV), seat 0 at the bottom."""
from __future__ import annotations

import html
from typing import Any

from learning.i18n import _
from ui.cards import svg_uri
from ui.style import asset

__all__ = ["POSITIONS", "SEAT_LETTERS", "BOC_CAI_VIEWBOX", "BOC_CAI_MIN_FONT", "boc_cai_svg", "boc_cai_img",
           "turn_img", "svg_data_img"]

SEAT_LETTERS = "ABCD"
# where each seat sits on screen, by number of players (seat k+1 on seat k's right hand)
POSITIONS = {2: ("bottom", "top"), 3: ("bottom", "right", "left"), 4: ("bottom", "right", "top", "left")}
_XY = {"bottom": (200, 276), "right": (366, 150), "top": (200, 28), "left": (34, 150)}
_TAG_AT = {"top": (30, 5, "start"), "bottom": (-30, 5, "end")}  # a seat's tag beside it (else below): dx, dy, anchor
BOC_CAI_VIEWBOX = (-30, 0, 460, 318)
BOC_CAI_MIN_FONT = 13  # viewBox units: about 10 px on a phone's column
_MAT_TEXT_WIDTH = 256  # the longest line that fits on the chiếu (276 wide) with a margin


def svg_data_img(svg: str, alt: str, max_width: int = 440) -> str:
    """An SVG string as a responsive ``<img>`` (shrinks on a phone, at most ``max_width`` px)."""
    return (f'<img src="{svg_uri(svg)}" alt="{html.escape(alt)}" '
            f'title="{html.escape(alt)}" style="width:100%;max-width:{max_width}px">')


def text_width(text: str, size: float) -> float:
    """A generous estimate of how wide ``text`` is drawn at font ``size`` in a sans-serif face
    (0.6 × size per character; most letters are narrower), in the same units as ``size``."""
    return 0.6 * size * len(text)


def _fit(text: str, size: float, room: float) -> str:
    """``textLength`` attributes that squeeze ``text`` into ``room`` when the estimate is wider."""
    return f' textLength="{room:g}" lengthAdjust="spacingAndGlyphs"' if text_width(text, size) > room else ""


def boc_cai_svg(res: Any, reveal: bool, *, show_piles: bool = True) -> str:
    """SVG of a bốc cái (``res``: :class:`chan_core.boc_cai.BocCai`): the chiếu, the seats, the drawer,
    the direction, the piles (``show_piles``); ``reveal`` fills the seat that takes the cái. Every text
    at least :data:`BOC_CAI_MIN_FONT` units, readable on a phone."""
    n = res.players
    words = {"mat": _("chiếu"), "cai": _("cái"), "noc": _("nọc"),
             "portions": _("phần bài: cái → 1 → 2 … theo chiều tay phải"), "draws": _("bốc cái"),
             "gets": _("được cái"), "direction": _("chiều tay phải")}
    esc = {k: html.escape(v) for k, v in words.items()}
    vx, vy, vw, vh = BOC_CAI_VIEWBOX
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{vx} {vy} {vw} {vh}" width="{vw}" height="{vh}" '
        'role="img" font-family="sans-serif" aria-label="{}">'.format(html.escape(
            _("Chiếu bài {n} người, {drawer} bốc cái").format(n=n, drawer=SEAT_LETTERS[res.drawer]))),
        '<rect x="62" y="55" width="276" height="190" rx="18" fill="#7a9a4a" stroke="#4d6a2a" stroke-width="3"/>',
        f'<text x="200" y="78" text-anchor="middle" font-size="15"{_fit(words["mat"], 15, _MAT_TEXT_WIDTH)} '
        f'fill="#f4f1e0">{esc["mat"]}</text>',
    ]
    if show_piles:
        for j in range(n):
            x = 92 + j * 46
            fill, color, label = ("#c0392b", "#fff", esc["cai"]) if j == 0 else ("#f4f1e0", "#333", str(j))
            parts += [f'<rect x="{x}" y="112" width="36" height="58" rx="4" fill="{fill}" stroke="#333"/>',
                      f'<text x="{x + 18}" y="147" text-anchor="middle" font-size="16" font-weight="600" '
                      f'fill="{color}">{label}</text>']
        parts += ['<rect x="280" y="116" width="34" height="50" rx="4" fill="#d8d2b0" stroke="#333"/>',
                  f'<text x="332" y="188" text-anchor="end" font-size="14"{_fit(words["noc"], 14, 120)} '
                  f'fill="#f4f1e0">{esc["noc"]}</text>',  # ends at the chiếu's edge, under the nọc
                  f'<text x="200" y="226" text-anchor="middle" font-size="13"'
                  f'{_fit(words["portions"], 13, _MAT_TEXT_WIDTH)} fill="#f4f1e0">{esc["portions"]}</text>']
    for s in range(n):
        pos = POSITIONS[n][s]
        x, y = _XY[pos]
        drawer = s == res.drawer
        ring, width = ("#c0392b", 4) if drawer else ("#333", 2)
        fill = "#ffe08a" if reveal and s == res.seat else "#fff"
        parts += [f'<circle cx="{x}" cy="{y}" r="24" fill="{fill}" stroke="{ring}" stroke-width="{width}"/>',
                  f'<text x="{x}" y="{y + 7}" text-anchor="middle" font-size="20" font-weight="bold">{SEAT_LETTERS[s]}</text>']
        tags = [(words["draws"], "#c0392b")] if drawer else []
        if reveal and s == res.seat and s != res.drawer:
            tags.append((words["gets"], "#7a5a00"))
        for text, colour in tags:
            dx, dy, anchor = _TAG_AT.get(pos, (0, 41, "middle"))
            parts.append(f'<text x="{x + dx}" y="{y + dy}" text-anchor="{anchor}" font-size="14" font-weight="600"'
                         f'{_fit(text, 14, 150)} fill="{colour}" stroke="#fff" stroke-width="3" '
                         f'paint-order="stroke">{html.escape(text)}</text>')
    parts.append(
        '<defs><marker id="bc-arrow" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">'
        '<path d="M0,0 L8,4 L0,8 z" fill="#1f5f8b"/></marker></defs>'
        '<path d="M 262 286 A 150 120 0 0 0 372 198" fill="none" stroke="#1f5f8b" stroke-width="2.5" marker-end="url(#bc-arrow)"/>'
        f'<text x="300" y="310" text-anchor="middle" font-size="14"{_fit(words["direction"], 14, 190)} '
        f'fill="#1f5f8b">{esc["direction"]}</text></svg>'
    )
    return "".join(parts)


def boc_cai_img(res: Any, reveal: bool, **kwargs: Any) -> str:
    """:func:`boc_cai_svg` as an ``<img>`` (alt text, in the current language, says who draws
    and the play direction)."""
    if reveal:
        alt = _("Chiếu bài {n} người; {drawer} bốc cái; {seat} được cái; chiều đánh theo tay phải")
    else:
        alt = _("Chiếu bài {n} người; {drawer} bốc cái; chiều đánh theo tay phải")
    alt = alt.format(n=res.players, drawer=SEAT_LETTERS[res.drawer], seat=SEAT_LETTERS[res.seat])
    return svg_data_img(boc_cai_svg(res, reveal, **kwargs), alt)


def turn_img() -> str:
    """One numbered turn at a 4-seat table (seed 001 §IV; ``ui/assets/turn.svg``) as an ``<img>``: Bạn plays
    into the cửa chì, Bên phải eats or draws, then eats or passes it down; Đối diện chíu out of turn."""
    words = {"chieu": _("chiếu"), "noc": _("nọc"), "ban": _("Bạn"), "co_cai": _("có cái"), "ben_phai": _("Bên phải"),
             "doi_dien": _("Đối diện"), "ben_trai": _("Bên trái"), "cua_chi_ban": _("cửa chì của Bạn"),
             "cua_chi_ben_phai": _("cửa chì của Bên phải"), "chieu_danh": _("chiều đánh"),
             "aria": _("Một lượt chơi nhìn từ trên xuống")}
    svg = asset("turn.svg", **{k: html.escape(v) for k, v in words.items()})
    return svg_data_img(svg, _("Một lượt chơi: Bạn có cái, đánh vào cửa chì (bên phải); Bên phải ăn, "
                               "hoặc bốc rồi ăn hay dưới; người có ba lá giống nhau chíu ngay"), 600)
