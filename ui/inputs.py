"""Inputs: search boxes, the variant selector, the card picker, inputs kept across pages."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from chan_core.cards import BY_CODE, KINDS, Kind, check_copies, parse_cards
from chan_core.errors import ChanError
from ui.cards import card_img, show_hand
from ui.feedback import learner_words, show_error


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
_FALLBACK_VARIANTS = {"classic": "Cổ điển (tài liệu 001/002)"}


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
            st.caption(learner_words(desc))
    return choice


# ---------------------------------------------------------------- card picker
_SUIT_ROWS = ("V", "N", "S")

CODE_LEGEND = "Mã quân: **V** = vạn, **N** = văn, **S** = sách, **CC** = chi chi — ví dụ 9V là cửu vạn, 2N là nhị văn."
"""The legend shown beside every input that takes card codes (issue 17: learners read words, not codes)."""


def code_legend(*, where: Any = None) -> None:
    """Show :data:`CODE_LEGEND` as a small caption (beside a box that takes card codes, SPEC card codes)."""
    (where if where is not None else st).caption(CODE_LEGEND)


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
    code_legend()
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


# ---------------------------------------------------------------- whole numbers from links and boxes (issue 11)
LINK_SEED_MAX = 999_999_999
"""Largest drill seed (``?seed=``) a link may carry; the pages draw seeds below 1,000,000."""

_SIGNED_DIGITS = re.compile(r"-?[0-9]{1,18}")  # ASCII digits only: never ², ①, ٣, １, «3_000»


def int_or_none(text: Any, *, lo: int | None = None, hi: int | None = None) -> int | None:
    """The whole number written in ``text``, or ``None`` when it is not a usable one.

    Usable: optional ``-`` then 1–18 ASCII digits (surrounding spaces
    allowed), within ``lo``..``hi`` when given. Everything else — ``None``,
    ``'²'``, ``'①'``, ``'٣'``, ``'３'`` (``str.isdigit()`` is true for them but
    ``int()`` fails or reads another script), ``'3_000'``, ``'1e3'``,
    ``'0x10'``, ``'2.5'``, 5,000 digits — gives ``None``, never an exception.
    For link parameters, which fall back quietly (:func:`query_int`).
    """
    if text is None or isinstance(text, bool):
        return None
    s = str(text).strip(" \t")
    if not _SIGNED_DIGITS.fullmatch(s):
        return None
    v = int(s)
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        return None
    return v


_NO_VALUE = object()


def query_int(name: str, default: int | None = None, *, lo: int | None = None, hi: int | None = None,
              bad: Any = _NO_VALUE) -> int | None:
    """The whole-number link parameter ``?name=…`` (:func:`int_or_none`).

    ``default`` when the parameter is missing; when it is present but not a
    usable number (``?step=²``, ``?step=①``, 5,000 digits, out of
    ``lo``..``hi``), ``bad`` if given, else ``default`` — quietly: a
    hand-edited link never opens an error box. The one reader for every
    integer query parameter of the app.
    """
    raw = st.query_params.get(name)
    if raw is None:
        return default
    v = int_or_none(raw, lo=lo, hi=hi)
    if v is not None:
        return v
    return default if bad is _NO_VALUE else bad


def _grouped(n: int) -> str:
    """``1000000`` → ``'1.000.000'`` (Vietnamese thousands separator)."""
    return f"{n:,}".replace(",", ".")


_THOUSANDS = re.compile(r"[0-9]{1,3}(?P<sep>[., ])[0-9]{3}(?:(?P=sep)[0-9]{3})*")  # 1.000 · 1,000 · 1 000
_DECIMAL = re.compile(r"[+-]?[0-9]*[.,][0-9]+|[+-]?[0-9]+[.,]")


def read_whole_number(text: Any, *, lo: int = 0, hi: int = 1_000_000, what: str = "đáp số",
                      example: str = "12", thousands: bool = False) -> int | None:
    """Read a whole number the learner typed in a text box (a number answer, a bet).

    Returns ``None`` for an empty box, the number when ``text`` is ASCII
    digits (``thousands=True`` also takes ``1.000``, ``1,000``, ``1 000``:
    one separator, groups of exactly three digits), within ``lo``..``hi``.
    Raises :class:`ChanError` with a Vietnamese message saying what is
    expected — never reads ``1,5`` as 15, ``1.5`` as 1, ``0x10`` as 16 or 10,
    ``1e30`` as 1, ``²``/``①``/``３`` as a digit: each is refused. ``what``:
    the box's name mid-sentence (``'số điểm'``); ``example``: a valid value.
    (Streamlit's ``st.number_input`` cannot do this: the browser reads those
    forms itself, and its range error is English — issue 11.)
    """
    raw = " ".join(str(text if text is not None else "").split())
    if not raw:
        return None
    what_cap = what[:1].upper() + what[1:]
    body = raw[1:] if raw[:1] in "-−" else raw
    if thousands and _THOUSANDS.fullmatch(body):
        body = re.sub(r"[^0-9]", "", body)
    if not re.fullmatch(r"[0-9]+", body):
        if _THOUSANDS.fullmatch(body):  # 1.000 in a box that is not for money: 1000 or 1.0?
            raise ChanError(f"«{raw}»: hãy gõ {what} liền các chữ số, không dấu chấm, phẩy hay cách "
                            f"(ví dụ {example}).")
        if _DECIMAL.fullmatch(raw):
            sep = (" Dấu chấm hay phẩy chỉ dùng để ngăn hàng nghìn, mỗi nhóm đủ 3 chữ số, ví dụ 1.000."
                   if thousands else "")
            raise ChanError(f"«{raw}» không phải số nguyên: {what} là số nguyên, không có phần lẻ "
                            f"(ví dụ {example}).{sep}")
        raise ChanError(f"«{raw}» không phải số viết bằng chữ số 0–9: hãy gõ {what} chỉ gồm các chữ số, "
                        f"ví dụ {example}.")
    negative = raw[:1] in "-−" and body.strip("0") != ""
    if negative and lo >= 0:
        raise ChanError(f"{what_cap} không được âm: «{raw}». Hãy gõ một số từ {_grouped(lo)} "
                        f"đến {_grouped(hi)}, ví dụ {example}.")
    digits = body.lstrip("0") or "0"
    if len(digits) > max(len(str(abs(hi))), len(str(abs(lo)))) + 1:  # never int() of 5,000 digits
        raise ChanError(f"{what_cap} tối đa {_grouped(hi)}; «{raw}» quá lớn.")
    value = -int(digits) if negative else int(digits)
    if value > hi:
        raise ChanError(f"{what_cap} tối đa {_grouped(hi)}; «{raw}» quá lớn.")
    if value < lo:
        raise ChanError(f"{what_cap} ít nhất là {_grouped(lo)}; «{raw}» quá nhỏ.")
    return value


def number_box(label: str, *, key: str, placeholder: str = "Gõ một số", help: str | None = None,
               disabled: bool = False) -> str:
    """A text box for a whole-number answer; returns what was typed (read it with
    :func:`read_whole_number`).

    Not ``st.number_input``: in the browser that box reads ``1,5`` as 15,
    ``1.5`` as 1, ``1e30`` as 1 and shows English range errors (issue 11).
    """
    return st.text_input(label, key=key, placeholder=placeholder, help=help, disabled=disabled)
