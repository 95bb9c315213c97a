"""Issue 10 item 1: bỏ ù whenever the player holds 20 cards that already make an ù and does
something else — the cái's dealt 20 (thiên ù, seed 001 §V.5) and the 20 cards right after a
chíu (chíu ù "ù luôn", 001 §V.8). Bỏ ù is nghỉ ăn tiền on a later ù in the same hand
(001 §VII "trước đó có thể ù 1 quân nào đấy nhưng lại không ù, sau mới ù quân khác"; 003
forbids "Bỏ ù")."""
from __future__ import annotations

import random
from collections import Counter

import pytest

import words
from hypothesis import given, settings
from hypothesis import strategies as st

from chan_core.cards import CHI_CHI, KINDS, KINDS_OF_RANK, Hand
from chan_core.eval_kinds import evaluate
from chan_core.history import replay
from chan_core.legal import discard_moves, held_u_option, legal_moves
from chan_core.loi import held_u, judge_history
from chan_core.win import is_u

# The issue's example: the cái's 20 dealt cards are 7 chắn (2S 3V 4N 5S 6V 7N 9S) + 3 cạ
# (4V-4S, 8N-8S, 5V-5N).
CAI = "2S 2S 3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 9S 9S 4V 4S 8N 8S 5V 5N"
# The same with 5N → 2V: cạ 5V-5N broken, què 5V and 2V — not an ù.
CAI_NOT_U = "2S 2S 3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 9S 9S 4V 4S 8N 8S 5V 2V"


def danh(card):
    return {"event": "danh", "card": card}


def test_issue_example_danh_8N_is_bo_u():
    r = judge_history(CAI, [], danh("8N"))
    assert r.violations == [] and r.extras == ["bo_u"] and r.penalty == "nghi_an_tien"
    e = words.say(r.explanations[0], "vi")
    assert "thiên ù" in e and "bát văn" in e
    out = evaluate({"kind": "action", "hand": CAI, "history": [], "action": danh("8N")})
    assert out["extras"] == ["bo_u"] and out["penalty"] == "nghi_an_tien"


def test_every_discard_of_a_complete_dealt_hand_is_bo_u_and_u_is_the_answer():
    st_ = replay(CAI, [])
    assert st_.held_u_kind == "thien_u" and held_u(st_).valid
    opts = discard_moves(st_)
    assert [o.key for o in opts if o.ok] == ["u"]
    assert all(o.verdict.extras == ["bo_u"] for o in opts if o.event.event == "danh")
    assert len([o for o in opts if o.event.event == "danh"]) == len(set(Hand(CAI)))


def test_legal_moves_for_the_cais_first_move_lists_u():
    st_ = replay(CAI, [])
    lm = legal_moves(st_, "8N")
    assert lm.as_dict()["u_possible"] and lm.as_dict()["correct"] == ["u"]
    assert {o.event.event for o in lm.options} == {"u", "danh"}
    # through eval: the cái says ù on his dealt hand — clean, and "legal" lists the ù
    out = evaluate({"kind": "action", "hand": CAI, "history": [], "action": {"event": "u", "card": "8N"}})
    assert out["extras"] == [] and out["penalty"] is None
    assert out["legal"]["correct"] == ["u"] and out["legal"]["u_possible"]


def test_later_u_in_the_same_hand_is_nghi_an_tien():
    # đánh 8N (bỏ thiên ù) → 19 cards, què 8S; draw 8V → cạ 8V-8S → ù again, but nghỉ ăn tiền
    hist = [danh("8N"), {"event": "boc", "card": "8V"}]
    r = judge_history(CAI, hist, {"event": "u", "card": "8V"})
    assert r.verdict.extras == []  # the ù itself is a real ù …
    assert r.extras == ["bo_u"] and r.penalty == "nghi_an_tien"  # … after a passed one
    assert [v.extras for v in r.steps] == [["bo_u"], []]


def test_dealt_hand_that_is_not_an_u():
    st_ = replay(CAI_NOT_U, [])
    assert st_.held_u_kind == "thien_u" and not held_u(st_).valid
    assert judge_history(CAI_NOT_U, [], danh("2V")).extras == []
    assert all(o.event.event == "danh" for o in discard_moves(st_))  # no ù offered
    lm = legal_moves(st_, "2V")
    assert not lm.as_dict()["u_possible"] and lm.option("u").verdict.extras == ["u_lao"]
    assert judge_history(CAI_NOT_U, [], {"event": "u", "card": "2V"}).penalty == "u_lao"


def test_nineteen_card_start_holds_nothing():
    st_ = replay(CAI.rsplit(" ", 1)[0], [])
    assert st_.held_u_kind is None and held_u(st_) is None and held_u_option(st_) is None


# 6 chắn (2V 3V 4V 5V 6V) + cạ 2N-2S, 3N-3S, 4N-4S + three 9V: chíu 9V → 20 cards, 7 chắn 3 cạ.
CHIU = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 2N 2S 3N 3S 4N 4S 9V 9V 9V"
CHIU_EV = {"event": "chiu", "card": "9V", "source": "danh", "by": "khac"}


