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
:class:`~chan_core.errors.ChanError` whose message names the card, in the current
language (:mod:`chan_core.i18n`, issue 15: Vietnamese by default, English on request;
the card words stay Vietnamese).
"""
from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from chan_core.errors import ChanError, shown
from chan_core.guard import guard
from chan_core.i18n import N_, _, ngettext
from chan_core.rules import load_rules

COPIES = 4
DECK_SIZE = 100


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of card.

    ``index`` 0–24 (suit-major: 2V…9V, 2N…9N, 2S…9S, CC); ``rank`` 2–9, or 1
    for chi chi; ``suit`` ``'V'``/``'N'``/``'S'`` or ``None`` for chi chi;
    ``red`` per seed 001 §V.13 (8V 8S 9V 9S CC); ``boc_cai_number`` is the
    number counted at the bốc cái (chi chi = 1, seed 001 §II); ``english`` the
    English reading of the card (``'9 of vạn'``, chi chi ``'the 1 (no suit)'``;
    ``rules/deck.yaml``, issue 15) — see :func:`card_name_en`.
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


_INVISIBLE = {
    "\u200b": N_("dấu cách rộng 0"), "\u200c": N_("ký tự không nối"), "\u200d": N_("ký tự nối"),
    "\u2060": N_("ký tự nối từ"), "\ufeff": N_("dấu BOM"), "\u00ad": N_("dấu gạch nối mềm"),
}
_SCRIPTS = {"CYRILLIC": N_("chữ Kirin (như tiếng Nga)"), "GREEK": N_("chữ Hy Lạp"), "ARMENIAN": N_("chữ Armenia"),
            "CHEROKEE": N_("chữ Cherokee"), "HEBREW": N_("chữ Do Thái"), "ARABIC": N_("chữ Ả Rập"),
            "CJK": N_("chữ Hán"), "HIRAGANA": N_("chữ Nhật"), "KATAKANA": N_("chữ Nhật"), "HANGUL": N_("chữ Hàn"),
            "THAI": N_("chữ Thái")}
_LOOK_ALIKE = {"CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE"}  # scripts with letters drawn like Latin ones


def odd_character(text: str) -> str | None:
    """Why ``text`` cannot be card notation because of one character, or ``None``.

    Names the first character that is not plain Latin (ASCII, a Vietnamese
    letter or its combining accent, a space): a letter of another script
    that only looks Latin (``'7\u0412'``: Cyrillic «В»), an invisible
    character (zero-width space, BOM, soft hyphen), a control character, a
    full-width or other non-ASCII digit (``'\uff17'``, ``'²'``, ``'①'``) or any
    other symbol — with its U+ code, in the current language (Vietnamese by
    default), e.g. ``'có chữ «В» (U+0412) là chữ Kirin (như tiếng Nga), trông
    giống chữ Latinh nhưng không phải: …'``. The clause completes the sentence
    ``'«<text>» <clause>.'`` (:func:`_odd_error`).
    """
    for i, c in enumerate(text):
        if c.isascii() and (c.isprintable() or c.isspace()):
            continue
        cat = unicodedata.category(c)
        name = unicodedata.name(c, "")
        if name.startswith("LATIN") or cat == "Mn" or (c.isspace() and cat != "Cc"):
            continue
        code = f"U+{ord(c):04X}"
        after = _(" sau «{text}»").format(text=_short(text[:i], 10)) if i else ""
        plain = unicodedata.normalize("NFKC", c)
        if cat == "Cf":
            what = _(_INVISIBLE[c]) if c in _INVISIBLE else _("không hiện ra khi gõ")
            return _("có một ký tự vô hình ({code}, {what}){after}: hãy xóa nó").format(
                code=code, what=what, after=after)
        if cat == "Cc":
            return _("có một ký tự điều khiển ({code}){after}: hãy xóa nó").format(code=code, after=after)
        if name.startswith(("FULLWIDTH", "HALFWIDTH")):
            return _("có chữ toàn khổ «{char}» ({code}){after}: hãy gõ chữ thường «{plain}» "
                     "(tắt chế độ gõ toàn khổ)").format(char=c, code=code, after=after, plain=plain)
        if cat in ("Nd", "No", "Nl"):
            if plain.isascii() and plain.isalnum():
                return _("có «{char}» ({code}){after}, không phải chữ số thường 0–9: hãy gõ «{plain}»").format(
                    char=c, code=code, after=after, plain=plain)
            return _("có «{char}» ({code}){after}, không phải chữ số thường 0–9: chỉ dùng chữ số 0–9").format(
                char=c, code=code, after=after)
        if cat.startswith("L"):
            key = next((k for k in _SCRIPTS if name.startswith(k)), None)
            script = _(_SCRIPTS[key]) if key is not None else _("chữ không phải Latinh")
            if key in _LOOK_ALIKE or key is None:
                return _("có chữ «{char}» ({code}){after} là {script}, trông giống chữ Latinh nhưng không phải: "
                         "hãy gõ lại bằng bàn phím Latinh (tiếng Việt)").format(
                    char=c, code=code, after=after, script=script)
            return _("có chữ «{char}» ({code}){after} là {script}: hãy gõ lại bằng bàn phím Latinh "
                     "(tiếng Việt)").format(char=c, code=code, after=after, script=script)
        if c.isprintable():
            return _("có ký tự lạ «{char}» ({code}){after}").format(char=c, code=code, after=after)
        return _("có ký tự lạ ({code}){after}").format(code=code, after=after)
    return None


def _odd_error(token: str) -> ChanError | None:
    """The error naming the look-alike character of ``token`` (:func:`odd_character`), or ``None``."""
    odd = odd_character(token)
    if odd:
        return ChanError(_("«{text}» {problem}.").format(text=_short(token), problem=odd))
    return None


def _unknown(message: str, token: str) -> ChanError:
    """The error for a word that is not a card: names a look-alike character when there is one,
    else ``message`` (a translated sentence with ``{text}``) filled with the word."""
    return _odd_error(token) or ChanError(message.format(text=_short(token)))


def card(text: str | Kind) -> Kind:
    """Alias of :func:`parse_card` (as in ``repr(kind)``)."""
    return parse_card(text)


def _card_from(rank_tok: str, suit_tok: str, shown: str) -> Kind:
    rank = _RANK_WORDS.get(_nfc(rank_tok))
    if rank is None:
        raise _unknown(_("Không nhận ra số của quân «{text}» (cần nhị…cửu hay 2…9)."), rank_tok)
    st = _nfc(suit_tok)
    if st in _SUIT_WORDS:
        return BY_CODE[f"{rank}{_SUIT_WORDS[st]}"]
    if st in _AMBIGUOUS_SUITS:
        codes = [f"{rank}{s}" for s in _AMBIGUOUS_SUITS[st]]
        names = [BY_CODE[c].name.lower() for c in codes]
        raise ChanError(_("«{text}» không dấu là mơ hồ: {choices}? Hãy viết {codes}.").format(
            text=_short(shown), choices=_(" hay ").join(f"{n} ({c})" for n, c in zip(names, codes)),
            codes=_(" hoặc ").join(codes)))
    odd = _odd_error(suit_tok)
    if odd:
        raise odd
    raise ChanError(_("Không nhận ra chất của quân «{text}»: «{suit}» không phải vạn, văn hay sách.").format(
        text=_short(shown), suit=_short(suit_tok)))


def parse_card(text: str | Kind) -> Kind:
    """Parse one card: a code (``9V``, ``cc``) or a Vietnamese name.

    Accepts ``'cửu vạn'``, ``'Nhị văn'``, ``'chi chi'``, ``'cuu sach'``,
    ``'9 vạn'``. Raises :class:`ChanError` naming the text when it is not a
    card, or when it is ambiguous (``'cuu van'``: 9V or 9N).
    """
    if isinstance(text, Kind):
        return text
    if not isinstance(text, str):
        raise ChanError(_not_a_card_msg().format(value=shown(text)))
    cards = parse_cards(text)
    if len(cards) != 1:
        raise ChanError(ngettext("«{text}» không phải đúng một quân bài (đọc được {n} quân).",
                                 "«{text}» không phải đúng một quân bài (đọc được {n} quân).",
                                 len(cards)).format(text=_short(text.strip()), n=len(cards)))
    return cards[0]


def _not_a_card_msg() -> str:
    return _("«{value}» không phải là một quân bài (cần mã như 9V hay tên như cửu vạn).")


def _too_many_msg() -> str:
    return _("Có hơn {n} lá, nhưng cả bộ bài chỉ có {n} lá.")


def card_name_en(kind: str | Kind) -> str:
    """The English-readable name of a card: its Vietnamese name, a slash, its English
    reading — ``'9V'`` → ``'cửu vạn / 9 of vạn'``, ``'CC'`` → ``'chi chi / the 1 (no suit)'``
    (issue 15 item 4: the card pictures keep their Chinese characters and show this name).

    ``kind`` is a :class:`Kind` or anything :func:`parse_card` reads (a code, a Vietnamese
    name). The Vietnamese part is :attr:`Kind.word` (lower case, as mid-sentence); the English
    part is the kind's ``english`` in ``rules/deck.yaml`` (seed 001 §I for the kinds). The same
    in every language: the game's card names stay Vietnamese. Raises :class:`ChanError`
    (from :func:`parse_card`) for text that is not exactly one card."""
    k = parse_card(kind)
    return f"{k.word} / {k.english}" if k.english else k.word


def _reading(k: Kind) -> str:
    """``'9 of vạn'``; chi chi's ``'the 1 (no suit)'`` as ``'the 1, no suit'`` (it goes in brackets)."""
    return re.sub(r"\s*\(([^()]*)\)", r", \1", k.english)


