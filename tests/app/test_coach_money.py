"""«Gợi ý» weighs the money at stake (issue 25): the positions of the issue advised as a player
would — four ngũ văn dealt kept (thiên khai), the chíu taken — with reasons that name the cước
at stake in both languages, and :func:`learning.coach.advisor.cost` for the review."""
from __future__ import annotations

import random

import words
from chan_core.cards import KINDS
from chan_core.game import Action, apply, new_hand
from learning.coach.advisor import TIE, advise, cost, ranking


def _deal(hands: list[str], cai: int, seed: int = 11):
    """A fixed deal: the cards given for each seat, the rest from a seeded shuffle."""
    rest = [k.code for k in KINDS for _ in range(4)]
    for h in hands:
        for c in h.split():
            rest.remove(c)
    random.Random(seed).shuffle(rest)
    dealt, i = [], 0
    for s, h in enumerate(hands):
        cs = h.split()
        need = (20 if s == cai else 19) - len(cs)
        dealt.append(cs + rest[i:i + need])
        i += need
    return new_hand(4, seed, cards={"dealt": dealt, "noc": rest[i:i + 23], "cai": cai})


def _said(m) -> tuple[str, str]:
    vi = words.say(m.reason)
    with words.language("en"):
        en = words.say(m.reason)
    return vi, en


def test_four_ngu_van_dealt_the_hint_keeps_them():
    st = _deal(["5N 5N 5N 5N 2V 2V 3S 4S 6V 7V 7S 8N 9N 9S CC 2N 3N 4N 6S 8V", "", "", ""], 0)
    places = ranking(advise(st, 0))
    first = [p for p in places if p.place == 1]
    assert first and all(p.move.action.card != "5N" for p in first)
    vi, en = _said(first[0].move)
    # the fours this discard does not touch are not «kept» by it (session 18): the điểm name the thiên khai
    assert "giữ bốn" not in vi and "keep the four" not in en
    assert "điểm (thiên khai" in vi and "điểm (thiên khai" in en
    assert "Về điểm: " in vi and "In points: " in en and "tiền" not in vi and "money" not in en  # dịch and điểm, not money
    five = next(p for p in places if p.move.action.card == "5N")
    assert five.place is None or five.place > 1
    vi5, en5 = _said(five.move)
    assert "phá bốn ngũ văn: mất thiên khai" in vi5 and "thiên khai lost" in en5
    assert cost(advise(st, 0), five.move.action) > TIE
    assert cost(advise(st, 0), first[0].move.action) == 0.0


def test_the_hint_takes_the_chiu():
    st = _deal(["4V 4V 4V 2V 2V 3S 3S 6N 6N 7V 7S 8N 8S 9N 9N CC 2N 5S 6V", "", "", "4V"], 3)
    st = apply(st, Action(3, "danh", "4V"))
    assert st.actor == 0 and st.phase == "offer"
    places = ranking(advise(st, 0))
    assert places[0].place == 1 and not places[0].tied and places[0].move.action.type == "chiu"
    vi, en = _said(places[0].move)
    assert "Chíu tứ vạn" in vi and "được chíu: thêm 1 dịch" in vi
    assert "chíu made: 1 more dịch" in en


def test_money_line_names_the_cuoc_behind_the_points():
    """Waiting with tám đỏ and a lèo: the line says which cước make the điểm, in both languages (the gloss in
    English, its cards read out); one card further away, the cước held (the lèo)."""
    st = _deal(["9V 9V 8S 8V CC CC 9S 9N 2V 2V 3S 3S 4N 4N 8V 8N 7N 7N 6S 5N", "", "", ""], 0)
    places = ranking(advise(st, 0))
    vi, en = _said(places[0].move)
    assert places[0].move.distance == 1
    assert "ù thì chừng 10,3 điểm (tám đỏ, lèo), khả năng ù" in vi
    assert "about 10.3 điểm (tám đỏ: exactly eight red cards; lèo: each set of cửu vạn [9 of vạn], " in en
    far = next(p.move for p in places if p.move.action.card == "2V")
    vi2, en2 = _said(far)
    assert "điểm (lèo), khả năng ù" in vi2 and "điểm (lèo: each set of" in en2 and "tám đỏ" not in vi2 + en2


def test_money_line_says_xuong_for_a_win_without_cuoc():
    """A wait whose ù has no cước: the line says the figure is a xuông's (tester, session 17: «2.3 điểm» alone
    left a newcomer guessing), glossed in English."""
    st = _deal(["2V 2V 4S 4S 4N 4N 5V 5V 6S 6S 7N 7N 9S 9N 7V 7V 5S 5S 6V 5N", "", "", ""], 0)
    m = ranking(advise(st, 0))[0].move
    vi, en = _said(m)
    assert m.distance == 1 and "ù thì chừng 2,3 điểm (xuông), khả năng ù" in vi
    assert "about 2.3 điểm (xuông: a win with no cước at all), chance of ù" in en
