"""Điểm, dịch and gà of a set of cước, with a reason on every line (seed 001 §VI, §VIII; 002; 003).

One cước gives its điểm; several give the cước chính's điểm plus the dịch of every other occurrence.
Ties for chính take the lower dịch, then seed order; a cước counted n times is n occurrences; a
gà's ``bach_thu`` is also met by ``bach_thu_chi``; ``{}`` is ù xuông.
"""
from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from chan_core.cuoc import Facts, detect_facts
from chan_core.cuoc.points import PointTable, cuoc_chinh, ga_met
from chan_core.cuoc.points import point_table as table
from chan_core.errors import ChanError, quoted_value, shown, shown_value
from chan_core.facts import Fact
from chan_core.options import Options
from chan_core.win import UCheck, WinInput, check_u

XUONG = "xuong"


# Read-only by convention, not frozen: a frozen dataclass costs about four times as much to build.
@dataclass(slots=True, unsafe_hash=True)
class PointLine:
    """One line of the breakdown: ``count`` occurrences of ``cuoc`` as ``role`` (``'diem'``/``'dich'``),
    ``each`` per occurrence, ``value`` in all; ``reason`` is made when read; ``why`` the detection reason."""

    cuoc: str
    name: str
    count: int
    role: str
    each: int
    value: int
    reason_code: str
    reason_params: tuple
    why: object = ""

    @property
    def reason(self) -> Fact:
        """Why these points (``scoring.line.*``)."""
        return Fact(self.reason_code, **dict(self.reason_params))

    def as_dict(self) -> dict:
        return {
            "cuoc": self.cuoc, "name": self.name, "count": self.count, "role": self.role,
            "each": self.each, "value": self.value, "reason": self.reason, "why": self.why,
        }


@dataclass(slots=True, unsafe_hash=True)
class GaLine:
    """One gà combination met: ``combo`` id, ``requires``, ``ga`` count, ``used`` (names of the cước
    meeting it; a bạch thủ chi met as bạch thủ is ``(name, like)``)."""

    combo: str
    variant: str
    requires: tuple[str, ...]
    ga: int
    used: tuple = ()

    @property
    def name(self) -> Fact:
        """``scoring.ga.name``."""
        return Fact("scoring.ga.name", variant=self.variant, combo=self.combo)

    @property
    def reason(self) -> Fact:
        """``scoring.ga.line``: the combination and the cước that meet it."""
        used = tuple(u if isinstance(u, str) else Fact("scoring.ga.counted_as", name=u[0], like=u[1])
                     for u in self.used)
        return Fact("scoring.ga.line", combo=self.name, cuoc=used, n=self.ga)

    def as_dict(self) -> dict:
        return {"combo": self.combo, "name": self.name, "requires": list(self.requires), "ga": self.ga, "reason": self.reason}


@dataclass(slots=True, unsafe_hash=True)
class Score:
    """The score of one win: ``total`` = ``base`` + ``ga`` × ``ga_points``; ``main`` the cước chính;
    ``lines`` (chính first); ``ga_lines`` also when gà is not played (``ga_counted`` False)."""

    base: int
    ga: int
    ga_points: int
    total: int
    main: str | None
    lines: tuple[PointLine, ...]
    ga_lines: tuple[GaLine, ...]
    ga_counted: bool
    variant: str

    @property
    def points(self) -> dict:
        """``{'base', 'ga', 'total'}`` as in SPEC's scenario answers."""
        return {"base": self.base, "ga": self.ga, "total": self.total}

    def as_dict(self) -> dict:
        return {
            "points": self.points,
            "main": self.main,
            "ga_points": self.ga_points,
            "ga_counted": self.ga_counted,
            "lines": [ln.as_dict() for ln in self.lines],
            "ga_lines": [g.as_dict() for g in self.ga_lines],
        }


