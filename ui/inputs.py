"""Inputs: search boxes, the variant selector, the card picker, inputs kept across pages."""
from __future__ import annotations

import re
import unicodedata
from contextlib import contextmanager, suppress
from decimal import Decimal
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import streamlit as st
from babel.numbers import NumberFormatError, parse_decimal

from chan_core.cards import BY_CODE, KINDS, Kind, check_copies, odd_character, parse_cards
from chan_core.errors import ChanError
from chan_core.rules import load_rules
from words import say
from words.i18n import current_language, is_english, number, text_of
from learning import progress
from learning.glosses import english_word_match, fold  # noqa: F401  (ui.fold: lower case without diacritics)
from learning.i18n import N_, _, ngettext
from ui.cards import card_img, card_label, card_short, show_hand
from ui.feedback import learner_words, literal_message, show_error
from ui.i18n import PREFS
from ui.style import script_tag
from ui.widget_values import refuse_link, to_link


# ---------------------------------------------------------------- search
def search_match(query: str | None, *fields: Any, texts: Any = (), gloss: str | None = None) -> bool:
    """Every word of ``query`` occurs in ``fields`` or ``texts`` (case and diacritics ignored; empty matches all).
    ``texts`` are in the current language; in English they and ``gloss`` (in Vietnamese too) count only at a
    word's start, or its stem's («red» finds «a red card», not «declared»; «declare» finds «declaration»). A word
    typed with diacritics keeps them and counts only at a word's start («gà» finds «gà», not «game» nor «ngày»)."""
    words = _written(query or "").split()
    if not words:
        return True
    if not is_english():
        fields, texts = (*fields, *texts), ()
    hay = " ".join(fold(f) for f in fields if f is not None)
    written = " " + " ".join(_written(f) for f in (*fields, gloss, *texts) if f is not None)
    return all(_at_start(w, written) if fold(w) != w else w in hay or english_word_match(w, [gloss, *texts]) is not None
               for w in words)


def search_rank(query: str | None, names: Sequence[str], gloss: str | None = None) -> tuple:
    """Sort key of a :func:`search_match` hit named ``names``: first a name equal to ``query``, then one starting with
    it, then one having it inside — whole words before a part of a word («cá»: «cước hoa/cá/nhà lầu» before «cái»),
    every word anywhere last — then an English ``gloss`` starting a word with every query word (shorter gloss first,
    then earlier in it: «win» lists «ù» before «bạch thủ»), then the rest. Diacritics typed are kept, as there."""
    q = " ".join(_written(query or "").split())
    same = _written if fold(q) != q else fold
    q, hits = same(q), []
    for name in map(same, names):
        if q and q in name:
            whole = re.search(rf"(?<![^\W_]){re.escape(q)}(?![^\W_])", name) is not None
            hits.append((0, not whole, 0 if name == q else 1 if name.startswith(q) else 2))
    if q and all(w in " ".join(map(same, names)) for w in q.split()):
        hits.append((0, True, 3))
    at = [english_word_match(w, [gloss or ""]) for w in fold(q).split()]
    if at and all(a is not None for a in at):
        hits.append((1, len(gloss or ""), min(at)))
    return min(hits, default=(2, 0, 0))


# a tone mark (grave, acute, tilde, hook, dot below) on the o of oa, oe or the u of uy, decomposed (NFD)
_TONE_ON_FIRST = re.compile("(o(?=.[ae])|u(?=.y))([\u0300\u0301\u0303\u0309\u0323])(.)")


def _written(text: str) -> str:
    """``text`` lower case, its diacritics composed (NFC) as a typed query's are, and the tone of oa, oe, uy on
    the second vowel, so both tone placements read alike («hòa» as «hoà», «thủy» as «thuỷ»)."""
    decomposed = unicodedata.normalize("NFD", str(text).lower())
    return unicodedata.normalize("NFC", _TONE_ON_FIRST.sub(r"\1\3\2", decomposed))


def _at_start(word: str, text: str) -> bool:
    return re.search(r"(?<![^\W_])" + re.escape(word), text) is not None


