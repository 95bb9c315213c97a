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
from mau_binh.arrangement import Arrangement, Check, check
from mau_binh.cards import DECK, Card, deal, parse_cards, read_hand
from mau_binh.chi import ChiValue, chi_value, compare, why_compare
from mau_binh.options import Options, make_options
from mau_binh.rules import load_rules
from mau_binh.scoring import Settlement, settle
from mau_binh.solver import Solution, expected_points, solve
from mau_binh.specials import SpecialHand, find_special, specials_in

__all__ = [
    "Arrangement", "Check", "check", "DECK", "Card", "deal", "parse_cards", "read_hand", "ChiValue",
    "chi_value", "compare", "why_compare", "Options", "make_options", "load_rules", "Settlement", "settle",
    "Solution", "expected_points", "solve", "SpecialHand", "find_special", "specials_in",
]
