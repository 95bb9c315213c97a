"""Feedback: user text shown literally, engine errors and sources in the learner's words, the progress
store's faults (:func:`progress_warning` atop a page, :func:`save_notice` beside an unsaved answer)."""
from __future__ import annotations

import logging
import re
import string
import unicodedata
from typing import Any

import streamlit as st
from pydantic import BaseModel

from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.rules.base import Source
from learning import progress
from learning.glosses import glossed_list, glosses_of
from words.i18n import current_language, is_english
from learning.i18n import N_, _, ngettext
from words import say
from words.phrases.mau_binh import source_said

log = logging.getLogger("hoc_chan.ui")


def rows_table(rows: Any) -> None:
    """A static table of ``rows`` (dicts: column → value), no index; it wraps long text (no sideways scroll)."""
    import pandas as pd  # on first use: importing ui stays quick

    st.table(pd.DataFrame(list(rows)), hide_index=True)

GENERIC_ERROR = N_(
    "Rất tiếc, trang này gặp lỗi ngoài ý muốn nên chưa hiển thị được. "
    "Hãy thử tải lại trang hoặc chọn trang khác ở thanh bên. "
    "Những gì bạn đã nhập vẫn được giữ."
)  # shown instead of a traceback


# ---------------------------------------------------------------- user text shown literally (issue 11)
LITERAL_LIMIT = 60  # characters of user text echoed on a page; longer is cut with «…»

_ESCAPED = frozenset(string.punctuation)  # ASCII punctuation: CommonMark lets a backslash escape each one
_WJ = "\u2060"  # WORD JOINER: invisible; breaks the patterns Streamlit rewrites inside plain text
# only where such a pattern could start: :smile: :material/x: http:// mailto:x -> <- -- >= <= ~= a@b.c www.x
_WJ_AT = re.compile(r"(?<=:)(?=[\w+/-]+:|//)|(?<=-)(?=[->])|(?<=<)(?=[-=])|(?<=[>~])(?==)|(?<=@)(?=[-\w])"
                    r"|(?<=www)(?=\.)", re.I)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def plain_text(text: Any, limit: int | None = LITERAL_LIMIT) -> str:
    """User text as one line of at most ``limit`` characters (cut with «…», never before a diacritic);
    control, bidi and word-joiner characters dropped. Never raises."""
    out = []
    for ch in str(text):  # dropped before the spaces are folded: «0 \x1b 0» is «0 0»
        cat = unicodedata.category(ch)
        if ch.isspace():
            out.append(" ")
        elif cat == "Cc" or ch in _BIDI or ch == _WJ:
            continue
        else:
            out.append("\ufffd" if cat == "Cs" else ch)
    s = " ".join("".join(out).split())
    if limit is not None and len(s) > max(limit, 1):
        cut = max(limit, 1) - 1
        while cut > 0 and unicodedata.combining(s[cut]):
            cut -= 1
        s = s[:cut].rstrip() + "…"
    return s


def literal(text: Any, limit: int | None = LITERAL_LIMIT) -> str:
    """User text as a markdown fragment that shows exactly it (:func:`plain_text`, ASCII punctuation
    backslash-escaped; a word joiner only where Streamlit would rewrite: shortcode, arrow, autolink). Never raises."""
    return "".join("\\" + ch if ch in _ESCAPED else ch for ch in _WJ_AT.sub(_WJ, plain_text(text, limit)))


_QUOTE = re.compile(r"«([^«»]*)»")


def literal_message(msg: Any, quote_limit: int | None = LITERAL_LIMIT) -> str:
    """A message quoting user text as a literal fragment: each «…» cut to ``quote_limit``, lines kept."""
    text = _QUOTE.sub(lambda m: f"«{plain_text(m.group(1), quote_limit)}»", str(msg))
    return "  \n".join(x for x in (literal(ln, None) for ln in text.splitlines()) if x)


