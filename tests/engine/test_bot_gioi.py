"""«Máy giỏi» (``gioi``, issue 25): it sees only what a player sees, it plays the positions of
the issue as a player would (keep four alike dealt — thiên khai —, take the chíu, keep tôm and
lèo), and self-play with it keeps 0 illegal actions, 0 invalid wins, 0 conservation errors."""
from __future__ import annotations

import random

import pytest

from chan_core.cards import BY_CODE, KINDS
from chan_core.errors import ChanError
from chan_core.game import Action, apply, legal_actions, new_hand
from chan_core.game.bots import BOTS, make_bot
from chan_core.game.selfplay import play_hand, run
from chan_core.strategy.money import held_cuoc, p_u, value_discards, value_offer, wait_points


def _counts(codes) -> tuple[int, ...]:
    c = [0] * len(KINDS)
    for x in codes:
        c[BY_CODE[x].index] += 1
    return tuple(c)


# ------------------------------------------------------------------ the information test

def _decisions(seed: int):
    """Every state where a ``gioi`` seat decides in one hand (gioi on seats 0 and 2)."""
    out = []

    class Spy:
        name = "spy"

        def __init__(self, seed):
            self.bot = make_bot("gioi", seed)

        def choose(self, state, seat, legal):
            out.append(state)
            return self.bot.choose(state, seat, legal)

        def xuong(self, state, seat):
            return self.bot.xuong(state, seat)

    play_hand(4, seed, bots=[Spy(seed * 4 + s) if s % 2 == 0 else "advisor" for s in range(4)])
    return out


def _swapped(state, seat: int, rng: random.Random):
    """The same hand with the cards ``seat`` cannot see (the other seats' hands, the nọc still to
    come) dealt again at random, everything it saw kept; ``None`` when the record no longer
    plays out the same (the engine would have asked another seat another question)."""
    drawn = len(state.noc_start) - len(state.noc)
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.noc)
    rng.shuffle(pool)
    dealt = [list(h) for h in state.dealt]
    i = 0
    for s in others:
        kept = list(state.dealt[s])
        for c in state.hands[s]:
            kept.remove(c)
        n = len(state.hands[s])
        dealt[s] = kept + pool[i:i + n]
        i += n
    noc = list(state.noc_start[:drawn]) + pool[i:]
    cards = {"dealt": dealt, "noc": noc, "cai": state.cai, "set_aside": list(state.set_aside)}
    base = new_hand(state.players, state.seed, variant=state.variant, options=dict(state.options),
                    drawer=state.drawer, thong=state.thong, cards=cards)
    other = base
    try:
        for e in state.events:
            other = apply(other, Action.from_dict(e))
    except ChanError:
        return None
    if other.actor != seat or other.phase != state.phase or other.hands[seat] != state.hands[seat]:
        return None
    return other


def test_the_choice_does_not_change_when_the_hidden_cards_are_swapped():
    """Issue 25's information test: at every decision of a gioi seat in a few hands, the hidden
    cards dealt again (other hands, the nọc to come) leave its choice the same."""
    rng = random.Random(25)
    compared = changed_hidden = 0
    for seed in (4_250_001, 4_250_002, 4_250_003, 4_250_004):
        for st in _decisions(seed)[::2]:
            seat = st.actor
            other = _swapped(st, seat, rng)
            if other is None:
                continue
            changed_hidden += any(other.hands[s] != st.hands[s] for s in range(4) if s != seat) or \
                other.noc != st.noc
            a = make_bot("gioi", 7).choose(st, seat, legal_actions(st, seat))
            b = make_bot("gioi", 7).choose(other, seat, legal_actions(other, seat))
            assert a.key == b.key, (seed, st.events[-1:] if st.events else None)
            compared += 1
    assert compared >= 15 and changed_hidden >= 10


# ------------------------------------------------------------------ the positions of the issue

FOUR_NGU_VAN = "5N 5N 5N 5N 2V 2V 3S 4S 6V 7V 7S 8N 9N 9S CC 2N 3N 4N 6S 8V"


def _deal_with(hand0: str, seed: int = 11):
    """A deal (seat 0 the cái, 20 cards ``hand0``) with the other cards from a seeded shuffle."""
    mine = hand0.split()
    rest = [k.code for k in KINDS for _ in range(4)]
    for c in mine:
        rest.remove(c)
    random.Random(seed).shuffle(rest)
    dealt = [mine, rest[:19], rest[19:38], rest[38:57]]
    return new_hand(4, seed, cards={"dealt": dealt, "noc": rest[57:80], "cai": 0})


def test_four_ngu_van_dealt_are_kept_thien_khai():
    """Four ngũ văn dealt: «Máy giỏi» keeps them (thiên khai, 1 dịch) — the đánh of a ngũ văn is
    valued last, its stake says the thiên khai is lost, the bot plays another card."""
    rows = value_discards(FOUR_NGU_VAN)
    assert rows[0].card.code != "5N"
    assert rows[0].held.get("thien_khai") == 1
    five = next(v for v in rows if v.card.code == "5N")
    assert "thien_khai" not in five.held and five.ev < rows[0].ev
    assert any(f.code == "strategy.stake.lose" and f["cuoc"] == "thien_khai" for f in five.stakes)
    st = _deal_with(FOUR_NGU_VAN)
    a = make_bot("gioi", 1).choose(st, 0, legal_actions(st, 0))
    assert a.type == "danh" and a.card != "5N"


