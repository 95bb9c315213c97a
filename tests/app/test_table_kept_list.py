"""«Ván đã chơi» of the practice table (``ui.table.review.show_history``): a kept hand is named by its deal
number, as the table names it («Ván số …»), and its time — never by the database's record id; a hand left «bỏ dở»
before the learner decided anything is not praised for having no lỗi."""
from __future__ import annotations

import pytest

from learning import games
from learning.coach import Table
from tests.app.test_page_choi_thu import live, open_table, texts
from words.i18n import language

WORDS = {"vi": ("Ván số", "Ván này bạn chưa phải quyết định nước nào.", ("không phạm lỗi nào", "Không nước nào")),
         "en": ("Hand no.", "You had no decision to make in this hand.", ("committed no lỗi", "None of your moves"))}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hand_left_before_any_decision_is_listed_by_its_deal_number_and_not_praised(progress_db, lang):
    number, no_decision, praise = WORDS[lang]
    seed = next(s for s in range(100, 200) if Table.deal(4, s).state.cai != 0)  # the bots move first
    with language(lang):
        at = open_table(seed, lang=lang)
        assert live(at).state.events and not live(at).timeline
        at.button(key="ct_deal").click().run()  # a new hand: this one is kept «bỏ dở»
        (rec,) = games.list_records()
        assert (rec["seed"], rec["result"], rec["id"]) == (seed, "bo_do", 1)
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        assert not at.exception
        kept = at.dataframe[0].value
        assert list(kept[number]) == [str(seed)]
        box = at.selectbox(key="ct_h_id")
        assert box.value == rec["id"] and box.format_func(box.value).startswith(f"{number} {seed} · ")
        assert "#" not in box.format_func(box.value) and "#1" not in texts(at)
        phone = next(str(h.proto.body) for h in at.get("html") if 'class="hc-kept"' in str(h.proto.body))
        assert f"{number} {seed} · " in phone and "#" not in phone.split('class="hc-kept"')[1]
        assert no_decision in texts(at) and not any(p in texts(at) for p in praise)