# ---------------------------------------------------------------- errors and sources
def show_error(err: ChanError | str, *, where: Any = None) -> None:
    """Show an error literally as a red box (in ``where``), naming the box to fix («ô: các lá»)."""
    msg = literal_message(learner_words(say(err)))
    field = str(getattr(err, "field", None) or "").split(".")[0].split("[")[0]
    if field in FIELD_WORDS:  # engine field ids are never shown raw (QA: "ô: `cards`")
        msg += "  \n_({box})_".format(box=_("ô: {field}").format(field=_(FIELD_WORDS[field])))
    (where if where is not None else st).error(msg, icon=":material/error:")


FIELD_WORDS = {  # the engine's ChanError.field ids a learner can fix (msgids)
    "hand": N_("bài trên tay"), "cards": N_("các lá"), "card": N_("quân bài"), "melds": N_("dưới chiếu"),
    "winning_card": N_("quân ù"), "source": N_("nguồn quân ù"), "drawn_by": N_("ai bốc"), "cuoc": N_("các cước"),
    "players": N_("số người chơi"), "seat": N_("chỗ ngồi"), "with": N_("lá dùng để ăn"),
}


DOC_NAMES = {  # the seed documents by their learner-facing names (msgids)
    "000": N_("Bản chép lại của luật đầy đủ"),
    "001": N_("Luật đầy đủ"),
    "002": N_("Bài tính điểm"),
    "003": N_("Luật trang chơi sanhrong"),
    "004": N_("Luật Mậu binh"),
}

OTHER_SOURCES = {"quyết định": N_("quyết định")}  # a team decision where the seeds are silent

_NUMERAL = re.compile(r"^§?[IVX]+[.,;)]?$")
_ROMAN = re.compile(r"^(?:§\s*)?([IVX]+)(?:\.(\d+))?(?![\w])(?:[.)](?!\d))?\s*")


def _doc(seed: str) -> str:
    return _("tài liệu {seed}").format(seed=seed)


def doc_name(seed: Any, *, short: bool = False) -> str:
    """``'001'`` → ``'Luật đầy đủ (tài liệu 001)'`` (``short``: ``'Luật đầy đủ (001)'``); other words in the
    learner's (:func:`learner_words`)."""
    seed = str(seed or "").strip()
    if not seed.isdigit():
        return _(OTHER_SOURCES[seed]) if seed in OTHER_SOURCES else learner_words(seed)
    if seed not in DOC_NAMES:
        return _doc(seed)
    name = _(DOC_NAMES[seed])
    return f"{name} ({seed})" if short else _("{name} (tài liệu {seed})").format(name=name, seed=seed)


def _sentence_case(text: str) -> str:
    """``'LUẬT ĐÁNH BÀI'`` → ``'Luật đánh bài'`` (one-letter and mixed-case words stay)."""
    words = [w.lower() if sum(ch.isalpha() for ch in w) > 1 and w.isupper() and not _NUMERAL.match(w) else w
             for w in text.split(" ")]
    out = " ".join(words)
    return out[:1].upper() + out[1:] if out else out


def _section(num: str) -> str:
    return _("mục {n}").format(n=num)


def _mục(roman: str, dot: str | None, item: str | None) -> str:
    return _section(f"{roman}{dot or ''}" + (f".{item}" if item else ""))


def _lead(text: str) -> tuple[str | None, str]:
    """A section's leading number (``'IV.2'``; ``None`` when it starts with none) and the text after it."""
    m = _ROMAN.match(text)
    return (m.group(1) + (f".{m.group(2)}" if m.group(2) else ""), text[m.end():]) if m else (None, text)


_REF = re.compile(
    r"(?:\b[Ss]eeds?\s+)?(?<![\w.])(?P<doc>00\d)\b"
    r"(?:\s*§\s*(?P<dsec>[IVX]+)(?P<ddot>\.\d+)?(?:\s+mục\s+(?P<ditem>\d+))?)?"
    r"|§\s*(?P<sec>[IVX]+)(?P<dot>\.\d+)?(?:\s+mục\s+(?P<sitem>\d+))?"
    r"|\blỗi\s+(?P<loi>\d+(?:\s*[–-]\s*\d+)?)"
    r"|\bmục\s+(?P<item>\d+(?:\s*[–,-]\s*\d+)*)"
)


