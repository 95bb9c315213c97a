"""The state of one hand (ván) at the table, as plain JSON-ready data (seed 001 §II, §IV; SPEC "Game records").

Seats ``0…n−1`` in play order, each to the right of the previous; seat ``s``'s cửa chì is ``cua[s]``, its
cửa trên ``cua[s − 1]``. ``cache`` is private, rebuilt by replay.
"""
from __future__ import annotations

import copy
import json
from collections import Counter
from dataclasses import dataclass, field, fields

from chan_core.cards import BY_CODE, parse_card_value
from chan_core.deal import deal
from chan_core.errors import ChanError, in_field, shown, shown_value
from chan_core.facts import plain, revive
from chan_core.options import make_options

PHASES = ("danh", "tra_cua", "offer", "xuong", "end")  # offer: ``actor`` answers ``ask[0]``
RESULTS = ("u", "hoa", "u_lao")
LETTERS = {"danh": "d", "boc": "b", "an": "a", "duoi": "w", "chiu": "c", "tra_cua": "r", "u": "u", "bo": "p",
           "xuong": "x"}  # action type → its letter in the position notation


def sort_codes(codes) -> list[str]:
    """Card codes in kind order (nhị vạn … chi chi)."""
    return sorted(codes, key=lambda c: BY_CODE[c].index)


@dataclass(eq=False)
class GameState:
    """One hand at the table: the deal, the table, the end (from ``result``); the engine never mutates it.
    ``==`` compares the data."""

    players: int
    variant: str
    options: dict
    seed: int
    drawer: int
    cai: int
    cai_card: str
    thong: int | None
    dealt: list
    set_aside: list
    noc_start: list
    hands: list
    mats: list
    cua: list
    noc: list
    turn: int
    phase: str
    actor: int | None
    offer: dict | None = None
    ask: list = field(default_factory=list)
    events: list = field(default_factory=list)
    bao: list = field(default_factory=list)
    faults: list = field(default_factory=list)
    result: str | None = None
    winner: int | None = None
    win: dict | None = None
    cuoc: dict | None = None
    points: dict | None = None
    penalty: str | None = None
    u_lao: dict | None = None
    xuong: dict | None = None
    payouts: dict | None = None
    u_de: list = field(default_factory=list)
    fixed_deal: bool = False
    cache: object = field(default=None, repr=False)

    # ------------------------------------------------------------ data
    def to_dict(self) -> dict:
        """Every field except the cache, as JSON-ready data (a deep copy)."""
        return {f.name: plain(getattr(self, f.name)) for f in fields(self) if f.name != "cache"}

    @classmethod
    def from_dict(cls, d: dict) -> "GameState":
        """Read :meth:`to_dict` output back; :class:`ChanError` names a missing or unknown field."""
        if not isinstance(d, dict):
            raise ChanError("game.state.not_mapping")
        names = [f.name for f in fields(cls) if f.name != "cache"]
        unknown = sorted(map(shown, set(d) - set(names)))
        if unknown:
            raise ChanError("game.state.unknown_field", name=unknown[0], field=unknown[0])
        missing = next((f.name for f in fields(cls)[:18] if f.name not in d), None)  # the fields with no default
        if missing:
            raise ChanError("game.state.missing_field", name=missing, field=missing)
        return cls(**{k: revive(d[k]) for k in names if k in d})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_dict() == other.to_dict()

    def position(self) -> str:
        """The hand as one line :func:`chan_core.game.notation.from_position` reads back to an equal state:
        ``'chan1 p4 s7 d2 | 2d9V 3b …'``."""
        head = ["chan1", f"p{self.players}", f"s{self.seed}", f"d{self.drawer}"]
        if self.variant != "classic":
            head.append(f"v{self.variant}")
        if self.thong is not None:
            head.append(f"t{self.thong}")
        if self.options:
            head.append("o" + json.dumps(self.options, separators=(",", ":"), sort_keys=True))
        if self.fixed_deal:
            head.append("k" + "/".join("".join(h) for h in self.dealt) + f";{''.join(self.noc_start)};{self.cai}")
        moves = []
        for e in self.events:
            typ = e["event"]
            if typ == "xuong":
                rest = ",".join(f"{d['id']}*{d['count']}" for d in e.get("declared") or ())
            elif typ == "boc":
                rest = ""
            else:
                rest = (e.get("card") or "") + (e.get("with") or "")
            moves.append(f"{e['seat']}{LETTERS[typ]}{rest}")
        return " ".join(head) + " | " + " ".join(moves)

    def __repr__(self) -> str:
        return f"from_position({self.position()!r})"

    def clone(self) -> "GameState":
        """A copy whose top-level lists may be changed; a seat's list is copied by :meth:`own` first."""
        new = copy.copy(self)
        for name in ("hands", "mats", "cua", "noc", "ask", "events", "bao", "faults"):
            setattr(new, name, list(getattr(self, name)))
        return new

    def deal_cards(self) -> dict | None:
        """The deal given card by card (:func:`new_hand`'s ``cards``), ``None`` for the seed's."""
        if not self.fixed_deal:
            return None
        return {"dealt": [list(h) for h in self.dealt], "noc": list(self.noc_start), "cai": self.cai,
                "set_aside": list(self.set_aside)}

    def own(self, name: str, seat: int) -> list:
        """``self.<name>[seat]`` as a list this state alone holds (copy on write after :meth:`clone`)."""
        lst = list(getattr(self, name)[seat])
        getattr(self, name)[seat] = lst
        return lst

    # ------------------------------------------------------------ reading
    @property
    def finished(self) -> bool:
        return self.phase == "end"

    def card_count(self) -> int:
        """Cards in hands + mats + cửa + nọc + set aside (100 when conserved)."""
        return (sum(len(h) for h in self.hands) + sum(len(m["cards"]) for ms in self.mats for m in ms)
                + sum(len(c) for c in self.cua) + len(self.noc) + len(self.set_aside))

    def meld_cards(self, seat: int) -> int:
        """Cards of ``seat`` on the mat."""
        return sum(len(m["cards"]) for m in self.mats[seat])


