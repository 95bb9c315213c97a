"""An independent checker of self-play records (issue 12 item 6).

Re-validates one JSON line of ``python -m chan_core selfplay --out`` WITHOUT
``chan_core.game``: it re-deals from the seed with :func:`chan_core.deal.deal`,
moves the cards itself event by event, and checks

* the deal (cái 20 cards, others 19, the set-aside piles, the nọc order);
* card conservation after every event: hands + mats + cửa + nọc + set-aside
  hold the 100 cards, 4 of each kind;
* turn order: who may act after what (đánh → the seat on the right eats or
  bốc; bốc → the drawer eats or dưới; dưới → the next seat eats or bốc; an
  eat → the same seat đánh; a chíu out of turn → that seat trả cửa; a pass
  or a claim by anyone else but the one who just put the card down); an eat
  uses a card of the same number; a chíu needs 3 alike;
* the end: ``hoa`` only when a bốc found the nọc empty; ``u`` only on the card
  just put down (or thiên ù as the very first move); the recorded ``win``
  scenario is exactly the winner's hand and mat before the card, the card and
  its source, and evaluates (:func:`chan_core.eval_kinds.evaluate`, what
  ``python -m chan_core eval`` runs) as valid with the recorded cước and
  points.

:func:`check_line` returns a list of problems (empty when the line is right).
"""
from __future__ import annotations

import json
from collections import Counter

from chan_core.deal import deal
from chan_core.eval_kinds import evaluate

KINDS = [f"{r}{s}" for s in "VNS" for r in range(2, 10)] + ["CC"]
INDEX = {k: i for i, k in enumerate(KINDS)}
FULL = [4] * len(KINDS)


def rank(code: str) -> str:
    return "1" if code == "CC" else code[0]


class Table:
    """The cards on the table, moved by the checker's own rules."""

    def __init__(self, line: dict):
        self.n = line["players"]
        self.hands = [Counter(h) for h in line["dealt"]]
        self.mats: list[list[tuple[str, list[str]]]] = [[] for _ in range(self.n)]
        self.cua: list[list[str]] = [[] for _ in range(self.n)]
        self.noc = list(line["noc"])
        self.set_aside = list(line["set_aside"])

    def all_cards(self) -> list[int]:
        """How many cards of each kind lie anywhere on the table (hands, mats, cửa, nọc, set aside)."""
        c = [0] * len(KINDS)
        for h in self.hands:
            for k, n in h.items():
                c[INDEX[k]] += n
        for pile in [cards for ms in self.mats for _t, cards in ms] + self.cua + [self.noc, self.set_aside]:
            for k in pile:
                c[INDEX[k]] += 1
        return c


def check_deal(line: dict) -> list[str]:
    n, seed = line["players"], line["seed"]
    out = []
    if line.get("fixed_deal"):  # dealt card by card (lessons, tests): only the sizes can be checked
        for s in range(n):
            size = 20 if s == line["cai"] else 19
            if len(line["dealt"][s]) != size:
                out.append(f"seat {s} was dealt {len(line['dealt'][s])} cards, not {size}")
        return out
    d = deal(n, seed, line["drawer"])
    if d.cai_seat != line["cai"]:
        out.append(f"cái is seat {d.cai_seat}, record says {line['cai']}")
    for s in range(n):
        want = sorted(k.code for k in d.hands[s])
        if sorted(line["dealt"][s]) != want:
            out.append(f"dealt hand of seat {s} differs from the deal of seed {seed}")
        size = 20 if s == line["cai"] else 19
        if len(line["dealt"][s]) != size:
            out.append(f"seat {s} was dealt {len(line['dealt'][s])} cards, not {size}")
    if [k.code for k in d.noc] != line["noc"]:
        out.append("nọc order differs from the deal")
    if sorted(line["set_aside"]) != sorted(k.code for h in d.set_aside for k in h):
        out.append("set-aside cards differ from the deal")
    if len(line["set_aside"]) != 19 * (4 - n):
        out.append(f"{len(line['set_aside'])} cards set aside with {n} players")
    return out


