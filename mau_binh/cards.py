"""Cards of the 52-card deck of Mậu binh (seed 004 "Luật chơi"; notation: SPEC "Mậu Binh"): rank + suit,
``As Kh Td 9c 2s``; parsers also read suit symbols (``A♠``, ``♠A``), Vietnamese words with or without diacritics
(``A bích``, ``10cơ``, ``át``, ``già``) and English ones (``K of clubs``). Bad input: :class:`ChanError`."""
from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from chan_core.facts import register_value
from chan_core.errors import ChanError, shown_value

RANKS = "23456789TJQKA"  # low to high; rank value = index + 2 (A = 14)
SUITS = "shdc"  # bích, cơ, rô, chuồn (this order only sorts cards for display)
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
SUIT_NAMES = {"s": "bích", "h": "cơ", "d": "rô", "c": "chuồn"}
RANK_WORDS = {14: "át", 13: "K", 12: "Q", 11: "J"}  # a rank in a sentence (đôi át); the others are numbers
RANK_WORDS_EN = {14: "A", 13: "K", 12: "Q", 11: "J"}
RANK_NAMES_EN = {14: "ace", 13: "king", 12: "queen", 11: "jack"}
SUIT_NAMES_EN = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
DECK_SIZE = 52
HAND_SIZE = 13
UNKNOWN_SHOWN = 5  # words that are no card named in the error, the others counted (as in Chắn)

# Every spelling a suit may take (folded: lower case, no diacritics) → suit letter.
_SUIT_WORDS = {w: s for s, words in {
    "s": "s ♠ ♤ bich spades spade", "h": "h ♥ ♡ co hearts heart", "d": "d ♦ ♢ ro diamonds diamond",
    "c": "c ♣ ♧ chuon nhep tep tec clubs club"}.items() for w in words.split()}
# Every spelling a rank may take (folded) → rank value.
_RANK_WORDS = {str(v): v for v in range(2, 11)}
_RANK_WORDS.update({"t": 10, "j": 11, "q": 12, "k": 13, "a": 14, "at": 14, "xi": 14, "gia": 13,
                    "dam": 12, "boi": 11, "ace": 14, "king": 13, "queen": 12, "jack": 11})
_RANK_RE = re.compile("|".join(sorted(_RANK_WORDS, key=len, reverse=True)))  # the longest spelling first
_OF = "of"  # «K of clubs»: the English word between a rank and its suit
_SYMBOLS = frozenset("♠♤♥♡♦♢♣♧")
_SEP = re.compile(r"[\s,;]+")


def fold(text: str) -> str:
    """Lower case without Vietnamese diacritics (``'Chuồn'`` → ``'chuon'``, ``'Đầm'`` → ``'dam'``)."""
    t = unicodedata.normalize("NFD", str(text).lower())
    return "".join(c for c in t if unicodedata.category(c) != "Mn").replace("đ", "d")


class Card:
    """One of 52 interned cards: ``Card('As') is Card('A♠')``; ``rank`` (2–14), ``suit``, ``code``, ``index``
    (0–51, rank-major), ``red``, ``word`` (``'át bích'``), ``word_en`` (``'ace of spades'``), ``symbol`` (``'A♠'``).
    ChanError for text that is not exactly one card."""

    __slots__ = ("rank", "suit", "code", "index", "red", "word", "word_en", "symbol")
    _ALL: dict[str, "Card"] = {}

    def __new__(cls, text: "str | Card") -> "Card":
        if isinstance(text, Card):
            return text
        cards = parse_cards(text) if isinstance(text, str) else None
        if cards is None:
            raise ChanError("mau_binh.card.not_a_card", text=shown_value(text))
        if len(cards) != 1:
            raise ChanError("mau_binh.card.not_one", text=shown_value(text), count=len(cards))
        return cards[0]

    @classmethod
    def _make(cls, rank: int, suit: str) -> None:
        c = object.__new__(cls)
        fields = {
            "rank": rank, "suit": suit, "code": RANKS[rank - 2] + suit,
            "index": (rank - 2) * 4 + SUITS.index(suit), "red": suit in "hd",
            "word": f"{RANK_WORDS.get(rank, str(rank))} {SUIT_NAMES[suit]}",
            "word_en": f"{RANK_NAMES_EN.get(rank, str(rank))} of {SUIT_NAMES_EN[suit]}",
            "symbol": ("10" if rank == 10 else RANKS[rank - 2]) + SUIT_SYMBOLS[suit],
        }
        for k, v in fields.items():
            object.__setattr__(c, k, v)
        cls._ALL[c.code] = c

    @classmethod
    def of(cls, rank: int, suit: str) -> "Card":
        """The card of ``rank`` (2–14) and ``suit`` letter; :class:`ChanError` otherwise."""
        if not (isinstance(rank, int) and 2 <= rank <= 14) or suit not in tuple(SUITS):
            raise ChanError("mau_binh.card.no_such", rank=shown_value(rank), suit=shown_value(suit))
        return cls._ALL[RANKS[rank - 2] + suit]

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self):
        return (Card, (self.code,))

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: "Card") -> bool:
        """Display order: by rank, then s < h < d < c (suits never decide a game, seed 004)."""
        return self.index < other.index


for _r in range(2, 15):
    for _s in SUITS:
        Card._make(_r, _s)
DECK: tuple[Card, ...] = tuple(Card._ALL.values())  # 2♠ … A♣, in index order
del _r, _s


