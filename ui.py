"""The one shared UI helper module of Học Chắn (Streamlit side only).

Everything a page needs to show cards and rules the same way on every page:

* card pictures drawn as SVG in code (:func:`card_svg`, :func:`card_img`), a hand as a row of
  cards with optional groups and captions (:func:`hand_html`,
  :func:`show_hand`, :func:`layout_groups`);
* a card picker widget (:func:`card_picker`) that keeps what the user typed;
* the sidebar variant selector (:func:`variant_selector`,
  :func:`current_variant`, :func:`variant_label`);
* errors and sources (:func:`show_error`, :func:`source_text`,
  :func:`source_short`, :func:`source_badge`), accent-insensitive search
  (:func:`fold`, :func:`search_match`, :func:`search_box`), any SVG as an
  image (:func:`svg_img`) and the page wrapper used by the router
  (:func:`run_page`).

``st.html`` sanitises with DOMPurify's HTML profile, which strips inline
``<svg>``; pictures are therefore embedded as ``<img src="data:image/svg+xml…">``.

Card facts (names, Chinese characters, red/black) come from
``rules/deck.yaml`` through :mod:`chan_core.cards` (seed 001 §I, §V.13).
Other engineers may append functions here with small edits; do not rewrite.
"""
from __future__ import annotations

import base64
import html
import logging
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import streamlit as st

from chan_core.cards import BY_CODE, KINDS, Kind, check_copies, parse_card, parse_cards
from chan_core.errors import ChanError

log = logging.getLogger("hoc_chan.ui")

# ---------------------------------------------------------------- constants
CARD_WIDTH = 56
"""Default card width in CSS pixels ("hand size"); height is 3.2 × width."""
CARD_RATIO = 3.2
"""Height / width of a Chắn card (long and narrow)."""
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
"""Vietnamese captions for meld types and layout groups."""

GENERIC_ERROR = (
    "Rất tiếc, trang này gặp lỗi ngoài ý muốn nên chưa hiển thị được. "
    "Hãy thử tải lại trang hoặc chọn trang khác ở thanh bên. "
    "Những gì bạn đã nhập vẫn được giữ."
)
"""The friendly message shown instead of a traceback."""


# ---------------------------------------------------------------- card pictures
def _kind(card: str | Kind) -> Kind:
    return card if isinstance(card, Kind) else parse_card(card)


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
) -> str:
    """One card as an inline SVG string (no image files).

    ``kind`` is a :class:`~chan_core.cards.Kind` or anything
    :func:`~chan_core.cards.parse_card` reads (``'9V'``, ``'cửu vạn'``).
    ``width`` is in CSS pixels; the card is ``width × 3.2`` tall. The card
    shows the rank numeral (top) and suit character (bottom) in Chinese as
    printed on Chắn cards (``rules/deck.yaml`` ``chinese``), a suit motif in
    the middle, the Arabic rank in the corner and the Vietnamese name at the
    foot; red cards (8V 8S 9V 9S CC, seed 001 §V.13) are inked red.
    ``highlight`` ``True`` (gold) or a CSS colour draws a thick frame;
    ``dim`` greys the card out. Raises :class:`ChanError` for an unknown card.
    """
    k = _kind(kind)
    ink = INK_RED if k.red else INK_BLACK
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
        if k.suit
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
    colour_word = "quân đỏ" if k.red else "quân đen"
    opacity = ' opacity="0.35"' if dim else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 320" width="{w}" height="{h}" '
        f'role="img" aria-label="{name}" data-card="{k.code}" style="display:block"{opacity}>'
        f"<title>{name} ({k.code}) — {colour_word}</title>"
        f'<rect x="2" y="2" width="96" height="316" rx="9" fill="{PAPER}" stroke="{EDGE}" stroke-width="2.5"/>'
        f'<rect x="9" y="9" width="82" height="302" rx="5" fill="none" stroke="{ink}" '
        f'stroke-opacity="0.45" stroke-width="1.5"/>'
        f"{corner}"
        f'<text x="50" y="92" font-size="60" font-weight="700" fill="{ink}" '
        f'font-family="{CJK_FONT_STACK}" text-anchor="middle">{html.escape(top)}</text>'
        f"{_ornament(k, ink)}"
        f'<text x="50" y="268" font-size="60" font-weight="700" fill="{ink}" '
        f'font-family="{CJK_FONT_STACK}" text-anchor="middle">{html.escape(bottom)}</text>'
        f'<line x1="16" y1="282" x2="84" y2="282" stroke="{ink}" stroke-opacity="0.35" stroke-width="1.5"/>'
        f"{name_svg}{frame}</svg>"
    )


