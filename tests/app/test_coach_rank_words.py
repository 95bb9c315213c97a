"""Each row of «Gợi ý» says the measure it is ranked by, and each row is one statement (session 18 tester): «1. Ăn cạ
… khả năng ù 11%» above «2. Bốc nọc … 12%» read as a contradiction (the order is by the cards still to take first);
«2. Đánh lục văn ngang nhau» under «Nên đi» read as «as good as the best»; «✗ Bỏ qua phạm «Bỏ ù» bỏ ù chờ ù» said
the bỏ ù twice; a move making the learner báo was tagged «không còn đường ù» while its text said «còn 3 lá để ù»."""
from __future__ import annotations

import re

import words
from chan_core.cards import BY_CODE
from chan_core.game import apply, can_u, legal_actions
from chan_core.game.bots import make_bot
from learning.coach import Table, choice_words
from learning.coach.advisor import advise, ranking
from learning.coach.standing import rank_words
from ui.table.play import advice_line


def _states(n: int = 60) -> list:
    """The learner's decisions in seeded hands where he plays as a bot (careful or random)."""
    out = []
    for seed in range(1, 300):
        t = Table.deal(4, seed, bot="sensible")
        me = make_bot("random" if seed % 2 else "sensible", seed)
        while len(out) < n:
            t.run_bots()
            st = t.state
            if st.actor != 0 or st.phase not in ("danh", "tra_cua", "offer"):
                break
            out.append(st)
            t.state = apply(st, me.choose(st, 0, legal_actions(st, 0)))
        if len(out) >= n:
            break
    return out


def named(action, st) -> str:
    """How a row names a move it ties with: a discard by its card (tied discards say their verb once, «đánh tam vạn và
    tứ vạn»: tests/app/test_coach_rank_words_read_well.py), another move in words."""
    return BY_CODE[action.card].word if action.type in ("danh", "tra_cua") else choice_words(action, st).split(" (")[0]


def test_each_row_says_why_it_is_below_the_row_above():
    """Every numbered row but the first says, in Vietnamese and English, the measure that puts it below the nearest
    row above (more cards to take; or as far from ù and less money, its figure no more than the other's), and a tied
    row names the number of the row above it it ties with, and that alone (session 26: its number's first row says why
    that number is below)."""
    farther = {"vi": "xa ù hơn nước {k}: cần thêm", "en": "farther from ù than move {k}"}
    money = {"vi": r"cùng cách ù với nước {k}, tiền trông được ít hơn: (−?[\d,]+) so với (−?[\d,]+) điểm",
             "en": r"the same distance from ù as move {k}, lower expected winnings: (−?[\d.]+) against (−?[\d.]+) điểm"}
    seen = {"farther": 0, "money": 0, "tied": 0}
    for st in _states():
        places = ranking(advise(st, 0))
        for lang in ("vi", "en"):
            with words.language(lang):
                for i, p in enumerate(places):
                    said = rank_words(places, i, st)
                    assert said.split(" (")[0] in advice_line(p, st, said)  # English: a card read out once
                    if p.place and any(q.place == p.place for q in places[:i]):  # said once, on a later row: its number
                        assert {"vi": f"cùng hạng với nước {p.place}:",
                                "en": f"ranked the same as move {p.place}:"}[lang] in said, said
                        seen["tied"] += 1
                        continue
                    above = next((q for q in reversed(places[:i]) if q.place and p.place and q.place < p.place), None)
                    if above is None:
                        continue
                    assert said, (p.move.action, st.position())
                    m, a = p.move, above.move
                    if m.distance is not None and a.distance is not None and m.distance > a.distance:
                        assert farther[lang].format(k=above.place) in said, said
                        seen["farther"] += 1
                    elif m.distance == a.distance and not p.below and m.value is not None:
                        got = re.search(money[lang].format(k=above.place), said)
                        assert got, said
                        num = [float(x.replace("−", "-").replace(",", ".")) for x in got.groups()]
                        assert num[0] <= num[1] + 0.05
                        assert re.search({"vi": f"× {st.players - 1} nhà trả", "en": f"× (the )?{st.players - 1} (payers|"
                                          "other players, who each pay)"}[lang], advice_line(p, st, said))  # its figures
                        seen["money"] += 1
    assert min(seen.values()) >= 3, seen


def test_a_passed_u_and_a_bao_move_are_each_one_statement():
    """A row letting an ù go says «bỏ ù» once (not also «phạm «Bỏ ù»») and its figures are those without the ù;
    a row whose lỗi makes the learner báo says in its figures that the hand has no way to ù and in its text why (a
    báo player may not ù; session 25: not the figure again) — never «còn … lá để ù» — in Vietnamese and English."""
    passed = bao = 0
    for st in _states(400):
        adv = advise(st, 0)
        for p in ranking(adv):
            m = p.move
            made_bao = any(f.get("penalty") == "bao" for f in m.faults or ()) and 0 not in st.bao
            if not (m.passes_u or made_bao):
                continue
            for lang, once, without, no_way, left, why_not in (
                    ("vi", "bỏ ù", "không ù thì", "không còn đường ù", "lá để ù", "bị báo thì không được ù nữa"),
                    ("en", "bỏ ù", "without the ù:", "no way left to ù", "cards to ù", "báo player may not ù")):
                with words.language(lang):
                    head, why = advice_line(p, st).split("  \n", 1)
                if m.passes_u and can_u(st, 0):
                    assert head.count(once) == 1 and without in head, head
                    passed += 1
                if made_bao:
                    assert no_way in head and why_not in why and no_way not in why and left not in why, (head, why)
                    bao += 1
        if passed >= 2 and bao >= 2:
            break
    assert passed >= 2 and bao >= 2
