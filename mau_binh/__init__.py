"""mau_binh — the Mậu binh engine (seed 004). Pure Python; never imports Streamlit.

Cards (:mod:`~mau_binh.cards`) → chi values (:mod:`~mau_binh.chi`) → arrangements and binh lủng
(:mod:`~mau_binh.arrangement`) → special hands, scoring, solver, drill. Rules are ``rules/mau_binh.yaml``;
every explanation and error is a :class:`~chan_core.facts.Fact`, said by :mod:`words.phrases.mau_binh`."""
from __future__ import annotations

import importlib

_WHERE = {  # public name → its submodule, loaded on first use (the CLI need not load numpy)
    "Arrangement": "arrangement", "Check": "arrangement", "check": "arrangement",
    "DECK": "cards", "Card": "cards", "deal": "cards", "parse_cards": "cards", "read_hand": "cards",
    "ChiValue": "chi", "chi_value": "chi", "compare": "chi", "why_compare": "chi",
    "Options": "options", "make_options": "options", "load_rules": "rules", "Settlement": "scoring",
    "settle": "scoring", "Solution": "solver", "expected_points": "solver", "solve": "solver",
    "SpecialHand": "specials", "find_special": "specials", "specials_in": "specials",
}

__all__ = list(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        value = getattr(importlib.import_module(f"mau_binh.{_WHERE[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mau_binh' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
