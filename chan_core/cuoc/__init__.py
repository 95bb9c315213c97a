"""Cước detection: one small detector per cước, in a registry.

``detect(win, uc, options)`` runs every detector of the variant over the
:class:`~chan_core.cuoc.base.Facts` of a valid win and returns a
:class:`Detection`: the cước found (``{id: count}`` + a Vietnamese reason for
each), after the seed's replacement rules:

* bạch thủ chi replaces bạch thủ (001 §V.18) — done in the detectors;
* a hoa/cá/nhà cước replaces chì + bạch thủ (001 §V chú ý). Decision: at
  most one picture cước is counted (they all describe the same chì bạch thủ
  card); when several hold (e.g. ngũ vạn and bát văn both on the mat with a
  chì bạch thủ nhị vạn, or nhà lầu with hoa rơi cửa phật), the one giving the
  winner most points under the options is taken, ties by seed order — so
  nhà lầu xe hơi (30) supersedes hoa rơi cửa phật (20);
* xuông only when nothing else was found (001 §V.1); with the house rule
  ``u_xuong_allowed: false`` such a win is not valid.

Detectors only exist for cước the variant has (hoa/cá/nhà are classic only).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from chan_core.cuoc import an, boi_canh, hinh, hoa, mau  # noqa: F401  (register detectors)
from chan_core.cuoc.base import REGISTRY, Facts, Found
from chan_core.options import Options
from chan_core.scoring import score, table

PICTURES: tuple[str, ...] = (
    "hoa_roi_cua_phat",
    "tieu_dong_hai_hoa",
    "ca_loi_san_dinh",
    "ca_nhay_dau_thuyen",
    "ngu_ong_bat_ca",
    "nha_lau_xe_hoi_hoa_roi_cua_phat",
)
_PICTURE_SET = frozenset(PICTURES)
XUONG_REASON = "Bài ù không có cước nào: ù xuông."


@dataclass(frozen=True, slots=True)
class Detection:
    """The cước of one win.

    ``found``: tuple of :class:`Found` (id, count, reason) in registry order;
    ``cuoc``: ``{id: count}``; ``reasons``: ``{id: reason}``; ``replaced``:
    what the replacement rules removed (chì/bạch thủ under a picture cước,
    other picture cước not taken), each with a reason; ``valid``/``reason``:
    ``False`` only when the win is ù xuông and the làng does not allow it.
    """

    found: tuple[Found, ...]
    replaced: tuple[Found, ...]
    valid: bool
    reason: str

    @property
    def cuoc(self) -> dict[str, int]:
        return {x.id: x.count for x in self.found}

    @property
    def reasons(self) -> dict[str, str]:
        return {x.id: x.reason for x in self.found}


@functools.lru_cache(maxsize=64)
def _detectors(options: Options) -> tuple:
    t = table(options)
    ids = sorted((cid for cid in REGISTRY if cid in t.points), key=lambda c: t.order.get(c, 99))
    # The picture cước all need a chì bạch thủ: run them only then (speed).
    return (tuple(REGISTRY[c] for c in ids if c not in _PICTURE_SET),
            tuple(REGISTRY[c] for c in ids if c in _PICTURE_SET))


def _pick_picture(found: list[Found], options: Options) -> tuple[list[Found], list[Found]]:
    pics = [x for x in found if x.id in _PICTURE_SET]
    reps = set(table(options).replaces.get(pics[0].id, ("chi", "bach_thu")))
    rest = [x for x in found if x.id not in _PICTURE_SET and x.id not in reps]
    best, best_total = None, None
    for p in pics:  # registry order = seed order, so ties keep the first
        total = score({**{x.id: x.count for x in rest}, p.id: 1}, options, checked=True).total
        if best_total is None or total > best_total:
            best, best_total = p, total
    names = table(options).names
    dropped = [
        Found(x.id, x.count, f"{names[x.id]} không hô riêng: đã có cước {names[best.id]} thay chì + bạch thủ.")
        for x in found
        if x.id in reps
    ]
    dropped += [
        Found(p.id, 1, f"{names[p.id]} cũng thỏa, nhưng chỉ tính một cước hoa/cá/nhà: lấy {names[best.id]} (có lợi nhất cho người ù; bằng điểm thì theo thứ tự của seed 001).")
        for p in pics
        if p is not best
    ]
    out = [x for x in found if x is best or (x.id not in _PICTURE_SET and x.id not in reps)]
    return out, dropped


def detect_facts(f: Facts, options: Options) -> Detection:
    """Run the variant's detectors on precomputed :class:`Facts` (see :func:`detect`)."""
    found = []
    plain, pictures = _detectors(options)
    for d in plain:
        x = d(f)
        if x is not None:
            found.append(x)
    replaced: list[Found] = []
    uc = f.uc
    if pictures and uc.chi and uc.bach_thu and not uc.bach_thu_chi:
        pics = [x for x in (d(f) for d in pictures) if x is not None]
        if pics:
            found.extend(pics)
            order = table(options).order
            found.sort(key=lambda x: order.get(x.id, 99))
            found, replaced = _pick_picture(found, options)
    if not found:
        if not options.u_xuong_allowed:
            return Detection((), (), False, "Làng không cho ù xuông, mà bài ù không có cước nào (001 §V mục 1).")
        found = [Found("xuong", 1, XUONG_REASON)]
    return Detection(tuple(found), tuple(replaced), True, "")


def detect(win, uc, options: Options) -> Detection:
    """Detect the cước of a valid win.

    ``win``: :class:`chan_core.win.WinInput`; ``uc``: its
    :class:`chan_core.win.UCheck` (must be ``valid``); ``options``:
    :class:`~chan_core.options.Options`. Returns :class:`Detection`.
    Seed 001 §V; SPEC "Reading the seeds".
    """
    return detect_facts(Facts(win, uc), options)


__all__ = ["Detection", "Found", "Facts", "PICTURES", "REGISTRY", "detect", "detect_facts"]