def search_box(key: str, placeholder: str) -> str:
    """A reference page's search box, kept in the link's ``?q=`` (read when the page opens, at most 100 characters;
    written as the learner types, so a reload or a shared link keeps it); returns the query. ``placeholder`` in the
    current language."""
    st.session_state.setdefault(key, st.query_params.get("q", "")[:100])
    query = st.text_input(_("Tìm kiếm"), key=key, placeholder=placeholder, icon=":material/search:")
    to_link("q", query, "")
    return query


# ---------------------------------------------------------------- variants
DEFAULT_VARIANT = "classic"
VARIANT_PARAM = "luat"  # ?luat=sanhrong keeps the sidebar variant across reloads
_VARIANT_KEPT = "variant_kept"  # the variant while a page without the box is shown
_VARIANT_SAVED = "variant_saved"  # the learner's own choice, read once (a learner change drops it)
VARIANT_LINKED = "variant_linked"  # the variant the address gave at the visit's start: a learner switch keeps it


def _variants() -> dict[str, Any]:
    return load_rules().variants


def variant_label(variant_id: str) -> str:
    """Label of a variant in the current language (``rules/variants.yaml`` ``name`` / ``name_en``)."""
    v = _variants().get(variant_id)
    return variant_id if v is None else str(text_of(v, "name") or variant_id)


def current_variant() -> str:
    """The variant id chosen in the sidebar (``st.session_state['variant']``), default ``'classic'``."""
    v = st.session_state.get("variant")
    return v if isinstance(v, str) and v else DEFAULT_VARIANT


def saved_variant() -> str | None:
    """The variant the current learner last chose in the sidebar (kept with their preferences), else ``None``."""
    ss = st.session_state
    if _VARIANT_SAVED not in ss:
        v = (progress.get_store().counters(PREFS) or {}).get("variant")
        ss[_VARIANT_SAVED] = v if v in _variants() else None
    return ss[_VARIANT_SAVED]


def _save_variant() -> None:
    """The sidebar box's callback: the learner's own choice, kept for their next visit (a page's or a link's is not)."""
    store = progress.get_store()
    v = st.session_state[_VARIANT_SAVED] = st.session_state["variant"]
    store.save_counters(PREFS, {**(store.counters(PREFS) or {}), "variant": v})


def _to_link(variant: str) -> None:
    """``?luat=``, left out only for the default variant when the learner's own choice is it too: a reload (a new
    session) gives back the variant shown, not the learner's saved one."""
    to_link(VARIANT_PARAM, variant, DEFAULT_VARIANT if saved_variant() in (None, DEFAULT_VARIANT) else "")


def variant_selector(show: bool = True) -> str:
    """The sidebar radio of the rules variant (``rules/variants.yaml``), kept in ``?luat=``, else the learner's
    last choice (:func:`saved_variant`); returns its id. ``show=False`` (Mậu binh pages) draws nothing but keeps it."""
    variants = _variants()
    if st.session_state.get("variant") not in variants:
        from_link = st.query_params.get(VARIANT_PARAM)
        st.session_state["variant"] = from_link if from_link in variants else saved_variant() or DEFAULT_VARIANT
        if from_link in variants:
            st.session_state[VARIANT_LINKED] = from_link
        if from_link is not None and from_link not in variants:
            refuse_link(VARIANT_PARAM, from_link, st.session_state["variant"])
    if show and _VARIANT_KEPT in st.session_state:  # drawn again (or chosen by a page): set it in this run
        st.session_state["variant"] = st.session_state.pop(_VARIANT_KEPT)
    _to_link(st.session_state["variant"])
    if not show:  # a widget's value would be dropped on a run that does not draw it: keep it
        st.session_state["variant"] = st.session_state[_VARIANT_KEPT] = st.session_state["variant"]
        return st.session_state["variant"]
    with st.sidebar:
        choice = st.radio(
            _("Biến thể luật"),
            list(variants),
            key="variant",
            format_func=variant_label,
            on_change=_save_variant,
            help=_("Các nguồn luật khác nhau về điểm, dịch và gà. Lựa chọn này áp dụng cho mọi trang."),
        )
        desc = text_of(variants[choice], "description")
        if desc:
            st.caption(learner_words(desc))
    return choice


def choose_variant(variant: str) -> None:
    """Choose ``variant`` from a page, after the sidebar box was drawn: in ``?luat=`` at once, in the box from the
    next run (the page reruns)."""
    st.session_state[_VARIANT_KEPT] = variant
    _to_link(variant)


