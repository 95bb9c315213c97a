"""``kind: score`` — ``cuoc`` ``{id: count}`` + ``variant``/``options`` → ``points`` (001 §VI, §VIII; 002; 003).

Errors name the field (``cuoc.<id>``, ``options.<name>``, ``variant``).
"""
from __future__ import annotations

from collections.abc import Mapping

from chan_core.errors import ChanError, shown_value, unknown_field
from chan_core.facts import Fact
from chan_core.options import Options, make_options
from chan_core.scenario import kind_model
from chan_core.scoring import score

SOURCE = {"seed": "001", "section": "VI. TÍNH ĐIỂM; VIII. GÀ (002: Cách tính điểm; 003: Tính điểm)"}

Model = kind_model("score", "cuoc", "variant", "options")


def read_options(sc) -> Options:
    """The :class:`Options` of a scenario (``variant`` + ``options``; a dict or a kind's model)."""
    get = sc.get if isinstance(sc, Mapping) else sc.__dict__.get
    return make_options(get("variant"), get("options"))


def _cuoc_list(items: list) -> dict:
    """``[{id, count}]`` → ``{id: count}``; another shape or an id written twice is refused, naming ``cuoc[i]``."""
    out: dict = {}
    for i, x in enumerate(items):
        f = f"cuoc[{i}]"
        if not isinstance(x, dict) or "id" not in x:
            raise ChanError("score.cuoc.shape", field=f)
        for key in x:
            if key not in ("id", "count"):
                raise unknown_field(key, ("id", "count"), Fact("where.cuoc_item")).with_context(field=f)
        cid = x["id"]
        if not isinstance(cid, str):
            raise ChanError("score.cuoc.id_not_text", value=shown_value(cid), field=f"{f}.id")
        if cid in out:
            raise ChanError("score.cuoc.twice", cuoc=shown_value(cid), field=f"{f}.id")
        out[cid] = x.get("count", 1)
    return out


def evaluate(sc) -> dict:
    opts = read_options(sc)
    cuoc = sc.cuoc
    if cuoc is None:
        raise ChanError("score.cuoc.missing", field="cuoc")
    if isinstance(cuoc, list):  # [{id, count}] is accepted too
        cuoc = _cuoc_list(cuoc)
    return {**score(cuoc, opts).as_dict(), "variant": opts.variant, "options": opts.as_dict(), "source_ref": SOURCE}
