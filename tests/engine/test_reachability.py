"""Boards that cannot happen (issue 10, item 4): chan_core.reachability, the win check,
``eval`` warnings, the pages, and every generator producing only reachable boards."""
import json
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chan_core import reachability
from chan_core.cuoc import detect
from chan_core.eval_kinds import evaluate
from chan_core.gen_win import LEVELS, gen_win
from chan_core.melds import Meld
from chan_core.options import make_options
from chan_core.win import CONTEXTS, check_u, make_win
from tests.budget import fast_first, sized
from tests.cli_runs import run_cli
from words import answer_texts, say

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = make_options("classic")
BACH_THU = "2V 2V 3V 3V 4V 4V 6V 6V 7V 7V 2N 2S 5N 5S 8N 8S 9N 9S 4N"  # 5 chắn 4 cạ, què 4N

# The boards of the examples, as win scenarios.
DIA_U_EATEN = {  # địa ù with an eaten chắn on the mat
    "kind": "win", "hand": "3V 3V 4V 4V 6V 6V 7V 7V 2N 2S 5N 5S 8N 8S 9N 9S 4N",
    "melds": [{"type": "an_chan", "cards": "2V 2V"}], "winning_card": "4N", "source": "boc", "drawn_by": "self",
    "context": ["dia_u"],
}
DIA_U_CA = {**DIA_U_EATEN, "hand": "2V 2V 3V 3V 4V 4V 6V 6V 7V 7V 5N 5S 8N 8S 9N 9S 4N",
            "melds": [{"type": "an_ca", "cards": "2N 2S"}]}
DIA_U_CHIU = {  # địa ù with a chíu only: fine (chíu needs no turn, 001 §IV)
    "kind": "win", "hand": "3V 3V 4V 4V 6V 6V 2N 2S 5N 5S 8N 8S 9N 9S 4N",
    "melds": [{"type": "chiu", "cards": "7V 7V 7V 7V"}], "winning_card": "4N", "source": "boc", "drawn_by": "self",
    "context": ["dia_u"],
}
PHA_THIEN_EATEN = {  # 6 chắn eaten after a dealt hand with no chắn: fine
    "kind": "win", "hand": "8V 8N 2N 2S 4V 4S 5V",
    "melds": [{"type": "an_chan", "cards": f"{c} {c}"} for c in ("2V", "4N", "5S", "6V", "7S", "9N")],
    "winning_card": "5N", "source": "boc", "drawn_by": "other", "context": ["pha_thien"],
}
PHA_THIEN_HAND_CHAN = {"kind": "win", "hand": BACH_THU, "winning_card": "4N", "source": "boc", "drawn_by": "self",
                       "context": ["pha_thien"]}
PHA_THIEN_DEALT_CHAN = {**PHA_THIEN_EATEN,  # a deal that fits the board, but with two nhị vạn
                        "dealt_hand": "2V 2V 4N 5S 6V 7S 9N 8V 8N 2N 2S 4V 4S 5V 3N 6N 6S 7V 7N"}
AN_CHAN_CHIU_DUOC = {  # ăn chắn 5V while 5V 5V still in hand: that was a chíu (lỗi 2)
    "kind": "win", "hand": "5V 5V 4V 4V 6V 6V 7S 7S 3N 3S 6N 6S 9N 9S 8V 8N 2V",
    "melds": [{"type": "an_chan", "cards": "5V 5V"}], "winning_card": "2V", "source": "boc", "drawn_by": "self",
}
THIEN_U_MELDS = {  # thiên ù with a meld on the mat: 18 in hand + 2 on the mat
    "kind": "win", "hand": "3V 3V 4V 4V 6V 6V 7V 7V 2N 2S 5N 5S 8N 8S 9N 9S 4N 4N",
    "melds": [{"type": "an_chan", "cards": "2V 2V"}], "context": ["thien_u"],
}


def _ans(sc, **extra):
    """The answer as the command line prints it: facts said in Vietnamese (:func:`words.answer_texts`)."""
    return answer_texts(evaluate({**sc, **extra}))


# ---------------------------------------------------------------- the examples
@pytest.mark.parametrize("sc", [DIA_U_EATEN, DIA_U_CA], ids=["an_chan", "an_ca"])
def test_dia_u_with_an_eaten_meld_is_not_awarded(sc):
    a = _ans(sc)
    assert a["valid"] and "dia_u" not in a["cuoc"]
    assert len(a["warnings"]) == 1 and "Địa ù" in a["warnings"][0] and "chíu" in a["warnings"][0]
    # without the flag the same board is answered the same way, without a warning
    b = _ans({k: v for k, v in sc.items() if k != "context"})
    assert b["cuoc"] == a["cuoc"] and b["warnings"] == []


