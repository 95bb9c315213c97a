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
:class:`~chan_core.errors.ChanError` whose Vietnamese message names the card.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from chan_core.errors import ChanError, shown
from chan_core.rules import load_rules

COPIES = 4
DECK_SIZE = 100


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of card.

    ``index`` 0–24 (suit-major: 2V…9V, 2N…9N, 2S…9S, CC); ``rank`` 2–9, or 1
    for chi chi; ``suit`` ``'V'``/``'N'``/``'S'`` or ``None`` for chi chi;
    ``red`` per seed 001 §V.13 (8V 8S 9V 9S CC); ``boc_cai_number`` is the
    number counted at the bốc cái (chi chi = 1, seed 001 §II).
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

    def __repr__(self) -> str:
        return f"card({self.code!r})"

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
        Kind(i, k.code, k.name, k.rank, k.rank_name, k.suit, k.red, k.boc_cai_number, k.chinese)
        for i, k in enumerate(deck.kinds)
    )


KINDS: tuple[Kind, ...] = _build()
"""All 25 kinds, in index order."""
BY_CODE: dict[str, Kind] = {k.code: k for k in KINDS}
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


def _short(text: str, limit: int = 30) -> str:
    """``text`` cut to ``limit`` characters for an error message (a pasted essay is not echoed whole)."""
    return text if len(text) <= limit else text[:limit] + "…"


def card(text: str | Kind) -> Kind:
    """Alias of :func:`parse_card` (as in ``repr(kind)``)."""
    return parse_card(text)


def _card_from(rank_tok: str, suit_tok: str, shown: str) -> Kind:
    rank = _RANK_WORDS.get(_nfc(rank_tok))
    if rank is None:
        raise ChanError(f"Không nhận ra số của quân «{_short(shown)}»: «{_short(rank_tok)}» không phải nhị…cửu hay 2…9.")
    st = _nfc(suit_tok)
    if st in _SUIT_WORDS:
        return BY_CODE[f"{rank}{_SUIT_WORDS[st]}"]
    if st in _AMBIGUOUS_SUITS:
        codes = [f"{rank}{s}" for s in _AMBIGUOUS_SUITS[st]]
        names = [BY_CODE[c].name.lower() for c in codes]
        raise ChanError(
            f"«{shown}» không dấu là mơ hồ: {' hay '.join(f'{n} ({c})' for n, c in zip(names, codes))}? "
            f"Hãy viết {' hoặc '.join(codes)}."
        )
    raise ChanError(f"Không nhận ra chất của quân «{_short(shown)}»: «{_short(suit_tok)}» không phải vạn, văn hay sách.")


def parse_card(text: str | Kind) -> Kind:
    """Parse one card: a code (``9V``, ``cc``) or a Vietnamese name.

    Accepts ``'cửu vạn'``, ``'Nhị văn'``, ``'chi chi'``, ``'cuu sach'``,
    ``'9 vạn'``. Raises :class:`ChanError` naming the text when it is not a
    card, or when it is ambiguous (``'cuu van'``: 9V or 9N).
    """
    if isinstance(text, Kind):
        return text
    if not isinstance(text, str):
        raise ChanError(f"«{shown(text)}» không phải là một quân bài (cần mã như 9V hay tên như cửu vạn).")
    cards = parse_cards(text)
    if len(cards) != 1:
        raise ChanError(f"«{text.strip()}» không phải đúng một quân bài (đọc được {len(cards)} quân).")
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


