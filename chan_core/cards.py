"""Cards and notation.

A *kind* is one of the 25 kinds of Chắn card (seed 001 §I): ``2V``…``9V``
(nhị…cửu vạn), ``2N``…``9N`` (văn), ``2S``…``9S`` (sách) and ``CC`` (chi chi).
There are 4 cards of each kind, 100 in all.

A *hand* is a multiset of kinds (:class:`Hand`), written as codes separated by
spaces: ``Hand('2V 2V 9N')``. ``repr()`` of a hand is a constructor and
``str()`` is its notation, so both round-trip.

Parsing (:func:`parse_card`, :func:`parse_cards`) takes codes in any case and
Vietnamese names with or without diacritics (``cửu vạn``, ``Nhị văn``,
``chi chi``, ``cuu sach``). ``van`` without diacritics is refused because it
could be vạn or văn; the error shows both codes. Every error is a
:class:`~chan_core.errors.ChanError` carrying a fact (``card.*``, ``counts.*``,
``hand.*``) that names the card; :mod:`words` says it (the sentences are in
``words/phrases/cards.py``).
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
    """One kind of card.

    ``index`` 0–24 (suit-major: 2V…9V, 2N…9N, 2S…9S, CC); ``rank`` 2–9, or 1
    for chi chi; ``suit`` ``'V'``/``'N'``/``'S'`` or ``None`` for chi chi;
    ``red`` per seed 001 §V.13 (8V 8S 9V 9S CC); ``boc_cai_number`` is the
    number counted at the bốc cái (chi chi = 1, seed 001 §II); ``english`` the
    English reading of the card (``'9 of vạn'``, chi chi ``'the 1 (no suit)'``;
    ``rules/deck.yaml``, issue 15) — see :func:`words.cards.card_name_en`.

    There is one :class:`Kind` object per kind (:data:`KINDS`; parsing, pickling and copying
    give that object back), so equality and hashing are by identity — fast for the dicts and
    sets of kinds on every hot path.
    """

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
        """``'Cửu vạn (9V)'``: the Vietnamese name with the code."""
        return f"{self.name} ({self.code})"

    @property
    def word(self) -> str:
        """``'cửu vạn'``: the Vietnamese name as written mid-sentence (lower case, no code).

        Chi chi is ``'chi chi'``. Use :attr:`label` only where the sentence is
        about notation (what the learner typed).
        """
        return self.name.lower()


def _build() -> tuple[Kind, ...]:
    deck = load_rules().deck
    return tuple(
        Kind(i, k.code, k.name, k.rank, k.rank_name, k.suit, k.red, k.boc_cai_number, k.chinese, k.english)
        for i, k in enumerate(deck.kinds)
    )


KINDS: tuple[Kind, ...] = _build()
"""All 25 kinds, in index order."""
BY_CODE: dict[str, Kind] = {k.code: k for k in KINDS}
register_value(Kind, "card", BY_CODE.__getitem__)  # a fact's card through JSON: {"card": "9V"}
N_KINDS = len(KINDS)
CHI_CHI: Kind = BY_CODE["CC"]
RANKS: tuple[int, ...] = tuple(sorted({k.rank for k in KINDS}))
KINDS_OF_RANK: dict[int, tuple[Kind, ...]] = {r: tuple(k for k in KINDS if k.rank == r) for r in RANKS}


def _fold(s: str) -> str:
    """Lower-case, strip diacritics (đ → d)."""
    s = unicodedata.normalize("NFD", s.lower())
    s = "".join(c for c in s if unicodedata.category(c) != "Mn")
    return s.replace("đ", "d")


def _nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s.strip().lower())


_RANK_WORDS: dict[str, int] = {}
for _k in KINDS:
    if _k.suit:
        _RANK_WORDS[_nfc(_k.rank_name)] = _k.rank
        _RANK_WORDS[_fold(_k.rank_name)] = _k.rank
        _RANK_WORDS[str(_k.rank)] = _k.rank
_SUIT_WORDS: dict[str, str] = {}
for _s in load_rules().deck.suits:
    _SUIT_WORDS[_nfc(_s.name)] = _s.id
# Unambiguous bare (no-diacritic) suit words; "van" is vạn or văn.
for _s in load_rules().deck.suits:
    f = _fold(_s.name)
    if sum(_fold(o.name) == f for o in load_rules().deck.suits) == 1:
        _SUIT_WORDS[f] = _s.id
_AMBIGUOUS_SUITS = {
    _fold(s.name): [o.id for o in load_rules().deck.suits if _fold(o.name) == _fold(s.name)]
    for s in load_rules().deck.suits
    if sum(_fold(o.name) == _fold(s.name) for o in load_rules().deck.suits) > 1
}
_CODE_RE = re.compile(r"^(?:[2-9][vns]|cc)$", re.IGNORECASE)
_CHI = {"chi"}


ECHO_LIMIT = 30
"""Characters of the learner's text echoed in a card error (a pasted essay is not echoed whole)."""