# ---------------------------------------------------------------- card picker
_SUIT_ROWS = ("V", "N", "S")

CODE_LEGEND = N_("Mã quân: **V** = vạn, **N** = văn, **S** = sách, **CC** = chi chi — ví dụ 9V là cửu vạn, "
                 "2N là nhị văn.")


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


def set_state(key: str, value: Any) -> None:
    """A button callback: ``st.session_state[key] = value``."""
    st.session_state[key] = value


def card_picker(
    key: str,
    *,
    label: str | None = None,
    default: str = "",
    help: str | None = None,
    expanded: bool = True,
) -> list[str] | None:
    """A text box of codes or names plus «+» buttons under card pictures; errors shown under the box.
    Returns the codes (``['9V', '9V', '9N', 'CC']``), or ``None`` when the text has an error."""
    tkey = f"{key}__text"
    st.session_state.setdefault(tkey, default)
    st.text_input(
        _("Các quân bài") if label is None else label,
        key=tkey,
        placeholder=_("Ví dụ: 9V 9V cửu văn chi chi"),
        help=help
        or _("Gõ mã (2V…9V, 2N…9N, 2S…9S, CC) hoặc tên tiếng Việt, cách nhau bằng dấu cách hay dấu phẩy; "
             "hoặc bấm + dưới hình quân bài."),
    )
    st.caption(_(CODE_LEGEND))
    cards: list[Kind] | None
    try:
        cards = parse_cards(st.session_state.get(tkey) or "")
        check_copies(cards, _("trong ô này"))
    except ChanError as e:
        show_error(e)
        cards = None
    if cards:
        show_hand(cards, width=44)
        st.caption(ngettext("{n} lá", "{n} lá", len(cards)).format(n=len(cards)))
    elif cards is not None:
        st.caption(_("Chưa có quân nào."))
    counts = Counter(k.code for k in cards or ())
    with kept_expander(_("Bấm để thêm quân"), f"{key}__picker", expanded=expanded):
        for suit in _SUIT_ROWS:
            row = [k for k in KINDS if k.suit == suit] + ([BY_CODE["CC"]] if suit == "V" else [])
            # fixed-width cells in a wrapping row: st.columns stacked the cards one under another on a phone
            row_box = st.container(horizontal=True, gap="xxsmall", key=f"hc_pick_{key}_{suit}")
            for k in row:
                with row_box.container(width=40, gap="xxsmall"):
                    st.html(card_img(k, 40))
                    st.button(_("Thêm {card}").format(card=card_short(k)), width="stretch", key=f"{key}__add_{k.code}",
                              help=_("Thêm {card}").format(card=card_label(k)), on_click=_picker_add,
                              args=(tkey, k.code), disabled=counts[k.code] >= 4)
        with st.container(horizontal=True):
            st.button(_("Bỏ lá cuối"), key=f"{key}__pop", on_click=_picker_pop, args=(tkey,),
                      icon=":material/backspace:")
            st.button(_("Xóa hết"), key=f"{key}__clear", on_click=set_state, args=(tkey, ""), icon=":material/delete:")
    return None if cards is None else [k.code for k in cards]


# ---------------------------------------------------------------- keep inputs across pages (issue 4)
_KEEP = "_keep__"


def restore_inputs(prefixes: Sequence[str]) -> None:
    """Put back the values :func:`save_inputs` kept of widgets whose keys start with ``prefixes`` (never buttons)."""
    ss = st.session_state
    for k in list(ss.keys()):
        if k.startswith(_KEEP):
            name = k[len(_KEEP):]
            if name.startswith(tuple(prefixes)) and name not in ss:
                ss[name] = ss[k]


def save_inputs(prefixes: Sequence[str]) -> None:
    """Keep the values of widgets whose keys start with ``prefixes`` where Streamlit does not clean up."""
    ss = st.session_state
    for k in list(ss.keys()):
        if k.startswith(tuple(prefixes)) and not k.startswith(_KEEP):
            ss[_KEEP + k] = ss[k]


NO_EXAMPLE = "__none__"  # the «no example» option's id


