"""Cards and notation (seed 001 §I): the 25 kinds (``2V``…``9V``, ``2N``…``9N``, ``2S``…``9S``, ``CC``),
4 of each, and :class:`Hand`, a multiset of kinds written ``Hand('2V 2V 9N')``.

Parsing takes codes in any case and Vietnamese names with or without diacritics (``van`` alone is
refused: vạn or văn). Errors are :class:`~chan_core.errors.ChanError` facts ``card.*``, ``counts.*``, ``hand.*``.
"""
from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact, register_value
from chan_core.rules import load_rules

COPIES = 4
DECK_SIZE = 100


@dataclass(frozen=True, slots=True, eq=False)
class Kind:
    """One kind of card (``rules/deck.yaml``): ``index`` 0–24 suit-major, ``rank`` (chi chi 1), ``suit``
    (chi chi ``None``), ``red`` (001 §V.13), ``boc_cai_number`` (001 §II). One object per kind, so
    equality and hashing are by identity."""

    index: int
    code: str
    name: str
    rank: int
    rank_name: str
    suit: str | None
    red: bool
    boc_cai_number: int
    chinese: str
    english: str = ""

    def __repr__(self) -> str:
        return f"card({self.code!r})"

    def __reduce__(self):
        return (card, (self.code,))

    def __str__(self) -> str:
        return self.code

    @property
    def label(self) -> str:
        """``'Cửu vạn (9V)'``."""
        return f"{self.name} ({self.code})"

    @property
    def word(self) -> str:
        """``'cửu vạn'``: the name as written mid-sentence."""
        return self.name.lower()


KINDS: tuple[Kind, ...] = tuple(  # all 25, in index order
    Kind(i, k.code, k.name, k.rank, k.rank_name, k.suit, k.red, k.boc_cai_number, k.chinese, k.english)
    for i, k in enumerate(load_rules().deck.kinds))
BY_CODE: dict[str, Kind] = {k.code: k for k in KINDS}
register_value(Kind, "card", BY_CODE.__getitem__)  # a fact's card through JSON: {"card": "9V"}
N_KINDS = len(KINDS)
CHI_CHI: Kind = BY_CODE["CC"]
RANKS: tuple[int, ...] = tuple(sorted({k.rank for k in KINDS}))
KINDS_OF_RANK: dict[int, tuple[Kind, ...]] = {r: tuple(k for k in KINDS if k.rank == r) for r in RANKS}


def _fold(s: str) -> str:
    """Lower-case, diacritics stripped (đ → d)."""
    s = unicodedata.normalize("NFD", s.lower())
    s = "".join(c for c in s if unicodedata.category(c) != "Mn")
    return s.replace("đ", "d")


def _nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s.strip().lower())


_RANK_WORDS: dict[str, int] = {w: k.rank for k in KINDS if k.suit
                                for w in (_nfc(k.rank_name), _fold(k.rank_name), str(k.rank))}
_SUITS_OF_FOLD: dict[str, list[str]] = {}  # bare (no-diacritic) suit word → suit ids: "van" is vạn or văn
for _s in load_rules().deck.suits:
    _SUITS_OF_FOLD.setdefault(_fold(_s.name), []).append(_s.id)
_SUIT_WORDS: dict[str, str] = {_nfc(s.name): s.id for s in load_rules().deck.suits}
_SUIT_WORDS.update({f: ids[0] for f, ids in _SUITS_OF_FOLD.items() if len(ids) == 1})
_AMBIGUOUS_SUITS = {f: ids for f, ids in _SUITS_OF_FOLD.items() if len(ids) > 1}
_SUIT_CODES = {s.id.lower(): s.id for s in load_rules().deck.suits}  # «9 V»: a code split by a space


ECHO_LIMIT = 30  # characters of the learner's text echoed in a card error


