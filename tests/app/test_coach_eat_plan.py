"""An ăn or chíu row of «Gợi ý» names the đánh the hint ranks first right after that eat (one ranking, not two), and
its money line is that plan's: the tester saw «Take tứ văn as a chắn, then discard chi chi … about 6.0 điểm (lèo)» —
the only chi chi of the lèo thrown away — and, once taken, «Best move: bát vạn»."""
from __future__ import annotations

import random

import words
from chan_core.cards import BY_CODE
from chan_core.game import Action, apply, legal_actions
from chan_core.game.bots import make_bot
from chan_core.strategy.money import held_cuoc
from chan_core.melds import Meld
from learning.coach import Table
from learning.coach.advisor import advise, ranking


def _offers(n: int = 80) -> list:
    """``n`` offers to the learner (seat 0) with an ăn or chíu among his legal moves, from seeded hands in which he
    plays as a bot (careful or random: random play makes the odd hands)."""
    out = []
    for seed in range(1, 600):
        t = Table.deal(4, seed, bot="sensible")
        me = make_bot("random" if seed % 3 == 0 else "sensible", seed)
        while len(out) < n:
            t.run_bots()
            st = t.state
            if st.actor != 0 or st.phase not in ("danh", "tra_cua", "offer"):
                break
            legal = legal_actions(st, 0)
            if st.phase == "offer" and any(a.type in ("an", "chiu") for a in legal):
                out.append(st)
            t.state = apply(st, me.choose(st, 0, legal))
        if len(out) >= n:
            return out
    return out


def _line(m) -> tuple | None:
    return (m.money["points"], m.money["percent"], m.money["cuoc"]) if m.money and m.money.code == "strategy.stake.line" else None


def test_an_eat_names_the_discard_the_hint_ranks_first_after_it():
    """For many offers: every clean ăn/chíu row's follow-up card is the first move of the discard hint in the position
    after that eat, and its điểm, chance and cước are that move's; a lèo or tôm its figure counts is still held once
    that card is gone (a hand not yet waiting); the line names the card in Vietnamese and English."""
    checked = 0
    for st in _offers():
        for p in ranking(advise(st, 0)):
            m = p.move
            if p.place is None or m.action.type not in ("an", "chiu") or m.discard is None:
                continue
            nxt = apply(st, m.action)
            best = advise(nxt, 0).best
            assert best is not None and m.discard == best.action.card, (st.position(), m.action, m.discard, best)
            assert _line(m) == _line(best), (st.position(), m.action)
            left = list(nxt.hands[0])
            left.remove(m.discard)
            counts = [0] * 25
            for c in left:
                counts[BY_CODE[c].index] += 1
            melds = [Meld(x["type"], tuple(BY_CODE[c] for c in x["cards"])) for x in nxt.mats[0]]
            held = held_cuoc(counts, melds)
            if m.distance != 1:  # not waiting: the cước of the figure are those held (a wait's may come with its card)
                assert all(held.get(cid) for cid, _n in (m.money["cuoc"] if _line(m) else ()) if cid in ("leo", "tom"))
            word = BY_CODE[m.discard].word
            assert word in words.say(m.reason).split(":")[0]
            with words.language("en"):
                assert f"then {'put back (trả cửa)' if nxt.phase == 'tra_cua' else 'discard'} {word}" in words.say(m.reason)
            checked += 1
    assert checked >= 30
