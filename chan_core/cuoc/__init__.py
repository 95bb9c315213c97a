"""Cước detection: one small detector per cước in a registry; :func:`detect` runs the variant's.

Replacement rules: bạch thủ chi replaces bạch thủ (001 §V.18, in the detectors); a hoa/cá/nhà cước
replaces chì + bạch thủ (001 §V chú ý), and at most one picture cước counts — the one worth most,
ties by seed order (decision ``mot_cuoc_hinh``); xuông only when nothing else was found (001 §V.1).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from chan_core.cuoc import an, boi_canh, hinh, hoa, mau  # noqa: F401  (register detectors)
from chan_core.cuoc.base import REGISTRY, WHY_NOT, Facts, Found
from chan_core.cuoc.points import point_table, total
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options, make_options
from chan_core.win import UCheck, WinInput, check_u

_FOUND_XUONG = Fact("cuoc.found.xuong")

PICTURES: tuple[str, ...] = tuple(hoa.PICTURES)
_PICTURE_SET = frozenset(PICTURES)


# Read-only by convention, not frozen: built on every win judged, and a frozen dataclass costs about
# four times as much to build (benchmarks/compare_trees.py).
@dataclass(slots=True, unsafe_hash=True)
class Detection:
    """The cước of one win: ``found`` in registry order, ``replaced`` by the replacement rules (each with
    a reason fact); ``valid`` False (``reason`` ``cuoc.xuong_not_allowed``) only for a refused ù xuông."""

    found: tuple[Found, ...]
    replaced: tuple[Found, ...]
    valid: bool
    reason: Fact | None

    @property
    def cuoc(self) -> dict[str, int]:
        return {x.id: x.count for x in self.found}

    @property
    def reasons(self) -> dict[str, Fact]:
        return {x.id: x.reason for x in self.found}


@functools.lru_cache(maxsize=64)
def _detectors(options: Options) -> tuple:
    t = point_table(options)
    ids = sorted((cid for cid in REGISTRY if cid in t.points), key=lambda c: t.order.get(c, 99))
    # The picture cước all need a chì bạch thủ: run them only then (speed).
    return (tuple(REGISTRY[c] for c in ids if c not in _PICTURE_SET),
            tuple(REGISTRY[c] for c in ids if c in _PICTURE_SET))


def _pick_picture(found: list[Found], options: Options) -> tuple[list[Found], list[Found]]:
    pics = [x for x in found if x.id in _PICTURE_SET]
    reps = set(point_table(options).replaces.get(pics[0].id, ("chi", "bach_thu")))
    rest = [x for x in found if x.id not in _PICTURE_SET and x.id not in reps]
    kept = {x.id: x.count for x in rest}
    best = max(pics, key=lambda p: total({**kept, p.id: 1}, options))  # registry = seed order: ties keep the first
    dropped = [Found(x.id, x.count, Fact("cuoc.replaced.by_picture", cuoc=x.id, picture=best.id))
               for x in found if x.id in reps]
    dropped += [Found(p.id, 1, Fact("cuoc.replaced.other_picture", cuoc=p.id, picture=best.id))
                for p in pics if p is not best]
    out = [x for x in found if x is best or (x.id not in _PICTURE_SET and x.id not in reps)]
    return out, dropped


def detect_facts(f: Facts, options: Options) -> Detection:
    """Run the variant's detectors on precomputed :class:`Facts` (see :func:`detect`)."""
    plain, pictures = _detectors(options)
    found = [x for d in plain if (x := d(f)) is not None]
    replaced: list[Found] = []
    uc = f.uc
    if pictures and uc.chi and uc.bach_thu and not uc.bach_thu_chi:
        pics = [x for d in pictures if (x := d(f)) is not None]
        if pics:
            found.extend(pics)
            order = point_table(options).order
            found.sort(key=lambda x: order.get(x.id, 99))
            found, replaced = _pick_picture(found, options)
    if not found:
        if not options.u_xuong_allowed:
            return Detection((), (), False, Fact("cuoc.xuong_not_allowed"))
        found = [Found("xuong", 1, _FOUND_XUONG)]
    return Detection(tuple(found), tuple(replaced), True, None)


def detect(win, uc, options: Options) -> Detection:
    """The :class:`Detection` of a :class:`~chan_core.win.WinInput` with its valid ``UCheck`` (seed 001 §V).
    Raises ChanError ``cuoc.arg.*`` for arguments of another type or a ``uc`` that is not valid."""
    if not isinstance(win, WinInput):
        raise ChanError("cuoc.arg.win", field="win", value=shown_value(win))
    if not isinstance(uc, UCheck) or not uc.valid:
        raise ChanError("cuoc.arg.uc", field="uc")
    if not isinstance(options, Options):
        raise ChanError("cuoc.arg.options", field="options", value=shown_value(options))
    return detect_facts(Facts(uc), options)


def why_not(win_or_uc, cuoc_id: str, options: Options | None = None, count: int | None = None) -> Fact | None:
    """Why this win (a ``WinInput`` or its ``UCheck``) does not have ``cuoc_id`` (``count`` times): a
    ``cuoc.why_not.*`` or ``cuoc.need`` fact naming what fails in this hand, ``None`` when it has it.
    Raises ChanError for an unknown cước id or an input of another type."""
    opts = options or make_options()
    t = point_table(opts)
    if cuoc_id not in t.order:
        raise ChanError("cuoc.why_not.unknown", cuoc=cuoc_id, field="cuoc")
    if cuoc_id not in t.points:
        return Fact("cuoc.why_not.not_in_variant", cuoc=cuoc_id, variant=opts.variant)
    if isinstance(win_or_uc, UCheck):
        uc, raw = win_or_uc, win_or_uc.win
    elif isinstance(win_or_uc, WinInput):
        raw = win_or_uc
        uc = check_u(raw)
    else:
        raise ChanError("cuoc.why_not.need_win", field="win")
    if not uc.valid:
        return Fact("cuoc.why_not.not_a_win", problems=tuple(uc.problems) or (uc.reason,))
    f = Facts(uc)
    det = detect_facts(f, opts)
    have = det.cuoc
    if cuoc_id in have:
        n = have[cuoc_id]
        if count is not None and count > n:
            return Fact("cuoc.why_not.fewer", n=n, cuoc=cuoc_id, count=count, why=det.reasons[cuoc_id])
        return None
    if cuoc_id in raw.context and cuoc_id not in f.context:
        return Fact("cuoc.why_not.context_refused", cuoc=cuoc_id, warnings=uc.warnings)
    if any(x.id == cuoc_id for x in det.replaced):
        pic = next(p for p in det.found if p.id in _PICTURE_SET)
        code = "cuoc.why_not.other_picture" if cuoc_id in _PICTURE_SET else "cuoc.why_not.replaced"
        return Fact(code, cuoc=cuoc_id, picture=pic.id, why=pic.reason)
    if cuoc_id == "xuong":
        if not det.valid:
            return Fact("cuoc.why_not.xuong_not_allowed")
        return Fact("cuoc.why_not.xuong_has", have=tuple(have.items()), why=det.found[0].reason)
    # None: the detector finds it, yet detection dropped it — say so rather than nothing
    return WHY_NOT[cuoc_id](f, opts) or Fact("cuoc.why_not.dropped", cuoc=cuoc_id)


__all__ = ["Detection", "Found", "Facts", "PICTURES", "REGISTRY", "WHY_NOT", "detect", "detect_facts", "why_not"]