def example_picker(label: str, names: Sequence[str], load: Callable[[str], None], *, key: str,
                   none_label: str | None = None) -> None:
    """A selectbox of example ids (shown with ``_``); ``load(id)`` fills the page's inputs once per choice, so the
    learner can edit them, and a language switch does not load it again."""
    none_text = _("(tự nhập)") if none_label is None else none_label
    ids = [NO_EXAMPLE, *names]
    if st.session_state.get(key) not in ids:  # an old value (another language, a removed example)
        st.session_state[key] = NO_EXAMPLE
    ex = st.selectbox(label, ids, key=key, format_func=lambda i: none_text if i == NO_EXAMPLE else _(i),
                      placeholder=choose_placeholder())
    done = f"{key}_loaded"
    if ex in names and st.session_state.get(done) != ex:
        load(ex)
        st.session_state[done] = ex
        st.rerun()
    elif ex not in names:
        st.session_state[done] = None


def choose_placeholder(many: bool = False) -> str:
    """A selectbox's (or ``many``: multiselect's) placeholder in the current language (Streamlit's is English)."""
    return _("Chọn một hay nhiều mục…") if many else _("Chọn…")


# ---------------------------------------------------------------- whole numbers from links and boxes (issue 11)
LINK_SEED_MAX = 999_999_999  # largest ?seed= a link may carry

_SIGNED_DIGITS = re.compile(r"-?[0-9]{1,18}")  # ASCII digits only: never ², ①, ٣, １, «3_000»


def int_or_none(text: Any, *, lo: int | None = None, hi: int | None = None) -> int | None:
    """``text`` as a whole number (optional ``-``, 1–18 ASCII digits, within ``lo``..``hi``), else ``None``.
    ``'²'``, ``'３'``, ``'3_000'``, ``'1e3'``, ``'2.5'`` give ``None``; never raises."""
    s = "" if text is None or isinstance(text, bool) else str(text).strip(" \t")
    v = int(s) if _SIGNED_DIGITS.fullmatch(s) else None
    return None if v is None or (lo is not None and v < lo) or (hi is not None and v > hi) else v


_NO_VALUE = object()


def query_int(name: str, default: int | None = None, *, lo: int | None = None, hi: int | None = None,
              bad: Any = _NO_VALUE) -> int | None:
    """The whole-number link parameter ``?name=``: ``default`` when missing, ``bad`` (else ``default``)
    when not usable (:func:`int_or_none`); without ``bad`` the learner is told (:func:`refuse_link`)."""
    raw = st.query_params.get(name)
    if raw is None:
        return default
    v = int_or_none(raw, lo=lo, hi=hi)
    if v is not None:
        return v
    if bad is not _NO_VALUE:
        return bad
    refuse_link(name, raw)
    return default


_SEPARATED = re.compile(r"[., ]*[0-9]+(?:[., ]+[0-9]+)*[., ]*")  # digits and . , or spaces, in no form read
_DECIMAL = re.compile(r"[+-]?[0-9]*[.,][0-9]+|[+-]?[0-9]+[.,]")


def _decimal(raw: str, marks: str) -> Decimal | None:
    """``raw`` read with the decimal mark of language ``marks`` (English «2.500» is 2.5); ``None``: not one number."""
    if re.fullmatch(r"-?[0-9.,]{1,24}", raw):  # ASCII digits only (never «1e3», «1_000», «٣»), read exactly
        with suppress(NumberFormatError):
            return parse_decimal(raw, locale=marks, strict=True).normalize()
    return None


def _decimal_refusal(raw: str, read: Decimal | None, what: str, example: str, teach: bool, marks: str) -> str:
    """Why ``raw``, typed with the decimal mark of language ``marks`` (English «2.500», Vietnamese «2,5»), is not a
    whole number: how it reads (``read``) when it is one number; ``what``: the box's name mid-sentence; ``teach``: say
    how thousands are marked (a money box's)."""
    said = {"raw": raw, "what": what, "example": example,
            "read": None if read is None else number(read, max(0, -read.as_tuple().exponent))}
    if marks != current_language():  # typed before a language switch, not edited since: never read in the new marks
        return _("«{raw}» được gõ khi trang còn bằng ngôn ngữ kia, theo cách viết số ấy không phải số nguyên: {what} là "
                 "số nguyên, không có phần lẻ. Hãy gõ lại, ví dụ {example}.").format(**said)
    if read is not None and read == read.to_integral_value() and not {".", ","} <= set(raw):  # «1,000» in vi: 1
        said.update(read=number(int(read)), whole=number(int(re.sub(r"[^0-9]", "", raw))))  # or 1000? (not «1.000,00»)
        head = _("«{raw}» có dấu phẩy, là dấu thập phân: số này là {read} hay {whole}? Hãy gõ {what} liền các chữ số, "
                 "không dấu phẩy.")
    else:
        head = (_("«{raw}» không đọc được: dấu phẩy là dấu thập phân, mà {what} là số nguyên, không có phần lẻ.")
                if read is None else _("«{raw}» được đọc là {read}: dấu phẩy là dấu thập phân, mà {what} là số nguyên, "
                                       "không có phần lẻ."))
    return " ".join((head, _("Hàng nghìn ngăn bằng dấu chấm, ví dụ {example}.") if teach
                     else _("Ví dụ {example}."))).format(**said)  # a money box's example; a count's: no thousands


