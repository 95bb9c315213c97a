"""Feedback: user text shown literally, engine errors and sources in the learner's words.

The page wrapper is :mod:`ui.page`, score breakdowns :mod:`ui.scores`, progress-store notices
:mod:`ui.store_notices`."""
from __future__ import annotations

import logging
import re
import string
import unicodedata
from typing import Any

import streamlit as st

from chan_core.errors import ChanError
from chan_core.facts import Fact
from words.i18n import current_language
from learning.i18n import N_, _, ngettext
from words import say

log = logging.getLogger("hoc_chan.ui")

GENERIC_ERROR = N_(
    "Rất tiếc, trang này gặp lỗi ngoài ý muốn nên chưa hiển thị được. "
    "Hãy thử tải lại trang hoặc chọn trang khác ở thanh bên. "
    "Những gì bạn đã nhập vẫn được giữ."
)
"""The friendly message shown instead of a traceback (the Vietnamese msgid: show ``_(GENERIC_ERROR)``)."""


# ---------------------------------------------------------------- user text shown literally (issue 11)
LITERAL_LIMIT = 60
"""Default length (characters) of user text echoed on a page; longer text is cut with «…»."""

_ESCAPED = frozenset(string.punctuation)  # ASCII punctuation: CommonMark lets a backslash escape each one
_WJ = "\u2060"  # WORD JOINER: invisible; breaks the patterns Streamlit rewrites inside plain text
_WJ_AFTER = frozenset(":@-<>~")  # :material_x: :streamlit: :smile: http:// a@b.c -> <= ~= --
_WJ_BEFORE = frozenset(".")  # www.x.com, a@b.com (remark-gfm's autolink transform works on plain text)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def plain_text(text: Any, limit: int | None = LITERAL_LIMIT) -> str:
    """User text made fit to echo (before markdown escaping): one line, at most ``limit`` characters.

    Every run of whitespace (newlines, tabs included) becomes one space and the
    ends are stripped; other control characters, bidirectional overrides
    (they reorder what is shown) and the word joiner U+2060 are dropped; a
    lone surrogate becomes «�». Text longer than ``limit`` is cut (never
    between a letter and its diacritic) and ends with «…», the result being
    at most ``limit`` characters; ``limit=None`` keeps the whole text.
    Never raises.
    """
    out = []
    for ch in " ".join(str(text).split()):
        cat = unicodedata.category(ch)
        if cat == "Cc" or ch in _BIDI or ch == _WJ:
            continue
        out.append("\ufffd" if cat == "Cs" else ch)
    s = "".join(out).strip()
    if limit is not None and len(s) > max(limit, 1):
        cut = max(limit, 1) - 1
        while cut > 0 and unicodedata.combining(s[cut]):
            cut -= 1
        s = s[:cut].rstrip() + "…"
    return s


def literal(text: Any, limit: int | None = LITERAL_LIMIT) -> str:
    """``text`` (typed by the learner, carried by a link, or quoted by an error) as a
    Streamlit markdown fragment that shows exactly that text, cut to ``limit``.

    Use it for every piece of user text put into ``st.markdown``, ``st.error``,
    ``st.warning``, ``st.caption`` and the like. First :func:`plain_text`
    (one line, cut with «…»); then every ASCII punctuation character gets a
    backslash (CommonMark backslash escape: a literal character), so no
    link, image, emphasis, heading, list, table, code, HTML tag, entity,
    LaTeX ``$…$`` or ``:color[…]`` directive can start. Streamlit and
    remark-gfm also rewrite *plain text* after parsing (``:material/x:``,
    ``:streamlit:``, emoji shortcodes, ``->`` arrows, bare ``http://``,
    ``www.`` and e-mail links): an invisible WORD JOINER (U+2060) after
    ``: @ - < > ~`` and before ``.`` breaks those patterns without changing
    what the learner sees.

    Returns the fragment (``''`` for empty text). Never raises.
    """
    out = []
    for ch in plain_text(text, limit):
        if ch in _WJ_BEFORE:
            out.append(_WJ)
        if ch in _ESCAPED:
            out.append("\\")
        out.append(ch)
        if ch in _WJ_AFTER:
            out.append(_WJ)
    return "".join(out)


