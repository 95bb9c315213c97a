"""«Ván đã chơi» of the practice table (``ui.table.review.show_history``): a hand left before the learner decided
anything (the bots' moves alone) is not kept, and its link still deals it; a kept hand is named by its deal number,
as the table names it («Ván số …»), and its time — never by the database's record id; a win with a xướng sai says
so on its line, so its loss does not look like a bug (a tester: «Bạn ù · bạn -9 điểm»); such an untouched hand
saved «bỏ dở» by an older version is not listed either, and stays saved."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning import games
from learning.coach import LEARNER, Table
from tests.app.test_page_choi_thu import click, live, open_table, play_to_xuong, texts, winning_seed
from ui.table.deal import record_doc, summary_of
from words.i18n import language

WORDS = {"vi": ("Ván số", "Chưa có ván nào được lưu."), "en": ("Hand no.", "No hand has been kept yet.")}
SAI = {"vi": "Bạn ù, xướng sai", "en": "You won (ù), xướng sai (wrong xướng)"}


def _bots_first() -> int:
    return next(s for s in range(100, 200) if Table.deal(4, s).state.cai != 0)  # the bots move first


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hand_left_before_any_decision_is_not_kept_and_its_link_still_deals_it(progress_db, lang):
    _number, nothing = WORDS[lang]
    seed = _bots_first()
    with language(lang):
        at = open_table(seed, lang=lang)
        assert live(at).state.events and not live(at).timeline
        at.button(key="ct_deal").click().run()  # a new hand: the untouched one is not kept
        assert not at.exception and live(at).state.seed != seed and games.list_records() == []
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        assert nothing in texts(at)
        again = open_table(seed, lang=lang)  # the link to that hand deals it again
        assert not again.exception and live(again).state.seed == seed


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_untouched_hand_kept_by_an_older_version_is_not_listed_and_stays_saved(progress_db, lang):
    number, nothing = WORDS[lang]
    seed = _bots_first()
    with language(lang):
        at = open_table(seed, lang=lang)
        t = live(at)
        assert t.state.events and not t.timeline
        bots_moves = len(t.state.events)
        old = games.keep_record(record_doc(t), {**summary_of(t), "result": "bo_do"})  # as older versions kept it
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        assert not at.exception and nothing in texts(at)
        at.segmented_control(key="ct_view").set_value("ban").run()
        click(at, live(at), SensibleBot(0).choose(live(at).state, LEARNER, live(at).legal()))
        at.button(key="ct_deal").click().run()  # the same hand, left after a decision: listed
        (rec,) = games.list_records()
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        assert not at.exception and list(at.dataframe[0].value[number]) == [str(seed)]
        assert at.selectbox(key="ct_h_id").options == [at.selectbox(key="ct_h_id").format_func(rec["id"])]
        kept = games.get_record(old)  # never deleted
        assert rec["id"] != old and (kept["seed"], kept["timeline"], len(kept["record"]["events"])) == (seed, [], bots_moves)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hand_left_after_a_decision_is_listed_by_its_deal_number(progress_db, lang):
    number, _nothing = WORDS[lang]
    seed = _bots_first()
    with language(lang):
        at = open_table(seed, lang=lang)
        t = live(at)
        click(at, t, SensibleBot(0).choose(t.state, LEARNER, t.legal()))
        assert live(at).timeline and not live(at).finished
        at.button(key="ct_deal").click().run()
        (rec,) = games.list_records()
        assert (rec["seed"], rec["result"]) == (seed, "bo_do")
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        assert not at.exception
        assert list(at.dataframe[0].value[number]) == [str(seed)]
        box = at.selectbox(key="ct_h_id")
        assert box.value == rec["id"] and box.format_func(box.value).startswith(f"{number} {seed} · ")
        assert "#" not in box.format_func(box.value) and f"#{rec['id']}" not in texts(at)
        phone = next(str(h.proto.body) for h in at.get("html") if 'class="hc-kept"' in str(h.proto.body))
        assert f"{number} {seed} · " in phone and "#" not in phone.split('class="hc-kept"')[1]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_win_with_a_xuong_sai_says_so_on_its_line(progress_db, lang):
    seed = winning_seed()
    with language(lang):
        at = open_table(seed, lang=lang)
        at.segmented_control(key="ct_mode").set_value("thi_that").run()  # Kèm cặp holds a xướng sai back
        at = play_to_xuong(at)
        canon = [d["id"] for d in SensibleBot(0).xuong(live(at).state, 0)]
        at.button(key=f"ct_x_chip_{'leo' if 'leo' not in canon else 'tom'}").click().run()
        at.button(key="ct_x_submit").click().run()
        t = live(at)
        assert t.finished and t.state.winner == LEARNER and t.state.xuong["verdict"] == "sai"
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        assert not at.exception
        box = at.selectbox(key="ct_h_id")
        line = box.format_func(box.value)
        assert f" · {SAI[lang]} · " in line, line
        assert SAI[lang] in list(at.dataframe[0].value.iloc[0])