_CARD_WORD_RE = re.compile(
    r"(?<!\w)(" + "|".join(re.escape(k.word) for k in sorted(KINDS, key=lambda k: -len(k.word))) + r")(?!\w)",
    re.IGNORECASE)
_BY_WORD = {k.word: k for k in KINDS}
_QUOTED_RE = re.compile(r"«[^«»]*»")


def gloss_cards(text: str) -> str:
    """An English sentence with the first mention of each card's Vietnamese name followed by its
    English reading in brackets: ``'you used cửu văn to ăn cạ cửu vạn'`` → ``'you used cửu văn
    (9 of văn) to ăn cạ cửu vạn (9 of vạn)'`` (issue 15: game words stay Vietnamese, glossed on
    first use). Only when the current language is not Vietnamese — a Vietnamese sentence is
    returned unchanged. Text between «» (what the learner typed, a name, a quoted move) is
    left as it is. Idempotent: a name already followed by its reading is left as it is."""
    from chan_core.i18n import DEFAULT_LANGUAGE, current_language

    if not text or current_language() == DEFAULT_LANGUAGE:
        return text
    seen: set[Kind] = set()
    quoted = [q.span() for q in _QUOTED_RE.finditer(text)]

    def one(m: re.Match) -> str:
        k = _BY_WORD[m.group(1).lower()]
        if k in seen or not k.english or any(a < m.start() < b for a, b in quoted):
            return m.group(0)
        seen.add(k)
        gloss = f" ({_reading(k)})"
        if text.startswith(gloss, m.end()):
            return m.group(0)
        return m.group(0) + gloss

    return _CARD_WORD_RE.sub(one, text)


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
    if isinstance(text, Kind):
        return [text]
    if not isinstance(text, str):
        if isinstance(text, (Mapping, bytes, bytearray)) or not isinstance(text, Iterable):
            raise ChanError(_("«{value}» không phải là các quân bài (cần mã như «9V 9V 2N» hay một danh sách "
                              "quân).").format(value=shown(text)))
        out: list[Kind] = []
        for t in text:
            if t is None or isinstance(t, (bool, int, float, Mapping, bytes, bytearray)):
                raise ChanError(_not_a_card_msg().format(value=shown(t)))
            out.extend([t] if isinstance(t, Kind) else parse_cards(t))
            if len(out) > DECK_SIZE:  # stop early (YAML aliases can nest a list exponentially)
                raise ChanError(_too_many_msg().format(n=DECK_SIZE))
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
            raise ChanError(_("«{text}» thiếu chất (vạn, văn hay sách).").format(text=_short(t)))
        elif _nfc(t) in _SUIT_WORDS or _fold(t) in _AMBIGUOUS_SUITS:
            raise ChanError(_("«{text}» thiếu số (nhị…cửu) đứng trước.").format(text=_short(t)))
        else:
            raise _unknown(_("Không nhận ra quân bài «{text}»."), t)
        if len(out) > DECK_SIZE:  # stop early: a pasted 10 MB "hand" is not read to its end
            raise ChanError(_too_many_msg().format(n=DECK_SIZE))
        cur = next(toks, None) if used_next else nxt
    return out


