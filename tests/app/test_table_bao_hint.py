"""«Chơi thử» once the learner is báo (seed 001 §VII: no more đánh, ăn or ù — only bốc and dưới — and at the end
he pays the winner for the whole làng): the prompt and «Gợi ý» say so and offer no choice, and a báo seat is not
also marked with what an ù of his would be (``chan_core.game.describe.seat_penalties``)."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from chan_core.game import Action, apply, judge_action
from chan_core.game.bots import seat_view
from chan_core.strategy import rank_discards
from chan_core.game.describe import seat_penalties
from learning.coach import LEARNER, action_label, advise, move_reviews
from tests.app.test_page_choi_thu import click, finish, live, reach, situation, texts
from tests.app.test_page_choi_thu_coach import ranking_rows
from words import say
from ui.table import result
from words.i18n import language

SAID = {"vi": ("Bạn đang bị báo", "trả thay cả làng cho người ù: 3 phần"),
        "en": ("You are báo", "you pay the winner for the whole làng: 3 × the winner's points;")}
NOT_SAID = {"vi": ("ù báo", "Về điểm", "ăn quân này, hay bốc nọc", "Nên đi", "chờ ù quân", "Bạn đang chờ ù"),
            "en": ("ù báo", "In points", "this card, or", "Best move", "not yet waiting", "You are waiting to ù")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hint_of_a_bao_learner_says_only_boc_and_duoi_and_what_he_pays(progress_db, lang):
    seed, moves, bad = situation(lambda t, a: any(f["penalty"] == "bao" for f in judge_action(t.state, a)))
    with language(lang):
        at = reach(seed, moves, mode="thi_that", lang=lang)
        click(at, live(at), bad)
        t = live(at)
        assert LEARNER in t.state.bao and t.learner_to_act and {a.type for a in t.legal()} <= {"boc", "duoi"}
        at.button(key="ct_hint").click().run()
        shown = texts(at)
        assert all(s in shown for s in SAID[lang]), shown
        assert not any(s in shown for s in NOT_SAID[lang]), shown


BAO_LINE = {"vi": "bạn đã bị báo nên không được ù nữa; ai ù thì bạn trả tiền thay cả làng",
            "en": "you are báo (called out), so you may not ù any more; if anyone wins, you pay for the whole làng"}


FARTHER = {"vi": "xa ù thêm", "en": "more card"}
ADVISED = {"vi": "Nên đi", "en": "Best move"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_bao_learners_discard_is_not_judged_by_an_u_he_may_not_make(progress_db, lang):
    """Tester: after an ăn that made the learner báo he still đánh a card, and the coach valued each card by the
    chance of an «ù báo» he could no longer make (a báo player may not ù, 001 §VII): it advised the card keeping him
    closest to ù, «Gợi ý» said there was nothing to choose, and the review marked a card farther from ù as a loss.
    Now «Gợi ý» ranks the cards, no card is said to bring an ù closer, the clean card least likely to be eaten is
    advised, with the báo money line, and the review marks no loss."""
    seed, moves, bad = situation(lambda t, a: a.type == "an" and any(f["penalty"] == "bao" for f in
                                                                     judge_action(t.state, a))
                                 and len(set(_clean_distances(apply(t.state, a)).values())) > 1)
    with language(lang):
        at = reach(seed, moves, mode="thi_that", lang=lang)
        click(at, live(at), bad)
        t = live(at)
        assert LEARNER in t.state.bao and t.state.phase == "danh" and t.learner_to_act
        adv = advise(t.state)
        clean = [m for m in adv.moves if m.clean]
        assert adv.best.danger == min(m.danger for m in clean)
        assert all(m.distance is None and say(m.money) == BAO_LINE[lang] for m in clean)
        at.button(key="ct_hint").click().run()  # «Gợi ý» there: a card to đánh, ranked by the money alone
        rows = ranking_rows(at)
        assert len(rows) == len(t.legal()) and all(BAO_LINE[lang] in r for r in rows), rows
        best = f"**{action_label(adv.best.action, t.state)}**"
        assert [r for r in rows if best in r and ADVISED[lang] in r], rows
        far = _clean_distances(t.state)
        pick = next(m.action for m in clean if far[m.action.card] == max(far.values()))  # leaves the hand farthest
        event = len(t.state.events)
        click(at, t, pick)
        at = finish(at)
        review = next(m for m in move_reviews(live(at)) if m["event"] == event)
        shown = texts(at)
    assert review["loss"] == 0 and not review["mark"] and review["best"] == adv.best.action.to_dict()
    assert "ù báo" not in shown and FARTHER[lang] not in shown, shown


def _clean_distances(state) -> dict:
    """The learner's clean đánh in ``state``: the card → cards still to take to ù after it."""
    hand, melds, visible, opps = seat_view(state, LEARNER)
    return {r.card.code: r.distance for r in rank_discards(hand, melds, visible, opps)
            if r.distance is not None and not judge_action(state, Action(LEARNER, "danh", r.card.code))}