def card_img(
    kind: str | Kind,
    width: int = CARD_WIDTH,
    highlight: bool | str = False,
    *,
    dim: bool = False,
    show_name: bool = True,
) -> str:
    """One card as an ``<img>`` tag holding :func:`card_svg` as a data URI.

    This is what pages put into ``st.html``/``st.markdown``: Streamlit's HTML
    sanitiser keeps ``<img>`` with a ``data:`` URI but strips inline
    ``<svg>``. Same arguments as :func:`card_svg`; the tag has ``alt`` and
    ``title`` (the Vietnamese name) and ``data-card`` (the code).
    """
    k = _kind(kind)
    svg = card_svg(k, width, highlight, dim=dim, show_name=show_name)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    w = int(width)
    colour_word = "quân đỏ" if k.red else "quân đen"
    return (
        f'<img src="data:image/svg+xml;base64,{data}" width="{w}" height="{round(w * CARD_RATIO)}" '
        f'alt="{html.escape(k.name)}" title="{html.escape(k.name)} — {colour_word}" '
        f'data-card="{k.code}" style="display:block;flex:none;max-width:100%;height:auto">'
    )


def svg_img(svg: str, width: int, height: int, alt: str) -> str:
    """Any SVG string as an ``<img>`` data URI for ``st.html`` (which strips inline ``<svg>``).

    ``width``/``height`` in CSS pixels; ``alt`` is the Vietnamese description.
    """
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (
        f'<img src="data:image/svg+xml;base64,{data}" width="{int(width)}" height="{int(height)}" '
        f'alt="{html.escape(alt)}" title="{html.escape(alt)}" style="display:block;max-width:100%;height:auto">'
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
) -> str:
    """HTML for a row of cards (wraps onto more lines when narrow).

    ``cards``: a :class:`~chan_core.cards.Hand`, a list of kinds/codes, or
    notation (``'9V 9V cửu văn'``). ``groups``: instead of ``cards``, a list
    of ``(caption, cards)`` shown as clusters with wider gaps between them
    (chắn / cạ / què …; see :func:`layout_groups`); caption may be ``None``.
    ``highlight`` / ``dim``: positions (0-based, counted over all cards in
    order) or kinds/codes to frame in gold / grey out. ``caption``: a line
    under the whole row. ``width`` in CSS pixels per card. Raises
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
                card_img(k, width, _is_highlighted(pos, k, hl), dim=_is_highlighted(pos, k, dm))
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
    captioned in Vietnamese; the què cards form one group.
    """
    out: list[tuple[str, list[Kind]]] = []
    for m in getattr(lay, "melds", ()) or ():
        out.append((f"{GROUP_LABELS.get(m.type, m.type)} (đã hạ)", list(m.cards)))
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


def show_hand(cards: Any = (), **kwargs: Any) -> None:
    """Render :func:`hand_html` (same arguments) into the page with ``st.html``."""
    st.html(hand_html(cards, **kwargs))


def show_card(kind: str | Kind, width: int = CARD_WIDTH, highlight: bool | str = False) -> None:
    """Render one :func:`card_svg` into the page."""
    st.html(f'<div style="display:inline-block">{card_img(kind, width, highlight)}</div>')


# ---------------------------------------------------------------- errors and sources
def show_error(err: ChanError | str, *, where: Any = None) -> None:
    """Show an engine error (:class:`ChanError`) as a red box, beside its input.

    ``where``: a container (``st.empty()``, a column) to draw in; default the
    current position. The message is the engine's Vietnamese text; a field
    name, if any, is added so the learner knows which input to fix.
    """
    target = where if where is not None else st
    msg = getattr(err, "message", None) or str(err)
    field = str(getattr(err, "field", None) or "").split(".")[0].split("[")[0]
    if field in FIELD_WORDS:  # engine field ids are never shown raw (QA: "ô: `cards`")
        msg = f"{msg}  \n_(ô: {FIELD_WORDS[field]})_"
    target.error(msg, icon=":material/error:")