_TOKEN_RE = re.compile(r"[,;\n]|[^\s,;]+")


def _tokens(text: str):
    """The words of ``text`` lazily, each with its chunk number (chunks are split by , ; or a new line)."""
    chunk = 0
    for m in _TOKEN_RE.finditer(text):
        t = m.group()
        if t in (",", ";", "\n"):
            chunk += 1
        else:
            yield t, chunk


@guard
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


@guard
def check_copies(cards: Iterable[Kind], what: str = "") -> None:
    """Raise :class:`ChanError` if any kind appears more than 4 times.

    ``what`` names where the cards were counted, a phrase in the current language
    (``_('trong tình huống')``).
    """
    counts = [0] * N_KINDS
    for k in cards:
        counts[k.index] += 1
    for k in KINDS:
        if counts[k.index] > COPIES:
            raise ChanError(_too_many_copies(counts[k.index], k, f" {what}" if what else ""))


def _too_many_copies(n: object, k: Kind, where: str = "") -> str:
    """``'Có 5 lá Cửu vạn (9V), nhưng mỗi quân chỉ có 4 lá.'`` (``where``: ``' trong …'`` or ``''``)."""
    return _("Có {n} lá {card}{where}, nhưng mỗi quân chỉ có {copies} lá.").format(
        n=n, card=k.label, where=where, copies=COPIES)


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
        raise ChanError(_("«{name}» phải là {kinds} số đếm (0–4), không phải «{value}».").format(
            name=name, kinds=N_KINDS, value=shown(counts)), field=name)
    got = tuple(itertools.islice(counts, N_KINDS + 1))
    if len(got) != N_KINDS:
        if len(got) > N_KINDS:
            msg = _("«{name}» phải có đúng {kinds} số đếm (mỗi quân một số), ở đây có hơn {kinds}.")
        else:
            msg = _("«{name}» phải có đúng {kinds} số đếm (mỗi quân một số), ở đây có {n}.")
        raise ChanError(msg.format(name=name, kinds=N_KINDS, n=len(got)), field=name)
    for k, n in zip(KINDS, got):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ChanError(_("Số lá {card} trong «{name}» phải là số nguyên từ 0 đến {copies}, "
                              "không phải «{value}».").format(card=k.label, name=name, copies=COPIES,
                                                              value=shown(n)), field=name)
        if n > COPIES:
            raise ChanError(_too_many_copies(shown(n), k), field=name)
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
                raise ChanError(_("Trên tay không có đủ lá {card} để bỏ ra.").format(card=k.label))
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