_SECTION_TITLES_EN = {
    "bộ bài": "the deck", "chia bài, bốc nọc, bốc cái": "dealing, the nọc (draw pile), the cái",
    "chắn, cạ, ba đầu, què": "chắn, cạ, ba đầu, què", "luật đánh bài": "rules of play",
    "đánh bài": "playing", "cước xướng": "cước and the xướng", "tính điểm": "scoring",
    "ăn tiền, báo": "payment and báo", "gà": "gà",
}  # English titles of the seeds' numbered sections
_HEADINGS_EN = {
    "cách tính điểm": "how points are counted", "tính điểm": "scoring", "bảng điểm sanhrong": "the sanhrong points table",
    "tính điểm thắng thua trong game": "scoring wins and losses", "bộ bài - người chơi": "the deck and the players",
    "các thuật ngữ trong game": "the game's terms", "cách xử lý các tình huống trong game": "handling situations",
    "không được làm các hành động sau": "moves not allowed", "quá trình chơi": "the course of play",
    "cho sanhrong": "for sanhrong", "xướng ù": "the winner's xướng", "thứ tự xướng": "the order of the xướng",
    "bảng điểm, dịch": "the table of điểm and dịch", "điểm, dịch": "điểm and dịch", "hai ví dụ": "two examples",
    "xướng, thứ tự xướng": "the xướng and its order", "ví dụ 9 điểm, 31 điểm": "the examples of 9 and 31 points",
    "chi là 1": "chi counts 1", "20 quân đỏ": "20 red cards", "chú ý": "note", "thứ tự": "order", "gà": "gà",
    "cước": "cước", "chia bài": "dealing", "cách chia": "how to deal", "chọn nọc, bốc cái": "choosing the nọc, the cái",
    "ví dụ bốc cái": "an example of bốc cái", "để dễ nhớ": "to remember it", "hy hữu": "a rare case",
    '"chíu dành ưu tiên hơn ăn"': '"a chíu goes before an ăn"',
    '"chắn (bí tứ)"': '"Chắn (bí tứ)" (the card game itself)',
    "thứ tự ưu tiên các cước": "the order of precedence of the cước",
    "biến thể và tùy chọn luật làng": "variants and table options",  # below: the team decisions' notes, said whole
    "seed 001 §ii chỉ nói trường hợp 3 và 4 người": "text 001, section II speaks only of 3 and 4 players",
    "seed 001 §ii không nói; đếm 1, 5, 9 trên 4 người về người bốc": "text 001, section II does not say; counting 1, "
    "5, 9 round 4 players comes back to the drawer",
    'theo 001 §v và ví dụ "ù bòn chì bạch thủ" ở 001 §viii': 'after text 001, section V and the example "ù bòn chì '
    'bạch thủ" (a win with bòn, chì and bạch thủ) in text 001, section VIII',
    "ù kết thúc ván (001 §iv ù); seed không nói ù với chíu ai trước": "ù ends the hand (text 001, section IV: Ù); the "
    "texts do not say whether ù or chíu comes first",
}  # English of the seeds' unnumbered headings (002, 003), of the notes in brackets after a heading, of team notes
_PIECE = re.compile(r"([\d–-]*\.?\s*)(.*?)([\d,–\s-]*)")  # «13. » «Bạch định»; «Cước» « 1»


def _heading(text: str) -> str | None:
    """A seed's heading, or a piece of one, in English: its number, its name (:data:`_HEADINGS_EN`,
    :data:`_SECTION_TITLES_EN`, a game name glossed, or words without Vietnamese) and a known note in brackets
    (``'13. Bạch định (20 quân đỏ)'`` → ``'13. Bạch định (no red card at all; 20 red cards)'``); ``None`` if unknown."""
    if whole := _HEADINGS_EN.get(text.strip(" .:").casefold()):  # said whole: a quoted heading («"Chắn (bí tứ)"»)
        return whole
    head, _b, note = text.strip(" .:)").partition("(")
    num, name, nums = _PIECE.fullmatch(head.strip(" .:")).groups()
    key, note = name.casefold(), note.strip(" )")
    known = re.fullmatch(r"\d+[–-]\d+", note) or all(map(glosses_of, note.split(", ")))  # «(6–9)», «(Ù)»: as written
    note = _HEADINGS_EN.get(note.casefold()) or (note if known else "")
    said = _HEADINGS_EN.get(key) or _SECTION_TITLES_EN.get(key)
    if said is None and (glosses_of(name) or re.fullmatch(r"[A-D]?", name)):  # a game name («Cước 1»); «B (6–9)»
        said = glossed_list([name]) if glosses_of(name) and not nums else name
    if said is None:
        return None
    said = f"{num}{said}{nums}"
    return said if not note else f"{said[:-1]}; {note})" if said.endswith(")") else f"{said} ({note})".strip()