def _faults(*penalties):
    return [{"seat": 0, "penalty": p} for p in penalties]


def test_a_bao_seat_is_not_marked_with_what_an_u_would_be():
    bao = SimpleNamespace(faults=_faults("u_bao", "nghi_an_tien", "bao"), bao=[0])
    assert seat_penalties(bao, 0) == ["bao"]
    both = SimpleNamespace(faults=_faults("nghi_an_tien", "u_bao"), bao=[])
    assert seat_penalties(both, 0) == ["u_bao", "nghi_an_tien"]  # an ù after both: an ù báo, not paid either
    assert seat_penalties(SimpleNamespace(faults=_faults("nghi_an_tien"), bao=[]), 0) == ["nghi_an_tien"]


@pytest.mark.parametrize("lang, want", [("vi", "làng, bị báo"),
                                        ("en", "làng (the other players), báo (called out for a fault)")])
def test_the_role_of_a_bao_learner_in_the_result_table(lang, want):
    state = SimpleNamespace(faults=_faults("u_bao", "nghi_an_tien", "bao"), bao=[0], result="u", winner=1,
                            u_lao=None, players=4)
    with language(lang):
        role = result._role(state, 0)
    assert role.endswith(want) and "ù:" not in role and "if ù" not in role, role


BAO_NOW = {"vi": ("Nước này phạm lỗi làm bạn bị báo (bị báo thì không được ù nữa). Về điểm: ai ù thì bạn trả tiền thay "
                   "cả làng", "nước này làm bạn bị báo: không được ù nữa (khả năng ù 0%)", "khả năng ù 9%"),
           "en": ("This move commits a lỗi that makes you báo (a báo player may not ù any more). In points: if anyone "
                  "wins you pay for the whole làng", "this move makes you báo (called out): you may not ù any more "
                  "(chance of ù 0%)", "chance of ù 9%")}
"""The hint's row (its figures say «không còn đường ù», session 25), the review's whole reason, and what neither says."""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_move_that_makes_the_learner_bao_is_valued_as_bao(progress_db, lang):
    """Tester, hand 6983381 (the learner is cái), Thi thật: a đánh that commits a lỗi making him báo was valued as if
    he could still ù («chance of ù 9–11%», a positive expected value) in «Gợi ý» and the review. A báo player may
    never ù again and pays the whole làng if anyone wins (001 §VII): chance of ù 0%, expected money negative."""
    seed, moves, bad = situation(lambda t, a: a.type == "danh"
                                 and any(f["penalty"] == "bao" for f in judge_action(t.state, a)), seeds=[6983381])
    with language(lang):
        at = reach(seed, moves, mode="thi_that", lang=lang)
        t = live(at)
        event = len(t.state.events)
        adv = advise(t.state)
        m = adv.move(bad)
        assert m.distance is None and m.ev < 0 < adv.best.ev and m.money.code == "strategy.stake.bao_now"
        at.button(key="ct_hint").click().run()
        hint = texts(at)
        click(at, live(at), bad)
        assert LEARNER in live(at).state.bao
        at = finish(at)
        review = next(r for r in move_reviews(live(at)) if r["event"] == event)
        shown = texts(at)
    assert review["my_money"].code == "strategy.stake.bao_now" and review["evs"][1] < 0 < review["evs"][0]
    hint_said, said, not_said = BAO_NOW[lang]
    assert hint_said in hint and not_said not in hint, hint
    assert said in shown and not_said not in shown, shown