def check_line(line: dict) -> list[str]:
    """Every problem found in one self-play record (see the module docstring)."""
    probs = check_deal(line)
    t = Table(line)
    n = t.n
    def conserved(i: int) -> None:
        if t.all_cards() != FULL:
            probs.append(f"event {i}: the 100 cards are not conserved")

    conserved(-1)
    # Flow state of the checker.
    must = ("danh", line["cai"])          # (what, seat): danh | tra_cua | offer
    offer = None                          # dict(card, cua, source, eater, putter)
    ended = None
    u_event = None
    for i, e in enumerate(line["events"]):
        s, ev, card = e["seat"], e["event"], e.get("card")
        if ended is not None and not (ended == "u" and ev == "xuong" and s == u_event["seat"]):
            probs.append(f"event {i}: {ev} after the end of the hand")
            break
        if ev == "xuong":
            if ended != "u":
                probs.append(f"event {i}: xướng without an ù")
            ended = "xuong"
            continue
        if must[0] in ("danh", "tra_cua"):
            if ev == "u" and i == 0 and s == line["cai"] and card is None:
                ended, u_event = "u", {"seat": s, "card": None, "hand": sorted(t.hands[s].elements()),
                                       "mats": []}
                continue
            if ev != must[0] or s != must[1]:
                probs.append(f"event {i}: expected {must[0]} by seat {must[1]}, got {ev} by seat {s}")
                break
            if t.hands[s][card] < 1:
                probs.append(f"event {i}: seat {s} has no {card} to {ev}")
                break
            t.hands[s][card] -= 1
            if ev == "danh":
                t.cua[s].append(card)
                offer = {"card": card, "cua": s, "source": "danh", "eater": (s + 1) % n, "putter": s}
            else:
                o = must[2]
                t.cua[o["cua"]].append(card)
                offer = {"card": card, "cua": o["cua"], "source": "tra_cua", "eater": o["eater"], "putter": s}
            must = ("offer",)
            conserved(i)
            continue
        # A card is on offer.
        x = offer["card"]
        if ev in ("bo", "u", "chiu", "an", "duoi") and card != x:
            probs.append(f"event {i}: {ev} names {card}, the card on offer is {x}")
            break
        if s == offer["putter"] and ev in ("bo", "u", "chiu"):
            probs.append(f"event {i}: seat {s} claims the card it just put down")
        if ev == "bo":
            continue
        if ev == "u":
            ended = "u"
            u_event = {"seat": s, "card": x, "hand": sorted(t.hands[s].elements()),
                       "mats": [(ty, list(c)) for ty, c in t.mats[s]], "offer": dict(offer)}
            continue
        if ev == "chiu":
            if t.hands[s][x] != 3:
                probs.append(f"event {i}: seat {s} chíu {x} without 3 alike")
                break
            t.cua[offer["cua"]].pop()
            t.hands[s][x] -= 3
            t.mats[s].append(("chiu", [x] * 4))
            must = ("danh", s) if s == offer["eater"] else ("tra_cua", s, offer)
            conserved(i)
            continue
        if s != offer["eater"]:
            probs.append(f"event {i}: seat {s} cannot {ev} now (the eater is seat {offer['eater']})")
            break
        if ev == "an":
            w = e.get("with")
            if not w or t.hands[s][w] < 1 or rank(w) != rank(x):
                probs.append(f"event {i}: seat {s} cannot eat {x} with {w}")
                break
            t.cua[offer["cua"]].pop()
            t.hands[s][w] -= 1
            t.mats[s].append(("an_chan" if w == x else "an_ca", [x, w]))
            must = ("danh", s)
        elif ev == "duoi":
            if offer["cua"] != s:
                probs.append(f"event {i}: seat {s} dưới a card that is not its own bốc")
                break
            offer = dict(offer, eater=(s + 1) % n)
        elif ev == "boc":
            if offer["cua"] == s:
                probs.append(f"event {i}: seat {s} bốc while its own bốc'd card is on offer")
                break
            if not t.noc:
                if card is not None:
                    probs.append(f"event {i}: bốc {card} from an empty nọc")
                ended = "hoa"
                continue
            y = t.noc.pop(0)
            if card != y:
                probs.append(f"event {i}: bốc records {card}, the nọc gives {y}")
                break
            t.cua[s].append(y)
            offer = {"card": y, "cua": s, "source": "boc", "eater": s, "putter": None}
        else:
            probs.append(f"event {i}: unknown event {ev}")
            break
        conserved(i)
    result = line["result"]
    if ended is None:
        probs.append("the hand did not end")
    elif result == "hoa" and ended != "hoa":
        probs.append(f"result hòa, but the events end with {ended}")
    elif result in ("u", "u_lao") and ended not in ("u", "xuong"):
        probs.append(f"result {result}, but no ù in the events")
    if result == "u":
        probs += _check_win(line, u_event)
    return probs


def _check_win(line: dict, u: dict) -> list[str]:
    out = []
    w = line["win"]
    s = line["winner"]
    if u is None or u["seat"] != s:
        return [f"winner is seat {s}, the ù event says otherwise"]
    if sorted(w["hand"].split()) != u["hand"]:
        out.append("win.hand is not the winner's hand before the winning card")
    mats = sorted((m["type"], sorted(m["cards"].split())) for m in w.get("melds") or [])
    if mats != sorted((ty, sorted(c)) for ty, c in u["mats"]):
        out.append("win.melds are not the winner's mat")
    if u["card"] is None:
        if "thien_u" not in (w.get("context") or []):
            out.append("thiên ù without the thien_u context")
    else:
        o = u["offer"]
        if w.get("winning_card") != u["card"]:
            out.append("win.winning_card is not the card on offer")
        if w.get("source") != o["source"]:
            out.append(f"win.source {w.get('source')} ≠ {o['source']}")
        if w.get("drawn_by") != ("self" if o["cua"] == s else "other"):
            out.append("win.drawn_by does not say whose cửa chì the card lay in")
    if w.get("variant", "classic") != line["variant"]:
        out.append("win.variant differs from the hand's")
    ans = evaluate(json.loads(json.dumps(w)))
    if not ans["valid"]:
        out.append(f"the win does not evaluate as valid: {ans.get('reason')}")
    if ans["cuoc"] != line["cuoc"]:
        out.append(f"cước {line['cuoc']} ≠ eval {ans['cuoc']}")
    if ans["points"] != line["points"]:
        out.append(f"points {line['points']} ≠ eval {ans['points']}")
    return out


def check_file(path: str) -> dict:
    """Check every line of a JSONL file: ``{lines, problems: {line number: [...]}}``."""
    bad = {}
    n = 0
    with open(path, encoding="utf-8") as f:
        for ln, text in enumerate(f, 1):
            if not text.strip():
                continue
            n += 1
            p = check_line(json.loads(text))
            if p:
                bad[ln] = p
    return {"lines": n, "problems": bad}