_ITEM = re.compile(r"(?:(?P<note>chú ý)(?:\s+(?P<after>sau))?\s*)?(?:mục\s+(?P<n>\d+(?:\s*[–,-]\s*\d+)*))?\s*"
                   r"(?:\((?P<name>[^()]*)\))?", re.IGNORECASE)  # «mục 18 (Bạch thủ chi)», «chú ý sau mục 24»


def _pieces(rest: str) -> str | None:
    """Each comma-separated piece of a numbered section after its title, in English (``'Cước, mục 18 (Bạch thủ
    chi), chú ý'`` → ``'cước, item 18: Bạch thủ chi (…), note'``); ``None`` unless every piece is known and one
    names an item, a note or a lỗi."""
    out, cited = [], False
    for piece in re.split(r",(?![^(]*\))(?!\s*\d)", rest.strip(" ,")):
        m = _ITEM.fullmatch(piece.strip())
        if m and (m["n"] or m["note"] and not m["after"]):
            n = re.sub(r"\s*,\s*", ", ", m["n"] or "")
            item = n and ngettext("mục {items}", "mục {items}", 1 + len(re.findall(r"[–,-]", n))).format(items=n)
            said = (_("chú ý sau {item}").format(item=item) if m["after"] else
                    ", ".join(x for x in (item, m["note"] and _HEADINGS_EN["chú ý"]) if x))
            name = m["name"] and _heading(m["name"])
            if m["name"] and not name:
                return None
            out.append(f"{said}: {name}" if name else said)
            cited = True
        elif said := _heading(piece):
            out.append(said)
            cited = cited or piece.strip().lower().startswith("lỗi")
        else:
            return None
    return ", ".join(out) if cited else None


def _section_refs(text: str) -> str:
    """Only the references of a seed section: ``'section V.18'``, ``'lỗi 1'``, ``'text 003'``; a numbered section
    whose parts are all known, every part (:func:`_pieces`)."""
    out: list[str] = []
    for part in re.split(r"\s*;\s*", text):
        lead, rest = _lead(part)
        if lead and "—" not in rest and (said := _pieces(rest)):
            out.append(f"{_section(lead)}: {said}")
            continue
        refs: list[str] = []
        items: list[str] = []
        for r in _REF.finditer(rest):
            if r.group("doc"):  # «002: Cách tính điểm», «003 cho sanhrong»: the document's heading too
                after = rest[r.end():]
                named = None if r.group("dsec") or not after.strip(" )") else _heading(after)
                refs.append(_doc(r.group("doc")) + (", " + _mục(*r.group("dsec", "ddot", "ditem")) if r.group("dsec")
                                                    else f"{after[:1].strip()} {named}" if named else ""))
            elif r.group("sec"):
                refs.append(_mục(*r.group("sec", "dot", "sitem")))
            elif r.group("loi"):
                refs.append(_("lỗi {n}").format(n=r.group("loi")))
            elif r.group("item"):
                items.append(re.sub(r"\s*,\s*", ", ", r.group("item")))
        refs[:0] = [_section(f"{lead}.{i}" if lead else i) for i in items] or ([_section(lead)] if lead else [])
        head, _dash, tail = rest.partition("—")  # «ĂN TIỀN, BÁO — Nghỉ ăn tiền», «LUẬT ĐÁNH BÀI, lỗi 0»
        title = next((en for vi, en in _SECTION_TITLES_EN.items()
                      if re.match(rf"{re.escape(vi)}\s*(?:[,(]|$)", head.strip(" .:").casefold())), None)
        pieces = [_heading(x) for x in re.split(r",(?![^(]*\))", head)]  # «Ù láo, ù báo»; «LUẬT ĐÁNH BÀI, lỗi 0»
        said = _heading(head) or (", ".join(pieces) if all(pieces) and not _REF.search(head) else pieces[0])
        under = [_heading(x) for x in tail.split(", ")] if tail and not _REF.search(tail) else [None]
        under = f" — {('; ' if any(',' in x for x in under) else ', ').join(under)}" if all(under) else ""
        if lead and (title or said and len(refs) == 1) and not items:  # the title (its note), a game name under it
            refs[0] = f"{refs[0]}{'' if said and said[0] == '(' else ':'} {said or title}{under}"
        elif items and "(" in rest and (said := _heading(rest.rpartition("(")[2])):  # «mục 15 (Lèo)»
            refs[0] = f"{refs[0]}: {said}"
        elif not lead and not refs and said:
            refs.append(said + under)
        if refs:
            out.append(", ".join(dict.fromkeys(refs)))
    return "; ".join(out)