def test_the_chiu_is_taken():
    """Three tứ vạn in hand, the fourth on offer: chíu (1 dịch, and nearer ù) comes before
    letting it go, in the valuation and in the bot at the table."""
    hand = "4V 4V 4V 2V 2V 3S 3S 6N 6N 7V 7S 8N 8S 9N 9N CC 2N 5S 6V"
    rows = value_offer(hand, card="4V", source="danh")
    assert rows[0].action == "chiu"
    assert rows[0].held.get("chiu") == 1
    assert any(f.code == "strategy.stake.gain" and f["cuoc"] == "chiu" for f in rows[0].stakes)
    bo = next(v for v in rows if v.action == "bo")
    assert rows[0].ev > bo.ev


@pytest.mark.parametrize("held,cards", [("tom", ("3V", "3S", "7N")), ("leo", ("9V", "8S", "CC"))])
def test_tom_and_leo_are_kept(held, cards):
    """A hand holding a tôm (tam vạn, tam sách, thất văn) or a lèo (cửu vạn, bát sách, chi chi)
    as lone cards among other lone cards: the đánh that keeps the set is preferred to one that
    breaks it at the same distance."""
    base = "2V 2V 4N 4N 5S 5S 6V 6V 7S 7S 2N 4V 5N 6S 8V 9N 9S"
    hand = base + " " + " ".join(cards)
    rows = value_discards(hand)
    assert rows[0].card.code not in cards
    assert rows[0].held.get(held) == 1
    for v in rows:
        if v.card.code in cards and v.distance == rows[0].distance:
            assert v.ev < rows[0].ev


def test_held_cuoc_reads_the_hand_and_mat():
    """:func:`held_cuoc`: thiên khai from four alike in hand; chíu and bòn from the mat; tôm and
    lèo across hand and mat."""
    from chan_core.melds import parse_meld

    melds = (parse_meld({"type": "chiu", "cards": ["4V"] * 4}), parse_meld({"type": "an_chan", "cards": ["9V"] * 2}),
             parse_meld({"type": "an_chan", "cards": ["9V"] * 2}))
    got = held_cuoc(_counts("5N 5N 5N 5N 8S CC 3V 3S 7N".split()), melds)
    assert got == {"chiu": 1, "bon": 1, "thien_khai": 1, "tom": 1, "leo": 1}


def test_the_chance_grows_with_copies_and_falls_with_distance():
    assert p_u(0, 0) == 1.0 and p_u(None, 9) == 0.0
    assert p_u(1, 2) < p_u(1, 8) < p_u(1, 20)
    for c in (2, 10, 30):
        assert p_u(1, c) > p_u(2, c) > p_u(3, c) > p_u(4, c) > p_u(5, c) > 0


# ------------------------------------------------------------------ self-play

def test_gioi_is_offered_as_the_strongest_level():
    assert list(BOTS)[-1] == "gioi"


def test_short_selfplay_with_gioi_is_clean():
    """Issue 25: self-play with the new level — 0 illegal actions, 0 invalid wins, 0
    conservation errors, no ù láo."""
    s = run(4, 4, 4_250_100, bots=("gioi", "advisor", "gioi", "advisor"))
    assert s["hands"] == 4
    assert s["illegal_actions"] == 0 and s["invalid_wins"] == 0 and s["conservation_errors"] == 0
    assert s["u_lao"] == 0


def test_gioi_xuong_is_right():
    """The xướng of a hand «Máy giỏi» won is graded right (``dung``): it says the engine's reading
    of its own win."""
    won = 0
    for seed in range(4_250_300, 4_250_312):
        st = play_hand(4, seed, bots=["gioi"] * 4)
        if st.result == "u":
            won += 1
            assert st.xuong["verdict"] == "dung", (seed, st.cuoc, st.xuong)
        if won >= 3:
            break
    assert won >= 3


@pytest.mark.full
def test_longer_selfplay_with_gioi_is_clean():
    s = run(4, 60, 4_250_200, bots=("gioi",))
    assert s["illegal_actions"] == 0 and s["invalid_wins"] == 0 and s["conservation_errors"] == 0
    assert s["u_lao"] == 0 and sum(s["wins"]) + s["draws"] == 60


# ------------------------------------------------------------------ the cước behind the điểm (the coach's line)

TAM_DO_LEO_WAIT = "9V 9V 8S 8V CC CC 9S 9N 2V 2V 3S 3S 4N 4N 5V 5V 7N 7N 9S"  # 8 red cards, a lèo, a lone 9S


@pytest.mark.parametrize("waits,cuoc", [
    ((("9N", 3), ("9S", 1)), {"tam_do": 1, "leo": 1}),  # 9N the likeliest: a cạ, still 8 red cards
    ((("9N", 1), ("9S", 2)), {"leo": 1}),  # 9S the likeliest: a chắn, 9 red cards, no tám đỏ
    ((("9S", 2), ("9N", 2)), {"tam_do": 1, "leo": 1}),  # a tie of copies: the win with more points
])
def test_wait_points_names_the_cuoc_of_the_likeliest_win(waits, cuoc):
    from chan_core.options import make_options

    h = [0] * 25
    for c in TAM_DO_LEO_WAIT.split():
        h[BY_CODE[c].index] += 1
    mean, named = wait_points(h, (), ((BY_CODE[c], n) for c, n in waits), make_options(None, None))
    assert named == cuoc
    assert mean is not None and mean > 0


def test_value_cuoc_waiting_from_the_win_else_held():
    """A waiting đánh names the cước of its likeliest ù (tám đỏ counted), one further away the held ones."""
    rows = value_discards("9V 9V 8S 8V CC CC 9S 9N 2V 2V 3S 3S 4N 4N 8V 8N 7N 7N 6S 5N")
    wait = next(v for v in rows if v.card.code == "5N")
    assert wait.distance == 1 and wait.cuoc == {"tam_do": 1, "leo": 1} and wait.held == {"leo": 1}
    far = next(v for v in rows if v.card.code == "2V")
    assert far.distance == 2 and far.cuoc == far.held == {"leo": 1}