def _fixed(players: int, cards: dict) -> tuple[list, list, list, int]:
    """``(dealt, noc, set_aside, cai)`` of a deal given card by card, checked."""
    if not isinstance(cards, dict) or not {"dealt", "noc", "cai"} <= set(cards):
        raise ChanError("game.deal.fixed_fields", field="cards")
    cai = cards["cai"]
    if isinstance(cai, bool) or not isinstance(cai, int) or not 0 <= cai < players:
        raise ChanError("game.deal.cai_range", last=players - 1, value=shown_value(cai), field="cards.cai")
    dealt = cards["dealt"]
    if not isinstance(dealt, list) or len(dealt) != players:
        raise ChanError("game.deal.dealt_seats", n=players, field="cards.dealt")

    def codes(xs, where):
        if isinstance(xs, str):
            xs = xs.split()
        if not isinstance(xs, list):
            raise ChanError("game.deal.not_list", field=where)
        with in_field(where):
            return [parse_card_value(x).code for x in xs]

    dealt = [sort_codes(codes(h, f"cards.dealt[{i}]")) for i, h in enumerate(dealt)]
    for i, h in enumerate(dealt):
        want = 20 if i == cai else 19
        if len(h) != want:
            raise ChanError("game.deal.seat_cards", seat=i, want=want, n=len(h), field=f"cards.dealt[{i}]")
    noc = codes(cards["noc"], "cards.noc")
    used = Counter(c for h in dealt for c in h) + Counter(noc)
    rest = sorted((Counter({k: 4 for k in BY_CODE}) - used).elements(), key=lambda c: BY_CODE[c].index)
    over = [k for k, n in used.items() if n > 4]
    if over:
        raise ChanError("game.deal.too_many", n=used[over[0]], card=BY_CODE[over[0]], field="cards")
    set_aside = sort_codes(codes(cards["set_aside"], "cards.set_aside")) if "set_aside" in cards else rest
    if sort_codes(set_aside) != rest:
        raise ChanError("game.deal.not_100", field="cards.set_aside")
    return dealt, noc, set_aside, cai


def new_hand(players: int, seed: int, *, variant: str = "classic", options: dict | None = None,
             drawer: int | None = None, thong: int | None = None, cards: dict | None = None) -> GameState:
    """Deal a new hand (seed 001 §II): ``players`` 2–4, ``seed``, ``variant``/``options`` as a scenario's,
    ``drawer`` (from the seed if ``None``), ``thong`` (cước thông, §V.2), ``cards`` (a deal given card by
    card: ``{dealt, noc, cai}``, the rest set aside). :class:`ChanError` names the field at fault."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ChanError("game.seed.not_int", value=shown_value(seed), field="seed")
    make_options(variant, options)
    d = deal(players, seed, drawer)
    if thong is not None and (isinstance(thong, bool) or not isinstance(thong, int) or not 0 <= thong < players):
        raise ChanError("game.thong.range", last=players - 1, value=shown_value(thong), field="thong")
    if cards is not None:
        hands, noc, set_aside, cai = _fixed(players, cards)
    else:
        hands = [[k.code for k in d.hands[s]] for s in range(players)]
        noc = [k.code for k in d.noc]
        set_aside = sort_codes(k.code for h in d.set_aside for k in h)
        cai = d.cai_seat
    return GameState(
        players=players, variant=variant, options=dict(options or {}), seed=seed, drawer=d.boc.drawer,
        cai=cai, cai_card=d.cai_card.code, thong=thong,
        dealt=[list(h) for h in hands], set_aside=set_aside,
        noc_start=list(noc), hands=[list(h) for h in hands], mats=[[] for _ in range(players)],
        cua=[[] for _ in range(players)], noc=list(noc), turn=cai, phase="danh", actor=cai,
        fixed_deal=cards is not None,
    )
