"""Cards in words: names mid-sentence, counted groups, and the English reading beside a name
(the names are data in ``rules/deck.yaml``; Vietnamese names stay in English text, glossed on first mention)."""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from chan_core.cards import KINDS, Kind, parse_card
from words.i18n import DEFAULT_LANGUAGE, current_language


def counted(cards: Iterable[Kind]) -> str:
    """Cards grouped with counts, in first-seen order: ``'2 bát vạn, 1 cửu vạn'`` (``''`` if none)."""
    return ", ".join(f"{n} {k.word}" for k, n in Counter(cards).items())


def dashed(cards: Iterable[Kind]) -> str:
    """``'cửu vạn – cửu văn'``: one group of cards (a meld, a pair)."""
    return " – ".join(k.word for k in cards)


def groups(melds: Iterable[Iterable[Kind]], sep: str = "; ") -> str:
    """``'tam vạn – tam sách; tứ văn – tứ sách'``: groups of cards, each :func:`dashed`."""
    return sep.join(dashed(m) for m in melds)


def card_name_en(kind: "str | Kind") -> str:
    """``'cửu vạn / 9 of vạn'``: the name, a slash, the English reading; ChanError for text that is not one card."""
    k = parse_card(kind)
    return f"{k.word} / {k.english}" if k.english else k.word


def reading(k: Kind) -> str:
    """``'9 of vạn'``; chi chi's ``'the 1 (no suit)'`` as ``'the 1, no suit'`` (it goes in brackets)."""
    return re.sub(r"\s*\(([^()]*)\)", r", \1", k.english)


_CARD_WORD_RE = re.compile(
    r"(?<!\w)(" + "|".join(re.escape(k.word) for k in sorted(KINDS, key=lambda k: -len(k.word))) + r")(?!\w)(\**)",
    re.IGNORECASE)
_BY_WORD = {k.word: k for k in KINDS}


def gloss_cards(text: "str | list[str]", in_brackets: bool = True) -> "str | list[str]":
    """English only: each card's first mention followed by its reading (``'cửu vạn'`` → ``'cửu vạn (9 of vạn)'``,
    ``'*chi chi*'`` → ``'*chi chi* (the 1, no suit)'``; in square ones in brackets or before a bracket:
    ``'(… cửu vạn [9 of vạn])'``, ``'chíu cửu vạn [9 of vạn] (…)'``), a later reading dropped. ``text``: one string,
    or a list of lines read as one block; none in «quotes», nor in brackets unless ``in_brackets``. Vietnamese
    unchanged; idempotent; a card already read out with more after it («ngũ vạn (5 of vạn, the pagoda picture)») is
    left as it is."""
    if isinstance(text, str):
        return gloss_cards([text], in_brackets)[0] if text else text
    if current_language() == DEFAULT_LANGUAGE:
        return list(text)
    seen: set[Kind] = set()
    out = []
    for line in text:
        parts, i = [], 0
        for m in _CARD_WORD_RE.finditer(line):
            if m.start() < i:  # inside a reading just dropped
                continue
            k = _BY_WORD[m.group(1).lower()]
            parts.append(line[i:m.end()])
            i = m.end()
            before = line[:m.start()]
            inside = before.count("(") > before.count(")")
            if not k.english or before.count("«") > before.count("»") or (inside and not in_brackets):
                continue
            if line.startswith((f" ({reading(k)},", f" [{reading(k)},"), i):  # read out with more: «(5 of vạn, the
                seen.add(k)  # pagoda picture)»
                continue
            forms = (f" ({reading(k)})", f" [{reading(k)}]")  # square ones in a bracket or before one: no «) (»
            i += len(next((g for g in forms if line.startswith(g, i)), ""))  # a reading already there: said anew
            if k not in seen:
                parts.append(forms[inside or line.startswith(" (", i)])
            seen.add(k)
        out.append("".join(parts) + line[i:])
    return out