def check_cuoc(cuoc: Mapping[str, int], options: Options, *, strict: bool = True) -> dict[str, int]:
    """``{cuoc_id: count}`` checked for ``options.variant``, zeros dropped (``{}`` → ``{'xuong': 1}``).

    Raises :class:`ChanError` (field ``cuoc.<id>``) on an unknown id, a cước not in the variant or a
    bad count; with ``strict`` also on sets no win has (xuông with others, bạch thủ with bạch thủ chi,
    ``excludes``, ``replaces``, ``rules/cuoc_pairs.yaml``; 001 §V).
    """
    t = table(options)
    if not isinstance(cuoc, Mapping):
        raise ChanError("scoring.cuoc.not_mapping", field="cuoc")
    out: dict[str, int] = {}
    for cid, n in cuoc.items():
        if cid not in t.names:
            raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(cid), field=f"cuoc.{shown(cid)}")
        if cid not in t.points:
            raise ChanError("scoring.cuoc.not_in_variant", name=t.names[cid], variant=options.variant,
                            field=f"cuoc.{cid}")
        if n is None:  # `leo:` written with no count: none
            n = 0
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ChanError("scoring.count.not_whole", name=t.names[cid], value=shown_value(n), hint=quoted_value(n),
                            field=f"cuoc.{cid}")
        mx = t.max_count.get(cid)
        if mx is not None and n > mx:
            raise ChanError("scoring.count.over_max", name=t.names[cid], max=mx, n=mx, value=shown_value(n),
                            field=f"cuoc.{cid}")
        if n:
            out[cid] = n
    if not out:
        out = {XUONG: 1}
    if strict:
        if XUONG in out and not options.u_xuong_allowed:
            raise ChanError("scoring.xuong.not_allowed", field="cuoc.xuong")
        if XUONG in out and len(out) > 1:
            raise ChanError("scoring.xuong.with_other", field="cuoc.xuong")
        if "bach_thu" in out and "bach_thu_chi" in out:
            raise ChanError("scoring.bach_thu.with_chi", field="cuoc.bach_thu")
        from chan_core.cuoc_pairs import refusal

        bad = refusal(out, options.variant)  # rules/cuoc_pairs.yaml: found by search, not hand-listed
        if bad is not None:  # its reason (rules/cuoc_pairs.yaml)
            raise ChanError(bad.reason, field=f"cuoc.{bad.ids[-1]}")
        for a, b in itertools.combinations(out, 2):
            if frozenset((a, b)) in t.excludes:
                raise ChanError("scoring.cuoc.excludes", a=t.names[a], b=t.names[b], field=f"cuoc.{b}")
        for cid in out:
            for r in t.replaces.get(cid, ()):
                if r in out:
                    raise ChanError("scoring.cuoc.replaces", name=t.names[cid], replaced=t.names[r],
                                    field=f"cuoc.{r}")
    return out


def _ga_lines(present: Mapping[str, int], t: PointTable) -> list[GaLine]:
    out = []
    for gid, req, n in t.ga:
        if ga_met(req, present):
            used = tuple(t.names[r] if r in present else (t.names["bach_thu_chi"], t.names["bach_thu"].lower())
                         for r in req)
            out.append(GaLine(gid, t.variant, req, n, used))
    return out