def read_whole_number(text: Any, *, lo: int = 0, hi: int = 1_000_000, what: str | None = None,
                      example: int = 12, money: bool = False, marks: str | None = None) -> int | None:
    """A whole number typed in a text box — the one reader of every number box: digits, the thousands grouped by the
    language's mark or not at all (``1000``, ``1.000`` in Vietnamese, ``1,000`` in English). The other mark is the
    decimal one: a text holding it is asked about (``1,00``: 1 or 100? ``2,5``: no fraction; :func:`_decimal_refusal`);
    digits parted by spaces (``1 000``) are asked for together. ``marks``: the language whose marks the text was typed
    in, else the current one; within ``lo``..``hi``; ``None`` when empty. Raises :class:`ChanError` saying what is
    expected (``0x10``, ``1e30``, ``²`` are refused). ``what``: the box's name mid-sentence; ``example``: a value
    fitting the box, written as the box writes it (a ``money`` box's of 1000 or more with its thousands mark, which
    it teaches; one of points, counts or seeds as digits only)."""
    raw = " ".join(str(text if text is not None else "").split())
    raw = "".join(unicodedata.normalize("NFKC", c) if unicodedata.name(c, "").startswith("FULLWIDTH") else c
                  for c in raw)  # a phone's full-width «１２» is 12
    if not raw:
        return None
    what = _("đáp số") if what is None else what
    body = raw[1:] if raw[:1] in "-−" else raw
    marks = marks or current_language()
    point, group = (".", ",") if marks == "en" else (",", ".")
    ex, teach = number(example) if money else str(example), money and example >= 1000  # teach: the thousands mark
    if point in body and (_decimal(raw, marks) is not None or teach):  # never thousands: asked, never read
        raise ChanError(_decimal_refusal(raw, _decimal(raw, marks), what, ex, teach, marks))
    if re.fullmatch(r"[0-9]{1,3}(?:" + re.escape(group) + r"[0-9]{3})+", body):
        body = body.replace(group, "")
    if not re.fullmatch(r"[0-9]+", body):
        odd = odd_character(raw)
        if re.fullmatch(r"[0-9]+(?: [0-9]+)+", body):  # «1 000»: read as 1000 or refused? asked, as the notes say
            msg = _("«{raw}» có dấu cách giữa các chữ số: hãy gõ {what} liền các chữ số, ví dụ {joined}.")
        elif _DECIMAL.fullmatch(raw) and teach:  # the thousands mark alone («1,00» in English): misplaced
            msg = _("«{raw}» đặt sai dấu ngăn hàng nghìn: {what} là số nguyên, không có phần lẻ "
                    "(ví dụ {example}). Dấu chấm chỉ dùng để ngăn hàng nghìn, mỗi nhóm "
                    "đủ 3 chữ số, ví dụ 1.000.")  # English: its own mark, «A comma only separates thousands»
        elif _SEPARATED.fullmatch(body) and teach:  # 1,000.50 · 1.000,5 · 1.0.0: digits, separated wrongly
            msg = _("«{raw}» không đọc được: {what} là số nguyên — chỉ gồm các chữ số, không có phần lẻ; muốn ngăn "
                    "hàng nghìn thì dùng dấu chấm, mỗi nhóm đủ 3 chữ số (ví dụ {example}).")
        elif _SEPARATED.fullmatch(body):
            msg = _("«{raw}» không đọc được: {what} là số nguyên — hãy gõ liền các chữ số, không phần lẻ "
                    "(ví dụ {example}).")
        elif odd is not None:  # the first character not of a number, shown; one the quote cannot show is named
            c = next((c for c in body if c not in "0123456789., "), raw[:1])  # «−» alone: the sign
            odd = (_("«{char}» là ký tự đầu tiên không phải chữ số 0–9").format(char=c)
                   if c.isprintable() and unicodedata.category(c)[0] not in "MZ" else say(odd))
            msg = _("«{raw}» không phải số viết bằng chữ số 0–9: {odd}. Hãy gõ {what} bằng các chữ số, "
                    "ví dụ {example}.")
        else:
            msg = _("«{raw}» không phải số viết bằng chữ số 0–9: hãy gõ {what} bằng các chữ số, "
                    "ví dụ {example}.")
        joined = int(re.sub(r"[^0-9]", "", body)[:19] or -1)  # the digits typed, if the box holds them, as it writes
        raise ChanError(msg.format(raw=raw, what=what, example=ex, odd=odd,
                                   joined=(number(joined) if money else str(joined)) if lo <= joined <= hi else ex))
    negative = raw[:1] in "-−" and body.strip("0") != ""
    digits = body.lstrip("0") or "0"
    too_long = len(digits) > max(len(str(abs(hi))), len(str(abs(lo)))) + 1  # never int() of 5,000 digits
    value = 0 if too_long else -int(digits) if negative else int(digits)
    if too_long or not lo <= value <= hi:  # the whole range, never one end alone (a lesson's may be its answer)
        said = number if money else lambda n: str(n).replace("-", "−")  # as the box writes numbers (points: digits)
        raise ChanError(_("{What} là một số từ {lo} đến {hi}; «{raw}» nằm ngoài khoảng đó.").format(
            What=what[:1].upper() + what[1:], lo=said(lo), hi=said(hi), raw=raw))
    return value