BAO_DANH = {"vi": ("Bạn đã bị báo nên không được ù nữa: còn một quân phải ra", "Bị báo: xếp theo khả năng cửa dưới ăn được quân ra",
                   "Bị báo thì không ù được nữa, nên chỉ cần ra quân ít bị ăn nhất"),
            "en": ("You are báo (called out), so you may not ù any more: one card still has to go out",
                   "Báo: ranked by the chance that the next player can take the card you let go",
                   "A báo player may not ù any more, so let go of the card least likely to be taken")}
BY_DISTANCE = {"vi": ("cách ù", "gần ù thêm", "lá có ích", "chờ ù"), "en": ("from ù", "closer", "useful", "waiting")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_last_card_of_a_bao_learner_is_ranked_and_said_by_the_danger_alone(progress_db, lang):
    """Tester: once báo (he may not ù, 001 §VII) the one card the learner still has to đánh after the ăn that made
    him báo was ranked and explained by the distance to ù («bài cách ù 2 lá … giúp bài gần ù thêm một lá»), as if
    that were still a choice. Now «Gợi ý» says he is báo, ranks the cards by the chance they are eaten (lowest
    first, equal ones tied) and says only that, with what he pays; no card's line says what he would wait on."""
    seed, moves, bad = situation(lambda t, a: a.type == "an" and any(f["penalty"] == "bao" for f in
                                                                     judge_action(t.state, a)))
    with language(lang):
        at = reach(seed, moves, mode="thi_that", lang=lang)
        click(at, live(at), bad)
        at.button(key="ct_hint").click().run()
        rows, shown = ranking_rows(at), texts(at)
    assert all(s in shown for s in BAO_DANH[lang][:2]), shown
    assert rows and all(BAO_DANH[lang][2] in r and BAO_LINE[lang] in r for r in rows), rows
    assert not [r for r in rows for w in BY_DISTANCE[lang] if w in r], rows
    cards = [line for line in shown.splitlines() if line.startswith("- **")]  # the moves' lines under the ranking
    assert cards and not [c for c in cards if BY_DISTANCE[lang][3] in c], cards
    pct = [(int(re.search(r"(\d+)%\)\]", r)[1]), r.split(" ", 1)[0]) for r in rows if not r.startswith("✗")]
    assert [p for p, _n in pct] == sorted(p for p, _n in pct)  # the least likely to be eaten first
    assert all((a == b) == (x == y) for (a, x), (b, y) in zip(pct, pct[1:])), pct  # one number: the same danger


@pytest.mark.parametrize("lang, want", [("vi", "làng"), ("en", "làng (the other players)")])
@pytest.mark.parametrize("penalty", ["nghi_an_tien", "u_bao"])
def test_a_seat_under_an_if_u_penalty_that_did_not_win_is_only_lang(lang, want, penalty):
    """Real-table tester, session 20: a seat under «nghỉ ăn tiền» that did not win read «làng, nếu ù: nghỉ ăn tiền» in
    the money table, as if he did not pay; the hand is over and he did not ù, so his role is «làng»: he pays."""
    state = SimpleNamespace(faults=_faults(penalty), bao=[], result="u", winner=1, u_lao=None, players=4)
    with language(lang):
        assert result._role(state, 0) == want