def parse_cards(text: str | Iterable[str | Kind] | None) -> list[Kind]:
    """Parse a list of cards, in the order given.

    ``text`` is a string of codes and/or names separated by spaces, commas or
    semicolons (``'9V 9V, cửu văn; chi chi'``), or an iterable of such
    strings / :class:`Kind`. ``None`` or ``''`` is the empty list. Raises
    :class:`ChanError` naming the first word that is not a card. Copy counts
    are not checked here (see :func:`check_copies`).
    """
    if text is None:
        return []
    if isinstance(text, Kind):
        return [text]
    if not isinstance(text, str):
        if isinstance(text, (Mapping, bytes, bytearray)) or not isinstance(text, Iterable):
            raise ChanError(f"«{shown(text)}» không phải là các quân bài (cần mã như «9V 9V 2N» hay một danh sách quân).")
        out: list[Kind] = []
        for t in text:
            if t is None or isinstance(t, (bool, int, float, Mapping, bytes, bytearray)):
                raise ChanError(f"«{shown(t)}» không phải là một quân bài (cần mã như 9V hay tên như cửu vạn).")
            out.extend([t] if isinstance(t, Kind) else parse_cards(t))
            if len(out) > DECK_SIZE:  # stop early (YAML aliases can nest a list exponentially)
                raise ChanError(f"Có hơn {DECK_SIZE} lá, nhưng cả bộ bài chỉ có {DECK_SIZE} lá.")
        return out
    out = []
    for chunk in re.split(r"[,;\n]+", text):
        toks = chunk.split()
        i = 0
        while i < len(toks):
            t = toks[i]
            if _CODE_RE.match(t):
                out.append(BY_CODE[t.upper()])
                i += 1
                continue
            ft = _fold(t)
            if ft in _CHI:
                # "chi chi" (or a lone "chi") is the chi chi card.
                i += 2 if i + 1 < len(toks) and _fold(toks[i + 1]) in _CHI else 1
                out.append(CHI_CHI)
                continue
            if ft == "chichi":
                out.append(CHI_CHI)
                i += 1
                continue
            if _nfc(t) in _RANK_WORDS and i + 1 < len(toks):
                out.append(_card_from(t, toks[i + 1], f"{t} {toks[i + 1]}"))
                i += 2
                continue
            if _nfc(t) in _RANK_WORDS:
                raise ChanError(f"«{t}» thiếu chất (vạn, văn hay sách).")
            if _nfc(t) in _SUIT_WORDS or ft in _AMBIGUOUS_SUITS:
                raise ChanError(f"«{t}» thiếu số (nhị…cửu) đứng trước.")
            raise ChanError(f"Không nhận ra quân bài «{_short(t)}».")
    return out


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


def check_copies(cards: Iterable[Kind], what: str = "") -> None:
    """Raise :class:`ChanError` if any kind appears more than 4 times.

    ``what`` names where the cards were counted (``'trong tình huống'``).
    """
    counts = [0] * N_KINDS
    for k in cards:
        counts[k.index] += 1
    for k in KINDS:
        if counts[k.index] > COPIES:
            where = f" {what}" if what else ""
            raise ChanError(f"Có {counts[k.index]} lá {k.label}{where}, nhưng mỗi quân chỉ có {COPIES} lá.")


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
        """A hand from 25 counts (each 0–4)."""
        h = cls.__new__(cls)
        h.counts = tuple(int(x) for x in counts)
        if len(h.counts) != N_KINDS or any(x < 0 for x in h.counts):
            raise ChanError(f"Cần đúng {N_KINDS} số đếm không âm.")
        check_copies(h)
        h._hash = hash(h.counts)
        return h

    @classmethod
    def _trusted(cls, counts: tuple[int, ...]) -> "Hand":
        """Internal: a hand from 25 counts already known to be valid (hot paths)."""
        h = cls.__new__(cls)
        h.counts = counts
        h._hash = hash(counts)
        return h

    def __iter__(self):
        for k, n in zip(KINDS, self.counts):
            for _ in range(n):
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
                raise ChanError(f"Có {c[other.index]} lá {other.label}, nhưng mỗi quân chỉ có {COPIES} lá.")
            return Hand._trusted(tuple(c))
        o = other if isinstance(other, Hand) else Hand(other if isinstance(other, str) else [other])
        return Hand.from_counts(a + b for a, b in zip(self.counts, o.counts))

    def __sub__(self, other: "Hand | Kind | str") -> "Hand":
        o = other if isinstance(other, Hand) else Hand(other if isinstance(other, str) else [other])
        c = [a - b for a, b in zip(self.counts, o.counts)]
        for k, n in zip(KINDS, c):
            if n < 0:
                raise ChanError(f"Trên tay không có đủ lá {k.label} để bỏ ra.")
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