MONEY_MAX = 10_000_000  # đồng a point, the top of every money box (Chắn and Mậu binh alike): far above any real table


def typed_number(label: str, lo: int, hi: int, value: int, *, key: str, where: Any = st, help: str | None = None,
                 disabled: bool = False, what: str | None = None, amount: bool = False) -> int:
    """A text box of a whole number in ``lo``..``hi`` (in ``where``) read by :func:`read_whole_number`; not
    ``st.number_input``, whose browser check answers a huge number in English and keeps it, and reads «1e9» as 1.
    The box always shows the number in use (``value`` at first): a text that is no whole number in the range (or an
    empty box) gives back the number before, said under the box in the learner's words, naming what was typed
    (``what``: the box's name mid-sentence, else its label), on the run right after it was typed only (the next one,
    another box's or a button's, no longer says it). Every box is written and read in the language's marks (a text in
    those of the language it was typed in).
    Its notes (and an amount's help, if none given) give as example the number in use (an amount's at least 1.000)."""
    ss, lang, what = st.session_state, current_language(), what or f"«{label}»"  # never its label lower-cased
    shown = number if amount or hi < 1000 else str  # as the box (and its notes) writes a number: a seed or a count of
    # deals as digits only, an amount as the page writes it
    if ss.get(key + "__lang", lang) != lang:  # a language switch: the number in use in the new language's marks
        ss[key] = shown(ss.get(key + "__used", value))

    def used(text: Any, before: int, marks: str | None) -> tuple[int, str | None]:  # the number a text gives, and why
        ex = min(hi, max(before, 1000)) if amount else before  # the example: the thousands mark an amount's teaches
        try:  # it is another
            n = read_whole_number(text, lo=lo, hi=hi, what=what, example=ex, money=amount, marks=marks)
            if n is not None:
                return n, None
            why = _("Ô không có chữ số nào: hãy gõ {what} bằng các chữ số, ví dụ {example}.").format(
                what=what, example=shown(ex))  # emptied, or only spaces: said as any other junk
        except ChanError as e:
            why = say(e)
        return before, why + " " + _("Ô vẫn giữ {value}.").format(value=shown(before))  # as the box shows it

    if key not in ss or key + "__used" not in ss:  # a first run (or after a run without the box): the number in use
        ss[key] = shown(used(ss.get(key, ""), ss.get(key + "__used", value), None)[0])  # (old junk: read once)

    def show_used() -> None:  # the box's callback: it shows the number in use, the text typed is kept to say why
        typed = ss[key + "__typed"] = ss[key], ss.get(key + "__lang")  # (and the language it was typed in)
        ss[key + "__used"] = used(typed[0], ss.get(key + "__used", value), typed[1])[0]
        ss[key] = shown(ss[key + "__used"])

    ss[key + "__lang"] = lang
    help = help or (_("Số nguyên đồng, hàng nghìn ngăn bằng dấu chấm, ví dụ {example}.").format(
        example=number(min(hi, max(ss.get(key + "__used", value), 1000)))) if amount else None)
    text = number_box(label, key=key, where=where, help=help, disabled=disabled, on_change=show_used)
    n, why = used(text, ss.get(key + "__used", value), lang)
    typed, marks = ss.pop(key + "__typed", None) or (None, None)  # said on the run right after it was typed, only:
    if typed is not None and typed != text:  # the next run (another box, a button) shows no note of this box
        why = used(typed, n, marks)[1]
    if why:  # what was typed shown as typed, never markup
        with note_until_edited(key, where):
            st.warning(literal_message(why), icon=":material/info:")
    ss[key + "__used"] = n
    return n


