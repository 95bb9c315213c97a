"""mau_binh — the Mậu binh engine (seed 004). Pure Python; never imports Streamlit.

Vocabulary, smallest first (modelled on python-chess: few types, a notation
that round-trips, ``repr()`` builds the value again):

- a *card* (:class:`~mau_binh.cards.Card`) of the 52-card deck, ``Card('As')``,
  read from ``As``, ``10h``, ``A♠``, ``Q rô`` … (:func:`~mau_binh.cards.parse_cards`);
- a *chi* is 3 cards (chi đầu) or 5 (chi giữa, chi cuối); its
  :class:`~mau_binh.chi.ChiValue` (category + tie ranks) comes from a registry of
  one small detector per category (like the ``mahjong`` package: decomposition
  :class:`~mau_binh.chi.Shape` → detection → a comparable value);
- an *arrangement* (:class:`~mau_binh.arrangement.Arrangement`) of 13 cards,
  ``Arrangement.parse('Ks Kd 4c / 7h 7d 7s 3c 2c / 8s 8h 8d Jc Jd')``;
  :func:`~mau_binh.arrangement.check` says whether it is binh lủng;
- a *special hand* (mậu binh, :func:`~mau_binh.specials.find_special`) wins without comparing;
- :func:`~mau_binh.scoring.settle` scores 2–4 players; :func:`~mau_binh.solver.solve`
  finds the best arrangement; :func:`~mau_binh.drill.grade` grades a learner's.

Rules are data in ``rules/mau_binh.yaml`` (:func:`~mau_binh.rules.load_rules`),
options in :mod:`mau_binh.options`. Shared with ``chan_core``: only
:class:`chan_core.errors.ChanError` (every bad input raises it, naming the card, the
count or the field — the one CLI ``python -m chan_core eval`` and the pages already
show it), :class:`chan_core.facts.Fact` and the rules-file machinery of
:mod:`chan_core.rules` (one way to read and report a rules file).

Facts, not words (issue 23): every explanation and error is a
:class:`~chan_core.facts.Fact` (``mau_binh.chi``, ``mau_binh.check.lung``,
``mau_binh.duel.chi_won``, ``mau_binh.card.unknown`` …); the words layer
(:mod:`words.phrases.mau_binh`) says it in Vietnamese or English, the game's words kept
Vietnamese. The scenario kinds ``mau_binh`` and ``mau_binh_compare`` are
:mod:`mau_binh.eval_kinds`, registered with :mod:`chan_core.eval_kinds` by the CLI.
"""
from __future__ import annotations

import importlib

_WHERE = {
    "Arrangement": "arrangement", "Check": "arrangement", "check": "arrangement",
    "DECK": "cards", "Card": "cards", "deal": "cards", "parse_cards": "cards", "read_hand": "cards",
    "ChiValue": "chi", "chi_value": "chi", "compare": "chi", "why_compare": "chi",
    "Options": "options", "make_options": "options", "load_rules": "rules", "Settlement": "scoring",
    "settle": "scoring", "Solution": "solver", "expected_points": "solver", "solve": "solver",
    "SpecialHand": "specials", "find_special": "specials", "specials_in": "specials",
}
"""Public name → the submodule that defines it: loaded on first use (``from mau_binh import solve``),
so importing one submodule (``mau_binh.eval_kinds`` for the CLI) does not load numpy and the solver."""

__all__ = list(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        value = getattr(importlib.import_module(f"mau_binh.{_WHERE[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mau_binh' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