def _card(t: str) -> Card | None:
    """The card one folded token names (``kh``, ``a♠``, ``♠a``, ``10co``), or None."""
    if t[:1] in _SYMBOLS:  # suit symbol first: ♠A, ♥10
        rank, suit = _RANK_WORDS.get(t[1:]), _SUIT_WORDS[t[0]]
    else:
        m = _RANK_RE.match(t)
        rank, suit = (_RANK_WORDS[m.group()], _SUIT_WORDS.get(t[m.end():])) if m else (None, None)
    return None if rank is None or suit is None else Card._ALL[RANKS[rank - 2] + suit]


def _is_suit_word(f: str) -> bool:
    """A folded suit written apart from its rank (``bich``, ``♠``); a bare letter ``s`` is not one."""
    return f in _SUIT_WORDS and (len(f) > 1 or f in _SYMBOLS)


def _read_text(text: str) -> list[Card]:
    """The cards of one text: tokens ``Kh``, ``A♠``, ``♠A`` or a rank word then a suit word (``A bích``,
    ``K of clubs``). Every word that is no card is named (``mau_binh.card.unknown``, or ``unknown_many``: the
    first UNKNOWN_SHOWN, each once, the others counted in ``more``)."""
    tokens = [t for t in _SEP.split(text.replace("/", " ").replace("|", " ")) if t]
    folded = [fold(t) for t in tokens] + ["", ""]
    out: list[Card] = []
    bad: dict[str, None] = {}  # the words that are no card, each once, in order
    i = 0
    while i < len(tokens) and len(out) <= DECK_SIZE:
        f, nxt = folded[i], folded[i + 1]
        rank_then_word = f in _RANK_WORDS and i + 1 < len(tokens)
        if rank_then_word and nxt == _OF and i + 2 < len(tokens):  # K of clubs
            width = 3
        elif rank_then_word and (_is_suit_word(nxt) or not (nxt in _RANK_WORDS or _card(nxt))):
            width = 2  # A bích; or a rank then a word that is neither a suit nor a card (A spadez)
        else:
            width = 1
        suit = folded[i + width - 1]
        if width == 1:
            card = _card(f)
        else:
            card = Card._ALL[RANKS[_RANK_WORDS[f] - 2] + _SUIT_WORDS[suit]] if _is_suit_word(suit) else None
        if card is None:  # a rank with a word that is no suit (A spadez, K of clobs) names both
            bad.setdefault(shown_value(" ".join(tokens[i:i + width]), 30))
        else:
            out.append(card)
        i += width
    if len(bad) == 1:
        raise ChanError("mau_binh.card.unknown", text=next(iter(bad)))
    if bad:
        raise ChanError("mau_binh.card.unknown_many", texts=tuple(bad)[:UNKNOWN_SHOWN], more=len(bad) - UNKNOWN_SHOWN)
    if len(out) > DECK_SIZE:
        raise ChanError("mau_binh.cards.too_many", deck=DECK_SIZE)
    return out


register_value(Card, "mb_card", Card)  # a fact's card through JSON: {"mb_card": "As"}

def parse_cards(text: "str | Iterable[Any]") -> list[Card]:
    """Cards from text (``'As Kh 10d'``, ``'A bích, K cơ'``) or a list of texts / cards, in order, repeats kept.
    ChanError naming the tokens that are not cards."""
    if isinstance(text, Card):
        return [text]
    if isinstance(text, str):
        return _read_text(text)
    if isinstance(text, Iterable) and not isinstance(text, (bytes, bytearray, Mapping)):
        out = []
        for x in text:
            if not isinstance(x, (Card, str)):
                raise ChanError("mau_binh.card.not_a_card", text=shown_value(x))
            out.extend(parse_cards(x))
            if len(out) > DECK_SIZE:
                raise ChanError("mau_binh.cards.too_many", deck=DECK_SIZE)
        return out
    raise ChanError("mau_binh.cards.not_cards", text=shown_value(text))


def check_distinct(cards: Sequence[Card], where: str = "", fields: Sequence[str] = ()) -> None:
    """ChanError ``mau_binh.card.twice`` (``card``, ``count``: how many times, ``where``: ``''``, arrangement, chi,
    players or box; ``also``: every other card written more than once, ``(card, count)`` each) for a card written
    twice or more; its field is ``fields[k]`` of the second copy's index ``k`` when ``fields`` is given."""
    seen: set[Card] = set()
    for k, c in enumerate(cards):
        if c in seen:
            raise ChanError("mau_binh.card.twice", card=c, count=cards.count(c), where=where,
                            field=fields[k] if fields else None,
                            also=[(d, cards.count(d)) for d in dict.fromkeys(cards) if d != c and cards.count(d) > 1])
        seen.add(c)


def read_hand(text: "str | Iterable[Any]", size: int = HAND_SIZE) -> tuple[Card, ...]:
    """Exactly ``size`` distinct cards: ChanError naming the count (``mau_binh.hand.size``) or the repeated card."""
    cards = parse_cards(text)
    if len(cards) != size:
        raise ChanError("mau_binh.hand.size", size=size, count=len(cards))
    check_distinct(cards)
    return tuple(cards)


def deal(players: int = 4, seed: int | str = 0) -> list[tuple[Card, ...]]:
    """Shuffle the deck with ``seed`` (reproducible) and give each of ``players`` (1–4) 13 cards, sorted."""
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 4:
        raise ChanError("mau_binh.deal.players", players=shown_value(players), field="players")
    deck = list(DECK)
    random.Random(f"mau-binh/{seed}").shuffle(deck)
    return [tuple(sorted(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE], reverse=True)) for i in range(players)]