#: Vietnamese words for the engine's :attr:`ChanError.field` ids a learner can fix.
FIELD_WORDS = {
    "hand": "bài trên tay", "cards": "các lá", "card": "quân bài", "melds": "dưới chiếu",
    "winning_card": "quân ù", "source": "nguồn quân ù", "drawn_by": "ai bốc", "cuoc": "các cước",
    "players": "số người chơi", "seat": "chỗ ngồi", "with": "lá dùng để ăn",
}


def source_text(source: Any) -> str:
    """``'Nguồn: seed 001, IV. LUẬT ĐÁNH BÀI'`` for a source (model, dict or list).

    A source has ``seed`` (``'001'``, or a word such as ``'quyết định'`` for a
    team decision) and ``section``; several sources are joined with "; ".
    Empty string when there is none.
    """
    if source is None:
        return ""
    items = source if isinstance(source, (list, tuple)) else [source]
    bits = []
    for s in items:
        if isinstance(s, str):
            bits.append(s)
            continue
        seed = s.get("seed") if isinstance(s, dict) else getattr(s, "seed", None)
        section = s.get("section") if isinstance(s, dict) else getattr(s, "section", None)
        seed = str(seed or "").strip()
        text = f"seed {seed}" if seed.isdigit() else seed
        if section:
            text = f"{text}, {str(section).strip()}" if text else str(section).strip()
        if text:
            bits.append(text)
    return "Nguồn: " + "; ".join(bits) if bits else ""


def source_short(source: Any) -> str:
    """Compact citation for table cells: ``'001 §IV, A, lỗi 1'``.

    A leading Roman-numbered section title (``'IV. LUẬT ĐÁNH BÀI, A, lỗi 1'``)
    is cut to ``'§IV'``; otherwise like :func:`source_text` without "Nguồn:".
    """
    items = source if isinstance(source, (list, tuple)) else [source]
    bits = []
    for s in items:
        if s is None:
            continue
        seed = str((s.get("seed") if isinstance(s, dict) else getattr(s, "seed", "")) or "").strip()
        section = str((s.get("section") if isinstance(s, dict) else getattr(s, "section", "")) or "").strip()
        section = re.sub(r"^([IVX]+)\.\s+[^,—;]+", r"§\1", section)
        bits.append(" ".join(x for x in (seed, section) if x))
    return "; ".join(bits)


def source_badge(source: Any, *, where: Any = None) -> None:
    """Show :func:`source_text` as a small grey caption (nothing if no source)."""
    text = source_text(source)
    if text:
        (where if where is not None else st).caption(f":material/menu_book: {text}")


# ---------------------------------------------------------------- search
def fold(text: str) -> str:
    """Lower-case ``text`` without Vietnamese diacritics (``'Ăn chọn cạ'`` → ``'an chon ca'``)."""
    t = unicodedata.normalize("NFD", str(text).lower())
    return "".join(c for c in t if unicodedata.category(c) != "Mn").replace("đ", "d")


def search_match(query: str | None, *fields: Any) -> bool:
    """True when every word of ``query`` occurs in one of ``fields``.

    Case- and diacritic-insensitive (a learner may type ``chiu`` for chíu);
    an empty query matches everything.
    """
    words = fold(query or "").split()
    if not words:
        return True
    hay = " ".join(fold(f) for f in fields if f is not None)
    return all(w in hay for w in words)


def search_box(key: str, placeholder: str = "Gõ từ cần tìm, có dấu hay không dấu đều được") -> str:
    """A text box for searching a reference page; returns the query (kept across reruns)."""
    return st.text_input(
        "Tìm kiếm", key=key, placeholder=placeholder, icon=":material/search:"
    )


# ---------------------------------------------------------------- variants
DEFAULT_VARIANT = "classic"
_FALLBACK_VARIANTS = {"classic": "Cổ điển (seed 001/002)"}


def _variants() -> dict[str, Any]:
    from chan_core.rules import load_rules

    return dict(getattr(load_rules(), "variants", None) or {})