def test_dia_u_with_a_chiu_only_is_awarded():
    a = _ans(DIA_U_CHIU)
    assert a["valid"] and a["cuoc"].get("dia_u") == 1 and a["warnings"] == []


def test_pha_thien_with_a_chan_in_hand_is_not_awarded():
    a = _ans(PHA_THIEN_HAND_CHAN)
    assert a["valid"] and "pha_thien" not in a["cuoc"]
    assert "Phá thiên" in a["warnings"][0] and "nhị vạn" in a["warnings"][0]


def test_pha_thien_with_eaten_chan_is_awarded():
    a = _ans(PHA_THIEN_EATEN)
    assert a["cuoc"] == {"pha_thien": 1} and a["warnings"] == []


def test_pha_thien_with_a_dealt_hand_holding_a_chan_is_not_awarded():
    a = _ans(PHA_THIEN_DEALT_CHAN)
    assert "pha_thien" not in a["cuoc"] and any("bài được chia có 2 quân nhị vạn" in w for w in a["warnings"])


def test_dealt_hand_that_does_not_hold_the_hand_is_not_used():
    # the dealt hand has no chắn (phá thiên without a flag) but lacks the 8V still in hand
    sc = {**PHA_THIEN_EATEN, "context": [], "dealt_hand": "2V 4N 5S 6V 7S 9N 3N 8N 2N 2S 4V 4S 5V 3V 6N 6S 7V 7N 9V"}
    a = _ans(sc)
    assert "pha_thien" not in a["cuoc"] and "bát vạn" in a["warnings"][0]
    short = {**sc, "dealt_hand": "2V 4N 5S"}
    assert "19 lá" in _ans(short)["warnings"][0]
    ok = {**sc, "dealt_hand": "2V 4N 5S 6V 7S 9N 8V 8N 2N 2S 4V 4S 5V 3V 3N 6N 6S 7V 7N"}
    assert _ans(ok)["cuoc"] == {"pha_thien": 1} and _ans(ok)["warnings"] == []


def test_an_chan_with_two_more_in_hand_warns_lỗi_2():
    a = _ans(AN_CHAN_CHIU_DUOC)
    assert a["valid"] and len(a["warnings"]) == 1
    assert "lỗi 2" in a["warnings"][0] and "ngũ vạn" in a["warnings"][0]


def test_thien_u_with_melds_is_judged_without_thien_u():
    a = _ans(THIEN_U_MELDS)
    assert a["valid"] and "thien_u" not in a["cuoc"] and not a["facts"]["thien_u"]
    assert "Thiên ù" in a["warnings"][0]
    # the same 20 cards in hand are a thiên ù
    b = _ans({"kind": "win", "hand": THIEN_U_MELDS["hand"] + " 2V 2V", "context": ["thien_u"]})
    assert b["cuoc"].get("thien_u") == 1 and b["warnings"] == []


def test_thien_u_with_dia_u_keeps_thien_u_only():
    a = _ans({"kind": "win", "hand": BACH_THU + " 4N", "context": ["thien_u", "dia_u"]})
    assert a["cuoc"].get("thien_u") == 1 and "dia_u" not in a["cuoc"] and "địa ù" in a["warnings"][0]


def test_an_ca_that_only_a_loi_makes_warns():
    # cạ 9V–9N on the mat while 9V and 9N are both still in hand: whichever was taken, its twin was there (lỗi 1)
    w = make_win("9V 9N 2V 2V 3V 3V 4V 4V 6V 6V 7V 7V 5N 5S 8N", "8S",
                 melds=[Meld.of("an_ca", "9V 9N")], source="boc", drawn_by="self")
    r = reachability.check(w)
    assert [p.rule for p in r.problems] == ["an_ca_loi"] and "lỗi 1" in say(r.warnings[0])
    # two cạ that must both have been eaten with a 9V, two more 9V still in hand: four alike split (lỗi 5)
    w = make_win("9V 9V 2V 2V 3V 3V 4V 4V 6V 6V 7V 7V 5N 5S 8N", "8S",
                 melds=[Meld.of("an_ca", "9V 9N"), Meld.of("an_ca", "9V 9S")], source="boc", drawn_by="self")
    r = reachability.check(w)
    assert [p.rule for p in r.problems] == ["an_ca_loi"] and "lỗi 5" in say(r.warnings[0])
    # one cạ eaten with a lone card: clean
    w = make_win("9V 9V 2V 2V 3V 3V 4V 4V 6V 6V 7V 7V 5N 5S 8N", "8S",
                 melds=[Meld.of("an_ca", "2N 2S"), Meld.of("an_ca", "9N 9S")], source="boc", drawn_by="self")
    assert not reachability.check(w).problems


