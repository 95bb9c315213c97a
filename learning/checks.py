"""Check questions: the key is computed by the engine, never typed in a lesson.

:func:`compute` evaluates a :class:`~learning.lessons.Check`'s scenario with
:func:`learning.engine.evaluate`, reads the value at ``check.answer`` and
builds the options (the key plus distractors). :meth:`Answer.grade` compares
what the learner gave; :func:`describe` turns an engine answer into short
Vietnamese lines (the derivation shown after answering and in worked
examples).

Raises :class:`~learning.engine.KindUnavailable` when the kind's evaluator is
not there yet, :class:`~chan_core.errors.ChanError` for a bad scenario or an
answer path the engine does not return.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from chan_core.errors import ChanError
from learning import names
from learning.engine import codes, cuoc_counts, evaluate, numbers
from learning.lessons import Check

MIN_CHOICES = 4


@dataclass(frozen=True)
class Option:
    """One option offered to the learner: a normalised ``value`` and its ``label``."""

    value: Any
    label: str


@dataclass
class Answer:
    """The engine's answer to one check.

    ``key``: the normalised correct value (int for ``number`` and seats,
    ``frozenset`` of codes/ids for ``cards``/``multi``, tuple of lỗi numbers,
    bool, str). ``options``: what the page offers (all kinds for ``cards``).
    ``result``: the engine's whole answer dict.
    """

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
            if self.check.type == "cards":
                return names.cards_text(sorted(value, key=_card_order))
            return ", ".join(names.cuoc_name(x) for x in sorted(value)) or "không có"
        return str(value)

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
            # Only a whole number: 1.5 is not read as 1, True as 1, nor «١٢»/«1_0» as 12/10 (issue 11).
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
        """Whether the learner's answer equals the key."""
        g = self.normalise(given)
        return g is not None and g == self.key


def _card_order(code: str) -> int:
    from chan_core.cards import BY_CODE

    k = BY_CODE.get(code)
    return k.index if k else 99


def get_path(result: dict, path: str) -> Any:
    """Value at a dotted ``path`` in an engine answer. ``cuoc.<id>`` is the
    count of that cước (0 when absent). Raises :class:`ChanError` if missing."""
    parts = path.split(".")
    if parts[0] == "cuoc":
        cc = cuoc_counts(result.get("cuoc"))
        return cc if len(parts) == 1 else cc.get(parts[1], 0)
    cur: Any = result
    for p in parts:
        if isinstance(cur, dict) and p in cur:
            cur = cur[p]
        elif isinstance(cur, list) and p.isdigit() and int(p) < len(cur):
            cur = cur[int(p)]
        else:
            raise ChanError(f"Kết quả máy chấm không có «{path}».", field="answer")
    return cur


