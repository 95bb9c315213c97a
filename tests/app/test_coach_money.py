"""«Gợi ý» weighs the money at stake (issue 25): the positions of the issue advised as a player
would — four ngũ văn dealt kept (thiên khai), the chíu taken — with reasons that name the cước
at stake in both languages, and :func:`learning.coach.advisor.cost` for the review."""
from __future__ import annotations

import random
import re

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
    assert "ù với thiên khai đang có được" in vi and "an ù with the thiên khai" in en and "held now pays" in en
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
    assert "Chíu tứ vạn" in vi and "thêm cước chíu khi ù (1 dịch)" in vi
    assert "the cước chíu added when you ù (1 dịch)" in en


def test_money_line_names_the_cuoc_behind_the_points():
    """Waiting with tám đỏ and a lèo: the line says which cước make the điểm, in both languages (the gloss in
    English, its cards read out); one card further away, the cước held (the lèo)."""
    st = _deal(["9V 9V 8S 8V CC CC 9S 9N 2V 2V 3S 3S 4N 4N 8V 8N 7N 7N 6S 5N", "", "", ""], 0)
    places = ranking(advise(st, 0))
    vi, en = _said(places[0].move)
    assert places[0].move.distance == 1
    assert "ù thì trung bình chừng 10,3 điểm (tính trên các quân ù được; quân dễ ù nhất cho tám đỏ, lèo, ù 10 điểm; cộng 0,3" in vi
    assert "on average about 10.3 điểm — over the cards that win; the likeliest one gives tám đỏ (exactly eight red " \
           "cards) and lèo (one each of cửu vạn [9 of vạn], " in en and ", an ù of 10 điểm; plus 0.3" in en  # tester: «6 điểm for the tôm: …; lèo: …» read as tôm's
    far = next(p.move for p in places if p.move.action.card == "2V")
    vi2, en2 = _said(far)
    assert "ù với lèo đang có được" in vi2 and "with the lèo (one each of" in en2 and "tám đỏ" not in vi2 + en2


def test_money_line_says_xuong_for_a_win_without_cuoc():
    """A wait whose ù has no cước: the line says the figure is an average over the winning cards, the likeliest an ù
    xuông of 2 điểm, and the 0.3 added for a chì (session 18: «2,3 điểm (xuông)» while a xuông pays 2)."""
    st = _deal(["2V 2V 4S 4S 4N 4N 5V 5V 6S 6S 7N 7N 9S 9N 7V 7V 5S 5S 6V 5N", "", "", ""], 0)
    m = ranking(advise(st, 0))[0].move
    vi, en = _said(m)
    assert m.distance == 1 and "ù thì trung bình chừng 2,3 điểm (tính trên các quân ù được; quân dễ ù nhất cho ù " \
        "xuông 2 điểm, chưa có cước nào; cộng 0,3 cho khả năng ù chì), khả năng ù" in vi and "(xuông)" not in vi
    assert "on average about 2.3 điểm — over the cards that win; the likeliest one gives an ù xuông, 2 điểm, a win " \
        "with no cước at all; plus 0.3 for a chance of ù chì — chance of ù" in en


def test_money_line_says_what_its_points_are_made_of():
    """Session 18: «ù thì chừng 3,0 điểm (xuông)» while a xuông pays 2. Over many positions, every line of a hand not
    yet waiting says the điểm of the cước held (the engine's total of them, a xuông's 2 when none) and the allowance
    added, which make its figure; a waiting hand's says it is an average («trung bình», «on average»); no line says
    «(xuông)» alone."""
    from chan_core.cuoc.points import total
    from chan_core.options import make_options
    from words.i18n import number

    opts, lines = make_options(None, None), 0
    for seed in range(30):
        st = new_hand(4, seed)
        for m in advise(st, st.actor).moves:
            f = m.money
            if f is None or f.code != "strategy.stake.line":
                continue
            vi, en = words.say(f), None
            with words.language("en"):
                en = words.say(f)
            assert "(xuông)" not in vi and "(xuông:" not in en
            if f["mean"]:
                assert "trung bình chừng" in vi and "on average about" in en
                continue
            held = {c: n for c, n in f["cuoc"] if c in ("chiu", "bon", "thien_khai", "tom", "leo")}
            base = total(held or {"xuong": 1}, opts)
            assert abs(f["points"] - f["extra"] - base) < 0.05, (f, base)
            said = (f"({number(base, 0)} điểm của ", f"đang có được {number(base, 0)} điểm", f"— {number(base, 0)} điểm for ",
                    f"held now pays {number(base, 0)} điểm")
            assert (said[0] in vi or said[1] in vi) and (said[2] in en or said[3] in en), (vi, en)
            lines += 1
    assert lines >= 200


def test_losing_a_tom_held_alone_says_the_points_it_costs():
    """«mất tôm (1 dịch)» undersold a tôm that is the hand's only cước: alone it is worth its điểm over a xuông (seed
    002), so letting its only tam vạn go says the điểm the ù loses, in both languages."""
    from chan_core.cuoc.points import total
    from chan_core.options import make_options

    st = _deal(["3V 3S 7N 2V 2V 4S 4S 4N 5V 5V 6S 6S 8N 8N 9S 9N 7V 7V 5S 6V", "", "", ""], 0)
    m = next(m for m in advise(st, 0).moves if m.action.card == "3V")
    lose = next(s for s in m.money["stakes"] if s.code == "strategy.stake.lose")
    opts = make_options(None, None)
    diem = total({"tom": 1}, opts) - total({"xuong": 1}, opts)
    assert lose["cuoc"] == "tom" and lose["diem"] == diem == 2
    vi, en = _said(m)
    assert "mất tôm: ù ít đi 2 điểm" in vi and "tôm lost: the ù worth 2 điểm less" in en


def test_money_to_expect_above_the_u_s_points_says_who_pays():
    """Session 21 tester: a row's «tiền trông được» (4,5 điểm) was more than its ù is worth (about 4,3 điểm) with
    nothing saying why: it is the chance of ù × the ù's điểm × every other player, who each pay it (seed 002). Each
    row saying that figure now says how many pay, in both languages."""
    from learning.coach.advisor import said_once
    from learning.coach.standing import rank_words
    from tests.app.test_coach_rank_words import _states
    from ui.table.play import advice_line
    over = 0
    for st in _states(70):
        places = said_once(ranking(advise(st, 0)))
        for i, p in enumerate(places):
            line = p.move.money
            if p.move.value is None or line is None or line.get("points") is None:
                continue
            for lang, who in (("vi", f"{st.players - 1} nhà trả"), ("en", f"(the {st.players - 1} other players|× "
                                                                            f"{st.players - 1} payers?)")):
                with words.language(lang):
                    said, figure = advice_line(p, st, rank_words(places, i, st)), words.number(p.move.value, 1)
                if figure in said:  # the row says its money to expect
                    assert re.search(who, said), said
                    over += p.move.value > line["points"] and lang == "vi"
    assert over  # rows whose money to expect is more than their ù's điểm were met
