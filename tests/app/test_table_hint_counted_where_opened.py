"""Tester (session 25), «Chơi thử» in Kèm cặp: the hand's review said the hint was opened at the ù move, where the
learner had not opened it — he had opened it at the decision before (a bốc) and it stayed open (Kèm cặp keeps it open
until hidden), so it was drawn again at the ù and counted there. A use is now the decision where «Gợi ý» is pressed
(:func:`ui.table.play.hint_toggle`), not each later one the open hint is drawn at. Tester (session 26): «Bạn đã mở gợi
ý ở 1 nước (nước 1)» read as the hint seen at move 1 alone: in Kèm cặp it says the hint was turned on there and stays
open at the moves after."""
from __future__ import annotations

import pytest

from learning.coach import LEARNER, Table, hint_uses
from tests.app.test_choi_thu_explained import live, open_dealt, play, play_page
from words.i18n import language


def _bốc_then_u() -> tuple[int, int]:
    """``(seed, event)``: a 4-player hand the learner wins on the card he draws at ``event`` (his decision before it,
    at ``event - 1``, is that bốc), playing «Gợi ý» #1 against sensible bots."""
    for seed in range(1, 100):
        t = play(Table.deal(4, seed, bot="sensible"))
        ev = t.state.events
        if t.state.winner == LEARNER:
            u = next(i for i, e in enumerate(ev) if e["event"] == "u")
            if ev[u - 1] == {**ev[u - 1], "seat": LEARNER, "event": "boc"}:
                return seed, u
    raise AssertionError("no such hand")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hint_left_open_is_counted_where_it_was_opened(lang):
    seed, u = _bốc_then_u()
    with language(lang):
        at = open_dealt(seed, 4, "sensible", lang=lang if lang == "en" else None)
        play_page(at, until=lambda t: len(t.state.events) == u - 1)
        at.button(key="ct_hint").click().run()  # opened at the bốc and left open: drawn again at the ù
        play_page(at)
    t = live(at)
    assert t.state.winner == LEARNER and t.mode == "kem_cap"
    assert hint_uses(t) == [u - 1]
    on, kept = {"vi": ("Bạn đã bật gợi ý 1 lần, ở nước ", "; bật rồi thì gợi ý mở luôn ở các nước sau"),
                "en": ("Hint turned on 1×, at move ", ": from then on it opens at each of your moves")}[lang]
    assert any(on in c.value and kept in c.value for c in at.caption), [c.value for c in at.caption]