def test_eval_on_the_command_line_answers_impossible_context_with_warnings(tmp_path):
    f = tmp_path / "impossible.yaml"
    f.write_text(yaml.safe_dump([{"id": "dia-u-an", **DIA_U_EATEN}, {"id": "thien-melds", **THIEN_U_MELDS}],
                                allow_unicode=True), encoding="utf-8")
    code, stdout, err = run_cli(f)  # in-process (the command line's main; a real process: tests/engine/test_cli.py)
    assert code == 0, err
    out = json.loads(stdout)
    assert [len(a["warnings"]) for a in out] == [1, 1] and all(a["valid"] for a in out)


def test_xuong_answers_impossible_context_with_warnings():
    a = evaluate({**DIA_U_EATEN, "kind": "xuong", "declared": ["chi", "dia_u", "bach_thu"]})
    assert a["warnings"] and a["verdict"] == "sai"  # địa ù is not on this board: said in excess
    assert any(f["id"] == "dia_u" for f in a["extra"])


# ---------------------------------------------------------------- every rule is used and documented
RULE_EXAMPLES = {
    "thien_u_melds": THIEN_U_MELDS,
    "thien_u_dia_u": {"kind": "win", "hand": BACH_THU + " 4N", "context": ["thien_u", "dia_u"]},
    "dia_u_an": DIA_U_EATEN,
    "pha_thien_chan": PHA_THIEN_HAND_CHAN,
    "dealt_hand_chan": PHA_THIEN_DEALT_CHAN,
    "dealt_hand_khop": {**PHA_THIEN_EATEN, "dealt_hand": "2V 4N 5S"},
    "an_chan_chiu_duoc": AN_CHAN_CHIU_DUOC,
}


@pytest.mark.parametrize("rule", sorted(RULE_EXAMPLES))  # an_ca_loi: test_an_ca_that_only_a_loi_makes_warns
def test_every_rule_fires_and_names_its_seed_line(rule):
    from chan_core.eval_kinds.win import read_win

    r = reachability.check(read_win(RULE_EXAMPLES[rule]))
    assert [say(p.fact) for p in r.problems if p.rule == rule][0].count("001 §") == 1


# ---------------------------------------------------------------- properties
@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), level=st.sampled_from(sorted(LEVELS)),
       ctx=st.sets(st.sampled_from(CONTEXTS)))
def test_flags_the_board_contradicts_never_give_cuoc(seed, level, ctx):
    """Any context on any generated board: check_u never raises, a dropped flag gives no
    cước and is named by a warning, and a flag kept is the input's."""
    from dataclasses import replace

    w = gen_win(seed, level, CLASSIC).win
    if w.winning_card is None:  # a thiên ù keeps its flag: it tells there are 20 cards and no winning card
        ctx = ctx | {"thien_u"}
    else:
        ctx = ctx - {"thien_u"}
    w = replace(w, context=frozenset(ctx))
    u = check_u(w)
    r = reachability.check(w)
    assert tuple(u.warnings) == r.warnings
    kept = set(u.win.context)
    assert kept <= set(w.context)
    for flag in set(w.context) - kept:
        assert any(flag in p.drops for p in r.problems)
    if u.valid:
        d = detect(w, u, make_options("classic", {"u_xuong_allowed": True}))
        for flag in r.blocked:
            assert flag not in d.cuoc
        if "dia_u" in d.cuoc:
            assert all(m.type == "chiu" for m in w.melds)


N_GENERATED = 10_020  # ≥ 10,000 hands (issue 10): every level × every variant


@sized("n", 600, N_GENERATED)
def test_generated_xuong_rounds_are_all_reachable(n):
    """gen_win (the Luyện xướng page's generator) over ≥ n seeds (≥ 10,000 in make test-all), every
    level and variant: no board any reachability rule refuses."""
    variants = ("classic", "sanhrong")
    per = n // (len(variants) * len(LEVELS)) + 1
    seen = 0
    bad = []
    for v in variants:
        opts = make_options(v)
        for level in LEVELS:
            for seed in range(per):
                g = gen_win(seed, level, opts)
                seen += 1
                probs = reachability.check(g.win).problems
                if probs:
                    bad.append((v, level, seed, [p.rule for p in probs]))
    assert seen >= n and not bad, bad[:5]