_QUOTE = re.compile(r"«([^«»]*)»")


def literal_message(msg: Any, quote_limit: int | None = LITERAL_LIMIT) -> str:
    """A whole message (an error that quotes user text) as a literal markdown fragment.

    Each «…» quote in it is cut to ``quote_limit`` characters, each line is
    escaped with :func:`literal` (no overall cut) and the lines are kept as
    line breaks. Used by :func:`show_error`.
    """
    text = _QUOTE.sub(lambda m: f"«{plain_text(m.group(1), quote_limit)}»", str(msg))
    return "  \n".join(x for x in (literal(ln, None) for ln in text.splitlines()) if x)


# ---------------------------------------------------------------- errors and sources
def show_error(err: ChanError | str, *, where: Any = None) -> None:
    """Show an engine error (:class:`ChanError`) as a red box, beside its input.

    ``where``: a container (``st.empty()``, a column) to draw in; default the
    current position. The message is the engine's Vietnamese text; a field
    name, if any, is added so the learner knows which input to fix (in the
    current language: «ô: các lá» / «box: the cards»).

    The message (a :class:`ChanError`'s or a plain string) is always shown
    literally (:func:`literal`), never as markdown: messages quote what the
    learner typed or what a link carried (``Không nhận ra quân bài «…»``);
    each «…» quote is cut to :data:`LITERAL_LIMIT` characters.
    """
    target = where if where is not None else st
    msg = literal_message(learner_words(say(err)))
    field = str(getattr(err, "field", None) or "").split(".")[0].split("[")[0]
    if field in FIELD_WORDS:  # engine field ids are never shown raw (QA: "ô: `cards`")
        box = _("ô: {field}").format(field=_(FIELD_WORDS[field]))
        msg = f"{msg}  \n_({box})_"
    target.error(msg, icon=":material/error:")


#: Vietnamese words (msgids: show ``_(FIELD_WORDS[f])``) for the engine's :attr:`ChanError.field`
#: ids a learner can fix.
FIELD_WORDS = {
    "hand": N_("bài trên tay"), "cards": N_("các lá"), "card": N_("quân bài"), "melds": N_("dưới chiếu"),
    "winning_card": N_("quân ù"), "source": N_("nguồn quân ù"), "drawn_by": N_("ai bốc"), "cuoc": N_("các cước"),
    "players": N_("số người chơi"), "seat": N_("chỗ ngồi"), "with": N_("lá dùng để ăn"),
}


#: The seed documents by their learner-facing names (msgids: show ``_(DOC_NAMES[n])``; SPEC: 001
#: primary, 002 scoring, 003 sanhrong, 000 a machine-paraphrased copy of 001, 004 Mậu binh).
#: Learners never read "seed 001 §IV" (issue 17).
DOC_NAMES = {
    "000": N_("Bản chép lại của luật đầy đủ"),
    "001": N_("Luật đầy đủ"),
    "002": N_("Bài tính điểm"),
    "003": N_("Luật trang chơi sanhrong"),
    "004": N_("Luật Mậu binh"),
}

#: Sources that are not a seed document: ``seed: quyết định`` in the rules files is a decision
#: the team took where the seeds are silent (msgids).
OTHER_SOURCES = {"quyết định": N_("quyết định")}

_NUMERAL = re.compile(r"^§?[IVX]+[.,;)]?$")
_ROMAN = re.compile(r"^(?:§\s*)?([IVX]+)(?:\.(\d+))?(?![\w])(?:[.)](?!\d))?\s*")


def _english() -> bool:
    """Whether text is being produced in English (a language other than the default)."""
    return current_language() != "vi"


