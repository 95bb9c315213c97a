"""«Gợi ý» at «Chơi thử» (real-table tester, session 19), the words of a bỏ ù: «✗ Bỏ qua bỏ ù: bạn ù được ngay với
quân này» doubled «bỏ»; at a thiên ù (the dealt hand already wins) «✗ Đánh bát vạn bỏ ù: bạn ù được ngay với quân
này» named a card when the win is the whole hand; at a chíu offer «Bỏ qua: … Bỏ một quân ù được là «bỏ ù»» was said
though the learner could not ù. Now: «là bỏ ù — bạn ù được ngay với quân này», «là bỏ ù — bài đã ù ngay khi chia
(thiên ù)», and the bỏ ù sentence of «Bỏ qua» only when the learner can ù.

Found with the coach's own functions (4 players unless said, the learner playing as the sensible bot): thiên ù at
seed 271 (2 players); an ù offer at seed 4, a chíu offer (no ù) at seed 11."""
from __future__ import annotations

import pytest

from chan_core.game import Action, apply, can_u, legal_actions
from chan_core.game.bots import make_bot
from learning.coach import LEARNER, Table, action_hint, advise, ranking
from ui.table.play import advice_line
from words.i18n import language

PASSED = {"vi": ("là bỏ ù — bạn ù được ngay với quân này", "là bỏ ù — bài đã ù ngay khi chia (thiên ù)",
                 "bỏ qua là «bỏ ù»"),
          "en": ("is a bỏ ù — you can ù on this card now", "is a bỏ ù — the hand was an ù as dealt (thiên ù)",
                 "passing is a «bỏ ù»")}


def _at(seed: int, players: int, ask: str | None):
    """The learner's first decision of ``seed`` that is an offer asking ``ask`` (``None``: the first decision)."""
    t, me = Table.deal(players, seed), make_bot("sensible", seed)
    while True:
        t.run_bots()
        st = t.state
        assert st.actor == LEARNER and st.phase in ("danh", "tra_cua", "offer")
        if ask is None or st.phase == "offer" and st.ask[0]["q"] == ask:
            return st
        t.state = apply(st, me.choose(st, LEARNER, legal_actions(st, LEARNER)))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_passed_u_says_what_is_passed_once(lang):
    offer, dealt, _hint = PASSED[lang]
    for st, said, other in ((_at(4, 4, "u"), offer, dealt), (_at(271, 2, None), dealt, offer)):
        rows = [p for p in ranking(advise(st, LEARNER)) if p.move.passes_u]
        assert rows and can_u(st, LEARNER)
        for p in rows:
            with language(lang):
                head = advice_line(p, st).split("  \n")[0]
            assert said in head and other not in head and head.count("bỏ ù") == 1, head


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_bo_qua_says_bo_u_only_when_the_learner_can_u(lang):
    said = PASSED[lang][2]
    for st, can in ((_at(4, 4, "u"), True), (_at(11, 4, "chiu"), False)):
        assert can_u(st, LEARNER) == can
        with language(lang):
            hint = action_hint(Action(LEARNER, "bo", st.offer["card"]), st)
        assert (said in hint) == can and ("bỏ ù" in hint) == can, hint


@pytest.mark.parametrize(("lang", "sure", "highest"), [("vi", "− 1,5 vì bỏ lỡ cái ù chắc chắn lúc này", "mức cao nhất"),
                                                       ("en", "− 1.5 for passing up a sure ù now", "the best one")])
def test_a_passed_u_s_money_says_the_u_now_is_sure(lang, sure, highest):
    """Session 27 (tester): the bỏ ù row's money said «− 1,5 vì khả năng ù thấp hơn mức cao nhất là 100%» — that
    highest chance is the ù now's: it says so."""
    st = _at(4, 4, "u")
    with language(lang):
        heads = [advice_line(p, st).split("  \n")[0] for p in ranking(advise(st, LEARNER)) if p.move.passes_u]
    assert heads and all(sure in h and highest not in h and "100%" not in h for h in heads), heads
