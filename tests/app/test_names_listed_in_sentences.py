"""Names joined in a sentence a learner reads say the last one with «và» / «and» (``words.listed``), not commas
only: «Luật Mậu binh» totals, suits and chi, «Tính điểm» worked examples, «Bốc cái» seats, «Ăn tiền» other-variant
cases, «Cước» groups and what a cước replaces, «Bộ bài» red cards and suits, «Thứ tự xướng»'s example, «Hôm nay»'s
hands of the other players, the coach's faults and a hint row's, a right xướng's cước."""
from __future__ import annotations

import dataclasses
import re

import pytest

import chan_core.rules
from learning.coach import advise, ranking
from learning.coach.messages import move_message
from learning.coach.table import Table
from learning.explain import xuong_verdict_lines
from tests.apptest_pages import open_page, page_texts
from ui.table import advice_line
from words.i18n import language

pytestmark = pytest.mark.usefixtures("progress_db")  # tests/conftest.py


def texts(at) -> str:
    return "\n".join(t for _k, _f, t in page_texts(at))


@pytest.mark.parametrize("lang,said", [
    ("vi", "**Tổng:** người 1: +6, người 2: 0 và người 3: −6"),
    ("en", "**Total:** player 1: +6, player 2: 0, and player 3: −6"),
])
def test_mau_binh_rules_totals_end_with_and(lang, said):
    with language(lang):
        at = open_page("app_pages/mau_binh_luat.py", lang=lang)
    assert said in texts(at)


@pytest.mark.parametrize("lang,said", [
    ("vi", ["(từ B, C và D)", "(từ B và C)", "C và D không phải trả"]),
    ("en", ["(from B, C, and D)", "(from B and C)", "nothing is owed by C and D."]),
])
def test_tinh_diem_worked_examples_list_the_seats(lang, said):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.multiselect(key="td_cuoc").set_value(["leo"]).run()
    text = texts(at)
    assert all(s in text for s in said), [s for s in said if s not in text]


@pytest.mark.parametrize("lang,missing,wrong", [
    ("vi", "còn ghế B, C và D", "Chưa đúng phần bài của ghế A, B và C."),
    ("en", "(none chosen yet for: B, C, and D)", "Not right: the pile is wrong for A, B, and C."),
])
def test_boc_cai_seats_end_with_and(lang, missing, wrong):
    with language(lang):
        at = open_page("app_pages/boc_cai.py", lang=lang, n=4, seed=1, drawer=1, card="7V")
        at.button(key="bc_seat3").click().run()
        submit = next(b for b in at.button if b.key.startswith("FormSubmitter:bc_piles_form"))
        at.radio(key="bc_pile0").set_value(1)
        submit.click().run()
        assert any(missing in e.value.replace("\\", "") for e in at.error), [e.value for e in at.error]
        for seat in range(4):
            at.radio(key=f"bc_pile{seat}").set_value(0)
        next(b for b in at.button if b.key.startswith("FormSubmitter:bc_piles_form")).click().run()
    assert wrong in [e.value.replace("\\", "") for e in at.error], [e.value for e in at.error]


@pytest.mark.parametrize("lang,said", [("vi", "Ăn tiền, Nghỉ ăn tiền và Thoát khỏi ván"),
                                       ("en", "(the winner is not paid), and Leaving the hand")])
def test_an_tien_other_variant_cases_end_with_and(lang, said, monkeypatch):
    rules = chan_core.rules.load_rules()
    cases = [r.model_copy(update={"variants": ["sanhrong"]}) if i < 2 else r for i, r in enumerate(rules.payouts.rules)]
    two = rules.model_copy(update={"payouts": rules.payouts.model_copy(update={"rules": cases})})
    monkeypatch.setattr(chan_core.rules, "load_rules", lambda *a: two)
    with language(lang):
        at = open_page("app_pages/an_tien.py", lang=lang)
    caption = next(c.value for c in at.caption if c.value.startswith(("Chỉ có ở", "Only in")))
    assert said in caption, caption


@pytest.mark.parametrize("lang,said", [
    ("vi", "4 cước: Thiên ù, Địa ù, Chíu ù và Ù bòn"),
    ("en", "4 cước: Thiên ù, Địa ù, Chíu ù, and Ù bòn"),
])
def test_cuoc_groups_end_with_and(lang, said):
    with language(lang):
        at = open_page("app_pages/cuoc.py", lang=lang)
    assert any(e.label.endswith(said) for e in at.expander), [e.label for e in at.expander]


