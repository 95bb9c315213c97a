"""Check questions: the key is computed by the engine, never typed in a lesson. :func:`compute` evaluates a
:class:`~learning.lessons.Check` and builds its options, :meth:`Answer.grade` grades the learner's answer and
:func:`describe` turns an engine answer into the short lines shown after answering and in worked examples."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from chan_core.errors import ChanError
from learning import names
from learning.engine import evaluate
from learning.glosses import gloss_by_key, with_gloss
from learning.i18n import N_, _, ngettext
from learning.lessons import Check
from chan_core.facts import Fact
from words import gloss_cards, listed, say, say_all, xuong_reading
from words.i18n import number, text_of
from chan_core.cards import BY_CODE, KINDS, RANKS, parse_cards
from chan_core.cuoc.mau import LEO, TOM
from learning.terms import and_list, lessons_teaching, loi_known, uses_later
from chan_core.scenario import parse_melds
from chan_core.melds import MELD_NAMES
from chan_core.rules import load_rules
from chan_core.win import check_u as check_win, make_win, why_not

MIN_CHOICES = 4
TOP = 10_000  # the largest number answer where what is asked gives no smaller one: points
_GROUP = {"chan": 2, "ca": 2, "ba_dau": 3, "que": 1}  # cards in one group of a hand's layout


@dataclass(frozen=True)
class Option:
    """One option offered to the learner: a normalised ``value`` and its ``label``."""

    value: Any
    label: str


@dataclass
class Answer:
    """The engine's answer to one check: ``key`` (the normalised correct value), ``options`` (what the page offers)
    and ``result`` (the engine's whole answer dict)."""

    check: Check
    result: dict
    key: Any
    options: list[Option] = field(default_factory=list)

    def label(self, value: Any) -> str:
        """The text for a value (an option label, card names, a number)."""
        for o in self.options:
            if o.value == value:
                return o.label
        if isinstance(value, frozenset):
            shown = ([card_words(c) for c in self.in_order(value)] if self.check.type == "cards"
                     else [names.cuoc_name(x) for x in sorted(value, key=_cuoc_order)])
            return ", ".join(shown) or _("không có")
        return number(value) if type(value) is int else str(value)  # «2.500» / «2,500», as the box reads it

    @property
    def bounds(self) -> tuple[int, int]:
        """The numbers a ``number`` question can be answered with at all (others are refused, not graded), from what it
        asks: a cước's count up to its ``max_count`` (lèo: 4); chắn, cạ, ba đầu or què up to the hand's cards in such
        groups; cards up to those shown, else the deck; a card's number 1–9; points (±) up to :data:`TOP`; traps in."""
        a, r = self.check.answer, self.result
        group = _GROUP.get(a.rpartition(".")[2]) if isinstance(r.get("cards"), int) else None  # a hand's cards
        most = next((x.max_count for x in load_rules().cuoc if f"cuoc.{x.id}" == a), None)
        if most is None and group:
            most = r["cards"] // group
        elif a in ("n_red", "total"):
            most = a == "n_red" and len(r["cards"]) or r["total"]  # the cards shown, else the whole deck
        elif a == "number":
            return RANKS[0], RANKS[-1]
        return (-TOP if "amounts" in a else 0), max([TOP if most is None else most, *self.check.traps])

    def in_order(self, codes) -> list[str]:
        """Card ``codes`` in the order of the options (the picture's), others in the deck's order after them."""
        where = {o.value: i for i, o in enumerate(self.options)}
        return sorted(codes, key=lambda c: (where.get(c, len(where)), _card_order(c)))

    @property
    def key_text(self) -> str:
        """The correct answer as text."""
        return self.label(self.key)

    def normalise(self, given: Any) -> Any:
        """The learner's input in the key's shape (``None`` when empty)."""
        t = self.check.type
        if given is None:
            return None
        if t == "number":
            # Only a whole number: 1.5 is not read as 1, True as 1, nor «١٢»/«1_0» as 12/10.
            if isinstance(given, bool):
                return None
            if isinstance(given, float):
                return int(given) if given.is_integer() else None
            if isinstance(given, str):
                s = given.strip()
                return int(s) if s.isascii() and s.isdigit() and len(s) <= 18 else None
            return given if isinstance(given, int) else None
        if t in ("cards", "multi"):
            return frozenset(str(x) for x in given)
        return given

    def grade(self, given: Any) -> bool:
        """Whether the learner's answer equals the key (a choice's value may be ``None``: the
        penalty option «Không bị phạt»)."""
        g = self.normalise(given)
        return g == self.key and (g is not None or self.check.options == "penalty")


def as_held(cards) -> list:
    """Cards as a player sorts them, as a lesson draws a hand: by number, chi chi last."""
    return sorted(parse_cards(cards), key=lambda k: (k.rank if k.suit else 10, k.index))


def _card_order(code: str) -> int:
    k = BY_CODE.get(code)
    return k.index if k else 99


def _cuoc_order(cuoc_id: str) -> tuple[int, str]:
    """A cước's place in ``rules/cuoc.yaml`` (the engine's order, as a win's «Cước: …» line lists them)."""
    return next((i for i, c in enumerate(load_rules().cuoc) if c.id == cuoc_id), 99), cuoc_id


def get_path(result: dict, path: str) -> Any:
    """Value at a dotted ``path`` in an engine answer. ``cuoc.<id>`` is the
    count of that cước (0 when absent). Raises :class:`ChanError` if missing."""
    parts = path.split(".")
    if parts[0] == "cuoc" and len(parts) == 2:
        return result["cuoc"].get(parts[1], 0)
    cur: Any = result
    for p in parts:
        if isinstance(cur, dict) and p in cur:
            cur = cur[p]
        elif isinstance(cur, list) and p.isdigit() and int(p) < len(cur):
            cur = cur[int(p)]
        else:
            raise ChanError(_("Kết quả máy chấm không có «{path}».").format(path=path), field="answer")
    return cur


def _key(check: Check, value: Any) -> Any:
    t = check.type
    if t == "number":
        if check.count:
            return len(value) if isinstance(value, (list, tuple, dict)) else int(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ChanError(_("Câu «{id}»: «{answer}» không phải là một số.").format(id=check.id, answer=check.answer),
                            field="answer")
        return int(value)
    if t in ("cards", "multi"):  # card codes; cước ids (the keys of the engine's {id: count})
        return frozenset(value)
    return _CHOICE_KEYS.get(check.options, str)(value)


_CHOICE_KEYS = {"seat": int, "yes_no": bool, "loi": lambda v: tuple(sorted(v)), "penalty": lambda v: v or None}
"""The key's shape of a ``choice`` question by its option set (a verdict: ``str``)."""


def glossed(name: str, key: str) -> str:
    """``name`` (a game name, Vietnamese in every language), in English followed by its gloss from the rules;
    ``key``: ``'loi:<n>'``, ``'cuoc:<id>'`` or ``'penalty:<id>'``."""
    return with_gloss(name, gloss_by_key(key))


def card_words(code: str) -> str:
    """A card in words, lower case: ``'cửu vạn'``; English adds its reading,
    ``'cửu vạn (9 of vạn)'`` (:func:`words.cards.card_name_en`)."""
    return gloss_cards(BY_CODE[code].word)


def _options(check: Check, key: Any) -> list[Option]:
    sc = check.scenario
    t, o = check.type, check.options
    if t == "cards":
        pool = parse_cards(check.pool) if check.pool else list(KINDS)
        if check.pool and sc.get("kind") == "hand":  # the picture's order, as a player sorts it: not the layout's
            pool = as_held(pool)
        seen = dict.fromkeys(k.code for k in pool)
        order = seen if check.pool else sorted(seen, key=_card_order)  # a pool: the picture's order
        return [Option(c, card_words(c)[:1].upper() + card_words(c)[1:]) for c in order]
    if t == "multi":
        ids = [x.id for x in load_rules().cuoc]
        if check.choices:  # only the cước the lesson has taught so far, the key always in
            wanted = set(key) | {str(x) for x in check.choices}
            ids = [i for i in ids if i in wanted] + sorted(wanted - set(ids))
        return [Option(i, glossed(names.cuoc_name(i), f"cuoc:{i}")) for i in ids]
    if t == "number":
        return []
    if o == "seat":
        players, drawer = int(sc.get("players", 4)), sc.get("drawer")
        return [
            Option(s, _("{seat} (người bốc cái)").format(seat=names.seat_name(s, check.seat_names)) if s == drawer
                   else names.seat_name(s, check.seat_names))
            for s in range(players)
        ]
    if o == "yes_no":
        lab = {k.lower(): v for k, v in (text_of(check, "labels") or {}).items()}
        return [Option(True, lab.get("true", _("Có"))), Option(False, lab.get("false", _("Không")))]
    if o == "verdict":
        lab = text_of(check, "labels") or {}
        return [Option(k, lab.get(k, names.verdict_name(k))) for k in names.VERDICTS]
    if o == "penalty":
        return [Option(None, names.penalty_name(None))] + [
            Option(p.id, glossed(names.penalty_name(p.id), f"penalty:{p.id}")) for p in load_rules().penalty_classes]
    # loi: the key, the lesson's distractors, then neighbours of the key
    vals = list(dict.fromkeys([key, *(tuple(sorted({int(x) for x in (c if isinstance(c, list) else [c])}))
                                      for c in check.choices)]))
    pad = [()] + [(n,) for k in key for n in (k + 1, k - 1, k + 2, k - 2) if 0 <= n <= 17]
    pad += [(n,) for n in range(1, 18)]
    vals += [v for v in dict.fromkeys(pad) if v not in vals][:max(0, MIN_CHOICES - len(vals))]
    vals.sort(key=lambda v: (len(v) > 0, v))
    return [Option(v, and_list(_loi_named(n) for n in v) or _("Không phạm lỗi")) for v in vals]


def compute(check: Check) -> Answer:
    """Evaluate the check's scenario and build its :class:`Answer`."""
    try:
        result = evaluate(check.scenario)
    except ChanError as e:
        raise e.with_context(field="scenario", scenario=check.id) from None
    key = _key(check, get_path(result, check.answer))
    opts = _options(check, key)
    if check.type == "choice" and key not in [o.value for o in opts]:
        raise ChanError(_("Câu «{id}»: đáp án máy chấm ({key}) không nằm trong các lựa chọn.").format(
            id=check.id, key=repr(key)), field="answer")
    return Answer(check, result, key, opts)


def answer_sources(ans: Answer, given: Any = None) -> list[dict]:
    """The rules' own sources of what an answer turns on (``rules/loi.yaml``, ``rules/cuoc.yaml``): each lỗi found
    (001 §IV, its number) and its penalty, or a báo paying for the table (001 §VII); the cước a question about cước
    asks for (``cuoc.<id>``) or has for key (``cuoc``) — before the key is shown, only those ``given`` (the learner's
    pick of a ``cuoc`` question: the key's items would name it) —, each its item of 001 §V; a ``deck`` answer's own place: the deck's size (001 §I), its red cards (listed under Bạch định,
    001 §V item 13), a card's number (its bốc-cái count, 001 §II); ``[]`` for other answers."""
    r, res, path = load_rules(), ans.result, ans.check.answer
    if ans.check.scenario.get("kind") == "deck":
        red = next(c for c in r.cuoc if c.id == "bach_dinh")
        count = next(s for s in r.dealing.steps if s.id == "dem")
        return [x.source.model_dump() for x in {"red": [red], "n_red": [red], "number": [count], "numbers": [count],
                                                "total": [r.deck], "kinds": [r.deck]}.get(path, [])]
    paid = {res.get("penalty"), "bao" if (res.get("payments") or {}).get("bao") else None}
    asked = {path[5:]} if path.startswith("cuoc.") else {*(ans.key if given is None else given)} if path == "cuoc" else set()
    return [x.source.model_dump() for x in [*(x for x in r.loi if x.number in (res.get("violations") or [])),
                                            *(p for p in r.penalty_classes if p.id in paid),
                                            *(x for x in r.cuoc if x.id in asked)]]


# ---- derivations shown to the learner ----

def _pts(p: dict, per: int) -> str:
    """The total as markdown: ``**12 điểm** (cước 7 + 1 gà × 5 điểm)``."""
    if p["ga"]:
        return _("**{total} điểm** (cước {base} + {ga} gà × {per} điểm)").format(per=per, **p)
    return _("**{total} điểm**").format(total=p["total"])


def chiu_u_lines(sc: dict, result: dict) -> list[str]:
    """Why a valid ù on a card another player discarded or put back is allowed: only a chíu ù may (seed 001 §IV
    «Chíu», §V.8). One line with the engine's reason; ``[]`` for a card from the nọc or no chíu ù."""
    if sc.get("source") not in ("danh", "tra_cua") or not (result.get("facts") or {}).get("chiu_u"):
        return []
    why = say((result.get("reasons") or {}).get("chiu_u")).strip()
    line = (_("Lá ù do người khác đánh ra, nhưng vẫn ù được vì đây là chíu ù.") if sc.get("source") == "danh"
            else _("Lá ù là lá trả cửa, nhưng vẫn ù được vì đây là chíu ù."))
    line += " " + (why + " " if why else "")
    return [line + _("Thường chỉ được ù lá bốc từ nọc; riêng chíu ù được ù lá người khác đánh ra hoặc trả cửa "
                     "(001 §IV «Chíu», §V «Chíu ù»).")]


def u_lines(sc: dict, result: dict) -> list[str]:
    """Whether a ``win`` answer ù and the engine's why (:func:`chan_core.win.check_u`'s reason): «Ù hợp lệ: 6 chắn,
    4 cạ.» with :func:`chiu_u_lines`, or «Chưa ù được: chỉ có 5 chắn, cần ít nhất 6»."""
    if result.get("valid"):
        return [_("Ù hợp lệ: {chan} chắn, {ca} cạ.").format(chan=result.get("chan"), ca=result.get("ca")),
                *chiu_u_lines(sc, result)]
    r = result["reason"]  # the problems alone: the line says «Chưa ù được» itself
    why = gloss_cards(say(Fact("win.problems", problems=r["problems"]) if r.code == "win.invalid" else r))
    return [_("Chưa ù được: {why}").format(why=f"{why[:1].lower()}{why[1:]}") if why else _("Chưa ù được.")]


def _deck_lines(result: dict, answer: str | None) -> list[str]:
    """Lines for a ``deck`` answer fitted to ``answer`` (the deck size, bốc-cái numbers or red cards)."""
    cards, red = result["cards"], result["red"]
    what = answer or ("red" if cards else "total")
    if what in ("total", "kinds"):
        return [_("Bộ bài có {kinds} quân, mỗi quân {copies} lá giống hệt nhau: "
                  "{kinds} × {copies} = **{total} lá**.").format(**result)]
    if what in ("number", "numbers"):
        return [_("Số của {card} là **{n}** (chi chi là 1, nhị là 2 … cửu là 9).").format(
            card=names.card_name(c).lower(), n=result["numbers"][c]) for c in dict.fromkeys(cards)]
    if what == "n_red":
        return [_("Lá đỏ trong các lá trên ({n} lá): {cards}.").format(
            n=len(red), cards=counted([names.card_name(c).lower() for c in red], ", "))]
    return [_("Quân đỏ trong các quân trên: {cards}.").format(cards=names.cards_text(red))]


def counted(items: list[str], sep: str = "; ", unit: str | None = None) -> str:
    """``items`` in order, a repeat said once with its count: ``['tứ vạn', 'tứ vạn', 'lục sách']`` →
    ``'tứ vạn ×2; lục sách'``; items that are groups (``unit='chắn'``) → ``'2 chắn tứ vạn; lục sách'``."""
    n = Counter(items)
    return sep.join((_("{n} {unit} {item}").format(n=n[x], unit=unit, item=x) if unit else f"{x} ×{n[x]}")
                    if n[x] > 1 else x for x in dict.fromkeys(items))


def _hand_lines(sc: dict, result: dict, answer: str | None = None) -> list[str]:
    """Lines for a ``hand`` answer: melds laid down, the groups in hand, the totals and the waits."""
    out: list[str] = []
    lay, melds = result["layout"], parse_melds(sc.get("melds"))  # the melds the engine has read already
    for m in melds:
        worth = " + ".join(x for x in (f"{m.n_chan} chắn" if m.n_chan else "", f"{m.n_ca} cạ" if m.n_ca else "") if x)
        shown = m.cards if m.type == "an_ca" else m.cards[:1]
        out.append(_("Đã hạ: {meld} {cards} = **{worth}**.").format(
            meld=MELD_NAMES[m.type], cards=" – ".join(k.name.lower() for k in shown), worth=worth))
    for k, w in (("chan", "Chắn"), ("ca", "Cạ"), ("ba_dau", "Ba đầu"), ("que", "Què")):
        v = lay[k]  # què: card codes; the others: groups of card codes (a chắn said by its first card)
        groups = [names.card_name(g).lower() if k == "que" else " – ".join(
            names.card_name(c).lower() for c in (g[:1] if k == "chan" else g)) for g in v]
        listed = counted(groups, unit=w.lower()) if groups else _("không có")
        line = _("{group} trên tay ({n}): {cards}.") if melds and k in ("chan", "ca") else _("{group} ({n}): {cards}.")
        out.append(line.format(group=w, n=len(v), cards=listed))
    if melds:
        out.append(_("Tổng: {down_chan} chắn đã hạ + {hand_chan} chắn trên tay = **{n_chan} chắn**; "
                     "{down_ca} cạ đã hạ + {hand_ca} cạ trên tay = **{n_ca} cạ**.").format(
            down_chan=sum(m.n_chan for m in melds), hand_chan=len(lay["chan"]), n_chan=result["chan"],
            down_ca=sum(m.n_ca for m in melds), hand_ca=len(lay["ca"]), n_ca=result["ca"]))
    w = result["waits"]
    if answer == "waits" or (answer is None and w):  # not on a question about chắn/cạ
        out.append(_("Chờ ù: {cards}.").format(cards=names.cards_text(sorted(set(w), key=_card_order))))
    return out


def describe(sc: dict, result: dict, seat_names: list[str] | None = None, answer: str | None = None,
             known: set[str] | None = None) -> list[str]:
    """Short markdown lines explaining an engine answer, fitted to ``answer`` (the dotted path the question asked
    for, ``Check.answer``; ``None`` for a worked example)."""
    kind = sc.get("kind")
    out: list[str] = []
    if kind == "boc_cai":
        cnt = result.get("count") or []
        steps = " → ".join(f"{names.seat_name(int(s), seat_names)} ({i})" for i, s in enumerate(cnt, 1))
        out.append(_("Đếm từ người bốc: {steps}.").format(steps=steps))
        out.append(_("Người được cái và đánh đầu: **{seat}**.").format(
            seat=names.seat_name(int(result["seat"]), seat_names)))
    elif kind == "deck":
        out.extend(_deck_lines(result, answer))
    elif kind == "hand":
        out.extend(_hand_lines(sc, result, answer))
    elif kind == "win":
        out.extend(u_lines(sc, result))
        if result.get("valid"):
            cc = result["cuoc"]
            if cc:
                out.append(_("Cước: {cuoc}.").format(
                    cuoc=", ".join(f"{names.cuoc_name(k)}" + (f" ×{v}" if v > 1 else "") for k, v in cc.items())))
            out.append(_("Tổng: {points}.").format(points=_pts(result["points"], result["ga_points"])))
    elif kind == "score":
        out.extend(f"- {say(r['reason'])}" for r in result["lines"])
        ga_lines = [say(r["reason"]) for r in result["ga_lines"]]
        if result["ga_counted"]:
            out.extend(f"- {r}" for r in ga_lines)
        elif ga_lines:  # the table plays no gà: say so rather than list a gà the total leaves out
            out.append("- " + _("Không chơi gà nên không tính: {lines}.").format(lines="; ".join(ga_lines)))
        if result["points"]["ga"]:
            out.append(f"- Gà: {result['points']['ga']} × {result['ga_points']} điểm")
        out.append(_("Tổng: {points}.").format(points=_pts(result["points"], result["ga_points"])))
    elif kind == "action":
        out.extend(_action_lines(result, known))
    elif kind == "xuong":
        out.append(_("Kết luận: **{verdict}**.").format(verdict=names.verdict_name(str(result.get("verdict")))))
        for key, line in (("missing", N_("Thiếu: {cuoc}.")), ("extra", N_("Thừa / sai: {cuoc}."))):
            if result.get(key):
                out.append(_(line).format(cuoc=", ".join(_cuoc_part(f, result, key) for f in result[key])))
        canon = result.get("canonical") or {}
        if canon.get("text"):
            out.append(_("Xướng đúng và đủ là: «{xuong}».").format(xuong=canon["text"]))
            reading = xuong_reading(canon.get("items"), sc.get("variant") or "classic")
            if reading:
                out.append(reading)
        pts = result.get("points") or {}
        if "paid" in pts:
            right = pts.get("correct", pts.get("true"))
            line = (_("Điểm được tính: {paid}.") if right is None or right == pts["paid"]
                    else _("Điểm được tính: {paid} (xướng đủ và đúng thì được {right})."))
            out.append(line.format(paid=pts["paid"], right=right))
        pay = result.get("payments") or {}
        if pay.get("bao") and pay.get("summary"):
            why = pay["transfers"][0]["why"] if pay.get("transfers") else None
            if pay["summary"].code == "payouts.bao.summary" and why is not None:  # the sum worked out, as lesson 12
                out.append(_("Người bị báo trả thay cả làng cho người ù: {points} điểm × {shares} người thua = "
                             "**{total} điểm**; người khác không phải trả.").format(**why.params))
            else:
                out.append(say(pay["summary"]))
            for seat in (s for s in pay.get("seats") or [] if s.get("amount", 0)):  # who pays, who is paid
                out.append((_("- {seat}: nhận {n} điểm") if seat["amount"] > 0 else _("- {seat}: trả {n} điểm")).format(
                    seat=names.seat_name(int(seat["seat"]), seat_names), n=abs(seat["amount"])))
    return out


def _cuoc_part(f: dict, result: dict, key: str) -> str:
    """A cước of a xướng answer's ``missing`` or ``extra`` (``key``): its name, or — called, but too few or too many
    times — how many of it: «1 Lèo (bạn hô 1, bài có 2)»."""
    said = sum(d["count"] for d in result.get("declared") or [] if d["id"] == f["id"])
    has = said + f["count"] if key == "missing" else said - f["count"]
    if not said or not has:
        return names.cuoc_name(f["id"])
    return _("{n} {cuoc} (bạn hô {said}, bài có {has})").format(n=f["count"], cuoc=names.cuoc_name(f["id"]),
                                                               said=said, has=has)


def _loi_named(n: int) -> str:
    """``'Lỗi 1 — Ăn treo tranh'``, in English with the lỗi's gloss (:func:`glossed`)."""
    return glossed(names.loi_name(n), f"loi:{n}")


def _penalty_text(result: dict) -> str:
    """The penalty of an ``action`` answer: the engine's ``penalty_name``, else its class's name, glossed."""
    pid = result.get("penalty")
    name = result.get("penalty_name") or (names.penalty_name(pid) if pid else "")
    return glossed(name, f"penalty:{pid}") if pid and name else name


def _action_lines(result: dict, known: set[str] | None) -> list[str]:
    """:func:`describe` of an ``action`` answer naming no lỗi taught after ``known`` (those say their lesson)."""
    v = result["violations"]
    named = [n for n in v if loi_known(n, known)]
    later = [n for n in v if n not in named]
    if not v:
        out = [_("Không phạm lỗi nào.")]
    else:
        where = lessons_teaching(later, known)
        note = (_(" ({where} sẽ học lỗi này)") if len(later) == 1
                else _(" ({where} sẽ học các lỗi này)")).format(where=where) if where else ""
        if not named:
            out = [_("Phạm lỗi{note}.").format(note=note)]
        else:
            more = (_("; thêm một lỗi{note}") if len(later) == 1
                    else _("; thêm {n} lỗi{note}")).format(n=len(later), note=note) if later else ""
            out = [_("Phạm: {loi}{more}.").format(loi="; ".join(_loi_named(n) for n in named), more=more)]
    for f in result["findings"]:
        code, detail = f["code"], say(f["detail"])
        if loi_known(code, known):
            # in English the engine's explanation reads each card («thất vạn (7 of vạn)») and the
            # bare detail does not: compared without those brackets
            line = next((e for e in say_all(result.get("explanations") or [])
                         if detail and (detail in e or detail in _READING.sub("", e))), "")
        else:
            line = f"{detail[:1].upper()}{detail[1:]}." if detail else ""
        if line and not (uses_later(line, known) - _PENALTY_TERMS):
            out.append(f"- {line}")
    if result.get("penalty") and not result.get("explanations"):
        out.append(_("Hình phạt: {penalty}.").format(penalty=_penalty_text(result)))
    return out


_READING = re.compile(r" \((?:the )?\w+(?: of \w+)?(?:, no suit)?\)")
"""An English card reading after a card's name, «(7 of vạn)», «(the 1, no suit)»."""

_PENALTY_TERMS = {"nghi_an_tien", "u_bao", "bao", "u_lao"}
"""Terms of the «— hình phạt: …» clause, which :func:`learning.terms.fit_lines` cuts when not
taught yet; a line is not left out for them here."""


# ------------------------------------------------------------------ a wrong answer, before the key is shown
COUNT_RULES = {
    "chan": N_("Một chắn là hai lá giống hệt nhau (cùng số, cùng chất), nên bốn lá giống hệt nhau là hai chắn; "
               "xếp chắn trước."),
    "ca": N_("Một cạ là hai lá cùng số khác chất; xếp chắn trước, lá đã vào chắn không tính vào cạ."),
    "layout.ba_dau": N_("Một ba đầu là ba lá cùng số, mỗi lá một chất; xếp chắn trước."),
    "total": N_("Có 25 quân: ba chất vạn, văn, sách, mỗi chất 8 quân từ nhị đến cửu (3 × 8 = 24), thêm quân chi chi; "
                "mỗi quân có 4 lá giống hệt nhau."),
    "n_red": N_("Đếm từng lá đỏ, hai lá giống nhau là hai lá."),
    "points.total": N_("Cước chính (cước có điểm cao nhất) được đủ điểm của nó; mỗi cước khác chỉ cộng thêm dịch "
                       "của nó; gà chỉ tính khi bàn chơi gà."),
    "number": N_("Số của một quân là số trong tên nó: nhị là 2, tam là 3 … cửu là 9; chi chi là quân nhỏ nhất."),
    "points.paid": N_("Người ù chỉ được trả theo những cước mình xướng: cước có mà không xướng (xướng thiếu) thì không "
                      "được tính."),
    "points.ga": N_("Gà chỉ tính cho một số cước hay bộ cước (gà rộng: bạch định, tám đỏ tự nó được gà; gà hẹp: phải "
                    "là bạch định tôm, tám đỏ lèo); đếm những bộ được gà có trong bài này."),
    "payments.amounts.0": N_("Người ù nhận điểm của ván từ mỗi người thua; người bị báo trả thay cả làng, tức trả "
                             "phần của mọi người thua."),
}


SETS = {"leo": LEO, "tom": TOM}
"""The cước counted in sets of three kinds (001 §V.15–16): a wrong count says the hand's cards (:func:`_set_line`)."""


def _red_rule() -> str:
    """Which cards are red, read from the deck's data (001 §V.13): «quân đỏ chỉ có bát (8) và cửu (9) của chất vạn và
    sách, cùng chi chi» — the numbers and suits of the red suited kinds, then the red kinds without a suit."""
    red = [k for k in KINDS if k.red and k.suit]
    return _("quân đỏ chỉ có {ranks} của chất {suits}, cùng {others}").format(
        ranks=and_list(dict.fromkeys(f"{k.rank_name} ({k.rank})" for k in red)), suits=_red_suits(),
        others=listed(k.word for k in KINDS if k.red and not k.suit))


def _red_suits(codes=None) -> str:
    """The suits of the red kinds (of ``codes`` only, if given), «vạn và sách»."""
    return and_list(dict.fromkeys(k.name.split()[-1].lower() for k in KINDS
                                  if k.red and k.suit and (codes is None or k.code in codes)))


def _group_of(layout: dict, code: str) -> str:
    """The group (chắn, cạ, ba đầu) a card was laid in, in words."""
    return next((w for k, w in (("chan", "chắn"), ("ca", "cạ"), ("ba_dau", "ba đầu"))
                 if any(code in g for g in layout[k])), "")


def _set_line(c: Check, g: int, key: int) -> str:
    """Why ``g`` sets of lèo or tôm is wrong for this hand (its 20 cards, the winning one in): the cards of one set,
    each glossed once, and which of them the hand lacks for ``g`` sets, or that it holds more than ``g`` of each — never the
    key itself (shown with «Xem đáp án»)."""
    sc, cid = c.scenario, c.answer[5:]
    held = Counter(k.code for k in [*parse_cards(f'{sc.get("hand", "")} {sc.get("winning_card") or ""}'),
                                    *(k for m in parse_melds(sc.get("melds")) for k in m.cards)])
    kinds = [KINDS[i].code for i in SETS[cid]]
    name, cards = names.cuoc_name(cid).lower(), listed(BY_CODE[k].word for k in kinds)
    rule = _("Mỗi {cuoc} cần một lá mỗi loại: {cards}").format(cuoc=name, cards=cards)
    if g > key:
        why = ngettext("{n} {cuoc} cần {n} lá mỗi loại, mà bài này (kể cả lá ù) thiếu {short}",
                       "{n} {cuoc} cần {n} lá mỗi loại, mà bài này (kể cả lá ù) thiếu {short}", g).format(
            n=g, cuoc=name, short=listed(BY_CODE[k].word for k in kinds if held[k] < g))
    else:
        why = _("bài này (kể cả lá ù) có hơn {n} lá mỗi loại, nên có hơn {n} {cuoc}").format(n=g, cuoc=name)
    return gloss_cards(f"{rule}; {why}.")


def wrong_lines(ans: Answer, given: Any) -> list[str]:
    """The rule that decides a wrong answer ``given`` to a number question (shown beside its key, so no «more
    than …»), or what is wrong with a card pick, from this hand — never the key (shown with «Xem đáp án»).
    Other questions, or a right answer: ``[]``."""
    c, res, g = ans.check, ans.result, ans.normalise(given)
    if g is None or g == ans.key or c.type not in ("number", "cards"):
        return []
    if c.type == "number":
        if c.answer.startswith("cuoc.") and c.answer[5:] in SETS:  # lèo, tôm: the sets of this hand
            out = [_set_line(c, g, ans.key)]
        elif c.answer.startswith("cuoc."):  # how many of another cước: its definition
            out = [text_of(x, "definition") for x in load_rules().cuoc if x.id == c.answer[5:]]
        else:
            out = [_(COUNT_RULES[c.answer])] if c.answer in COUNT_RULES else []
        if c.answer == "n_red":
            out.append(f"{_red_rule()}.")
        for d in (d for d in load_rules().decisions if d.id == c.traps.get(g)):  # a number a seed gives: the seed's
            seed = next(s for s, says in d.seeds.items() if str(g) in says)  # count, and which seed the app follows
            out.append(_("{n} là con số của tài liệu {seed} («{says}»); ứng dụng theo tài liệu {follows}: {chosen}").format(
                n=g, seed=seed, says=text_of(d, "seeds")[seed], follows=and_list(s for s in d.seeds if s != seed),
                chosen=text_of(d, "chosen")))
        if c.answer == "chan" and c.scenario.get("melds"):
            out.append(_("Tính cả chắn đã hạ: chíu là 2 chắn, ăn chắn là 1 chắn."))
        return [x[:1].upper() + x[1:] for x in out]
    extra, missing = ans.in_order(g - ans.key), ans.key - g
    out = []
    if c.answer == "red" and extra:  # one line for every black card picked, then the rule
        out.append(ngettext("{cards} là quân đen: {rule}.", "{cards} là quân đen: {rule}.", len(extra)).format(
            cards=listed(card_words(x) for x in extra), rule=_red_rule()))
    for code in extra:
        if c.answer == "layout.que" and _group_of(res["layout"], code):
            out.append(_("{card} không phải què: lá này vào một {group}.").format(
                card=card_words(code), group=_group_of(res["layout"], code)))
        elif c.answer == "waits":
            u = check_win(make_win(c.scenario["hand"], code, melds=parse_melds(c.scenario.get("melds") or []),
                                   source="boc", drawn_by="self"))
            why = _("Bốc được {card} thì bài này vẫn chưa ù: {why}.") if not u.valid else _(
                "Bốc được {card} thì bài này vẫn chưa ù.")
            out.append(why.format(card=card_words(code), why=say(why_not(u))))
    if missing and c.answer == "red":  # where to look again: the suits of the red cards left, the card with no suit
        suits, bare = _red_suits(missing), any(not BY_CODE[x].suit for x in missing)
        line = (_("Còn quân đỏ bạn chưa chọn: xem lại chất {suits}, và cả quân không thuộc chất nào.") if suits and bare
                else _("Còn quân đỏ bạn chưa chọn: xem lại chất {suits}.") if suits
                else _("Còn quân đỏ bạn chưa chọn: xem lại quân không thuộc chất nào."))
        out.append(line.format(suits=suits))
    elif missing and c.answer == "layout.que":
        out.append(_("Còn lá què bạn chưa chọn: què là lá không vào chắn, cạ hay ba đầu nào."))
    elif missing:
        out.append(_("Còn quân khác bạn chưa chọn cũng cho bài này ù."))
    return [x[:1].upper() + x[1:] for x in out]
