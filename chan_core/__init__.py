"""chan_core — the Chắn engine (seeds 001–003): pure Python, no Streamlit, no sentences.

``import chan_core`` gives the names a user needs, one verb per meaning (as ``import chess`` does)::

    >>> import chan_core
    >>> hand = chan_core.Hand("2V 2V 3N 3S 4V 4V 5N 5N 6S 6S 7V 7V 8N 8N 9S 9S CC CC 2N")
    >>> [w.kind.code for w in chan_core.waits(hand)]
    ['2V', '2N', '2S']

Everything the engine says is a :class:`Fact`; ``words.say(fact)`` makes the sentence.
"""
from __future__ import annotations

from chan_core.boc_cai import BocCai, boc_cai
from chan_core.cards import BY_CODE, KINDS, Hand, Kind, parse_cards
from chan_core.cards import parse_card as card
from chan_core.cuoc import detect
from chan_core.deal import Deal, deal
from chan_core.errors import ChanError
from chan_core.eval_kinds import available_kinds, evaluate, register_kind
from chan_core.facts import Fact
from chan_core.game import Action, GameRecord, GameState, apply, legal_actions, new_hand
from chan_core.game.notation import from_position, position
from chan_core.layout import Layout, layout
from chan_core.loi import judge_history as judge
from chan_core.melds import Meld, parse_meld
from chan_core.options import Options, make_options
from chan_core.scoring import Score, WinScore, score, score_win
from chan_core.strategy import distance, eat_or_pass, rank_discards, useful_cards
from chan_core.waits import Wait, waits
from chan_core.win import UCheck, WinInput, make_win
from chan_core.win import check_u as check_win
from chan_core.xuong import grade as grade_xuong


__all__ = [
    "Action", "BY_CODE", "BocCai", "ChanError", "Deal", "Fact", "GameRecord", "GameState", "Hand", "KINDS", "Kind",
    "Layout", "Meld", "Options", "Score", "UCheck", "Wait", "WinInput", "WinScore", "apply", "available_kinds",
    "boc_cai", "card", "check_win", "deal", "detect", "distance", "eat_or_pass", "evaluate", "from_position",
    "grade_xuong", "judge",
    "layout", "legal_actions", "make_options", "make_win", "new_hand", "parse_cards", "parse_meld", "position", "rank_discards",
    "register_kind", "score", "score_win", "useful_cards", "waits",
]
