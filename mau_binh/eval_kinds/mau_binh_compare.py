"""``kind: mau_binh_compare`` — 2–4 arranged hands scored against each other (seed 004).

``players`` (``{front, middle, back}`` each) → ``points`` (summing to zero), ``valid`` and ``special`` per
player, ``duels`` (``a``, ``b``, ``how``, ``chi``, ``points``, ``lines``). Errors name the field."""
from __future__ import annotations

from chan_core.errors import ChanError, shown_value, unknown_field
from chan_core.facts import Fact
from chan_core.scenario import kind_model
from mau_binh.eval_kinds.mau_binh import read_arrangement
from mau_binh.options import make_options
from mau_binh.rules import CHI_IDS
from mau_binh.scoring import MAX_PLAYERS, MIN_PLAYERS, settle

SOURCE = {"seed": "004", "section": "Xác định thắng thua; Cộng điểm; Mậu binh"}

Model = kind_model("mau_binh_compare", "players", "options")
PLAYER_FIELDS = frozenset({*CHI_IDS, "name"})  # ``name`` is a label, not read


def evaluate(sc) -> dict:
    """Answer a ``mau_binh_compare`` scenario (module doc)."""
    opts = make_options(sc.options)
    raw = sc.players
    if raw is None:
        raise ChanError("mau_binh.field.missing", name="players", field="players")
    if not isinstance(raw, list):
        raise ChanError("mau_binh.scenario.players_list", min=MIN_PLAYERS, max=MAX_PLAYERS, value=shown_value(raw),
                        field="players")
    if not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise ChanError("mau_binh.players.count", min=MIN_PLAYERS, max=MAX_PLAYERS, count=len(raw), field="players")
    arrs = []
    for i, p in enumerate(raw):
        where = f"players[{i}]"
        if not isinstance(p, dict):
            raise ChanError("mau_binh.scenario.player_mapping", value=shown_value(p), field=where)
        for key in p:
            if key not in PLAYER_FIELDS:
                raise unknown_field(key, PLAYER_FIELDS, Fact("where.player")).with_context(field=where)
        arrs.append(read_arrangement(p, where))
    res = settle(arrs, opts)
    return {
        "points": list(res.points),
        "valid": [pl.valid for pl in res.players],
        "special": [pl.special.id if pl.special else None for pl in res.players],
        "duels": [{"a": d.a, "b": d.b, "how": d.how, "chi": list(d.chi), "points": d.points, "lines": list(d.lines)}
                  for d in res.duels],
        "options": opts.as_dict(),
        "source_ref": SOURCE,
    }