def variant_label(variant_id: str) -> str:
    """Vietnamese label of a variant (``rules/variants.yaml`` ``name``)."""
    v = _variants().get(variant_id)
    if v is not None:
        return str(getattr(v, "name", variant_id))
    return _FALLBACK_VARIANTS.get(variant_id, variant_id)


def current_variant() -> str:
    """The variant id chosen in the sidebar (``st.session_state['variant']``), default ``'classic'``."""
    v = st.session_state.get("variant")
    return v if isinstance(v, str) and v else DEFAULT_VARIANT


VARIANT_PARAM = "luat"  # ?luat=sanhrong keeps the sidebar variant across reloads


def _variant_to_link(variant: str, default: str) -> None:
    """Write ``?luat=<variant>`` (drop it for the default), leaving other parameters alone."""
    qp = st.query_params
    if variant == default:
        if VARIANT_PARAM in qp:
            del qp[VARIANT_PARAM]
    elif qp.get(VARIANT_PARAM) != variant:
        qp[VARIANT_PARAM] = variant


def variant_selector() -> str:
    """The sidebar radio that chooses the rules variant; returns its id.

    Options and labels come from ``rules/variants.yaml`` (``classic``: seeds
    001/002; ``sanhrong``: seed 003). The value lives in
    ``st.session_state['variant']`` so every page reads it with
    :func:`current_variant`. Called once per run by the router.

    The choice is also kept in the link as ``?luat=<id>`` (only when it is
    not the default), so a reload or a shared link keeps it (new-user QA). A
    new session reads ``luat`` from the link (an unknown id is ignored);
    afterwards the sidebar choice wins and is written back each run, since
    page changes drop the link's parameters. Other parameters are untouched.
    """
    variants = _variants()
    ids = list(variants) or list(_FALLBACK_VARIANTS)
    default = DEFAULT_VARIANT if DEFAULT_VARIANT in ids else ids[0]
    if st.session_state.get("variant") not in ids:
        from_link = st.query_params.get(VARIANT_PARAM)
        st.session_state["variant"] = from_link if from_link in ids else default
    _variant_to_link(st.session_state["variant"], default)
    with st.sidebar:
        choice = st.radio(
            "Biến thể luật",
            ids,
            key="variant",
            format_func=variant_label,
            help="Các nguồn luật khác nhau về điểm, dịch và gà. Lựa chọn này áp dụng cho mọi trang.",
        )
        v = variants.get(choice)
        desc = getattr(v, "description", None) if v is not None else None
        if desc:
            st.caption(desc)
    return choice


# ---------------------------------------------------------------- card picker
_SUIT_ROWS = ("V", "N", "S")


def _picker_add(text_key: str, code: str) -> None:
    cur = (st.session_state.get(text_key) or "").rstrip()
    st.session_state[text_key] = f"{cur} {code}".strip()


def _picker_pop(text_key: str) -> None:
    cur = st.session_state.get(text_key) or ""
    try:
        cards = parse_cards(cur)
        st.session_state[text_key] = " ".join(k.code for k in cards[:-1])
    except ChanError:
        st.session_state[text_key] = " ".join(cur.split()[:-1])


def _picker_clear(text_key: str) -> None:
    st.session_state[text_key] = ""