def number_box(label: str, *, key: str, where: Any = st, **kw: Any) -> str:
    """A text box of a number (``st.text_input`` in ``where``, ``kw`` its options) whose note is drawn in
    :func:`note_until_edited`; Streamlit's «Press Enter to apply» said in the learner's words (ui/assets/app.css)."""
    with where.container(key=f"hc_num_{key}"):
        return st.text_input(label, key=key, **kw)


@contextmanager
def note_until_edited(key: str, where: Any = st) -> Iterator[None]:
    """A container for a note about what box ``key`` (:func:`number_box`, :func:`typed_number`) holds, hidden in the
    browser once the box is edited (ui/assets/number_note.js): retyping the text shown runs nothing, the note stayed."""
    with where.container(key=f"hc_numnote_{key}", gap=None):
        yield
        st.session_state["hc_num_notes"] = stamp = st.session_state.get("hc_num_notes", 0) + 1  # its script runs
        st.html(script_tag("number_note.js", stamp=stamp, key=repr(key)), unsafe_allow_javascript=True)


# ---------------------------------------------------------------- choices kept by id across a language switch
KEPT_SUFFIX = "__kept"  # st.session_state[key + KEPT_SUFFIX]: the ids last chosen in widget ``key``


def keep_choice(key: str) -> None:
    """Remember the ids chosen in widget ``key`` (in its callback), for :func:`choice_widget` after a switch."""
    st.session_state[key + KEPT_SUFFIX] = st.session_state.get(key)


def forget_choice(key: str) -> None:
    """Drop the widget's value and the ids kept for it (a «try again»)."""
    st.session_state.pop(key, None)
    st.session_state.pop(key + KEPT_SUFFIX, None)


def choice_widget(kind: str, label: str, ids: Sequence[Any], format_func: Callable[[Any], str], *, key: str,
                  **kw: Any) -> Any:
    """A radio (``kind='radio'``, nothing chosen at first) or multiselect of ids shown by ``format_func``;
    the ids :func:`keep_choice` kept are put back when it came back empty. Returns its value."""
    kept = st.session_state.get(key + KEPT_SUFFIX)
    now = st.session_state.get(key)
    ok = (kept in ids) if kind == "radio" else (isinstance(kept, list) and all(k in ids for k in kept))
    if kept not in (None, []) and now in (None, []) and ok:
        st.session_state[key] = kept
    if kind == "radio":
        return st.radio(label, options=list(ids), format_func=format_func, index=None, key=key, **kw)
    return st.multiselect(label, options=list(ids), format_func=format_func, key=key, **kw)


def kept_expander(label: str, key: str, expanded: bool = False, **kw: Any) -> Any:
    """``st.expander(label, expanded, **kw)`` that opens and closes in the browser alone (no run of the page) and
    stays as the learner left it when ``label`` changes (a language switch): a keyed expander that does not track
    its state is one block named by ``key``, not by its label, and the browser keeps its state while it is shown.
    A new ``expanded`` (a search that opens what it matched, a link to one rule) names another block: obeyed.
    ``key``: unique in the app (a page prefix)."""
    return st.expander(label, expanded=expanded, key=f"{key}__open" if expanded else key, **kw)