@pytest.mark.parametrize("lang,path,said", [
    ("vi", "app_pages/bo_bai.py", "bát sách, cửu sách và chi chi; 80 lá còn lại là quân đen."),
    ("en", "app_pages/bo_bai.py", "cửu sách (9 of sách), and chi chi (the 1, no suit); the other 80 cards are black."),
    ("vi", "app_pages/thu_tu_xuong.py", "Giả sử bài ù có: thông, chì, địa ù, tám đỏ, 2 lèo và tôm."),
    ("en", "app_pages/thu_tu_xuong.py", "Suppose the winning hand has: thông, chì, địa ù, tám đỏ, 2 lèo, and tôm."),
    ("vi", "app_pages/bo_bai.py", "có ba chất (vạn 萬, văn 文 và sách 索)"),
    ("en", "app_pages/bo_bai.py", "three suits: vạn 萬 (myriads), văn 文 (coins), and sách 索 (strings);"),
    ("vi", "app_pages/mau_binh_luat.py", "Bốn chất: **bích** (đen), **cơ** (đỏ), **rô** (đỏ) và **chuồn** (đen)."),
    ("en", "app_pages/mau_binh_luat.py", "**rô** (diamonds, red), and **chuồn** (clubs, black)."),
    ("vi", "app_pages/mau_binh_luat.py", "ba chi: **Chi đầu** 3 lá, **Chi giữa** 5 lá và **Chi cuối** 5 lá."),
    ("vi", "app_pages/cuoc.py", "Thay cho Chì và Bạch thủ khi xướng"),
    ("en", "app_pages/cuoc.py", "Said instead of Chì and Bạch thủ in the xướng"),
])
def test_reference_pages_list_names_with_and(lang, path, said):
    with language(lang):
        at = open_page(path, lang=lang)
    assert said in texts(at)


@pytest.mark.parametrize("lang,said", [("vi", "lỗi 6 «Bỏ chắn ăn chắn» và lỗi 7 «"), ("en", " and lỗi 7 «")])
@pytest.mark.parametrize("kind,dead_end", [("stop", False), ("stop", True), ("caught", False)])
def test_the_coach_names_two_faults_with_and(lang, said, kind, dead_end):
    faults = [{"code": 6, "name": "Bỏ chắn ăn chắn"}, {"code": 7, "name": "Bỏ chắn ăn cạ"}]
    with language(lang):
        text = move_message(kind, faults, dead_end=dead_end)
    assert said in text and ", lỗi 7" not in text, text


@pytest.mark.parametrize("lang,word", [("vi", " và "), ("en", ", and ")])
def test_hom_nay_says_the_other_hands_with_and(lang, word, monkeypatch):
    from tests.app.test_page_hom_nay import DAY

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=DAY, lang=lang)
    seen = [e.label for e in at.expander if e.label.startswith(("Đã thấy trên chiếu", "Seen on the mats"))]
    assert seen and all(re.search(rf"\d+, \d+{word}\d+ ", s) for s in seen), seen


@pytest.mark.parametrize("lang,said", [("vi", "(Thông, Chì và Lèo ×2)"), ("en", "(Thông, Chì, and Lèo ×2)")])
def test_a_right_xuong_lists_its_cuoc_with_and(lang, said):
    result = {"missing": [], "declared": [{"id": "thong", "count": 1}, {"id": "chi", "count": 1}, {"id": "leo", "count": 2}]}
    with language(lang):
        lines = xuong_verdict_lines(result, "thieu") + xuong_verdict_lines(result, "thua")
    assert len(lines) == 2 and all(said in line for line in lines), lines


@pytest.mark.parametrize("lang,said", [("vi", ":red[phạm lỗi 6 «Bỏ chắn ăn chắn» và lỗi 7 «"), ("en", " and lỗi 7 «")])
def test_a_hint_row_names_two_faults_with_and(lang, said):
    t = Table.deal(4, 0)
    t.run_bots()
    p = ranking(advise(t.state))[0]
    faults = [{"code": 6, "name": "Bỏ chắn ăn chắn"}, {"code": 7, "name": "Bỏ chắn ăn cạ"}]
    with language(lang):
        line = advice_line(dataclasses.replace(p, move=dataclasses.replace(p.move, faults=faults)), t.state)
    assert said in line and ", lỗi 7" not in line, line