def _short(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` for an error message: control and invisible characters removed, other unprintable
    ones shown as ``?`` (odd spaces as a space), cut to ``limit`` characters."""
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


INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")
"""Invisible characters the words layer names (zero-width space, joiners, BOM, soft hyphen)."""
SCRIPTS = ("CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "HEBREW", "ARABIC", "CJK", "HIRAGANA", "KATAKANA",
           "HANGUL", "THAI")
"""Scripts (Unicode name prefixes) the words layer names; others are «not Latin»."""
LOOK_ALIKE = frozenset({"CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE"})
"""Scripts with letters drawn like Latin ones."""


def odd_character(text: str) -> Fact | None:
    """Why ``text`` cannot be card notation because of one character, as a fact, or ``None``.

    Names the first character that is not plain Latin (ASCII, a Vietnamese letter or its
    combining accent, a space), with its U+ ``code`` and ``before`` (the text before it, cut
    to 10 characters, or ``None``): ``card.odd.invisible`` (``char``), ``card.odd.control``,
    ``card.odd.fullwidth`` (``char``, ``plain``), ``card.odd.digit`` (``char``, ``plain`` or
    ``None``), ``card.odd.letter`` (``char``, ``script`` from :data:`SCRIPTS` or ``None``,
    ``look_alike``), ``card.odd.symbol`` (``char``, ``None`` when unprintable). The clause
    completes the sentence ``card.odd_word`` («<text>» <clause>.).
    """
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


def _odd_error(token: str) -> ChanError | None:
    """The error naming the look-alike character of ``token`` (:func:`odd_character`), or ``None``."""
    odd = odd_character(token)
    if odd:
        return ChanError("card.odd_word", text=_short(token), problem=odd)
    return None


def _unknown(code: str, token: str) -> ChanError:
    """The error for a word that is not a card: names a look-alike character when there is one,
    else the fact ``code`` with the word as ``text``."""
    return _odd_error(token) or ChanError(code, text=_short(token))


def card(text: str | Kind) -> Kind:
    """Alias of :func:`parse_card` (as in ``repr(kind)``)."""
    return parse_card(text)


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
    odd = _odd_error(suit_tok)
    if odd:
        raise odd
    raise ChanError("card.suit_unknown", text=_short(shown), suit=_short(suit_tok))


def parse_card(text: str | Kind) -> Kind:
    """Parse one card: a code (``9V``, ``cc``) or a Vietnamese name.

    Accepts ``'cửu vạn'``, ``'Nhị văn'``, ``'chi chi'``, ``'cuu sach'``,
    ``'9 vạn'``. Raises :class:`ChanError` naming the text when it is not a
    card (``card.*``), or when it is ambiguous (``'cuu van'``: 9V or 9N).
    """
    if isinstance(text, Kind):
        return text
    if not isinstance(text, str):
        raise ChanError("card.not_a_card", value=shown_value(text))
    cards = parse_cards(text)
    if len(cards) != 1:
        raise ChanError("card.not_one", text=_short(text.strip()), n=len(cards))
    return cards[0]


def parse_card_value(value: object) -> Kind:
    """One card from a raw scenario value (YAML may give a number for ``card: 9``).

    A string or :class:`Kind` is parsed by :func:`parse_card`; a plain
    integer is read as its digits (``9`` → ``'9'``, then "thiếu chất");
    anything else raises :class:`ChanError` naming the value.
    """
    if isinstance(value, int) and not isinstance(value, bool) and -10**6 < value < 10**6:
        value = str(value)
    return parse_card(value)  # type: ignore[arg-type]


_ENGLISH_OF_RE = re.compile(r"(?<![\w.,])([1-9])\s+of\s+(?=\w)", re.IGNORECASE)
"""«9 of vạn» (a card's English reading, ``rules/deck.yaml`` ``english``) read as «9 vạn»."""


def parse_cards(text: str | Iterable[str | Kind] | None) -> list[Kind]:
    """Parse a list of cards, in the order given.

    ``text`` is a string of codes and/or names separated by spaces, commas or
    semicolons (``'9V 9V, cửu văn; chi chi'``; a number and suit also as the English
    reading the cards show, ``'9 of vạn'``), or an iterable of such
    strings / :class:`Kind`. ``None`` or ``''`` is the empty list. Raises
    :class:`ChanError` naming the first word that is not a card. Copy counts
    are not checked here (see :func:`check_copies`).
    """
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
                if len(out) > DECK_SIZE:
                    raise ChanError("card.too_many", n=DECK_SIZE)
                continue
            if t is None or isinstance(t, (bool, int, float, Mapping, bytes, bytearray)):
                raise ChanError("card.not_a_card", value=shown_value(t))
            out.extend([t] if isinstance(t, Kind) else parse_cards(t))
            if len(out) > DECK_SIZE:  # stop early (YAML aliases can nest a list exponentially)
                raise ChanError("card.too_many", n=DECK_SIZE)
        return out
    out = []
    toks = _tokens(_ENGLISH_OF_RE.sub(r"\1 ", text))  # «9 of vạn», the English reading the app shows
    cur = next(toks, None)
    while cur is not None:
        t, chunk = cur
        nxt = next(toks, None)
        after = nxt[0] if nxt is not None and nxt[1] == chunk else None  # the next word of the same chunk
        used_next = False
        if _CODE_RE.match(t):
            out.append(BY_CODE[t.upper()])
        elif _fold(t) in _CHI:
            # "chi chi" (or a lone "chi") is the chi chi card.
            used_next = after is not None and _fold(after) in _CHI
            out.append(CHI_CHI)
        elif _fold(t) == "chichi":
            out.append(CHI_CHI)
        elif _nfc(t) in _RANK_WORDS and after is not None:
            out.append(_card_from(t, after, f"{t} {after}"))
            used_next = True
        elif _nfc(t) in _RANK_WORDS:
            raise ChanError("card.suit_missing", text=_short(t))
        elif _nfc(t) in _SUIT_WORDS or _fold(t) in _AMBIGUOUS_SUITS:
            raise ChanError("card.rank_missing", text=_short(t))
        else:
            raise _unknown("card.unknown", t)
        if len(out) > DECK_SIZE:  # stop early: a pasted 10 MB "hand" is not read to its end
            raise ChanError("card.too_many", n=DECK_SIZE)
        cur = next(toks, None) if used_next else nxt
    return out


_TOKEN_RE = re.compile(r"[,;\n]|[^\s,;]+")
_CODES_ONLY = re.compile(r"[\s,;]*(?:(?:[2-9][VNSvns]|[Cc][Cc])(?=[\s,;]|\Z)[\s,;]*)*")
"""Text of card codes only (``'9V 9V, 2n; CC'``): read by :func:`parse_cards` at once."""
_CODE_TOKEN = re.compile(r"[2-9][VNSvns]|[Cc][Cc]")
_BY_ANY_CODE = {**BY_CODE, **{c.lower(): k for c, k in BY_CODE.items()}, "Cc": CHI_CHI, "cC": CHI_CHI}
_FAST_MAX = 4 * (DECK_SIZE + 1)
"""Longer text takes the word-by-word path, which stops at the 101st card without reading on."""


def _tokens(text: str):
    """The words of ``text`` lazily, each with its chunk number (chunks are split by , ; or a new line)."""
    chunk = 0
    for m in _TOKEN_RE.finditer(text):
        t = m.group()
        if t in (",", ";", "\n"):
            chunk += 1
        else:
            yield t, chunk


def words(cards: Iterable[Kind]) -> str:
    """Cards as words, grouped with counts: ``'2 bát vạn, 1 cửu vạn, 2 chi chi'``.

    ``cards`` is any iterable of :class:`Kind` (a :class:`Hand`, a list);
    kinds keep the order in which they first appear (a hand: index order),
    each written ``'<n> <word>'`` with :attr:`Kind.word`. Empty → ``''``.
    """
    counts: dict[Kind, int] = {}
    for k in cards:
        counts[k] = counts.get(k, 0) + 1
    return ", ".join(f"{n} {k.word}" for k, n in counts.items())


def check_copies(cards: Iterable[Kind], where: "Fact | str | None" = None) -> None:
    """Raise :class:`ChanError` (``card.too_many_copies``: ``n``, ``card``, ``where``) if any kind
    appears more than 4 times.

    ``where`` says where the cards were counted: a fact (``Fact('where.in_scenario')``) or,
    from modules not yet on facts, a phrase already in words.
    """
    counts = [0] * N_KINDS
    for k in cards:
        counts[k.index] += 1
    for k in KINDS:
        if counts[k.index] > COPIES:
            raise ChanError(_too_many_copies(counts[k.index], k, where or None))


def _too_many_copies(n: object, k: Kind, where: "Fact | str | None" = None) -> Fact:
    """``Fact('card.too_many_copies', n=5, card=9V, copies=4, where=…)`` («Có 5 lá Cửu vạn (9V)…»)."""
    return Fact("card.too_many_copies", n=n, card=k, copies=COPIES, where=where)


_COUNT_VALUES = frozenset(range(COPIES + 1))
_INT_ONLY = {int}


def check_counts(counts: object, name: str = "counts") -> tuple[int, ...]:
    """``counts`` as a tuple of 25 ints 0–4 (index order of :data:`KINDS`), else :class:`ChanError`.

    The door of every function that takes raw counts (:meth:`Hand.from_counts`,
    :func:`chan_core.layout.counts_summary`, :func:`chan_core.win.is_u`):
    the message names the count or position at fault (``field=name``).
    """
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
    """A multiset of kinds: the cards a player holds (or any pile of cards).

    Build from notation or kinds: ``Hand('9V 9V cửu văn')``,
    ``Hand([card('9V')])``, ``Hand.from_counts(counts)``. ``counts`` is a
    tuple of 25 ints (index order of :data:`KINDS`). Hands are immutable and
    hashable; ``+``/``-`` add or remove cards. ``repr(Hand('9V 2N'))`` is
    ``Hand('9V 2N')``. Raises :class:`ChanError` on bad notation or more than
    4 copies of a kind.
    """

    __slots__ = ("counts", "_hash")

    def __init__(self, cards: str | Iterable[str | Kind] | None = None):
        kinds = parse_cards(cards)
        check_copies(kinds)
        c = [0] * N_KINDS
        for k in kinds:
            c[k.index] += 1
        self.counts: tuple[int, ...] = tuple(c)
        self._hash = hash(self.counts)

    @classmethod
    def from_counts(cls, counts: Iterable[int]) -> "Hand":
        """A hand from 25 counts (each 0–4, index order of :data:`KINDS`).

        Raises :class:`ChanError` (field ``counts``) for anything else: not
        25 of them, a count that is not an integer, negative or above 4.
        """
        return cls._trusted(check_counts(counts))

    @classmethod
    def _trusted(cls, counts: tuple[int, ...]) -> "Hand":
        """Internal: a hand from 25 counts already known to be valid (hot paths)."""
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

    @property
    def kinds(self) -> list[Kind]:
        """The cards as a list of kinds, in index order."""
        return list(self)

    def count_red(self) -> int:
        """Number of red cards (quân đỏ)."""
        return sum(n for k, n in zip(KINDS, self.counts) if k.red)