def doc_name(seed: Any, *, short: bool = False) -> str:
    """``'001'`` → ``'Luật đầy đủ (tài liệu 001)'`` (``short``: ``'Luật đầy đủ (001)'``); in
    English ``'Full rules (text 001)'`` / ``'Full rules (001)'``.

    ``'quyết định'`` (a team decision) is said in the current language (English: «team
    decision»); another seed that is not a number is returned as written.
    """
    seed = str(seed or "").strip()
    if not seed.isdigit():
        return _(OTHER_SOURCES[seed]) if seed in OTHER_SOURCES else seed
    name = DOC_NAMES.get(seed)
    if name is None:
        return _("tài liệu {seed}").format(seed=seed)
    if short:
        return f"{_(name)} ({seed})"
    return _("{name} (tài liệu {seed})").format(name=_(name), seed=seed)


def _sentence_case(text: str) -> str:
    """Words written in capitals (``'LUẬT ĐÁNH BÀI'``) in lower case, the first letter kept
    upper: ``'Luật đánh bài'``. One-letter words (group ``A``) and mixed-case words stay."""
    words = [w.lower() if sum(ch.isalpha() for ch in w) > 1 and w.isupper() and not _NUMERAL.match(w) else w
             for w in text.split(" ")]
    out = " ".join(words)
    return out[:1].upper() + out[1:] if out else out


def _section(num: str) -> str:
    """``'IV'`` → ``'mục IV'`` (English ``'section IV'``)."""
    return _("mục {n}").format(n=num)


_REF = re.compile(
    r"(?:\b[Ss]eeds?\s+)?(?<![\w.])(?P<doc>00\d)\b"
    r"(?:\s*§\s*(?P<dsec>[IVX]+)(?P<ddot>\.\d+)?(?:\s+mục\s+(?P<ditem>\d+))?)?"
    r"|§\s*(?P<sec>[IVX]+)(?P<dot>\.\d+)?(?:\s+mục\s+(?P<sitem>\d+))?"
    r"|\blỗi\s+(?P<loi>\d+(?:\s*[–-]\s*\d+)?)"
    r"|\bmục\s+(?P<item>\d+(?:\s*[–,-]\s*\d+)*)"
)


_SECTION_TITLES_EN = {
    "bộ bài": "the deck", "chia bài, bốc nọc, bốc cái": "dealing, the stock, the cái",
    "chắn, cạ, ba đầu, què": "chắn, cạ, ba đầu, què", "luật đánh bài": "rules of play",
    "đánh bài": "playing", "cước xướng": "cước and the xướng", "tính điểm": "scoring",
    "ăn tiền, báo": "payment and báo", "gà": "gà",
}
"""English titles of the seeds' numbered sections (``'IV. LUẬT ĐÁNH BÀI'`` → ``'rules of play'``)."""


def _section_refs(text: str) -> str:
    """The English citation of a seed section written in Vietnamese: only its references —
    the section number (``'section IV'``, ``'section V.18'``; an item «mục 18» after section
    V is ``'section V.18'``), the lỗi numbers (``'lỗi 1'``, a game term), other documents
    (``'text 003'``) — without the Vietnamese title, which an English reader cannot use.
    ``';'`` separates parts as in the seed text. ``''`` when the text cites nothing."""
    out: list[str] = []
    for part in re.split(r"\s*;\s*", str(text or "").strip()):
        refs: list[str] = []
        m = _ROMAN.match(part)
        lead = None
        if m:
            lead = m.group(1) + (f".{m.group(2)}" if m.group(2) else "")
            rest = part[m.end():]
        else:
            rest = part
        items: list[str] = []
        for r in _REF.finditer(rest):
            if r.group("doc"):
                ref = _("tài liệu {seed}").format(seed=r.group("doc"))
                if r.group("dsec"):
                    num = r.group("dsec") + (r.group("ddot") or "") + (f".{r.group('ditem')}" if r.group("ditem") else "")
                    ref += ", " + _section(num)
                refs.append(ref)
            elif r.group("sec"):
                num = r.group("sec") + (r.group("dot") or "") + (f".{r.group('sitem')}" if r.group("sitem") else "")
                refs.append(_section(num))
            elif r.group("loi"):
                refs.append(_("lỗi {n}").format(n=r.group("loi")))
            elif r.group("item"):
                items.append(re.sub(r"\s*,\s*", ", ", r.group("item")))
        if lead is not None:
            refs[:0] = [_section(f"{lead}.{i}") for i in items] or [_section(lead)]
            title = _SECTION_TITLES_EN.get(re.split(r"\s*[—(]", rest.strip(), maxsplit=1)[0].strip(" .:").casefold())
            if title and not items:  # the section's title, as the seeds name it (issue 27 item 2)
                refs[0] = f"{refs[0]}: {title}"
        else:
            refs[:0] = [_section(i) for i in items]
        if refs:
            out.append(", ".join(dict.fromkeys(refs)))
    return "; ".join(out)


