"""Vietnamese names with their English gloss, for names shown in lists (a lesson summary, «Related lỗi», the xướng
chips' legend). Glosses come from ``gloss_en`` in ``rules/glossary.yaml``, ``cuoc.yaml``, ``loi.yaml``,
``mau_binh.yaml`` and the ``english`` reading in ``rules/deck.yaml``; the first in that order wins (seed 001 §I–VII,
seed 004)."""
from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from words.i18n import DEFAULT_LANGUAGE, current_language
from chan_core.rules import load_rules
from mau_binh.cards import fold  # lower case without Vietnamese diacritics, «Ăn chọn cạ» → «an chon ca» (ui.fold too)
from mau_binh.rules import load_rules as load_mau_binh
from words.cards import gloss_cards, reading

@dataclass(frozen=True)
class Name:
    """One Vietnamese name: ``kind`` (``'term'``, ``'cuoc'``, ``'loi'``, ``'penalty'``, ``'fault'``, ``'card'``,
    ``'mau_binh'``), ``key`` (its id in that list), ``name`` (as in the rules) and its English ``gloss``."""

    kind: str
    key: str
    name: str
    gloss: str


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


@functools.lru_cache(maxsize=1)
def names() -> tuple[Name, ...]:
    """Every Vietnamese name the rules give an English gloss, in the order of the module doc
    (a name may occur more than once: once per list it is in). Loaded once per process."""
    r = load_rules()
    # every exact term first: «chắn» is the pair, not «chắn (trò chơi)» split at « (»
    out = [Name("term", t.id, t.term, t.gloss_en) for t in r.glossary]
    out += [Name("term", t.id, n, t.gloss_en) for t in r.glossary
            for n in dict.fromkeys([t.term.split(" (")[0], *t.aliases]) if n != t.term]
    out += [Name("cuoc", c.id, n, c.gloss_en) for c in r.cuoc for n in [c.name, *c.aliases]]
    out += [Name("loi", str(x.number), x.name, x.gloss_en) for x in r.loi]
    out += [Name("penalty", p.id, p.name, p.gloss_en) for p in r.penalty_classes]
    out += [Name("fault", f.id, f.name, f.gloss_en) for f in r.loi_other]
    out += [Name("card", k.code, k.name, reading(k)) for k in r.deck.kinds]
    mb = load_mau_binh()
    out += [Name("mau_binh", x.id, n, x.gloss_en) for x in [*mb.deck.suits, *mb.chi, *mb.categories, *mb.specials]
            for n in [x.name, *getattr(x, "aliases", [])]]
    return tuple(Name(n.kind, n.key, _nfc(n.name), n.gloss) for n in out if n.name and n.gloss)


@functools.lru_cache(maxsize=1)
def _by_name() -> dict[str, list[Name]]:
    got: dict[str, list[Name]] = {}
    for n in names():
        got.setdefault(n.name.casefold(), []).append(n)
    return got


@functools.lru_cache(maxsize=1)
def _by_key() -> dict[str, str]:
    return {f"{n.kind}:{n.key}": n.gloss for n in reversed(names())}  # the first of a key wins


def gloss_by_key(key: str) -> str:
    """The English gloss by ``'<kind>:<id>'`` (``'cuoc:leo'``, ``'loi:7'``, ``'penalty:bao'``); ``''`` if unknown."""
    return _by_key().get(key, "")


def glosses_of(name: str) -> list[str]:
    """Every English gloss the rules give ``name`` (case aside; ``[]`` for a name they do not
    know), the preferred one first, no repeats."""
    return list(dict.fromkeys(n.gloss for n in _by_name().get(_nfc(str(name)).strip().casefold(), [])))


def gloss_of(name: str) -> str:
    """The English gloss of a Vietnamese name (``'Tám đỏ'`` → ``'exactly eight red cards'``;
    ``'cửu vạn'`` → ``'9 of vạn'``); ``''`` for a name the rules do not know."""
    got = glosses_of(name)
    return got[0] if got else ""


def with_gloss(name: str, gloss: str | None = None) -> str:
    """``name`` for a list in the current language: English ``'name (gloss)'`` (``gloss``: instead of
    :func:`gloss_of`; none: the name alone; a card named in it read out: :func:`words.cards.gloss_cards`), Vietnamese
    ``name``. Plain text."""
    if current_language() == DEFAULT_LANGUAGE:
        return name
    g = gloss if gloss is not None else gloss_of(name)
    return name + gloss_cards(f" ({g})") if g else name