def test_generated_rounds_still_hold_dia_u_and_pha_thien():
    """The generator was fixed, not muted: địa ù (with chíu only) and phá thiên still come up."""
    found = {"dia_u": 0, "pha_thien": 0}
    for seed in range(600):
        g = gen_win(seed, 2, CLASSIC)
        for k in found:
            found[k] += g.cuoc.get(k, 0)
    assert found["dia_u"] > 5 and found["pha_thien"] > 2, found


def test_phan_tich_bai_shows_the_warning_beside_the_input():
    """Phá thiên ticked on a hand that still holds chắn: the page answers as usual, without
    phá thiên, and says why in a warning next to the context boxes."""
    from tests.apptest_pages import open_page

    at = open_page("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value(BACH_THU).run()
    at.selectbox(key="ptb_card").set_value("4N").run()
    at.checkbox(key="ptb_ctx_pha_thien").check().run()
    assert not at.exception
    warnings = [w.value for w in at.warning]
    assert any("Phá thiên là lên bài không có chắn nào" in w for w in warnings), warnings
    md = " ".join(m.value for m in at.markdown)
    assert "**Bạch thủ**" in md and "**Phá thiên**" not in md
    at.checkbox(key="ptb_ctx_pha_thien").uncheck().run()
    assert not any("Phá thiên" in w.value for w in at.warning)


@pytest.mark.parametrize("players", fast_first([4, 2]))
def test_boards_played_cleanly_from_a_deal_are_reachable(players):
    """No false alarm: play random fault-free moves (ăn, chíu, dưới, đánh — each judged by the lỗi
    engine) from a real deal, then look at the board with its real dealt hand (and phá thiên when
    the deal had no chắn, địa ù when nothing was eaten): no reachability rule may object."""
    import random

    from chan_core.deal import deal
    from chan_core.history import apply, start_state
    from chan_core.legal import discard_moves, legal_moves
    from chan_core.win import WinInput

    checked = 0
    for seed in range(100):
        rng = random.Random(f"reach/{players}/{seed}")
        d = deal(players, seed)
        seat = rng.choice([s for s in d.hands if s != d.cai_seat])
        dealt = d.hands[seat]
        pool = [k for s, h in d.hands.items() if s != seat for k in h] + list(d.noc)
        rng.shuffle(pool)
        state = start_state(dealt)
        for _ in range(12):
            card = pool.pop()
            src, by = rng.choice([("boc", "self"), ("danh", "tren")])
            if state.hand[card] == 3:
                src, by = "danh", "khac"
            opts = [o for o in legal_moves(state, card, src, by).options if o.ok and o.event.event in ("an", "chiu")]
            if not opts or rng.random() < 0.3:
                continue
            state = apply(state, rng.choice(opts).event)
            outs = [o for o in discard_moves(state, "tra_cua" if state.melds[-1].type == "chiu" else "danh") if o.ok]
            if not outs:
                break
            state = apply(state, rng.choice(outs).event)
        ctx = set()
        if max(dealt.counts) < 2:
            ctx.add("pha_thien")
        if all(m.type == "chiu" for m in state.melds):
            ctx.add("dia_u")
        w = WinInput(hand=state.hand, melds=tuple(state.melds), winning_card=pool[-1], source="boc",
                     drawn_by="self", context=frozenset(ctx), dealt_hand=dealt)
        r = reachability.check(w)
        assert not r.problems, (seed, [say(p.fact) for p in r.problems], state.melds)
        checked += bool(state.melds)
    assert checked > 30  # boards with eaten melds were looked at


def test_self_play_wins_are_reachable():
    """The practice table's engine (chan_core.game) writes every finished hand's win as a
    scenario (with its dealt hand, địa ù/thiên ù read from the events): a fault-free hand's
    win never gets a reachability warning."""
    from chan_core.game.selfplay import play_hand

    wins = 0
    for seed in range(120):
        players = 2 + seed % 3
        st = play_hand(players, seed, variant=("classic", "sanhrong")[seed % 2])
        if st.result != "u" or st.faults:
            continue
        a = evaluate(st.win)
        assert a["valid"] and a["warnings"] == [], (seed, a["warnings"])
        wins += 1
    assert wins > 40