def section_words(section: Any) -> str:
    """A seed section as the learner reads it: ``'IV. LUẬT ĐÁNH BÀI — Ăn'`` →
    ``'mục IV: Luật đánh bài — Ăn'``; ``'§V (Xướng)'`` → ``'mục V (Xướng)'``;
    ``'V.18 Bạch thủ chi'`` → ``'mục V.18: Bạch thủ chi'``; other text through
    :func:`learner_words` (``'seed 001 §II không nói'`` → ``'tài liệu 001, mục II không nói'``).

    In English only the references are kept (the seeds' titles are Vietnamese):
    ``'section IV'``, ``'section V.18'``, ``'section IV, lỗi 1'``, ``'text 001, section II'``
    (:func:`_section_refs`); ``''`` when the section cites no number."""
    text = str(section or "").strip()
    if _english():
        return _section_refs(text)
    parts = re.split(r";\s*(?=§\s*[IVX]+\b|[IVX]+[.)]\s)", text)
    if len(parts) > 1:
        return "; ".join(section_words(p) for p in parts)
    m = _ROMAN.match(text)
    if not m:
        return learner_words(text)
    num = m.group(1) + (f".{m.group(2)}" if m.group(2) else "")
    rest = text[m.end():].strip()
    if not rest:
        return _section(num)
    if rest[0] in ",;—–(":
        return f"{_section(num)}{'' if rest[0] in ',;' else ' '}{learner_words(_sentence_case(rest) if rest[0] == '—' else rest)}"
    return f"{_section(num)}: {learner_words(_sentence_case(rest))}"


_SEED_SECTION = re.compile(r"\b([Ss])eed\s+(00\d)\s*§\s*([IVX]+)((?:\.\d+)?)(?:\s+mục\s+(\d+))?")
_BARE_SECTION = re.compile(r"\b(00\d)\s*§\s*([IVX]+)((?:\.\d+)?)(?:\s+mục\s+(\d+))?")
_SECTION = re.compile(r"§\s*([IVX]+)((?:\.\d+)?)(?:\s+mục\s+(\d+))?")
_SEED = re.compile(r"\b(s)eed(s?)\b(\s+(?=\d))?", re.IGNORECASE)


def _mục(roman: str, dot: str, item: str | None) -> str:
    return _section(f"{roman}{dot}" + (f".{item}" if item else ""))


def _cap(text: str, upper: bool) -> str:
    return text[:1].upper() + text[1:] if upper else text


def learner_words(text: Any) -> str:
    """Text written for the team (``'seed 001 §IV'``, ``'001 §V mục 1'``, ``'Seed 003 nói'``)
    in the learner's words: ``'tài liệu 001, mục IV'``, ``'tài liệu 001, mục V.1'``,
    ``'Tài liệu 003 nói'``. The learner never reads "seed" or "§" (issue 17).

    In the current language: in English ``'text 001, section IV'``, ``'text 001, section V.1'``,
    ``'Text 003 says'`` (``'seeds'`` → ``'texts'``); the rest of ``text`` is left as it is.
    A fact (:class:`~chan_core.facts.Fact`, :class:`ChanError`) is said first (:func:`words.say`).
    Never raises."""
    s = say(text) if isinstance(text, (Fact, ChanError)) else str(text)
    if "seed" not in s.lower() and "§" not in s:
        return s
    s = _SEED_SECTION.sub(lambda m: _cap(_("tài liệu {seed}").format(seed=m.group(2)), m.group(1) == "S")
                          + ", " + _mục(m.group(3), m.group(4), m.group(5)), s)
    s = _BARE_SECTION.sub(lambda m: _("tài liệu {seed}").format(seed=m.group(1)) + ", "
                          + _mục(m.group(2), m.group(3), m.group(4)), s)
    s = _SECTION.sub(lambda m: _mục(m.group(1), m.group(2), m.group(3)), s)
    s = _SEED.sub(lambda m: _cap(ngettext("tài liệu", "tài liệu", 2 if m.group(2) else 1), m.group(1) == "S")
                  + (" " if m.group(3) else ""), s)
    if "§" in s:
        word = _("mục")
        s = re.sub(r"\s*§\s*", f" {word} ", s).replace(f"( {word}", f"({word}").strip()
    return s