def score(
    cuoc: Mapping[str, int],
    options: Options,
    *,
    reasons: Mapping[str, str] | None = None,
    strict: bool = True,
    checked: bool = False,
) -> Score:
    """The :class:`Score` of ``{cuoc_id: count}`` under ``options`` (001 §VI, §VIII; 002; 003).

    ``reasons`` fill each line's ``why``; ``checked=True`` skips :func:`check_cuoc` (detected cước).
    """
    t = table(options)
    if not checked:
        cuoc = check_cuoc(cuoc, options, strict=strict)
    elif not cuoc:
        cuoc = {XUONG: 1}
    pts = t.points
    reasons = reasons or {}
    main = cuoc_chinh(cuoc, t)  # highest điểm, then lowest dịch, then seed order
    lines: list[PointLine] = []
    d, s = pts[main]
    nm = t.names[main]
    # Each line keeps its reason as (code, params): the fact is made only when read (PointLine.reason).
    ties = [c for c in cuoc if c != main and pts[c][0] == d]
    params = (("name", nm), ("diem", d))
    if main == XUONG:  # no cước at all: «only one cước» would contradict it
        code = "scoring.line.xuong"
    elif len(cuoc) == 1 and cuoc[main] == 1:
        code = "scoring.line.single"
    elif not ties:
        code = "scoring.line.main"
    else:
        code = "scoring.line.main_tie_same" if all(pts[c][1] == s for c in ties) else "scoring.line.main_tie_dich"
        params += (("ties", tuple(t.names[c] for c in ties)),)
    lines.append(PointLine(main, nm, 1, "diem", d, d, code, params, reasons.get(main, "")))
    base = d
    if cuoc[main] > 1:
        k = cuoc[main] - 1
        lines.append(PointLine(main, nm, k, "dich", s, k * s, "scoring.line.main_again",
                               (("name", nm), ("k", k), ("dich", s), ("total", k * s)), reasons.get(main, "")))
        base += k * s
    others = sorted((c for c in cuoc if c != main), key=lambda c: t.order.get(c, 0))
    for cid in others:
        n = cuoc[cid]
        d, s = pts[cid]
        nm = t.names[cid]
        if n == 1:
            code, params = "scoring.line.dich", (("name", nm), ("dich", s))
        else:
            code, params = "scoring.line.dich_n", (("name", nm), ("n", n), ("dich", s), ("total", n * s))
        lines.append(PointLine(cid, nm, n, "dich", s, n * s, code, params, reasons.get(cid, "")))
        base += n * s
    ga_lines = _ga_lines(cuoc, t) if t.ga else []
    n_ga = sum(g.ga for g in ga_lines) if options.ga else 0
    return Score(base, n_ga, options.ga_points, base + n_ga * options.ga_points, main, tuple(lines),
                 tuple(ga_lines), options.ga, options.variant)


@dataclass(slots=True, unsafe_hash=True)
class WinScore:
    """A full win evaluation: the ù check ``uc``, the ``detection`` and ``score`` (both ``None``
    when not ``valid``)."""

    uc: object
    detection: object | None
    score: Score | None
    valid: bool
    reason: str

    @property
    def cuoc(self) -> dict[str, int]:
        return self.detection.cuoc if self.valid else {}

    @property
    def points(self) -> dict:
        return self.score.points if self.score is not None else {"base": 0, "ga": 0, "total": 0}

    def as_dict(self) -> dict:
        """The cước/points part of a ``win`` answer."""
        d = self.detection
        out = {"cuoc": self.cuoc, "reasons": d.reasons if self.valid else {},
               "replaced": [x.as_dict() for x in d.replaced] if self.valid else []}
        if self.score is None:
            return out | {"points": self.points, "main": None, "ga_points": 0, "lines": [], "ga_lines": []}
        out.update(self.score.as_dict())
        del out["ga_counted"]
        return out


def score_win(win, options: Options, uc=None) -> WinScore:
    """Judge, detect and score one claimed ù (``uc``: its check if already made); raises
    :class:`ChanError` like ``check_u``. Seed 001 §IV–§VI, §VIII."""
    if not isinstance(win, WinInput):
        raise ChanError("scoring.win.not_win", value=shown_value(win), field="win")
    if uc is not None and not isinstance(uc, UCheck):
        raise ChanError("scoring.win.not_ucheck", value=shown_value(uc), field="uc")
    if uc is None:
        uc = check_u(win)
    if not uc.valid:
        return WinScore(uc, None, None, False, uc.reason)
    det = detect_facts(Facts(uc), options)  # the arguments are checked above
    if not det.valid:
        return WinScore(uc, det, None, False, det.reason)
    s = score(det.cuoc, options, reasons=det.reasons, checked=True)
    return WinScore(uc, det, s, True, uc.reason)
