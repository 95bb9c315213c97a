"""Điểm, dịch and gà of a set of cước, with a reason on every line.

Seed 001 §VI / seed 002 "Cách tính điểm": one cước → its điểm; several →
the điểm of the cước with the highest điểm + the dịch of every other
cước, each counted as many times as it occurs ("2 × dịch của Tôm"). Seed 003
(``sanhrong``) is the same with its own table ("Đa cước = Cước chính + các
Cước dịch"). Gà (001 §VIII, 002, 003): if the table plays gà, the total adds
gà count × điểm per gà; the gà count is the sum over the gà combinations of
the variant (``rules/variants.yaml``) whose required cước are all present.

The tables are read from the rules once per :class:`~chan_core.options.Options`
(cached), so :func:`score` is plain dict/tuple work (no pydantic in the hot
path).

Decisions where the seeds are silent (also in the docstrings below):

* Ties for the cước chính (same highest điểm): the one with the lower dịch is
  taken as chính — the reading that gives the winner the most, as a làng
  would count it. Among equal điểm and dịch the seed order decides.
* A cước counted n times (2 lèo) is n occurrences: if it is the cước chính,
  one occurrence gives its điểm and the other n − 1 their dịch
  (2 lèo alone = 5 + 2 = 7).
* A ``bach_thu`` requirement of a gà combination is also met by
  ``bach_thu_chi`` (001 §VIII "Chì bạch thủ chi tính gà như chì bạch thủ và
  bạch thủ chi").
* Xuông is only a cước when there is no other cước; ``{}`` is scored as ù
  xuông.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from chan_core.cuoc.points import active_ga, point_values
from chan_core.errors import ChanError, quoted_value, shown, shown_value
from chan_core.facts import Fact
from chan_core.options import Options

XUONG = "xuong"


def _key(value: object) -> str:
    """A key as a field path names it: :func:`chan_core.errors.shown` (the text as typed; another
    value described as the error line has always written it)."""
    return shown(value)


@dataclass(frozen=True, slots=True)
class PointLine:
    """One line of the point breakdown.

    ``cuoc`` id, ``name`` (Vietnamese, the game's word in every language),
    ``count`` occurrences this line covers, ``role`` ``'diem'`` (the cước
    chính's điểm) or ``'dich'``, ``each`` the điểm or dịch of one occurrence,
    ``value`` = the points this line adds, ``reason`` (a :class:`~chan_core.facts.Fact`
    ``scoring.line.*`` saying why these points: :func:`words.say` it; made when read, from
    ``reason_code`` and ``reason_params``, so scoring itself builds no fact), ``why`` the
    detection reason when known (which cards / context; a fact or text, ``""`` if none).
    """

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
        """Why these points, as a fact (``scoring.line.*``)."""
        return Fact(self.reason_code, **dict(self.reason_params))

    def as_dict(self) -> dict:
        return {
            "cuoc": self.cuoc, "name": self.name, "count": self.count, "role": self.role,
            "each": self.each, "value": self.value, "reason": self.reason, "why": self.why,
        }


@dataclass(frozen=True, slots=True)
class GaLine:
    """One gà combination that is met: ``combo`` id, ``variant``, ``requires`` (cước ids),
    ``ga`` count it gives, ``used``: the names of the cước that meet it (a bạch thủ chi met as
    bạch thủ: ``(name, like)``). Read as facts: ``name`` (``scoring.ga.name``: the
    combination's name in ``rules/variants.yaml``, said in the current language) and
    ``reason`` (``scoring.ga.line``: the combination and the cước that meet it)."""

    combo: str
    variant: str
    requires: tuple[str, ...]
    ga: int
    used: tuple = ()

    @property
    def name(self) -> Fact:
        """The combination's name, a fact ``scoring.ga.name``."""
        return Fact("scoring.ga.name", variant=self.variant, combo=self.combo)

    @property
    def reason(self) -> Fact:
        """Why the gà: a fact ``scoring.ga.line`` naming the combination and the cước that meet it."""
        used = tuple(u if isinstance(u, str) else Fact("scoring.ga.counted_as", name=u[0], like=u[1])
                     for u in self.used)
        return Fact("scoring.ga.line", combo=self.name, cuoc=used, n=self.ga)

    def as_dict(self) -> dict:
        return {"combo": self.combo, "name": self.name, "requires": list(self.requires), "ga": self.ga, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Score:
    """The score of one win.

    ``base`` điểm from cước (điểm + dịch), ``ga`` number of gà (0 when the
    table does not play gà), ``ga_points`` điểm per gà, ``total`` = base +
    ga × ga_points, ``main`` the cước chính id, ``lines`` (:class:`PointLine`,
    cước chính first), ``ga_lines`` (:class:`GaLine`; also filled when the
    table does not play gà, with ``ga_counted`` False, so the UI can say
    "nếu chơi gà"), ``variant``.
    """

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


@dataclass(frozen=True, slots=True)
class _Table:
    variant: str
    variant_name: str
    points: dict          # id -> (diem, dich)
    names: dict           # id -> name
    order: dict           # id -> int (seed order, for ties and display)
    known: frozenset      # every cước id in the rules (all variants)
    max_count: dict       # id -> int | None
    replaces: dict        # id -> tuple of ids it replaces
    excludes: dict        # id -> frozenset of ids that never come with it (both directions)
    ga: tuple             # (id, name, requires tuple, ga int)


def _attr(obj, name, default=None):
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)
@functools.lru_cache(maxsize=128)
def table(options: Options) -> _Table:
    """The point table and the active gà combinations under ``options``
    (read from ``rules/cuoc.yaml`` and ``rules/variants.yaml``, cached)."""
    from chan_core.rules import load_rules

    rules = load_rules()
    var = rules.variants[options.variant]
    points = point_values(var)
    names, order, max_count, replaces = {}, {}, {}, {}
    excludes: dict[str, set] = {c.id: set() for c in rules.cuoc}
    for c in rules.cuoc:
        for x in _attr(c, "excludes") or ():
            excludes[c.id].add(x)
            excludes.setdefault(x, set()).add(c.id)
    for i, c in enumerate(rules.cuoc):
        names[c.id] = c.name
        order[c.id] = _attr(c, "order", i) if _attr(c, "order") is not None else i
        max_count[c.id] = _attr(c, "max_count")
        replaces[c.id] = tuple(_attr(c, "replaces") or ())
    ga = [(g.id, g.name, tuple(g.requires), n) for g, n in active_ga(var, options)]
    return _Table(
        variant=options.variant,
        variant_name=_attr(var, "name", options.variant),
        points=points,
        names=names,
        order=order,
        known=frozenset(names),
        max_count=max_count,
        replaces=replaces,
        excludes={k: frozenset(v) for k, v in excludes.items()},
        ga=tuple(ga),
    )


def cuoc_name(cuoc_id: str) -> str:
    """Vietnamese name of a cước id (``'bach_thu_chi'`` → ``'Bạch thủ chi'``) — the game's
    word, the same in every language."""
    from chan_core.rules import load_rules

    for c in load_rules().cuoc:
        if c.id == cuoc_id:
            return c.name
    raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(cuoc_id), field="cuoc")
def check_cuoc(cuoc: Mapping[str, int], options: Options, *, strict: bool = True) -> dict[str, int]:
    """Validate a ``{cuoc_id: count}`` mapping for ``options.variant``.

    Returns the mapping with zero counts dropped (``{}`` → ``{'xuong': 1}``).
    Raises :class:`ChanError` (field ``cuoc.<id>``) on an unknown id, a cước
    that this variant does not have (hoa/cá/nhà under ``sanhrong``), a count
    that is not a positive integer or above the cước's ``max_count``; with
    ``strict``, also on xuông together with another cước or when the làng
    does not allow ù xuông (001 §V.1), on
    bạch thủ together with bạch thủ chi (001 §V.18: bạch thủ chi replaces
    bạch thủ), on a hoa/cá/nhà cước together with what it replaces
    (chì, bạch thủ: 001 §V note "xướng sai"), on two cước that exclude
    each other (``excludes`` in ``rules/cuoc.yaml``: thiên ù with địa ù …)
    and on one or two cước (with their counts) that no reachable win has
    together (``rules/cuoc_pairs.yaml``, :func:`chan_core.cuoc_pairs.refusal`:
    tám đỏ with bạch định, tám đỏ with 3 lèo …), with the table's reason.
    """
    t = table(options)
    if not isinstance(cuoc, Mapping):
        raise ChanError("scoring.cuoc.not_mapping", field="cuoc")
    out: dict[str, int] = {}
    for cid, n in cuoc.items():
        if cid not in t.known:
            raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(cid), field=f"cuoc.{_key(cid)}")
        if cid not in t.points:
            raise ChanError("scoring.cuoc.not_in_variant", name=t.names[cid], variant=options.variant,
                            field=f"cuoc.{cid}")
        if n is True:
            n = 1
        if n is False or n is None:
            n = 0
        if not isinstance(n, int) or n < 0:
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
    if strict and XUONG in out and not options.u_xuong_allowed:
        raise ChanError("scoring.xuong.not_allowed", field="cuoc.xuong")
    if strict:
        if XUONG in out and len(out) > 1:
            raise ChanError("scoring.xuong.with_other", field="cuoc.xuong")
        if out.get(XUONG, 0) > 1:
            raise ChanError("scoring.xuong.once", field="cuoc.xuong")
        if "bach_thu" in out and "bach_thu_chi" in out:
            raise ChanError("scoring.bach_thu.with_chi", field="cuoc.bach_thu")
        from chan_core.cuoc_pairs import refusal

        bad = refusal(out, options.variant)  # rules/cuoc_pairs.yaml: found by search, not hand-listed
        if bad is not None:  # its reason (rules/cuoc_pairs.yaml)
            raise ChanError(bad.reason, field=f"cuoc.{bad.ids[-1]}")
        ids = list(out)
        for a_i, a in enumerate(ids):
            for b in ids[a_i + 1:]:
                if b in t.excludes.get(a, ()):
                    raise ChanError("scoring.cuoc.excludes", a=t.names[a], b=t.names[b], field=f"cuoc.{b}")
        for cid in out:
            for r in t.replaces.get(cid, ()):
                if r in out:
                    raise ChanError("scoring.cuoc.replaces", name=t.names[cid], replaced=t.names[r],
                                    field=f"cuoc.{r}")
    return out


def _ga_lines(present: Mapping[str, int], t: _Table) -> list[GaLine]:
    out = []
    for gid, _gname, req, n in t.ga:
        used: list = []
        for r in req:
            if r in present:
                used.append(t.names[r])
            elif r == "bach_thu" and "bach_thu_chi" in present:
                used.append((t.names["bach_thu_chi"], t.names["bach_thu"].lower()))
            else:
                break
        else:
            out.append(GaLine(gid, t.variant, req, n, tuple(used)))
    return out
def score(
    cuoc: Mapping[str, int],
    options: Options,
    *,
    reasons: Mapping[str, str] | None = None,
    strict: bool = True,
    checked: bool = False,
) -> Score:
    """Score a set of cước under ``options``.

    ``cuoc``: ``{cuoc_id: count}`` (ids from SPEC; counts ≥ 1, zeros
    ignored; ``{}`` = ù xuông). ``reasons``: optional ``{cuoc_id: text}``
    from detection, copied to each line's ``why``. ``strict``: see
    :func:`check_cuoc`. ``checked=True`` skips validation (the win
    evaluator's hot path, whose cước come from detection).

    Returns :class:`Score`. Seed 001 §VI, 002 "Cách tính điểm", §VIII gà;
    003 "Tính điểm thắng thua". Raises :class:`ChanError` as
    :func:`check_cuoc`.

    >>> # 002: Chíu ù, bạch thủ, 2 tôm, lèo = 5 + 1 + 2×1 + 1 = 9
    """
    t = table(options)
    if not checked:
        cuoc = check_cuoc(cuoc, options, strict=strict)
    elif not cuoc:
        cuoc = {XUONG: 1}
    pts = t.points
    reasons = reasons or {}
    # cước chính: highest điểm, then lowest dịch, then seed order.
    main = None
    best = None
    for cid in cuoc:
        d, s = pts[cid]
        key = (d, -s, -t.order.get(cid, 0))
        if best is None or key > best:
            best, main = key, cid
    lines: list[PointLine] = []
    base = 0
    single = len(cuoc) == 1 and cuoc[main] == 1
    d, s = pts[main]
    nm = t.names[main]
    # Each line keeps its reason as (code, params): the fact is made only when read (PointLine.reason).
    if single:
        code, params = "scoring.line.single", (("name", nm), ("diem", d))
    else:
        ties = [c for c in cuoc if c != main and pts[c][0] == d]
        if not ties:
            code, params = "scoring.line.main", (("name", nm), ("diem", d))
        else:
            code = ("scoring.line.main_tie_same" if all(pts[c][1] == s for c in ties)
                    else "scoring.line.main_tie_dich")
            params = (("name", nm), ("diem", d), ("ties", tuple(t.names[c] for c in ties)))
    lines.append(PointLine(main, nm, 1, "diem", d, d, code, params, reasons.get(main, "")))
    base += d
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
    return Score(
        base=base,
        ga=n_ga,
        ga_points=options.ga_points,
        total=base + n_ga * options.ga_points,
        main=main,
        lines=tuple(lines),
        ga_lines=tuple(ga_lines),
        ga_counted=options.ga,
        variant=options.variant,
    )
def points_of(cuoc: Mapping[str, int], options: Options) -> int:
    """Total điểm (gà included when ``options.ga``) of a cước set; a
    shorthand for ``score(cuoc, options).total`` used by payouts/xướng."""
    return score(cuoc, options, strict=False).total


@dataclass(frozen=True, slots=True)
class WinScore:
    """A full win evaluation: validity (:class:`chan_core.win.UCheck`), the
    cước found (:class:`chan_core.cuoc.Detection`) and their :class:`Score`.

    ``valid``/``reason``: the ù verdict, also ``False`` when the win is ù
    xuông and ``options.u_xuong_allowed`` is off. ``detection`` and
    ``score`` are ``None`` for an invalid win.
    """

    uc: object
    detection: object | None
    score: Score | None
    valid: bool
    reason: str

    @property
    def cuoc(self) -> dict[str, int]:
        return self.detection.cuoc if self.detection is not None and self.valid else {}

    @property
    def points(self) -> dict:
        if self.score is None:
            return {"base": 0, "ga": 0, "total": 0}
        return self.score.points

    def as_dict(self) -> dict:
        """The cước/points part of a ``win`` answer: ``cuoc``, ``reasons``,
        ``replaced``, ``points``, ``main``, ``lines``, ``ga_lines``, ``ga_points``."""
        d = self.detection
        s = self.score
        return {
            "cuoc": self.cuoc,
            "reasons": d.reasons if d is not None and self.valid else {},
            "replaced": [x.as_dict() for x in d.replaced] if d is not None and self.valid else [],
            "points": self.points,
            "main": s.main if s else None,
            "ga_points": s.ga_points if s else 0,
            "lines": [ln.as_dict() for ln in s.lines] if s else [],
            "ga_lines": [g.as_dict() for g in s.ga_lines] if s else [],
        }
def score_win(win, options: Options, uc=None) -> WinScore:
    """Judge and score one claimed ù.

    ``win``: :class:`chan_core.win.WinInput`; ``options``: :class:`Options`;
    ``uc``: its :class:`chan_core.win.UCheck` if already computed. Runs
    :func:`chan_core.win.check_u`, :func:`chan_core.cuoc.detect` and
    :func:`score`. Raises :class:`ChanError` like ``check_u`` (bad card
    counts, missing source …). Seed 001 §IV (ù), §V (cước), §VI/VIII.
    """
    from chan_core.cuoc import detect
    from chan_core.win import UCheck, WinInput, check_u

    if not isinstance(win, WinInput):
        raise ChanError("scoring.win.not_win", value=shown_value(win), field="win")
    if uc is not None and not isinstance(uc, UCheck):
        raise ChanError("scoring.win.not_ucheck", value=shown_value(uc), field="uc")
    if uc is None:
        uc = check_u(win)
    if not uc.valid:
        return WinScore(uc, None, None, False, uc.reason)
    det = detect(win, uc, options)
    if not det.valid:
        return WinScore(uc, det, None, False, det.reason)
    s = score(det.cuoc, options, reasons=det.reasons, checked=True)
    return WinScore(uc, det, s, True, uc.reason)