_IDENT = re.compile(r"[a-z0-9_]+")  # an id or code (``theo_seed``, ``bao_xuong_sai``): never reworded
_VIEW_KEEP = frozenset({"source", "sources"})  # the source badge words these itself (:func:`source_text`)
_VIEWS: dict[tuple[int, str], tuple[Any, Any]] = {}  # (id of the model, language) → (model, its view)
_VIEWS_MAX = 64


def _view(obj: Any) -> Any:
    from pydantic import BaseModel

    from chan_core.rules.base import Source

    if isinstance(obj, str):
        return obj if _IDENT.fullmatch(obj) else learner_words(obj)
    if isinstance(obj, Source):
        return obj
    if isinstance(obj, BaseModel):
        update = {}
        for name in type(obj).model_fields:
            if name in _VIEW_KEEP:
                continue
            old = getattr(obj, name)
            new = _view(old)
            if new is not old:
                update[name] = new
        twins = getattr(obj, "_twins", None) or {}  # the English twins (issue 15) are worded too
        new_twins = {k: _view(v) for k, v in twins.items()}
        if not update and all(new_twins[k] is v for k, v in twins.items()):
            return obj
        copy = obj.model_copy(update=update)
        if twins:
            copy._twins = new_twins
        return copy
    if isinstance(obj, dict):
        new = {k: (v if k in _VIEW_KEEP else _view(v)) for k, v in obj.items()}
        return obj if all(new[k] is v for k, v in obj.items()) else new
    if isinstance(obj, (list, tuple)):
        items = [_view(v) for v in obj]
        if all(a is b for a, b in zip(items, obj)):
            return obj
        return items if isinstance(obj, list) else tuple(items)
    return obj


def learner_view(obj: Any) -> Any:
    """``obj`` (a rules model such as ``load_rules()`` or ``mau_binh.rules.load_rules()``, a dict,
    a list, a tuple or a string) with every text in the learner's words (:func:`learner_words`):
    the rules files keep the team's «seed 001 §IV», pages show «tài liệu 001, mục IV» (issue 17).

    Returns a copy of the same shape and type (pydantic models are copied with
    ``model_copy``, so look-up methods still work; an unchanged part is the same object).
    Left as they are: ``source``/``sources`` fields and keys (the badge words them,
    :func:`source_text`), ids and codes (lower-case ASCII words such as ``theo_seed``),
    dict keys, numbers. The copy of a rules model is kept per language (the words differ:
    «tài liệu 001, mục IV» / «text 001, section IV»), so calling this on every run costs one
    look-up. Never raises for these types; other values are returned unchanged."""
    from pydantic import BaseModel

    if not isinstance(obj, BaseModel):
        return _view(obj)
    key = (id(obj), current_language())
    hit = _VIEWS.get(key)
    if hit is not None and hit[0] is obj:
        return hit[1]
    view = _view(obj)
    if len(_VIEWS) >= _VIEWS_MAX:
        _VIEWS.pop(next(iter(_VIEWS)))
    _VIEWS[key] = (obj, view)
    return view


