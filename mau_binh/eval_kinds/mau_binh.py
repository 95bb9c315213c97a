"""``kind: mau_binh`` — one Mậu binh hand (seed 004; SPEC "Mậu Binh").

``front``/``middle``/``back`` → ``valid`` (a special hand is never lủng), ``order_valid``, ``categories``,
``special``, ``reason``; or ``cards`` (13) → ``special``, ``best``, ``best_categories``, ``expected``,
``expected_chi``. ``options``: the rule options. Errors name the field."""
from __future__ import annotations

from chan_core.errors import ChanError, in_field
from chan_core.scenario import kind_model
from mau_binh.arrangement import Arrangement
from mau_binh.cards import read_hand
from mau_binh.options import make_options
from mau_binh.rules import CHI_IDS
from mau_binh.scoring import player
from mau_binh.solver import solve

SOURCE = {"seed": "004", "section": "Luật chơi; Xếp bài; Mậu binh"}

Model = kind_model("mau_binh", "front", "middle", "back", "cards", "options")


def read_arrangement(sc: dict, where: str = "") -> Arrangement:
    """``front``/``middle``/``back`` of a mapping as an :class:`Arrangement` (errors name ``where`` + the chi)."""
    with in_field(where):
        return Arrangement.of(sc)


def evaluate(sc) -> dict:
    """Answer a ``mau_binh`` scenario (module doc)."""
    opts = make_options(sc.options)
    chi = {c: getattr(sc, c) for c in CHI_IDS}
    has_arr = any(v is not None for v in chi.values())
    if sc.cards is not None:
        if has_arr:
            raise ChanError("mau_binh.scenario.both_forms", field="cards")
        with in_field("cards"):
            hand = read_hand(sc.cards)
        sol = solve(hand, opts)
        return {
            "special": sol.special.id if sol.special else None,
            "special_detail": sol.special.detail if sol.special else None,
            "best": sol.arrangement.as_dict(),
            "best_categories": sol.arrangement.categories,
            "expected": round(sol.value, 3),
            "expected_chi": round(sol.expected, 3),
            "options": opts.as_dict(),
            "source_ref": SOURCE,
        }
    if not has_arr:
        raise ChanError("mau_binh.scenario.no_form", field="front")
    p = player(read_arrangement(chi), opts)
    return {
        "valid": p.valid,
        "order_valid": p.arrangement.valid,
        "categories": p.arrangement.categories,
        "special": p.special.id if p.special else None,
        "special_detail": p.special.detail if p.special else None,
        "reason": p.reason,
        "arrangement": p.arrangement.as_dict(),
        "options": opts.as_dict(),
        "source_ref": SOURCE,
    }