def card_picker(
    key: str,
    *,
    label: str = "Các quân bài",
    default: str = "",
    max_cards: int | None = None,
    help: str | None = None,
    show_preview: bool = True,
    expanded: bool = True,
) -> list[str] | None:
    """A card input: a text box plus clickable card buttons; returns codes.

    The learner types codes or Vietnamese names (``9V 9V cửu văn chi chi``),
    or clicks the "+" buttons under the card pictures to append a card. The
    text is parsed with :func:`chan_core.cards.parse_cards` and checked for
    more than 4 copies of a kind; ``max_cards`` (if given) caps the count.
    Errors are shown right under the box (:func:`show_error`) and the text
    is kept as typed. ``key`` must be unique on the page (state lives in
    ``st.session_state[key + '__text']``).

    Returns the list of card codes (``['9V', '9V', '9N', 'CC']``), or
    ``None`` when the text has an error.
    """
    tkey = f"{key}__text"
    if tkey not in st.session_state:
        st.session_state[tkey] = default
    st.text_input(
        label,
        key=tkey,
        placeholder="Ví dụ: 9V 9V cửu văn chi chi",
        help=help
        or "Gõ mã (2V…9V, 2N…9N, 2S…9S, CC) hoặc tên tiếng Việt, cách nhau bằng dấu cách hay dấu phẩy; "
        "hoặc bấm + dưới hình quân bài.",
    )
    cards: list[Kind] | None
    try:
        cards = parse_cards(st.session_state.get(tkey) or "")
        check_copies(cards, "trong ô này")
        if max_cards is not None and len(cards) > max_cards:
            raise ChanError(f"Ô này nhận tối đa {max_cards} lá, bạn đã nhập {len(cards)} lá.")
    except ChanError as e:
        show_error(e)
        cards = None
    if cards is not None and show_preview:
        if cards:
            show_hand(cards, width=44)
            st.caption(f"{len(cards)} lá")
        else:
            st.caption("Chưa có quân nào.")
    counts: dict[str, int] = {}
    for k in cards or ():
        counts[k.code] = counts.get(k.code, 0) + 1
    full = max_cards is not None and cards is not None and len(cards) >= max_cards
    with st.expander("Bấm để thêm quân", expanded=expanded):
        for suit in _SUIT_ROWS:
            row = [k for k in KINDS if k.suit == suit]
            # A wrapping row of fixed-width cells: on a phone st.columns stacked the 25 cards
            # one under the other (a 6000 px page); these wrap onto a few lines instead (QA).
            row_box = st.container(horizontal=True, gap="xxsmall")
            cols = [row_box.container(width=40, gap="xxsmall") for _ in range(len(row) + (suit == "V"))]
            for col, k in zip(cols, row):
                with col:
                    st.html(card_img(k, 40))
                    st.button(
                        "",
                        icon=":material/add:",
                        width="stretch",
                        key=f"{key}__add_{k.code}",
                        help=f"Thêm {k.name}",
                        on_click=_picker_add,
                        args=(tkey, k.code),
                        disabled=full or counts.get(k.code, 0) >= 4,
                    )
            if suit == "V":
                cc = BY_CODE["CC"]
                with cols[-1]:
                    st.html(card_img(cc, 40))
                    st.button(
                        "",
                        icon=":material/add:",
                        width="stretch",
                        key=f"{key}__add_CC",
                        help=f"Thêm {cc.name}",
                        on_click=_picker_add,
                        args=(tkey, "CC"),
                        disabled=full or counts.get("CC", 0) >= 4,
                    )
        with st.container(horizontal=True):
            st.button("Bỏ lá cuối", key=f"{key}__pop", on_click=_picker_pop, args=(tkey,), icon=":material/backspace:")
            st.button("Xóa hết", key=f"{key}__clear", on_click=_picker_clear, args=(tkey,), icon=":material/delete:")
    return None if cards is None else [k.code for k in cards]


# ---------------------------------------------------------------- page wrapper
def run_page(page: Any) -> None:
    """Run a ``st.navigation`` page; an unexpected exception becomes a friendly box.

    :class:`ChanError` shows its own Vietnamese message; anything else shows
    :data:`GENERIC_ERROR` and is logged to the server log (never a traceback
    on screen). Streamlit's own control flow (rerun, stop, switch_page)
    passes through untouched.
    """
    try:
        page.run()
    except ChanError as e:
        log.warning("ChanError on page %s: %s", getattr(page, "title", page), e)
        show_error(e)
    except Exception:  # noqa: BLE001 — last line of defence, logged
        log.exception("Unexpected error on page %s", getattr(page, "title", page))
        st.error(GENERIC_ERROR, icon=":material/sentiment_dissatisfied:")