def lines_markdown(lines: list[str]) -> str:
    """Explanation lines (plain lines and ``- `` bullets, as :func:`learning.checks.describe`
    and :mod:`learning.explain` give them) as one markdown text: plain lines end with a hard
    break; a blank line separates a bullet list from the text after it, so a total after the
    list («Tổng: 9 điểm») is its own line, not glued to the last bullet (issue 17). Team
    wording («seed 001 §IV») becomes the learner's (:func:`learner_words`)."""
    out: list[str] = []
    prev_bullet = False
    for ln in lines:
        ln = learner_words(ln)
        bullet = ln.startswith("- ")
        if out and prev_bullet and not bullet:
            out.append("")
        out.append(ln if bullet else f"{ln}  ")
        prev_bullet = bullet
    return "\n".join(out)


def _source_parts(source: Any) -> list[tuple[str, str]]:
    items = source if isinstance(source, (list, tuple)) else [source]
    out = []
    for s in items:
        if s is None:
            continue
        if isinstance(s, Fact):  # a seed citation stated by the engine («001 §VII (Báo)»)
            s = say(s)
        if isinstance(s, str):  # "001 §IV, lỗi 1" as written in scenario files: document + section
            m = re.match(r"^(?:seed\s+)?(00\d)\b[,:]?\s*(.*)$", s.strip(), flags=re.IGNORECASE)
            out.append((m.group(1), m.group(2)) if m else ("", s.strip()))
            continue
        seed = s.get("seed") if isinstance(s, dict) else getattr(s, "seed", None)
        section = s.get("section") if isinstance(s, dict) else getattr(s, "section", None)
        out.append((str(seed or "").strip(), str(section or "").strip()))
    return out


def _other_words(text: str) -> str:
    """A section of a source that is not a seed document, or a seed's name that is not a number."""
    return _section_refs(text) if _english() else learner_words(text)


def _head(seed: str, *, short: bool = False) -> str:
    return doc_name(seed, short=short) if seed.isdigit() or seed in OTHER_SOURCES else learner_words(seed)


def source_text(source: Any) -> str:
    """``'Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài'`` for a source (model, dict or list).

    A source has ``seed`` (``'001'``, or a word such as ``'quyết định'`` for a
    team decision) and ``section``. Sections of one document are listed after
    its name once (``'… (tài liệu 001), mục I: Bộ bài; mục V: …'``); documents are
    joined with "; ". The learner never reads "seed" or "§" (:func:`learner_words`).
    Empty string when there is none.

    In English: ``'Source: Full rules (text 001), section IV'`` — the document's English
    name and the section's references only (:func:`section_words`; the seeds' titles
    are Vietnamese); a team decision is ``'Source: team decision: text 001, section II'``.
    """
    groups: dict[str, list[str]] = {}
    for seed, section in _source_parts(source):
        bits = groups.setdefault(seed, [])
        words = section_words(section) if seed.isdigit() else _other_words(section)
        if words and words not in bits:
            bits.append(words)
    out = []
    for seed, sections in groups.items():
        head = _head(seed)
        sep = ", " if seed.isdigit() else ": "
        if sections:
            out.append(f"{head}{sep}{'; '.join(sections)}" if head else "; ".join(sections))
        elif head:
            out.append(head)
    return _("Nguồn: {where}").format(where="; ".join(out)) if out else ""


def source_short(source: Any) -> str:
    """Compact citation for table cells: ``'Luật đầy đủ (001), mục IV, A, lỗi 1'``
    (English: ``'Full rules (001), section IV, lỗi 1'``).

    A leading Roman-numbered section title (``'IV. LUẬT ĐÁNH BÀI, A, lỗi 1'``)
    is cut to ``'mục IV'``; otherwise like :func:`source_text` without "Nguồn:".
    """
    bits = []
    for seed, section in _source_parts(source):
        section = re.sub(r"^§?\s*([IVX]+)\.\s+[^,—;(]+", r"\1", section).strip()
        section = section_words(section) if seed.isdigit() else _other_words(section)
        head = _head(seed, short=True)
        bits.append(", ".join(x for x in (head, section) if x))
    return "; ".join(bits)


def source_badge(source: Any, *, where: Any = None) -> None:
    """Show :func:`source_text` as a small grey caption (nothing if no source)."""
    text = source_text(source)
    if text:
        (where if where is not None else st).caption(f":material/menu_book: {text}")
