"""AppTest of «Chơi Mậu binh» (issue 28 item 4): deal, arrange with the live checker, settle
against three bots chi by chi with the money, compare with the best arrangement, keep the round,
replay it, save it for «Tiến độ»; the engine of the round (``mau_binh.round``)."""
from __future__ import annotations

import pytest

from apptest_pages import chi_rows, open_page, set_chi, shown
from mau_binh.arrangement import Arrangement
from mau_binh.round import LEVELS, bot_arrangement, deal_round, play_round, replay, round_record
from mau_binh.scoring import player
from mau_binh.solver import solve
from words import say

SEED = 2028
LEARNER = ("Người học 1",)


def texts(at) -> str:
    parts = [x.value for x in at.markdown] + [x.value for x in at.caption] + [x.value for x in at.subheader]
    for kind in ("success", "error", "warning", "info"):
        parts += [x.value for x in getattr(at, kind)]
    return "\n".join(map(str, parts))


@pytest.mark.parametrize("level", LEVELS)
def test_bots_never_play_lung_and_keep_their_cards(level):
    for seed in range(6):
        for hand in deal_round(seed)[1:]:
            arr = bot_arrangement(hand, level, seed)
            assert player(arr).arrangement.valid and sorted(arr.cards) == sorted(hand)


def test_round_compares_with_the_best_against_the_same_opponents():
    hands = deal_round(SEED)
    bots = [bot_arrangement(h, lvl, SEED) for h, lvl in zip(hands[1:], LEVELS)]
    best = solve(hands[0]).arrangement
    rnd = play_round([best, *bots])
    assert rnd.cost == 0 and rnd.summary[-1].code == "mau_binh.round.as_best"
    assert sum(rnd.settlement.points) == 0
    rec = round_record(SEED, LEVELS, rnd)
    assert replay(rec).settlement.points == rnd.settlement.points
    assert say(rnd.summary[0]).startswith(("Ván này bạn được", "Ván này bạn thua")) and say(rnd.summary[0], "en").startswith("This round")


def test_page_plays_one_round_to_the_settlement_and_the_comparison(progress_db):
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    assert not at.exception
    hand = deal_round(SEED)[0]
    html = "\n".join(e.proto.body for e in at.get("html"))
    assert all(f'data-card="{c.code}"' in html for c in hand)   # card pictures, not codes
    assert at.button(key="cm_reveal").disabled
    sensible = bot_arrangement(hand, "hop_ly")
    set_chi(at, sensible, f"cm_chi_{SEED}")
    assert at.success or at.error                              # the live checker
    at.button(key="cm_reveal").click().run()
    assert not at.exception
    text = texts(at)
    for part in ("Lật bài", "So từng chi", "Tính tiền", "So với cách xếp tốt nhất", "Chi đầu", "Chi cuối",
                 "Ván này bạn ", "Người 1 (bạn)"):
        assert part in text, part
    table = at.table[0].value
    assert list(table.columns) == ["Người", "Điểm", "Tiền"] and len(table) == 4 and "đ" in table.iloc[0, 2]
    assert progress_db.get_store().attempts("choi_mau_binh") == []  # a round is a round, not an answer
    # kept and replayable
    assert "Ván đã chơi" in text and at.button(key="cm_replay_0")
    at.button(key="cm_new").click().run()
    assert at.button(key="cm_reveal").disabled and not at.exception
    at.button(key="cm_replay_0").click().run()
    assert "Đang xem lại ván số" in texts(at) and "Tính tiền" in texts(at)


def test_page_house_rules_reach_the_settlement(progress_db):
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    at.toggle(key="cm_h_sap_ham").set_value(True).run()
    assert at.session_state["mb_house"]["sap_ham"] is True
    hand = deal_round(SEED)[0]
    set_chi(at, Arrangement.parse(str(solve(hand).arrangement)), f"cm_chi_{SEED}")
    at.button(key="cm_reveal").click().run()
    assert not at.exception
    assert at.session_state["cm_view"]["options"]["sap_ham"] is True