def test_chiu_then_u_is_chiu_u_not_bo_u():
    # 001 §V.8 "chíu mà tròn bài, ù luôn": chíu, then ù on those 20 cards
    r = judge_history(CHIU, [CHIU_EV], {"event": "u", "card": "9V"})
    assert r.extras == [] and r.penalty is None and r.steps[0].extras == []
    st_ = replay(CHIU, [CHIU_EV])
    assert st_.held_u_kind == "chiu_u" and held_u(st_).valid and held_u(st_).chiu_u


def test_chiu_then_tra_cua_is_bo_u():
    r = judge_history(CHIU, [CHIU_EV], {"event": "tra_cua", "card": "2N"})
    assert r.extras == ["bo_u"] and "chíu ù" in words.say(r.explanations[0], "vi")
    opts = discard_moves(replay(CHIU, [CHIU_EV]), "tra_cua")
    assert [o.key for o in opts if o.ok] == ["u"]


def test_after_an_eat_nothing_is_held():
    # 6 chắn 3 cạ + què 9V; cửa trên đánh 9V, eaten as a chắn: 20 complete cards, but an eaten
    # card is never won on (001 §IV Ù) — the đánh that follows is no bỏ ù.
    w6 = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2N 2S 3N 3S 4N 4S 9V"
    hist = [{"event": "an", "card": "9V", "with": "9V", "source": "danh", "by": "tren"}]
    st_ = replay(w6, hist)
    assert st_.size == 20 and st_.held_u_kind is None
    assert judge_history(w6, hist, danh("7V")).extras == []


# ---------------------------------------------------------------- properties
def complete_hand(rng: random.Random) -> list | None:
    """20 cards laid out as ≥ 6 chắn + cạ, no kind more than 4 times (None when the draw fails)."""
    counts: Counter = Counter()
    cards: list = []
    n_chan = rng.randint(6, 10)
    for _ in range(n_chan):
        k = rng.choice([k for k in KINDS if counts[k] <= 2])
        counts[k] += 2
        cards += [k, k]
    for _ in range(10 - n_chan):
        rank = rng.randint(2, 9)
        free = [k for k in KINDS_OF_RANK[rank] if counts[k] < 4 and k != CHI_CHI]
        if len(free) < 2:
            return None
        a, b = rng.sample(free, 2)
        counts[a] += 1
        counts[b] += 1
        cards += [a, b]
    rng.shuffle(cards)
    return cards


@settings(max_examples=150)
@given(st.randoms(use_true_random=False))
def test_complete_dealt_hand_any_discard_is_bo_u(rng):
    cards = complete_hand(rng)
    if cards is None:
        return
    hand = Hand(cards)
    assert is_u(hand.counts)  # the generator makes ù hands (the property is not vacuous)
    card = rng.choice(cards)
    r = judge_history(hand, [], danh(card.code))
    assert r.violations == [] and r.extras == ["bo_u"], (str(hand), card)
    assert [o.key for o in discard_moves(replay(hand, [])) if o.ok] == ["u"]
    # and a kind held 4 times, taken by chíu from 3: the 20 after the chíu are held as chíu ù
    # (not chi chi: ù on chi chi only as bạch thủ chi, 001 §V.18)
    four = [k for k in set(cards) if hand[k] == 4 and k != CHI_CHI]
    if four:
        k = four[0]
        start = hand - k
        chiu = {"event": "chiu", "card": k.code, "source": "danh", "by": "khac"}
        out = next(x for x in cards if x != k)
        assert judge_history(start, [chiu], {"event": "tra_cua", "card": out.code}).extras == ["bo_u"]
        assert judge_history(start, [chiu], {"event": "u", "card": k.code}).extras == []


@settings(max_examples=150)
@given(st.randoms(use_true_random=False))
def test_random_dealt_hand_bo_u_iff_complete(rng):
    deck = [k for k in KINDS for _ in range(4)]
    rng.shuffle(deck)
    hand = Hand(deck[:20])
    card = rng.choice(deck[:20])
    r = judge_history(hand, [], danh(card.code))
    assert ("bo_u" in r.extras) == is_u(hand.counts)


def test_a_seat_already_bao_is_never_charged_a_bo_u():
    """001 §VII: «Khi bị báo, người này ko được đánh hay ù nữa» — a báo seat cannot ù, so letting a winning card
    go is no bỏ ù (the table offered it no ù). 300 hands of random bots, who make lỗi and get báo often."""
    from chan_core.game.selfplay import play_hand

    bao_hands = 0
    for seed in range(300):
        bao_at: dict[int, int] = {}  # seat → the number of events when it became báo

        def seen(st, bao_at=bao_at):
            for s in st.bao:
                bao_at.setdefault(s, len(st.events))

        st = play_hand(4, seed, bots=("random",), check=seen)
        bao_hands += bool(bao_at)
        late = [f for f in st.faults if f["code"] == "bo_u" and f["seat"] in bao_at and bao_at[f["seat"]] <= f["event"]]
        assert late == [], (seed, late)
    assert bao_hands >= 30  # the sweep does reach báo seats