def _short(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` for an error message: invisible characters dropped, unprintable ones ``?``, cut to ``limit``."""
    out = []
    for c in text[: limit * 4]:
        if c.isprintable():
            out.append(c)
        elif unicodedata.category(c) in ("Cc", "Cf"):
            continue
        else:
            out.append(" " if c.isspace() else "?")
    text = "".join(out)
    return text if len(text) <= limit else text[:limit] + "…"


INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")  # the invisible characters words names
SCRIPTS = ("CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "HEBREW", "ARABIC", "CJK", "HIRAGANA", "KATAKANA",
           "HANGUL", "THAI")  # Unicode name prefixes words names; others are «not Latin»
LOOK_ALIKE = frozenset({"CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE"})  # letters drawn like Latin ones


def odd_character(text: str) -> Fact | None:
    """The first character of ``text`` that is not plain Latin, as a fact ``card.odd.*`` (``code`` U+…,
    ``before``: the text before it), or ``None``."""
    for i, c in enumerate(text):
        if c.isascii() and (c.isprintable() or c.isspace()):
            continue
        cat = unicodedata.category(c)
        name = unicodedata.name(c, "")
        if name.startswith("LATIN") or cat == "Mn" or (c.isspace() and cat != "Cc"):
            continue
        code = f"U+{ord(c):04X}"
        before = _short(text[:i], 10) if i else None
        plain = unicodedata.normalize("NFKC", c)
        if cat == "Cf":
            return Fact("card.odd.invisible", char=c if c in INVISIBLE else None, code=code, before=before)
        if cat == "Cc":
            return Fact("card.odd.control", code=code, before=before)
        if name.startswith(("FULLWIDTH", "HALFWIDTH")):
            return Fact("card.odd.fullwidth", char=c, code=code, before=before, plain=plain)
        if cat in ("Nd", "No", "Nl"):
            return Fact("card.odd.digit", char=c, code=code, before=before,
                        plain=plain if plain.isascii() and plain.isalnum() else None)
        if cat.startswith("L"):
            script = next((k for k in SCRIPTS if name.startswith(k)), None)
            return Fact("card.odd.letter", char=c, code=code, before=before, script=script,
                        look_alike=script in LOOK_ALIKE or script is None)
        return Fact("card.odd.symbol", char=c if c.isprintable() else None, code=code, before=before)
    return None


def _unknown(code: str, token: str, shown: str | None = None, **params: object) -> ChanError:
    """The error for a word that is not a card: its odd character first, else ``code`` showing ``shown``."""
    odd = odd_character(token)
    if odd:
        return ChanError("card.odd_word", text=_short(token), problem=odd)
    return ChanError(code, text=_short(shown or token), **params)


def _card_from(rank_tok: str, suit_tok: str, shown: str) -> Kind:
    rank = _RANK_WORDS.get(_nfc(rank_tok))
    if rank is None:
        raise _unknown("card.rank_unknown", rank_tok)
    st = _nfc(suit_tok)
    if st in _SUIT_WORDS:
        return BY_CODE[f"{rank}{_SUIT_WORDS[st]}"]
    if st in _AMBIGUOUS_SUITS:
        raise ChanError("card.suit_ambiguous", text=_short(shown),
                        choices=tuple(BY_CODE[f"{rank}{s}"] for s in _AMBIGUOUS_SUITS[st]))
    if st in _SUIT_CODES:
        raise ChanError("card.split", text=_short(shown), code=f"{rank}{_SUIT_CODES[st]}")
    raise _unknown("card.suit_unknown", suit_tok, shown, suit=_short(suit_tok))


def parse_card(text: str | Kind) -> Kind:
    """One card from a code (``9V``, ``cc``) or a name (``'cửu vạn'``, ``'cuu sach'``, ``'9 vạn'``);
    raises :class:`ChanError` (``card.*``) naming the text."""
    if isinstance(text, Kind):
        return text
    if not isinstance(text, str):
        raise ChanError("card.not_a_card", value=shown_value(text))
    cards = parse_cards(text)
    if len(cards) != 1:
        raise ChanError("card.not_one", text=_short(text.strip()), n=len(cards))
    return cards[0]


card = parse_card  # as in repr(kind)


def parse_card_value(value: object) -> Kind:
    """One card from a raw scenario value (an int from YAML is read as its digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and -10**6 < value < 10**6:
        value = str(value)
    return parse_card(value)  # type: ignore[arg-type]


_ENGLISH_OF_RE = re.compile(r"(?<![\w.,])([1-9])\s+of\s+(?=\w)", re.IGNORECASE)  # «9 of vạn» → «9 vạn»


UNKNOWN_SHOWN = 5  # unreadable words named in the error; the others counted
UNKNOWN_READ = 1000  # unreadable words read before reading stops (the error then says «more than»)


def parse_cards(text: str | Iterable[str | Kind] | None) -> list[Kind]:
    """Cards in the order given, from codes/names split by spaces, ``,`` or ``;`` (``'9V, cửu văn; 9 of vạn'``)
    or an iterable of such strings / kinds. Raises :class:`ChanError` at the first non-card; copies unchecked."""
    if text is None:
        return []
    if type(text) is str and len(text) <= _FAST_MAX and _CODES_ONLY.fullmatch(text):
        out = [_BY_ANY_CODE[t] for t in _CODE_TOKEN.findall(text)]  # codes only: the usual notation
        if len(out) > DECK_SIZE:
            raise ChanError("card.too_many", n=DECK_SIZE)
        return out
    if isinstance(text, Kind):
        return [text]
    if not isinstance(text, str):
        if type(text) not in (list, tuple) and (isinstance(text, (Mapping, bytes, bytearray))
                                                or not isinstance(text, Iterable)):
            raise ChanError("card.not_cards", value=shown_value(text))
        out: list[Kind] = []
        for t in text:
            if type(t) is Kind:  # the usual item: a card already read
                out.append(t)
            elif t is None or isinstance(t, (bool, int, float, Mapping, bytes, bytearray)):
                raise ChanError("card.not_a_card", value=shown_value(t))
            else:
                out.extend(parse_cards(t))
            if len(out) > DECK_SIZE:  # stop early (YAML aliases can nest a list exponentially)
                raise ChanError("card.too_many", n=DECK_SIZE)
        return out
    out: list[Kind] = []
    bad: dict[str, None] = {}  # the words that are no card, each once: named (UNKNOWN_SHOWN) after reading on
    misses = 0
    toks = _tokens(_ENGLISH_OF_RE.sub(r"\1 ", text))  # «9 of vạn», the English reading the app shows
    cur = next(toks, None)
    try:
        while cur is not None and misses < UNKNOWN_READ:
            t, chunk = cur
            nxt = next(toks, None)
            after = nxt[0] if nxt is not None and nxt[1] == chunk else None  # the next word of the same chunk
            used_next = False
            if t in _BY_ANY_CODE:
                out.append(_BY_ANY_CODE[t])
            elif _fold(t) in ("chi", "chichi"):  # "chi chi", "chichi" or a lone "chi"
                used_next = _fold(t) == "chi" and after is not None and _fold(after) == "chi"
                out.append(CHI_CHI)
            elif _nfc(t) in _RANK_WORDS and after is not None:
                out.append(_card_from(t, after, f"{t} {after}"))
                used_next = True
            elif _nfc(t) in _RANK_WORDS:
                raise ChanError("card.suit_missing", text=_short(t))
            elif _nfc(t) in _SUIT_WORDS:
                raise ChanError("card.rank_missing", text=_short(t))
            elif _fold(t) in _AMBIGUOUS_SUITS:  # a bare «van»: vạn or văn, and no number
                raise ChanError("card.suit_word_ambiguous", text=_short(t), suits=tuple(_AMBIGUOUS_SUITS[_fold(t)]))
            elif len(t) > 2 and len(t) % 2 == 0 and all(t[i:i + 2] in _BY_ANY_CODE for i in range(0, len(t), 2)):
                raise ChanError("card.glued", text=_short(t), first=t[:2], second=t[2:4])
            else:
                bad.setdefault(t)
                misses += 1
            if len(out) > DECK_SIZE:  # stop early: a pasted 10 MB "hand" is not read to its end
                raise ChanError("card.too_many", n=DECK_SIZE)
            cur = next(toks, None) if used_next else nxt
    except ChanError:
        if not bad:
            raise
    if len(bad) == 1:
        raise _unknown("card.unknown", next(iter(bad)))
    if bad:
        raise ChanError("card.unknown_many", texts=tuple(_short(t) for t in list(bad)[:UNKNOWN_SHOWN]),
                        more=len(bad) - UNKNOWN_SHOWN, read_on=cur is not None and misses >= UNKNOWN_READ)
    return out


_TOKEN_RE = re.compile(r"[,;\n]|[^\s,;]+")
_CODES_ONLY = re.compile(r"[\s,;]*(?:(?:[2-9][VNSvns]|[Cc][Cc])(?=[\s,;]|\Z)[\s,;]*)*")  # read at once
_CODE_TOKEN = re.compile(r"[2-9][VNSvns]|[Cc][Cc]")
_BY_ANY_CODE = {**BY_CODE, **{c.lower(): k for c, k in BY_CODE.items()}, "Cc": CHI_CHI, "cC": CHI_CHI}
_FAST_MAX = 4 * (DECK_SIZE + 1)  # longer text goes word by word, stopping at the 101st card


def _tokens(text: str):
    """The words of ``text`` lazily, each with its chunk number (chunks split by , ; or a new line)."""
    chunk = 0
    for m in _TOKEN_RE.finditer(text):
        t = m.group()
        if t in (",", ";", "\n"):
            chunk += 1
        else:
            yield t, chunk


def check_copies(cards: Iterable[Kind], where: "Fact | str | None" = None) -> list[int]:
    """The 25 counts of ``cards``; :class:`ChanError` ``card.too_many_copies`` if a kind appears more than 4
    times (``where``: a fact saying where they were counted)."""
    counts = [0] * N_KINDS
    for k in cards:
        counts[k.index] += 1
    for k in KINDS:
        if counts[k.index] > COPIES:
            raise ChanError(_too_many_copies(counts[k.index], k, where or None))
    return counts


def _too_many_copies(n: object, k: Kind, where: "Fact | str | None" = None) -> Fact:
    return Fact("card.too_many_copies", n=n, card=k, copies=COPIES, where=where)


_COUNT_VALUES = frozenset(range(COPIES + 1))
_INT_ONLY = {int}


def check_counts(counts: object, name: str = "counts") -> tuple[int, ...]:
    """``counts`` as a tuple of 25 ints 0–4 (index order), else :class:`ChanError` (``field=name``)."""
    if (type(counts) is tuple and len(counts) == N_KINDS and _COUNT_VALUES.issuperset(counts)
            and set(map(type, counts)) == _INT_ONLY):
        return counts  # the hot path: a Hand's own counts (checked in C, about 1 µs)
    if isinstance(counts, (str, bytes, bytearray, Mapping)) or not isinstance(counts, Iterable):
        raise ChanError("counts.not_counts", name=name, kinds=N_KINDS, value=shown_value(counts), field=name)
    got = tuple(itertools.islice(counts, N_KINDS + 1))
    if len(got) != N_KINDS:
        raise ChanError("counts.length", name=name, kinds=N_KINDS, n=len(got) if len(got) < N_KINDS else None,
                        field=name)
    for k, n in zip(KINDS, got):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ChanError("counts.bad_count", card=k, name=name, copies=COPIES, value=shown_value(n), field=name)
        if n > COPIES:
            raise ChanError(_too_many_copies(shown_value(n), k), field=name)
    return got


class Hand:
    """An immutable multiset of kinds: ``Hand('9V 9V cửu văn')``, ``Hand.from_counts(counts)`` (25 ints);
    ``+``/``-`` add or remove cards. Raises :class:`ChanError` on bad notation or a fifth copy."""

    __slots__ = ("counts", "_hash")

    def __init__(self, cards: str | Iterable[str | Kind] | None = None):
        self.counts: tuple[int, ...] = tuple(check_copies(parse_cards(cards)))
        self._hash = hash(self.counts)

    @classmethod
    def from_counts(cls, counts: Iterable[int]) -> "Hand":
        """A hand from 25 counts 0–4; :class:`ChanError` (field ``counts``) otherwise."""
        return cls._trusted(check_counts(counts))

    @classmethod
    def _trusted(cls, counts: tuple[int, ...]) -> "Hand":
        """A hand from 25 counts known to be valid (hot paths)."""
        h = cls.__new__(cls)
        h.counts = counts
        h._hash = hash(counts)
        return h

    def __iter__(self):
        for k, n in zip(KINDS, self.counts):
            for _i in range(n):
                yield k

    def __len__(self) -> int:
        return sum(self.counts)

    def __getitem__(self, kind: str | Kind) -> int:
        return self.counts[parse_card(kind).index]

    def __contains__(self, kind: object) -> bool:
        try:
            return self[kind] > 0  # type: ignore[index]
        except ChanError:
            return False

    def __add__(self, other: "Hand | Kind | str") -> "Hand":
        if isinstance(other, Kind):
            c = list(self.counts)
            c[other.index] += 1
            if c[other.index] > COPIES:
                raise ChanError(_too_many_copies(c[other.index], other))
            return Hand._trusted(tuple(c))
        o = other if isinstance(other, Hand) else Hand(other if isinstance(other, str) else [other])
        return Hand.from_counts(a + b for a, b in zip(self.counts, o.counts))

    def __sub__(self, other: "Hand | Kind | str") -> "Hand":
        o = other if isinstance(other, Hand) else Hand(other if isinstance(other, str) else [other])
        c = [a - b for a, b in zip(self.counts, o.counts)]
        for k, n in zip(KINDS, c):
            if n < 0:
                raise ChanError("hand.not_enough", card=k)
        return Hand.from_counts(c)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.counts == other.counts

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return " ".join(k.code for k in self)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"
