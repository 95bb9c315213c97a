"""``kind: score`` — ``cuoc`` ``{id: count}`` + ``variant``/``options`` → ``points``.

Answer keys: ``points`` ``{base, ga, total}`` (``ga`` = number of gà, 0 when
the table does not play gà), ``main`` (the cước chính), ``lines`` (one per
cước: điểm or dịch with its reason), ``ga_lines`` (each gà combination met,
named), ``ga_points``, ``variant``, ``options``. Seed 001 §VI, §VIII; 002;
003. Errors name the field (``cuoc.<id>``, ``options.<name>``, ``variant``).
"""
from __future__ import annotations

from chan_core.errors import ChanError
from chan_core.options import Options, make_options
from chan_core.scoring import score

SOURCE = {"seed": "001", "section": "VI. TÍNH ĐIỂM; VIII. GÀ (002: Cách tính điểm; 003: Tính điểm)"}


def read_options(sc: dict) -> Options:
    """The :class:`Options` of a scenario (``variant`` + ``options``)."""
    return make_options(sc.get("variant"), sc.get("options"))


def evaluate(sc: dict) -> dict:
    """Answer a ``score`` scenario (see module doc)."""
    opts = read_options(sc)
    cuoc = sc.get("cuoc")
    if cuoc is None:
        raise ChanError("Thiếu trường «cuoc» (bảng mã cước: số lần).", field="cuoc")
    if isinstance(cuoc, list):  # [{id, count}] is accepted too
        try:
            cuoc = {x["id"]: x.get("count", 1) for x in cuoc}
        except (TypeError, KeyError):
            raise ChanError("«cuoc» phải là bảng {mã cước: số lần} hoặc danh sách {id, count}.", field="cuoc") from None
    s = score(cuoc, opts)
    out = s.as_dict()
    out["variant"] = opts.variant
    out["options"] = opts.as_dict()
    out["source_ref"] = SOURCE
    return out