def _key(check: Check, value: Any) -> Any:
    t = check.type
    if t == "number":
        if check.count:
            return len(value) if isinstance(value, (list, tuple, dict)) else int(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ChanError(f"Câu «{check.id}»: «{check.answer}» không phải là một số.", field="answer")
        return int(value)
    if t == "cards":
        return frozenset(codes(value))
    if t == "multi":
        return frozenset(cuoc_counts(value)) if not isinstance(value, list) or any(isinstance(x, dict) for x in value) else frozenset(map(str, value))
    o = check.options
    if o == "seat":
        return int(value)
    if o == "yes_no":
        return bool(value)
    if o == "loi":
        return tuple(numbers(value))
    if o == "penalty":
        if isinstance(value, dict):
            value = value.get("id")
        return value or None
    return str(value)


def _loi_label(v: tuple[int, ...]) -> str:
    return "Không phạm lỗi" if not v else " và ".join(names.loi_name(n) for n in v)


def _options(check: Check, key: Any) -> list[Option]:
    sc = check.scenario
    t, o = check.type, check.options
    if t == "cards":
        from chan_core.cards import KINDS, parse_cards

        pool = parse_cards(check.pool) if check.pool else list(KINDS)
        seen: list[str] = []
        for k in pool:
            if k.code not in seen:
                seen.append(k.code)
        return [Option(c, names.card_name(c)) for c in sorted(seen, key=_card_order)]
    if t == "multi":
        ids = names.cuoc_ids() or sorted(set(key) | {str(x) for x in check.choices})
        if check.choices:  # only the cước the lesson has taught so far (issue 17), the key always in
            wanted = set(key) | {str(x) for x in check.choices}
            ids = [i for i in ids if i in wanted] + sorted(wanted - set(ids))
        return [Option(i, names.cuoc_name(i)) for i in ids]
    if t == "number":
        return []
    if o == "seat":
        players, drawer = int(sc.get("players", 4)), sc.get("drawer")
        return [
            Option(s, names.seat_name(s, check.seat_names) + (" (người bốc cái)" if s == drawer else ""))
            for s in range(players)
        ]
    if o == "yes_no":
        lab = {k.lower(): v for k, v in check.labels.items()}
        return [Option(True, lab.get("true", "Có")), Option(False, lab.get("false", "Không"))]
    if o == "verdict":
        return [Option(k, check.labels.get(k, v)) for k, v in names.VERDICT_NAMES.items()]
    if o == "penalty":
        return [Option(None, names.penalty_name(None))] + [Option(p, names.penalty_name(p)) for p in names.penalty_ids()]
    # loi: the key, the lesson's distractors, then neighbours of the key
    vals: list[tuple[int, ...]] = [key]
    for c in check.choices:
        v = tuple(sorted({int(x) for x in (c if isinstance(c, list) else [c])}))
        if v not in vals:
            vals.append(v)
    pad = [()] + [(n,) for k in key for n in (k + 1, k - 1, k + 2, k - 2) if 0 <= n <= 17]
    pad += [(n,) for n in range(1, 18)]
    for v in pad:
        if len(vals) >= MIN_CHOICES:
            break
        if v not in vals:
            vals.append(v)
    vals.sort(key=lambda v: (len(v) > 0, v))
    return [Option(v, _loi_label(v)) for v in vals]


def compute(check: Check) -> Answer:
    """Evaluate the check's scenario and build its :class:`Answer`."""
    try:
        result = evaluate(check.scenario)
    except ChanError as e:
        raise e.with_context(field="scenario", scenario=check.id) from None
    key = _key(check, get_path(result, check.answer))
    opts = _options(check, key)
    if check.type == "choice" and key not in [o.value for o in opts]:
        raise ChanError(f"Câu «{check.id}»: đáp án máy chấm ({key!r}) không nằm trong các lựa chọn.", field="answer")
    return Answer(check, result, key, opts)


# ---- derivations shown to the learner ----

def _pts(p: Any) -> str:
    if not isinstance(p, dict):
        return str(p)
    s = f"**{p.get('total')} điểm**"
    if p.get("ga"):
        s += f" (cước {p.get('base')} + {p.get('ga')} gà)"
    return s


def _deck_lines(result: dict, answer: str | None) -> list[str]:
    """Lines for a ``deck`` answer, fitted to what was asked (``answer``):
    ``total`` → 25 quân × 4 lá; ``number``/``numbers`` → each card's bốc-cái
    number; ``red``/``n_red`` → the red cards; no ``answer`` (worked example)
    → the red cards, or the deck size when no card is given. Seed 001 §I–II,
    §V.13."""
    cards, red = result.get("cards") or [], result.get("red") or []
    what = answer or ("red" if cards else "total")
    if what in ("total", "kinds"):
        kinds, total = result.get("kinds"), result.get("total")
        copies = result.get("copies") or (total // kinds if kinds else 0)
        return [f"Bộ bài có {kinds} quân, mỗi quân {copies} lá giống hệt nhau: "
                f"{kinds} × {copies} = **{total} lá**."]
    if what in ("number", "numbers"):
        nums = result.get("numbers") or {}
        return [f"Số của {names.card_name(c).lower()} là **{nums[c]}** "
                "(chi chi là 1, nhị là 2 … cửu là 9)." for c in dict.fromkeys(cards) if c in nums]
    if what == "n_red":
        return [f"Lá đỏ trong các lá trên ({len(red)} lá): {names.cards_text(red)}."]
    return [f"Quân đỏ trong các quân trên: {names.cards_text(red)}."]


MELD_WORDS = {"chiu": "chíu", "an_chan": "ăn chắn", "an_ca": "ăn cạ"}


def meld_name(t: str) -> str:
    """Vietnamese name of a meld type (``chiu`` → «chíu»)."""
    return MELD_WORDS.get(t, t)


def _hand_lines(sc: dict, result: dict, answer: str | None = None) -> list[str]:
    """Lines for a ``hand`` answer: melds already laid down (chíu = 2 chắn,
    ăn chắn = 1 chắn, ăn cạ = 1 cạ), the groups in hand, the totals and the
    waits. Seed 001 §III, SPEC (melds count)."""
    from chan_core.scenario import read_melds

    out: list[str] = []
    lay = result.get("layout") or {}
    try:
        melds = read_melds(sc)
    except ChanError:
        melds = ()
    meld_chan = sum(m.n_chan for m in melds)
    meld_ca = sum(m.n_ca for m in melds)
    for m in melds:
        worth = " + ".join(x for x in (f"{m.n_chan} chắn" if m.n_chan else "", f"{m.n_ca} cạ" if m.n_ca else "") if x)
        shown = m.cards if m.type == "an_ca" else m.cards[:1]
        out.append(f"Đã hạ: {meld_name(m.type)} {' – '.join(k.name.lower() for k in shown)} = **{worth}**.")
    if isinstance(lay, dict):
        for k, w in (("chan", "Chắn"), ("ca", "Cạ"), ("ba_dau", "Ba đầu"), ("que", "Què")):
            v = lay.get(k)
            if isinstance(v, list):
                groups = [" – ".join(names.card_name(c).lower() for c in (g if k != "chan" else g[:1]))
                          if isinstance(g, list) else names.card_name(str(g)).lower() for g in v]
                where = " trên tay" if melds and k in ("chan", "ca") else ""
                out.append(f"{w}{where} ({len(v)}): {'; '.join(groups) if groups else 'không có'}.")
            elif v is not None:
                out.append(f"{w}: {v}.")
        if melds and isinstance(lay.get("chan"), list) and isinstance(lay.get("ca"), list):
            n_chan, n_ca = result.get("chan", lay.get("n_chan")), result.get("ca", lay.get("n_ca"))
            out.append(f"Tổng: {meld_chan} chắn đã hạ + {len(lay['chan'])} chắn trên tay = **{n_chan} chắn**; "
                       f"{meld_ca} cạ đã hạ + {len(lay['ca'])} cạ trên tay = **{n_ca} cạ**.")
    w = codes(result.get("waits"))
    if answer == "waits" or (answer is None and w):  # not on a question about chắn/cạ (issue 17)
        out.append(f"Chờ ù: {names.cards_text(sorted(set(w), key=_card_order))}.")
    return out


def describe(sc: dict, result: dict, seat_names: list[str] | None = None, answer: str | None = None) -> list[str]:
    """Short Vietnamese lines (markdown) explaining an engine answer.

    ``answer``: the dotted path the question asked for (``Check.answer``), so
    the explanation fits the question (a ``deck`` question about the number of
    cards explains 25 × 4, not the red cards); ``None`` for a worked example.
    """
    kind = sc.get("kind")
    out: list[str] = []
    if kind == "boc_cai":
        cnt = result.get("count") or []
        steps = " → ".join(f"{names.seat_name(int(s), seat_names)} ({i})" for i, s in enumerate(cnt, 1))
        out.append(f"Đếm từ người bốc: {steps}.")
        out.append(f"Người được cái và đánh đầu: **{names.seat_name(int(result['seat']), seat_names)}**.")
    elif kind == "deck":
        out.extend(_deck_lines(result, answer))
    elif kind == "hand":
        out.extend(_hand_lines(sc, result, answer))
    elif kind == "win":
        if result.get("valid"):
            out.append(f"Ù hợp lệ: {result.get('chan')} chắn, {result.get('ca')} cạ.")
            cc = cuoc_counts(result.get("cuoc"))
            if cc:
                out.append("Cước: " + ", ".join(f"{names.cuoc_name(k)}" + (f" ×{v}" if v > 1 else "") for k, v in cc.items()) + ".")
            if "points" in result:
                out.append(f"Tổng: {_pts(result['points'])}.")
        else:
            why = names.without_label(str(result.get("reason") or ""), "Không ù được", "Chưa ù được")
            out.append(f"Chưa ù được: {why[:1].lower()}{why[1:]}" if why else "Chưa ù được.")
    elif kind == "score":
        for r in (result.get("lines") or []) + (result.get("ga_lines") or []):
            out.append(f"- {r.get('reason') if isinstance(r, dict) else r}")
        if result.get("points", {}).get("ga"):
            out.append(f"- Gà: {result['points']['ga']} × {result.get('ga_points', 5)} điểm")
        out.append(f"Tổng: {_pts(result.get('points'))}.")
    elif kind == "action":
        v = numbers(result.get("violations"))
        out.append("Không phạm lỗi nào." if not v else "Phạm: " + "; ".join(names.loi_name(n) for n in v) + ".")
        for e in result.get("explanations") or []:
            out.append(f"- {e}")
        if result.get("penalty") and not result.get("explanations"):
            out.append(f"Hình phạt: {result.get('penalty_name') or names.penalty_name(_key_penalty(result.get('penalty')))}.")
    elif kind == "xuong":
        out.append(f"Kết luận: **{names.VERDICT_NAMES.get(str(result.get('verdict')), result.get('verdict'))}**.")
        for key, w in (("missing", "Thiếu"), ("extra", "Thừa / sai")):
            xs = result.get(key)
            if xs:
                ids = list(cuoc_counts(xs)) if isinstance(xs, dict) or (isinstance(xs, list) and xs and isinstance(xs[0], dict)) else [str(x) for x in xs]
                out.append(f"{w}: {', '.join(names.cuoc_name(i) for i in ids)}.")
        canon = result.get("canonical") or {}
        if canon.get("text"):
            out.append(f"Xướng đúng và đủ là: «{canon['text']}».")
        pts = result.get("points") or {}
        if "paid" in pts:
            right = pts.get("correct", pts.get("true"))
            if right is None or right == pts["paid"]:
                out.append(f"Điểm được tính: {pts['paid']}.")
            else:
                out.append(f"Điểm được tính: {pts['paid']} (xướng đủ và đúng thì được {right}).")
        pay = result.get("payments") or {}
        if pay.get("bao") and pay.get("summary"):
            out.append(pay["summary"])
            for seat in pay.get("seats") or []:
                amt = seat.get("amount", 0)
                if amt:
                    out.append(f"- {names.seat_name(int(seat['seat']), seat_names)}: "
                               f"{'nhận' if amt > 0 else 'trả'} {abs(amt)} điểm")
    return out


def _key_penalty(p: Any) -> Any:
    return p.get("id") if isinstance(p, dict) else p