# ---------------------------------------------------------------- score breakdown (issue 4)
def score_table(score: Any) -> Any:
    """A pandas DataFrame of a :class:`chan_core.scoring.Score`: one row per
    point line (cước, số lần, điểm/dịch, mỗi lần, cộng, vì sao), then one row
    per gà combination met (when the table plays gà) and the total.
    Seed 001 §VI, §VIII."""
    import pandas as pd

    rows = []
    for ln in score.lines:
        rows.append({
            "Cước": ln.name,
            "Số lần": str(ln.count),
            "Tính": "Điểm" if ln.role == "diem" else "Dịch",
            "Mỗi lần": str(ln.each),
            "Cộng": ln.value,
            "Vì sao": ln.why or ln.reason,
        })
    if score.ga_counted:
        for g in score.ga_lines:
            rows.append({
                "Cước": f"Gà: {g.name}",
                "Số lần": str(g.ga),
                "Tính": "Gà",
                "Mỗi lần": str(score.ga_points),
                "Cộng": g.ga * score.ga_points,
                "Vì sao": g.reason,
            })
    rows.append({"Cước": "Tổng", "Số lần": "", "Tính": "", "Mỗi lần": "", "Cộng": score.total, "Vì sao": ""})
    return pd.DataFrame(rows)


def score_waterfall(score: Any, *, title: str | None = None) -> Any:
    """A plotly waterfall of a :class:`chan_core.scoring.Score`: the cước
    chính's điểm, each dịch, each gà, then the total bar."""
    import plotly.graph_objects as go

    xs, ys, measure, text = [], [], [], []
    for ln in score.lines:
        label = ln.name if ln.count == 1 else f"{ln.name} ×{ln.count}"
        xs.append(f"{label} ({'điểm' if ln.role == 'diem' else 'dịch'})")
        ys.append(ln.value)
        measure.append("relative")
        text.append(f"+{ln.value}")
    if score.ga_counted:
        for g in score.ga_lines:
            xs.append(f"Gà: {g.name}")
            ys.append(g.ga * score.ga_points)
            measure.append("relative")
            text.append(f"+{g.ga * score.ga_points}")
    xs.append("Tổng")
    ys.append(score.total)
    measure.append("total")
    text.append(str(score.total))
    fig = go.Figure(go.Waterfall(
        x=xs, y=ys, measure=measure, text=text, textposition="outside",
        connector={"line": {"color": "#8c7a55"}},
        increasing={"marker": {"color": "#2e7d32"}}, totals={"marker": {"color": INK_RED}},
    ))
    fig.update_layout(
        title=title, showlegend=False, height=340, margin={"l": 10, "r": 10, "t": 40 if title else 10, "b": 10},
        yaxis_title="điểm", font={"family": FONT_STACK},
    )
    return fig


# ---------------------------------------------------------------- keep inputs across pages (issue 4)
_KEEP = "_keep__"


def restore_inputs(prefixes: Sequence[str]) -> None:
    """Put back widget values saved by :func:`save_inputs` (call at the top of a page).

    Streamlit forgets a widget's value when the learner visits another page;
    this keeps what was typed. ``prefixes``: session-state key prefixes of the
    page's value widgets (never buttons).
    """
    ss = st.session_state
    for k in list(ss.keys()):
        if k.startswith(_KEEP):
            name = k[len(_KEEP):]
            if name.startswith(tuple(prefixes)) and name not in ss:
                ss[name] = ss[k]


def save_inputs(prefixes: Sequence[str]) -> None:
    """Copy the current values of the widgets whose keys start with ``prefixes``
    to keys Streamlit does not clean up (call at the end of a page run)."""
    ss = st.session_state
    for k in list(ss.keys()):
        if k.startswith(tuple(prefixes)) and not k.startswith(_KEEP):
            ss[_KEEP + k] = ss[k]


def example_picker(label: str, names: Sequence[str], load: Callable[[str], None], *, key: str,
                   none_label: str = "(tự nhập)") -> None:
    """A selectbox of worked examples that loads one into the page's inputs.

    ``names``: the examples; ``load(name)`` fills the page's session-state
    inputs. Loading happens once per choice (then the page reruns), so the
    learner can edit the loaded values; ``key`` is the selectbox's key (the
    last loaded name is kept under ``key + "_loaded"``).
    """
    ex = st.selectbox(label, [none_label, *names], key=key)
    done = f"{key}_loaded"
    if ex != none_label and st.session_state.get(done) != ex:
        load(ex)
        st.session_state[done] = ex
        st.rerun()
    elif ex == none_label:
        st.session_state[done] = None
