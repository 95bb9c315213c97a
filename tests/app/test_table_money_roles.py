"""The end of a hand at «Chơi thử» (a tester): the money table's «Vai» says «làng» with its English gloss at its
first row only (not «làng, another player»), and once the learner has won nobody's seat says «your turn»."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table
from tests.app.test_page_choi_thu import live
from words.i18n import language


def _won() -> tuple:
    """A hand the learner wins: its state at the xướng, then once xướng'd (over)."""
    from tests.app.test_page_choi_thu import winning_seed

    me = SensibleBot(0)
    t = Table.deal(4, winning_seed())
    while t.state.phase != "xuong":
        t.run_bots()
        if t.state.phase != "xuong":
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    import copy

    at_xuong = copy.deepcopy(t.state)
    t.xuong([(d["id"], d["count"]) for d in me.xuong(t.state, 0)])
    assert t.finished and t.state.winner == LEARNER
    return at_xuong, t.state


@pytest.mark.parametrize("lang, first, turn", [("vi", "làng", "đang xướng"),
                                               ("en", "làng (the other players)", "declaring (xướng)")])
def test_the_roles_and_the_turn_after_a_win(lang, first, turn):
    from ui.table.pictures import table_view
    from ui.table.result import _role

    at_xuong, over = _won()
    with language(lang):
        roles = [_role(over, seat) for seat in range(over.players)]
        tags_then = [t for _k, t in table_view(at_xuong)["seats"][0]["tags"]]
        view = table_view(over)
    assert roles[0].startswith("người ù" if lang == "vi" else "the winner")
    assert [r.split(",")[0] for r in roles[1:]] == [first, "làng", "làng"], roles
    assert not any("another player" in r for r in roles)
    assert turn in tags_then  # the winner is to xướng: said so, not «your turn»
    assert not any(k == "turn" for s in view["seats"] for k, _t in s["tags"])  # the hand over: nobody's turn
    assert not any(s["turn"] for s in view["seats"])


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_drawn_hand_names_no_seat_lang(lang, progress_db):
    """Tester: in a hòa the money table called every seat, the learner too, «làng (các người chơi khác)» / «làng (the
    other players)»; nobody pays, so each seat is only itself (its «Người chơi» / «Player» cell)."""
    from tests.app.test_page_choi_thu import _ending, open_table, play_to_xuong

    with language(lang):  # AppTest reads the widgets' options in the test's thread
        at = play_to_xuong(open_table(_ending(lambda s: s.result == "hoa"), lang=lang))
    assert live(at).state.result == "hoa"
    money = at.table[0].value
    players = ["Bạn", "Bên phải", "Đối diện", "Bên trái"] if lang == "vi" else ["You", "Right", "Opposite", "Left"]
    assert list(money["Người chơi" if lang == "vi" else "Players"]) == players, money
    roles = list(money["Vai" if lang == "vi" else "Role"])
    assert roles == ["—"] * 4, roles  # a sensible hand without a fault: no mark either