def test_page_in_english_has_no_vietnamese_but_the_game_words(progress_db):
    from words import language

    from apptest_pages import page_texts
    from tests.english_check import vietnamese_leaks

    with language("en"):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang="en")
        assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []
        set_chi(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
        text = texts(at)
        assert ("This round you scored" in text or "This round you lost" in text) and "Settling up" in text and not at.exception
        assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []


def test_timer_up_reveals_with_the_sensible_arrangement(progress_db):
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    at.toggle(key="cm_timer").set_value(True).run()
    assert "Đồng hồ: còn" in texts(at) and at.button(key="cm_reveal").disabled
    at.session_state[f"cm_started_{SEED}"] = 0.0  # long ago: time is up
    at.run()
    assert not at.button(key="cm_reveal").disabled and "Hết giờ" in texts(at)
    at.button(key="cm_reveal").click().run()
    rec = at.session_state["cm_view"]
    assert rec["timed_out"] is True
    assert rec["arrangements"][0] == str(bot_arrangement(deal_round(SEED)[0], "hop_ly"))
    assert "các lá bạn chưa xếp được xếp giúp" in texts(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_cost_of_an_arrangement_is_said_once_not_with_a_second_minus(progress_db, lang):
    """«mất 5 điểm … là 5.000 đ» / «cost 5 points … that is 5,000 VND»: «mất»/«cost» already says it is lost."""
    from words import language

    hand = deal_round(SEED)[0]
    bots = [bot_arrangement(h, lvl, SEED) for h, lvl in zip(deal_round(SEED)[1:], LEVELS)]
    mine = bot_arrangement(hand, "hop_ly")
    cost = play_round([mine, *bots]).cost
    assert cost > 0
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, mine, f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    line = next(w.value for w in at.warning if ("mất" if lang == "vi" else "cost") in w.value)
    money = f"{cost},000 VND" if lang == "en" else f"{cost}.000 đ"
    last = line.rsplit(". ", 1)[1]  # the money sentence after the engine's summary
    assert money in last and "−" not in last and "+" not in last, line


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_each_chi_line_names_both_players_and_you(progress_db, lang):
    """«Chi đầu: người 4 thắng người 2 (…)» / «win for player 4 over player 2»: the loser is named too, «bạn»/«you»
    for seat 1 — one need not match hands to know who lost."""
    from mau_binh.rules import CHI_IDS
    from words import language

    hands = deal_round(SEED)
    mine = bot_arrangement(hands[0], "hop_ly")
    res = play_round([mine, *[bot_arrangement(h, lvl, SEED) for h, lvl in zip(hands[1:], LEVELS)]]).settlement
    you, seat = ("bạn", "người {}") if lang == "vi" else ("you", "player {}")
    name = {s: you if s == 1 else seat.format(s) for s in range(1, 5)}
    won, tie = ("{} thắng {} (", "{} và {} hòa (") if lang == "vi" else ("win for {} over {} —", "{} and {} tie —")
    want = []
    for c in CHI_IDS:
        for d in res.duels:
            for x in (x for x in d.lines if x.params.get("chi") == c):
                w = x.get("player", d.a + 1)
                want.append((won if "player" in x.params else tie).format(name[w], name[d.a + d.b + 2 - w]))
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, mine, f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    said = [ln for m in at.markdown for ln in m.value.splitlines() if ln.startswith("- Chi ")]
    assert len(said) == len(want) == 18 and any(you in w for w in want), said
    for line, part in zip(said, want):
        assert part in line, (part, line)


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize(("typed", "stake", "said"), [
    ("-500", 1000, ("nằm ngoài khoảng", "is outside that range")), ("999999999999", 1000, ("0 đến", "0 to")),
    ({"vi": "2.000", "en": "2,000"}, 2000, None), ("", 1000, None),  # each language's thousands mark
])
def test_the_stake_box_says_a_value_it_cannot_use_and_the_stake_used(progress_db, lang, typed, stake, said):
    from words import language

    typed = typed[lang] if isinstance(typed, dict) else typed
    hand = deal_round(SEED)[0]
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        at.text_input(key="cm_stake").set_value(typed).run()
        notes = [shown(e.value) for e in [*at.error, *at.warning]]  # said right after it was typed, only (session 24)
        set_chi(at, bot_arrangement(hand, "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    assert not at.exception and not [e for e in [*at.error, *at.warning] if typed and typed in e.value]
    points = int(at.session_state["cm_view"]["points"][0])
    money = at.table[0].value.iloc[0, 2]
    assert money.lstrip("+−").split()[0].replace(".", "").replace(",", "") == str(abs(points) * stake), money
    refused = [n for n in notes if typed and f"«{typed}»" in n]
    if said is None:
        assert not refused, notes
    else:
        assert len(refused) == 1, notes  # under the box, which keeps the stake in use (session 23)
        where = ("10,000,000", "The box keeps 1,000.") if lang == "en" else ("10.000.000", "Ô vẫn giữ 1.000.")
        assert all(said[lang == "en"] in n and all(w in n for w in where) for n in refused), refused


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lung_sap_ham_is_greyed_while_sap_ham_is_off(progress_db, lang):
    from words import language

    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        assert at.toggle(key="cm_h_sap_ham").value is False
        greyed = at.toggle(key="cm_h_sap_ham_lung_off")
        assert greyed.disabled and greyed.value is False, "shown off while sập hầm is off"
        assert ("khi bật «Sập hầm" if lang == "vi" else "only when «") in greyed.help
        kept = at.session_state["mb_house"]["sap_ham_lung"]
        at.toggle(key="cm_h_sap_ham").set_value(True).run()
        assert at.toggle(key="cm_h_sap_ham_lung").value is kept  # the choice comes back
        box = at.selectbox(key="cm_level_0")
        assert box.format_func(box.value) == ("Random" if lang == "en" else "Ngẫu nhiên")  # short: fits the box
    assert not at.toggle(key="cm_h_sap_ham_lung").disabled
    assert ("not lủng" if lang == "en" else "không lủng") in box.help  # the detail is in the help


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_five_pairs_and_a_three_choices_are_said_in_the_language(progress_db, lang):
    """The house rule «Năm đôi một xám»'s two readings: the mậu binh's name, glossed in English."""
    from words import language

    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        box = at.selectbox(key="cm_h_nam_doi_mot_xam")
        said = list(box.options)  # the labels the box shows
    want = {"vi": ["Sáu đôi", "Trên sáu đôi"], "en": ["Sáu đôi (six pairs)", "Above sáu đôi (six pairs)"]}[lang]
    assert said == want and not at.exception


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_mau_binh_laid_out_lung_says_why_it_still_wins(progress_db, lang):
    """Seat 1 holds a mậu binh (seed 56: 12 cards of one colour) laid out lủng (cut high first): the result
    says it wins all the same and names the decision behind it; the heading of the whole-hand lines reads
    as a sentence, not «Before comparing chi (…) and at the end (…):»."""
    from mau_binh.rules import load_rules
    from words import language, text_of

    seed = 56
    hand = sorted(deal_round(seed)[0], key=lambda c: -c.rank)
    arr = Arrangement.of({"front": hand[:3], "middle": hand[3:8], "back": hand[8:]})
    assert arr.lung and player(arr).special is not None
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=seed, lang=lang)
        set_chi(at, arr, f"cm_chi_{seed}")
        at.button(key="cm_reveal").click().run()
        assert not at.exception
        text = texts(at)
        topic = next(text_of(d, "topic") for d in load_rules().decisions if d.id == "mau_binh_xet_13_la")
        stake = at.text_input(key="cm_stake").label
    assert f"«{topic}»" in text
    heading = {"vi": "**Tính cho cả ván, không theo từng chi**",
               "en": "**Counted for the whole round, not chi by chi**"}
    assert heading[lang] in text
    whole = next(m.value for m in at.markdown if m.value.startswith("- ") and "«" in m.value).split("\n")
    assert len(whole) == 3 and len(set(whole)) == 3, whole  # one per opponent, each naming the pair
    assert lang == "vi" or "điểm" not in stake, stake  # «Stake per point», not the Chắn word