def section_words(section: Any, *, numbered: bool = True) -> str:
    """``'IV. LUẬT ĐÁNH BÀI — Ăn'`` → ``'mục IV: Luật đánh bài — Ăn'`` (not ``numbered``: only
    :func:`learner_words`); in English only the references (``'section IV'``), ``''`` when none."""
    text = str(section or "").strip()
    if is_english():  # a Mậu binh section or a team note is said whole; a Chắn seed's, by its references
        said = source_said(text) or _HEADINGS_EN.get(text.casefold())
        return learner_words(said) if said else _section_refs(text)
    parts = re.split(r";\s*(?=§\s*[IVX]+\b|[IVX]+[.)]\s)", text) if numbered else [text]
    if len(parts) > 1:
        return "; ".join(section_words(p) for p in parts)
    num, rest = _lead(text) if numbered else (None, text)
    rest = rest.strip()
    if num is None or not rest:
        return _section(num) if num else learner_words(text)
    if rest[0] in ",;—–(":
        return f"{_section(num)}{'' if rest[0] in ',;' else ' '}{learner_words(_sentence_case(rest) if rest[0] == '—' else rest)}"
    return f"{_section(num)}: {learner_words(_sentence_case(rest))}"


_SECTION = r"§\s*([IVX]+)((?:\.\d+)?)(?:\s+mục\s+(\d+))?"
_DOC_SECTION = re.compile(r"\b(?:([Ss])eed\s+)?(00\d)\s*" + _SECTION)  # worded before a bare § (their order counts)
_SEED = re.compile(r"\b(s)eed(s?)\b(\s+(?=\d))?", re.IGNORECASE)


def _cap(text: str, upper: bool) -> str:
    return text[:1].upper() + text[1:] if upper else text


def learner_words(text: Any) -> str:
    """Team wording in the learner's: ``'seed 001 §IV'`` → ``'tài liệu 001, mục IV'`` (``'text 001, section IV'``).
    A fact or :class:`ChanError` is said first. Never raises."""
    s = say(text) if isinstance(text, (Fact, ChanError)) else str(text)
    if "seed" not in s.lower() and "§" not in s:
        return s
    s = _DOC_SECTION.sub(lambda m: _cap(_doc(m.group(2)), m.group(1) == "S") + ", " + _mục(*m.group(3, 4, 5)), s)
    s = re.sub(_SECTION, lambda m: _mục(*m.groups()), s)
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
    if isinstance(obj, str):
        return obj if _IDENT.fullmatch(obj) else learner_words(obj)
    if isinstance(obj, BaseModel) and not isinstance(obj, Source):
        update = {n: new for n in type(obj).model_fields
                  if n not in _VIEW_KEEP and (new := _view(getattr(obj, n))) is not getattr(obj, n)}
        twins = getattr(obj, "_twins", None) or {}  # the English twins are worded too
        new_twins = _view(twins)
        if not update and new_twins is twins:
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
    """A copy of ``obj`` (rules model, dict, list, str) with every text through :func:`learner_words`;
    sources, ids and keys kept; a model's copy is cached per language. Never raises."""
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
    """Explanation lines (plain and ``- `` bullets) as one markdown text, in the learner's words."""
    out: list[str] = []
    for ln in map(learner_words, lines):
        if out and out[-1].startswith("- ") and not ln.startswith("- "):  # a blank line ends a list
            out.append("")
        out.append(ln if ln.startswith("- ") else f"{ln}  ")
    return "\n".join(out)