def glossed_list(items: Iterable[str], sep: str = ", ") -> str:
    """``items`` (names) through :func:`with_gloss`, joined by ``sep`` (``', '`` becomes ``'; '`` when a gloss has a
    comma)."""
    shown = [with_gloss(x) for x in items]
    if sep == ", " and current_language() != DEFAULT_LANGUAGE and any("," in x for x in shown):
        sep = "; "
    return sep.join(shown)


@functools.lru_cache(maxsize=1)
def name_pattern() -> re.Pattern:
    """A regex matching any known name as whole words, longest first, case-insensitive."""
    alts = sorted({n.name for n in names()}, key=len, reverse=True)
    return re.compile(r"(?<![^\W_])(?:" + "|".join(re.escape(a).replace(r"\ ", r"\s+") for a in alts) + r")(?![^\W_])",
                      re.IGNORECASE)


def find_names(text: str) -> list[tuple[int, int, str]]:
    """``[(start, end, name as written), …]``: the known names in ``text``, leftmost-longest."""
    return [(m.start(), m.end(), m.group(0)) for m in name_pattern().finditer(_nfc(text or ""))]


# ---------------------------------------------------------------- English words in a search
def stems(word: str) -> list[str]:
    """The beginnings an English query word is looked for with: the word and, for a longer word, the word without an
    English ending, so it finds its other forms — «declare» → «declar» (declared), «winning» → «winn», «win»
    (winner), «taking» → «tak» (taken)."""
    out = [word]
    endings = (("ations", 6), ("ation", 5), ("ings", 4), ("ing", 3), ("ies", 3), ("ers", 3), ("er", 2),
               ("ed", 2), ("es", 2), ("s", 1), ("e", 1))
    for end, n in endings:
        if word.endswith(end) and len(word) - n >= 3 and not word.endswith("ss"):
            base = word[:-n]
            out.append(base)
            if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiou":  # winn → win
                out.append(base[:-1])
            break
    return list(dict.fromkeys(out))


def english_word_match(word: str, texts: list[str]) -> int | None:
    """Where the (folded) query ``word`` or one of its :func:`stems` starts a word of the English ``texts`` (the
    earliest position; ``None``: nowhere) — «red» finds «a red card», not «declared»."""
    hay = " " + " ".join(fold(x) for x in texts if x)
    found = [m.start() for s in stems(word) if (m := re.search(r"(?<![^\W_])" + re.escape(s), hay))]
    return min(found) if found else None


# ---------------------------------------------------------------- Vietnamese alphabetical order
#: The Vietnamese alphabet (letters as NFC, lower case): ă after a, â after ă, đ after d …
_VI_LETTERS = "aăâbcdđeêghiklmnoôơpqrstuưvxy"
#: Tone marks (combining, after NFD) in dictionary order: ngang (none), huyền, hỏi, ngã, sắc, nặng.
_VI_TONES = {"\u0300": 1, "\u0309": 2, "\u0303": 3, "\u0301": 4, "\u0323": 5}


def vi_sort_key(text: str) -> tuple:
    """Sort key for Vietnamese dictionary order: letters by the Vietnamese alphabet («đ» after every «d»), then by
    tone (ngang, huyền, hỏi, ngã, sắc, nặng); a space or punctuation before any letter, so «ba đầu» < «bạch thủ» <
    «báo» and «chắn» < «chắn (trò chơi)»."""
    letters: list[int] = []
    tones: list[int] = []
    for ch in _nfc(str(text)).lower():
        parts = unicodedata.normalize("NFD", ch)
        tone = next((_VI_TONES[m] for m in parts[1:] if m in _VI_TONES), 0)
        base = unicodedata.normalize("NFC", "".join(m for m in parts if m not in _VI_TONES))
        if base in _VI_LETTERS:
            letters.append(2 + _VI_LETTERS.index(base))
        elif base.isspace():
            letters.append(0)
        elif base.isalnum():  # a digit or a letter outside the alphabet (f, j, w, z): after the alphabet
            letters.append(2 + len(_VI_LETTERS) + ord(base))
        else:
            letters.append(1)
        tones.append(tone)
    return tuple(letters), tuple(tones)
