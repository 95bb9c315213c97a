"""Grading a declared xướng against the win's cước: verdict, missing and extra cước, order remarks, and its
money (the :mod:`chan_core.payouts` rule for the verdict, with or without báo; what each seat pays, ``xuong.pay.*``).
Seed 001 §V, §V.18, §VII "Xướng sai, xướng thiếu"; 002 §VI; traps in ``rules/xuong.yaml``. Reasons are facts.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

import chan_core.payouts as pay
from chan_core.cuoc import why_not
from chan_core.cuoc_pairs import refusal
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options
from chan_core.rules import load_rules
from chan_core.scoring import score
from chan_core.win import WinInput
from chan_core.xuong.rules import (BACH_THU, BACH_THU_CHI, SRC_SAI, VERDICTS, XUONG, cuoc_info, pays_rule, sort_key,
                                   trap, verdict_fact)
from chan_core.xuong.spoken import Canonical, Said, canonical, item_word, read_declared, say, u_word


@dataclass(frozen=True)
class Payment:
    """What one seat (``role`` ``u``/``bao``/``lang``) pays (negative) or is paid, in điểm; a fact per transfer."""

    seat: int
    role: str
    amount: int
    lines: tuple[Fact, ...] = ()

    def as_dict(self) -> dict:
        return {"seat": self.seat, "role": self.role, "amount": self.amount, "lines": list(self.lines)}


@dataclass(frozen=True)
class Payments:
    """The money of one graded win: a :class:`Payment` per seat (sums to 0), the báo ``rule`` applied,
    ``transfers`` ``(payer, payee, điểm, why fact)``, the ``settlement`` they come from."""

    players: int
    winner: int
    bao: tuple[int, ...]
    seats: tuple[Payment, ...]
    rule: str | None
    summary: Fact
    source: Fact
    transfers: tuple[tuple[int, int, int, Fact], ...] = ()
    settlement: pay.Settlement | None = None

    def as_dict(self) -> dict:
        return {"players": self.players, "winner": self.winner, "bao": list(self.bao),
                "seats": [p.as_dict() for p in self.seats],
                "transfers": [{"from": a, "to": b, "points": n, "why": w} for a, b, n, w in self.transfers],
                "amounts": {str(p.seat): p.amount for p in self.seats},
                "rule": self.rule, "summary": self.summary, "source": self.source}


def payments(
    verdict: str,
    points_paid: int,
    points_penalty: int,
    points_true: int,
    options: Options,
    *,
    players: int = 4,
    winner: int = 0,
    bao: Iterable[int] = (),
) -> Payments:
    """Who pays whom after a graded xướng, in điểm: đúng ``an_tien``, thiếu ``xuong_thieu``, either with báo
    ``bao``; sai ``xuong_sai`` (with báo, the ``bao_xuong_sai`` reading, ``points_true`` for 002's).
    Raises ChanError (field ``players``/``seat``/``bao``/``verdict``)."""
    bao_t = tuple(sorted(set(bao)))
    if verdict not in VERDICTS:
        raise ChanError("xuong.verdict.unknown", verdict=shown_value(verdict), choices=VERDICTS, field="verdict")
    rule = pays_rule(options) if bao_t and verdict == "sai" else None
    if verdict == "sai":
        st = pay.xuong_sai(players, winner, points_penalty, bao_seats=bao_t, correct_points=points_true,
                           rule=rule or "theo_002")
        src = rule or "sai_thieu"
    elif bao_t:
        st = pay.bao(players, winner, points_paid, bao_t)
        src = "bao" if verdict == "dung" else "thieu_bao"
    else:
        st = (pay.an_tien if verdict == "dung" else pay.xuong_thieu)(players, winner, points_paid)
        src = "an_tien" if verdict == "dung" else "sai_thieu"
    net = st.net
    lines: dict[int, list[Fact]] = {s: [] for s in range(players)}
    for t in st.transfers:
        lines[t.payer].append(Fact("xuong.pay.pays", seat=t.payee, points=t.points, why=t.reason))
        lines[t.payee].append(Fact("xuong.pay.receives", seat=t.payer, points=t.points, why=t.reason))
    seats = tuple(
        Payment(s, "u" if s == winner else ("bao" if s in bao_t else "lang"), int(net[s]), tuple(lines[s]))
        for s in range(players)
    )
    transfers = tuple((t.payer, t.payee, t.points, t.reason) for t in st.transfers)
    return Payments(players, winner, bao_t, seats, rule, st.summary, Fact(f"xuong.pay_source.{src}"), transfers, st)


@dataclass(frozen=True)
class Finding:
    """A missing or extra cước: ``count`` missing / in excess, ``reason`` fact, ``counted`` (False only for a
    picture cước said as chì/bạch thủ: still đúng), ``trap`` id, ``points`` it adds or pretended to add."""

    id: str
    name: str
    count: int
    reason: Fact
    counted: bool = True
    trap: str | None = None
    points: int = 0

    def as_dict(self) -> dict:
        return {"id": self.id, "name": self.name, "count": self.count, "reason": self.reason,
                "counted": self.counted, "trap": self.trap, "points": self.points}


@dataclass(frozen=True)
class Grade:
    """The grading of one declared xướng: ``verdict``, ``missing``/``extra`` findings, ``remarks`` (no money),
    điểm per player ``points_paid`` (0 when sai), ``points_true`` (the canonical xướng), ``points_penalty``."""

    verdict: str
    missing: tuple[Finding, ...]
    extra: tuple[Finding, ...]
    remarks: tuple[Fact, ...]
    canonical: Canonical
    declared: tuple[Said, ...]
    variant: str
    paid: dict
    points_paid: int
    points_true: int
    points_penalty: int
    payments: Payments | None = None

    @property
    def traps(self) -> tuple[str, ...]:
        """Ids of the traps this xướng fell into."""
        return tuple(dict.fromkeys(f.trap for f in (*self.extra, *self.missing) if f.trap))

    @property
    def summary(self) -> Fact:
        """The verdict, the money and why, as a fact ``xuong.summary.*``."""
        head = verdict_fact(self.verdict)
        if self.verdict == "sai":
            found = self.extra or self.missing
            return Fact("xuong.summary.sai", verdict=head, penalty=self.points_penalty, correct=self.points_true,
                        why=found[0].reason if found else None)
        if self.verdict == "thieu":
            return Fact("xuong.summary.thieu", verdict=head, cuoc=tuple(f.name.lower() for f in self.missing
                                                                         if f.counted),
                        paid=self.points_paid, correct=self.points_true, source=SRC_SAI)
        unpaid = [f for f in self.missing if not f.counted]
        if unpaid:
            return Fact("xuong.summary.dung_unpaid", verdict=head, paid=self.points_paid, why=unpaid[0].reason)
        return Fact("xuong.summary.dung", verdict=head, paid=self.points_paid)

    def as_dict(self) -> dict:
        """The answer of a ``xuong`` scenario (reasons, remarks and summary as facts)."""
        return {
            "verdict": self.verdict,
            "verdict_name": verdict_fact(self.verdict),
            "summary": self.summary,
            "missing": [f.as_dict() for f in self.missing],
            "extra": [f.as_dict() for f in self.extra],
            "traps": list(self.traps),
            "remarks": list(self.remarks),
            "canonical": self.canonical.as_dict(),
            "declared": [s.as_dict() for s in self.declared],
            "declared_words": say(self.declared, self.variant),
            "paid": dict(self.paid),
            "points": {"paid": self.points_paid, "correct": self.points_true, "penalty": self.points_penalty},
            "payments": self.payments.as_dict() if self.payments else None,
        }


def _merge(declared: Sequence[Said]) -> tuple[dict[str, int], list[Fact]]:
    info = cuoc_info()
    merged: dict[str, int] = {}
    remarks: list[Fact] = []
    for s in declared:
        if s.id in merged:
            remarks.append(Fact("xuong.remark.twice", name=info[s.id].name, n=merged[s.id] + s.count))
        merged[s.id] = merged.get(s.id, 0) + s.count
    return merged, remarks


def _spoken(s: Said, variant: str) -> str:
    return u_word([s.id], variant) if cuoc_info()[s.id].group == "u" else item_word(s.id, s.count, variant)


def _with_replaced(have: Mapping[str, int]) -> dict[str, int]:
    """``have`` plus the chì + bạch thủ a picture cước replaces (its hand has them too)."""
    has = dict(have)
    for cid in have:
        for r in cuoc_info()[cid].replaces:
            has.setdefault(r, 1)
    return has


def order_remarks(declared: Sequence[Said], variant: str = "classic") -> list[Fact]:
    """One ``xuong.remark.order`` per cước said after one that should follow it; never a verdict
    ("thường làng không bắt lỗi hô không đúng thứ tự", 001 §V)."""
    info = cuoc_info()
    out = []
    for j, s in enumerate(declared):
        for earlier in declared[:j]:
            if earlier.id != s.id and sort_key(earlier.id, variant) > sort_key(s.id, variant):
                ga, gb = info[s.id].group, info[earlier.id].group
                out.append(Fact("xuong.remark.order", said=_spoken(s, variant), before=_spoken(earlier, variant),
                                group=ga, same_group=ga == gb, variant=variant))
                break
    return out


def _pts(cuoc: Mapping[str, int], options: Options) -> int:
    """Điểm (gà included when the table plays gà) of a set of cước; ``{}`` = ù xuông."""
    return score(dict(cuoc), options, strict=False).total


def _extras(merged: dict, have: dict, has: dict, options: Options, because) -> list[Finding]:
    """Cước said that the hand does not have (or more times than it has), and the traps; ``because(id)``: why
    this hand has not that cước (a fact, or ``None``)."""
    info = cuoc_info()
    total = _pts(merged, options)

    def worth(cid: str, excess: int | None = None) -> int:
        rest = dict(merged)
        rest[cid] -= rest[cid] if excess is None else excess
        rest = {k: v for k, v in rest.items() if v > 0}
        return total - _pts(rest, options) if rest else total

    out: list[Finding] = []
    for cid, n in merged.items():
        c = info[cid]
        got = has.get(cid, 0)
        if cid == XUONG and XUONG not in have:
            out.append(Finding(cid, c.name, n, Fact("xuong.extra.xuong", source=SRC_SAI), points=worth(cid)))
        elif cid == BACH_THU and BACH_THU_CHI in have:
            t = "bach_thu_cho_bach_thu_chi"
            out.append(Finding(cid, c.name, n, Fact("xuong.trap", trap=t), trap=t, points=worth(cid)))
        elif got == 0:
            why = because(cid)
            reason = (Fact("xuong.extra.not_in_hand", name=c.name, source=SRC_SAI) if why is None else
                      Fact("xuong.extra.not_in_hand_why", name=c.name, why=why, source=SRC_SAI))
            out.append(Finding(cid, c.name, n, reason, points=worth(cid)))
        elif n > got:
            out.append(Finding(cid, c.name, n - got, Fact("xuong.extra.too_many", n=n, word=c.xuong_word, got=got,
                                                          source=SRC_SAI),
                               points=worth(cid, n - got)))
    for cid in merged:  # a picture cước said together with what it replaces (001 §V chú ý)
        for r in info[cid].replaces:
            if r in merged and not any(f.id == r for f in out):
                t = "hoa_ca_nha_kem_chi_bach_thu"
                out.append(Finding(r, info[r].name, merged[r],
                                   Fact("xuong.extra.picture_with", picture=info[cid].name, name=info[r].name,
                                        trap=t),
                                   trap=t, points=worth(r)))
    return _never_together(out, merged, options)


def _never_together(out: list[Finding], merged: dict, options: Options) -> list[Finding]:
    """Add the ``rules/cuoc_pairs.yaml`` reason when the xướng holds cước no win has together."""
    bad = refusal(merged, options.variant)
    if bad is None:
        return out
    return [replace(f, reason=Fact("xuong.extra.never_together", reason=f.reason, why=bad.reason))
            if f.id in bad.ids else f for f in out]


def _missing(merged: dict, have: dict, has: dict, options: Options) -> list[Finding]:
    """Cước the hand has that were not said (or fewer times), with what each would have added; a picture
    cước said as chì and/or bạch thủ is the trap ``chi_bach_thu_thay_hoa`` (001 §V chú ý)."""
    info = cuoc_info()
    ok = {k: min(v, has.get(k, 0)) for k, v in merged.items() if has.get(k, 0)}
    base = _pts(ok, options)
    out: list[Finding] = []
    for cid, n in have.items():
        got = merged.get(cid, 0)
        if cid == XUONG or got >= n:
            continue
        c = info[cid]
        instead = [r for r in c.replaces if r in merged]
        if instead:
            t = "chi_bach_thu_thay_hoa"
            right = {k: v for k, v in ok.items() if k not in c.replaces}
            right[cid] = n
            full = _pts(right, options)
            out.append(Finding(
                cid, c.name, n - got,
                Fact("xuong.missing.picture_as_parts", name=c.name, said=tuple(info[r].name.lower() for r in instead),
                     base=base, full=full, trap=t),
                counted=trap(t).verdict != "dung", trap=t, points=full - base))
            continue
        if cid == BACH_THU_CHI and BACH_THU in merged:
            why = Fact("xuong.missing.bach_thu_for_chi", trap="bach_thu_cho_bach_thu_chi")
        else:
            why = Fact("xuong.missing.cuoc", n=n, name=c.name, got=got, source=SRC_SAI)
        out.append(Finding(cid, c.name, n - got, why,
                           points=_pts({**ok, cid: ok.get(cid, 0) + n - got}, options) - base))
    # A bạch thủ win whose bạch thủ is not said in any form (001 §VII) — unless a trap that
    # takes precedence (chì/bạch thủ said for a picture cước) already covers it.
    info_bt = [b for b in (BACH_THU, BACH_THU_CHI) if b in have] + [
        c for c in have if BACH_THU in info[c].replaces]
    said_bt = any(b in merged for b in (BACH_THU, BACH_THU_CHI)) or any(BACH_THU in info[c].replaces for c in merged)
    t = "u_bach_thu_khong_ho"
    present = {f.trap for f in out if f.trap}  # a trap found whose «overrides» names t wins over it
    if info_bt and not said_bt and not any(t in x.overrides for x in load_rules().xuong.traps if x.id in present):
        trap(t)  # the trap must exist in rules/xuong.yaml
        out = [replace(f, reason=Fact("xuong.missing.bach_thu_unsaid", name=f.name, trap=t), trap=t)
               if f.id == info_bt[0] else f for f in out]
    return out


def grade(
    cuoc: Mapping[str, int],
    declared: Sequence[Said] | object,
    options: Options,
    *,
    players: int = 4,
    winner: int = 0,
    bao: Iterable[int] = (),
    win: WinInput | None = None,
    why: Mapping[str, Fact] | None = None,
) -> Grade:
    """Grade a ``declared`` xướng (:class:`Said` list or what :func:`read_declared` reads) against the detected
    ``cuoc`` of a valid win; ``players`` 2–4, ``winner`` seat, ``bao`` seats under báo. With the ``win`` (or
    ``why``: ``{cước id: fact}`` the caller knows, e.g. the table's địa ù), a cước said that the hand has not
    says why this hand has not it (:func:`chan_core.cuoc.why_not`). Raises ChanError on a bad declaration or
    seats. Seed 001 §V, §VII; 002 §VI."""
    variant = options.variant
    said = read_declared(declared, options)
    canon = canonical(cuoc, variant)
    have = dict(canon.cuoc)
    has = _with_replaced(have)
    merged, remarks = _merge(said)
    extra = _extras(merged, have, has, options, lambda cid: (why or {}).get(cid) or (
        None if win is None else why_not(win, cid, options)))
    missing = _missing(merged, have, has, options)
    # Order slips only among what was rightly said: a word that should not be said at all
    # (an extra) gets no "say it earlier" remark.
    wrong = {f.id for f in extra}
    remarks.extend(order_remarks([s for s in said if s.id not in wrong], variant))
    if extra:
        verdict = "sai"
    elif any(f.counted for f in missing):
        verdict = "thieu"
    else:
        verdict = "dung"
    # a trap's verdict in rules/xuong.yaml can only make it worse
    verdict = max([verdict, *(trap(f.trap).verdict for f in (*extra, *missing) if f.trap)], key=VERDICTS.index)
    points_true = _pts(have, options)
    if verdict == "sai":
        paid: dict[str, int] = {}
        points_paid, points_penalty = 0, _pts(merged, options)
    else:
        paid = dict(merged)
        points_paid, points_penalty = _pts(paid, options), 0
        if not paid:
            remarks.append(Fact("xuong.remark.bare_u"))
    pay = payments(verdict, points_paid, points_penalty, points_true, options,
                   players=players, winner=winner, bao=bao)
    return Grade(verdict, tuple(missing), tuple(extra), tuple(remarks), canon, said, variant,
                 paid, points_paid, points_true, points_penalty, pay)