def _source_parts(source: Any) -> list[tuple[str, str]]:
    out = []
    for s in filter(lambda x: x is not None, source if isinstance(source, (list, tuple)) else [source]):
        s = say(s) if isinstance(s, Fact) else s  # a seed citation stated by the engine («001 §VII (Báo)»)
        if isinstance(s, str):  # "001 §IV, lỗi 1" as written in scenario files: document + section
            m = re.match(r"^(?:seed\s+)?(00\d)\b[,:]?\s*(.*)$", s.strip(), flags=re.IGNORECASE)
            out.append((m.group(1), m.group(2)) if m else ("", s.strip()))
            continue
        seed, section = (s.get(n) if isinstance(s, dict) else getattr(s, n, None) for n in ("seed", "section"))
        out.append((str(seed or "").strip(), str(section or "").strip()))
    return out


def source_text(source: Any) -> str:
    """``'Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài'`` for a source (model, dict or list);
    a document's sections after its name once; ``''`` when none."""
    groups: dict[str, dict[str, None]] = {}  # a document → its sections, each once
    for seed, section in _source_parts(source):
        words = section_words(section, numbered=seed.isdigit())
        groups.setdefault(seed, {}).update({words: None} if words else {})
    out = [said for seed, sections in groups.items()  # the document's name, then its sections (either may be none)
           if (said := (", " if seed.isdigit() else ": ").join(filter(None, (doc_name(seed), "; ".join(sections)))))]
    return _("Nguồn: {where}").format(where="; ".join(out)) if out else ""


def source_short(source: Any) -> str:
    """A table cell's citation: ``'Luật đầy đủ (001), mục IV, A, lỗi 1'`` (section titles cut)."""
    bits = []
    for seed, section in _source_parts(source):
        section = re.sub(r"^§?\s*([IVX]+)\.\s+[^,—;(]+", r"\1", section).strip()
        section = section_words(section, numbered=seed.isdigit())
        bits.append(", ".join(filter(None, (doc_name(seed, short=True), section))))
    return "; ".join(bits)


def source_badge(source: Any) -> None:
    """Show :func:`source_text` as a small grey caption (nothing if no source)."""
    if text := source_text(source):
        st.caption(f":material/menu_book: {text}")


# ---------------------------------------------------------------- progress-store faults (issue 11)
def progress_warning(store: Any = None) -> bool:
    """Show the progress store's warning (in the learner's words, no path) as a yellow box at the top
    of a page; ``True`` if shown. A faulty file is checked again first. Never raises."""
    try:
        store = progress.get_store() if store is None else store
        store.refresh()  # a lock released or a permission given since: no stale warning
        text = store.learner_warning
    except Exception:  # noqa: BLE001 — a warning helper must never break the page
        log.exception("Không lấy được cảnh báo của tệp tiến độ")
        return False
    if not text:
        return False
    st.warning(text, icon=":material/warning:")
    return True


def save_notice(key: str, item_id: Any = None, store: Any = None, *, where: Any = None,
                lead: str | None = None, after: str | None = None) -> bool:
    """Beside an answer: «<lead>: <cause>. <after>» in a yellow box when the store refused the save
    ``key``/``item_id`` (``None``: the last under ``key``); ``True`` if said. Never raises."""
    try:
        store = progress.get_store() if store is None else store
        why = store.learner_problem(key, item_id)  # learner words: no path or address (issue 22)
    except Exception:  # noqa: BLE001 — a notice must never break the page
        log.exception("Không đọc được kết quả lưu tiến độ")
        return False
    if not why:
        return False
    lead = _("Câu trả lời này chưa được lưu vào tiến độ") if lead is None else lead
    if after is None:
        after = _("Kết quả vẫn hiện ở đây, nhưng trang Tiến độ và lịch ôn tập sẽ không có lần trả lời này.")
    text = f"{lead}: {why}." + (f" {after}" if after else "")
    (where if where is not None else st).warning(text, icon=":material/cloud_off:")
    return True
