"""AppTest for the pages «Bốc cái» and «Luyện xướng»: a right and a wrong answer each.

The pages are run through the router (``streamlit_app.py``) so the shared
sidebar and error wrapper are the real ones. Seeds and forced situations come
from the URL query parameters, as a learner's shared link would.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_pages import load_module, open_page
from words.i18n import language

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.scoring import score
from chan_core.xuong import canonical, cuoc_info

APP = str(Path(__file__).resolve().parents[2] / "streamlit_app.py")


pytestmark = pytest.mark.usefixtures("progress_db")  # tests/conftest.py




def texts(els) -> list[str]:
    return [e.value for e in els]


# ---------------------------------------------------------------- bốc cái
def bc_page(**params) -> AppTest:
    return open_page("app_pages/boc_cai.py", **params)


def test_boc_cai_right_answer_seed_example(progress_db):
    # 001 §II: 4 players, B (seat 1) draws thất vạn → D (seat 3).
    at = bc_page(n=4, seed=1, drawer=1, card="7V")
    assert "Ghế B" in [b.label for b in at.button]
    at.button(key="bc_seat3").click().run()
    assert any("Đúng: D được phần bài cái" in s for s in texts(at.success))
    md = " ".join(texts(at.markdown))
    assert "1 = B (người bốc) → 2 = C → 3 = D → 4 = A → 5 = B → 6 = C → 7 = D" in md
    assert "tam (thất) đối" in md
    # Piles: D the cái pile, A the next to its right, then B, then C.
    for seat, pile in {0: 1, 1: 2, 2: 3, 3: 0}.items():
        at.radio(key=f"bc_pile{seat}").set_value(pile)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    assert "Đúng cả phần bài của mọi ghế." in texts(at.success)
    assert any("Chuỗi đúng:** 1" in m for m in texts(at.markdown))
    assert [(a["item_id"], a["correct"]) for a in progress_db.get_store().attempts("boc_cai")] == [
        ("4 người, quân số 7", True)]


def test_boc_cai_wrong_answer_shows_the_count():
    at = bc_page(n=4, seed=1, drawer=1, card="2N")
    at.button(key="bc_seat3").click().run()
    # a wrong seat: why it is wrong (D is 3 counted from B), not yet the answer; the seats stay open
    assert any(e.startswith("Chưa đúng: bạn chọn D.") for e in texts(at.error))
    assert any("D là số 3" in m for m in texts(at.markdown))
    assert not at.button(key="bc_seat2").disabled
    at.button(key="bc_reveal_btn").click().run()
    assert any("Chưa đúng: bạn chọn D, người được cái là C" in e for e in texts(at.error))
    assert any("nhị (lục) tiến" in m for m in texts(at.markdown))
    for seat in range(4):
        at.radio(key=f"bc_pile{seat}").set_value(0)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    assert any("Chưa đúng phần bài" in e for e in texts(at.error))
    assert any("Chuỗi đúng:** 0" in m for m in texts(at.markdown))


def test_boc_cai_missing_pile_choice_keeps_answers():
    at = bc_page(n=2, seed=1, drawer=0, card="9S")
    at.button(key="bc_seat0").click().run()
    at.radio(key="bc_pile0").set_value(0)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    assert any("còn ghế B" in e for e in texts(at.error))
    assert at.radio(key="bc_pile0").value == 0


def test_boc_cai_bad_link_is_a_friendly_error():
    at = bc_page(n=4, seed=1, drawer=1, card="cuu van")
    errs = " ".join(texts(at.error))
    assert "mơ hồ" in errs and "card" in errs
    assert not at.exception


def test_boc_cai_seed_round_is_reproducible():
    a = bc_page(n=3, seed=42)
    b = bc_page(n=3, seed=42)
    cap = [c for c in texts(a.caption) if c.startswith("Ván số")]
    assert cap and cap == [c for c in texts(b.caption) if c.startswith("Ván số")]


@pytest.mark.parametrize("lang, drawer", [("vi", "người bốc: B (viền đỏ)"), ("en", "drawer: B (red ring)")])
def test_boc_cai_seat_buttons_have_no_tooltip_over_step_1(lang, drawer):
    """The drawer is named in the caption and ringed in the picture; a tooltip on its seat button («Người bốc cái»)
    stayed over the «Bước 1» heading after the click (1366×768)."""
    with language(lang):
        at = open_page("app_pages/boc_cai.py", lang=lang, n=4, seed=1, drawer=1, card="7V")
    assert any(drawer in c for c in texts(at.caption))
    seats = [b for b in at.button if b.key and b.key.startswith("bc_seat")]
    assert len(seats) == 4 and not [b.key for b in seats if b.help], [b.help for b in seats]
    with language(lang):
        at.button(key="bc_seat3").click().run()
    assert not at.exception and not [b.key for b in at.button if b.key and b.key.startswith("bc_seat") and b.help]


@pytest.mark.parametrize("lang, number", [("vi", "số **7**"), ("en", "number **7**")])
def test_boc_cai_card_name_is_not_said_again_under_its_picture(lang, number):
    """Tester (session 27): the cái card's name was printed on the card and again just below it. The face says it;
    below comes only, once the count is done, the card with its number."""
    from ui.cards import card_label

    with language(lang):
        at = open_page("app_pages/boc_cai.py", lang=lang, n=4, seed=1, drawer=1, card="7V")
        name = card_label("7V")
        assert name not in texts(at.markdown)
        at.button(key="bc_seat3").click().run()
    assert not at.exception and f"{name} — {number}" in texts(at.markdown)


# ---------------------------------------------------------------- luyện xướng
SEED, LEVEL = 11, 2


def lx_page() -> AppTest:
    return open_page("app_pages/luyen_xuong.py", seed=SEED, level=LEVEL)


def click_chips(at: AppTest, items) -> AppTest:
    for s in items:
        for _ in range(s.count):
            at.button(key=f"lx_chip_{s.id}").click().run()
    return at


def test_luyen_xuong_right_answer_and_points():
    g = gen_win(SEED, LEVEL, make_options("classic"))
    canon = canonical(g.cuoc)
    at = click_chips(lx_page(), canon.items)
    assert any(canon.text.lower() in m.lower() for m in texts(at.markdown))
    at.button(key="lx_submit").click().run()
    assert not at.exception
    assert any(s.startswith("Xướng đúng") for s in texts(at.success))
    assert any(f"«{canon.text}»" in m for m in texts(at.markdown))
    # «bao nhiêu điểm?»
    total = score(g.cuoc, make_options("classic", {"ga": False})).total
    at.text_input(key="lx_points_in").set_value(str(total))
    at.button(key="FormSubmitter:lx_points_form-Kiểm tra điểm").click().run()
    assert f"Đúng: {total} điểm." in texts(at.success)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Xướng đúng"] == "1" and metrics["Tính điểm đúng"] == "1/1"


def test_luyen_xuong_wrong_answer_explains(progress_db):
    g = gen_win(SEED, LEVEL, make_options("classic"))
    # "xuông" on a hand with cước is a cước it does not have → xướng sai.
    at = lx_page()
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    # first how many cước are wrong and why «xuông» is not this hand; the answer on request
    assert any(e.startswith("Xướng sai") for e in texts(at.error))
    assert any("Bạn hô **Xuông**" in m for m in texts(at.markdown))
    at.button(key="lx_show").click().run()
    md = " ".join(texts(at.markdown))
    assert "Thừa **Xuông**" in md
    info = cuoc_info()
    for cid in canonical(g.cuoc).cuoc:
        assert f"Thiếu **{info[cid].name}**" in md
    at.text_input(key="lx_points_in").set_value("1.500")  # read with the marks it is said back in
    at.button(key="FormSubmitter:lx_points_form-Kiểm tra điểm").click().run()
    assert any(e.startswith("Chưa đúng: bạn trả lời 1.500,") for e in texts(at.error))  # as the page writes numbers
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Thiếu / sai"] == "0 / 1" and metrics["Chuỗi đúng"] == "0"
    # Every cước of the hand (not said) and the xuông (said wrongly) is recorded as a miss.
    got = {a["item_id"]: a["correct"] for a in progress_db.get_store().attempts("xuong")}
    # so is the points question, the drill's own item naming the hand (session 16: not «Tính điểm»'s)
    assert got == {**{info[c].name: False for c in canonical(g.cuoc).cuoc}, "Xuông": False,
                   f"Điểm bài số {SEED}, cấp {LEVEL}": False, f"Xướng bài số {SEED}, cấp {LEVEL}, luật classic": False}


def test_luyen_xuong_undo_and_counts():
    at = lx_page()
    at.button(key="lx_chip_leo").click().run()
    at.button(key="lx_chip_leo").click().run()
    assert any("có 2 lèo" in m for m in texts(at.markdown))
    at.button(key="lx_undo").click().run()
    assert any(m.endswith("Ù có lèo") for m in texts(at.markdown))
    at.button(key="lx_clear").click().run()
    assert any("chưa có cước nào" in m for m in texts(at.markdown))


@pytest.mark.parametrize("rule, expect", [("theo_002", "-2"), ("theo_001", "0")])
def test_luyen_xuong_bao_rule_changes_money(rule, expect):
    # 3 players, player 3 under báo, the learner says a wrong cước: 002 makes the
    # báo player pay the others; 001 lets him off.
    at = lx_page()
    at.radio(key="lx_players").set_value(3).run()
    at.multiselect(key="lx_bao").set_value([2]).run()
    at.radio(key="lx_bao_rule").set_value(rule).run()
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    at.button(key="lx_show").click().run()
    # The money shows only after «bao nhiêu điểm?» is answered or skipped (issue 17), as a list.
    assert not any("(bị báo)" in m for m in texts(at.markdown))
    at.button(key="lx_points_skip").click().run()
    rows = [ln for m in texts(at.markdown) for ln in m.splitlines() if "(bị báo)" in ln]
    assert len(rows) == 1
    amount = int(re.search(r"\*\*([+−]?\d+) điểm\*\*", rows[0]).group(1).replace("−", "-"))  # words.signed
    assert (amount < 0) if expect != "0" else amount == 0


def test_boc_cai_timed_mode_late_answer_breaks_the_streak():
    import time

    at = bc_page(n=4, seed=1, drawer=1, card="7V")
    at.toggle(key="bc_timed").set_value(True).run()
    assert any("Còn" in m for m in texts(at.markdown))
    at.session_state["bc_t0"] = time.time() - 60  # the learner waited a minute
    at.button(key="bc_seat3").click().run()
    assert any("Nhưng đã quá giờ." in s for s in texts(at.success))
    for seat, pile in {0: 1, 1: 2, 2: 3, 3: 0}.items():
        at.radio(key=f"bc_pile{seat}").set_value(pile)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    assert any("Chuỗi đúng:** 0" in m for m in texts(at.markdown))


def test_luyen_xuong_sanhrong_chips_and_order():
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params["seed"] = "3"
    at.query_params["level"] = "1"
    at.session_state["variant"] = "sanhrong"
    at.run()
    at.switch_page("app_pages/luyen_xuong.py").run()
    keys = {b.key for b in at.button}
    assert "lx_chip_leo" in keys and "lx_chip_hoa_roi_cua_phat" not in keys  # 003: no hoa/cá/nhà
    at.button(key="lx_chip_thong").click().run()
    at.button(key="lx_chip_leo").click().run()
    at.button(key="lx_chip_leo").click().run()
    # 003: the single "Ù" first, lèo without "có".
    assert any(m.endswith("Ù thông 2 lèo") for m in texts(at.markdown))


def test_luyen_xuong_settings_survive_a_page_change():
    at = lx_page()
    at.toggle(key="lx_ga").set_value(True).run()
    at.radio(key="lx_players").set_value(2).run()
    at.switch_page("app_pages/boc_cai.py").run()
    at.switch_page("app_pages/luyen_xuong.py").run()
    assert not at.exception
    assert at.toggle(key="lx_ga").value is True and at.radio(key="lx_players").value == 2
    assert not at.warning


def test_next_hand_favours_a_cuoc_said_wrong(progress_db):
    import random

    mod = load_module("app_pages/luyen_xuong.py", "lx_page")
    opts = make_options("classic")
    for c in cuoc_info().values():
        progress_db.record_attempt("xuong", c.name, c.id != "tam_do")  # only tám đỏ was missed
    seed = mod.pick_seed(2, opts, random.Random(3))
    assert "tam_do" in gen_win(seed, 2, opts).cuoc


def test_boc_cai_round_records_one_attempt_at_step_1(progress_db):
    # New-user QA: answering only «Bước 1» then leaving must still be saved.
    # 001 §II: 4 players, B draws nhị nọc → count 1 = B, 2 = C: C takes cái; D is wrong.
    at = bc_page(n=4, seed=1, drawer=1, card="2N")
    at.button(key="bc_seat3").click().run()
    assert [(a["item_id"], a["correct"]) for a in progress_db.get_store().attempts("boc_cai")] == [
        ("4 người, quân số 2", False)]
    # A retry in place (the right seat, C) and finishing step 2 of the same round add no second
    # attempt: the first pick is the one recorded (issue 17).
    at.button(key="bc_seat2").click().run()
    assert any("lần đầu bạn chọn D" in s for s in texts(at.success))
    for seat in range(4):
        at.radio(key=f"bc_pile{seat}").set_value(0)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    at.run()
    assert len(progress_db.get_store().attempts("boc_cai")) == 1


def test_luyen_xuong_xuong_again_keeps_the_first_xuong(progress_db):
    """Issue 17 item 2: after a wrong xướng the learner says it again at once; the first
    xướng is what progress and the counters keep; the points question comes before any money."""
    g = gen_win(SEED, LEVEL, make_options("classic"))
    canon = canonical(g.cuoc)
    at = lx_page()
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    assert not any(f"«{canon.text}»" in m for m in texts(at.markdown)), "the answer is not shown yet"
    at.button(key="lx_again").click().run()  # an empty xướng (session 17)
    click_chips(at, canon.items)
    at.button(key="lx_submit").click().run()
    assert any(s.startswith("Xướng đúng — bạn đã hô đủ") for s in texts(at.success))
    assert not any("mỗi người trả bạn" in s for s in texts(at.success)), "no payment before «bao nhiêu điểm?»"
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Đã xướng"] == "1" and metrics["Thiếu / sai"] == "0 / 1"
    info = cuoc_info()
    got = {a["item_id"]: a["correct"] for a in progress_db.get_store().attempts("xuong")}
    hand = f"Xướng bài số {SEED}, cấp {LEVEL}, luật classic"  # the hand itself comes back (session 17)
    assert got == {**{info[c].name: False for c in canon.cuoc}, "Xuông": False, hand: False}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_luyen_xuong_a_short_xuong_names_the_missing_cuoc(lang):
    """A xướng thiếu says which cước is missing (its name; in English its gloss too) before the answer is shown."""
    from learning.glosses import gloss_by_key
    from words.i18n import language

    g = gen_win(SEED, LEVEL, make_options("classic"))
    canon = canonical(g.cuoc)
    left_out = canon.items[-1]
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", seed=SEED, level=LEVEL, lang=lang)
        click_chips(at, canon.items[:-1])
        at.button(key="lx_submit").click().run()
    assert not at.exception
    assert at.warning and not any(f"«{canon.text}»" in m for m in texts(at.markdown))
    name = cuoc_info()[left_out.id].name
    line = next(m for m in texts(at.markdown) if f"**{name}**" in m)
    assert line.startswith("- " + ("Thiếu" if lang == "vi" else "Missing"))
    gloss = gloss_by_key(f"cuoc:{left_out.id}")
    assert gloss and (f"({gloss})" in re.sub(r" \[[^]]*\]", "", line)) == (lang == "en"), line  # readings aside


def test_next_round_buttons_deal_a_new_round():
    # «Ván tiếp theo» / «Bài tiếp theo» (a callback): the next run shows another round, drawn once
    at = bc_page(n=4, seed=1, drawer=1, card="7V")
    at.button(key="bc_seat3").click().run()
    for seat, pile in {0: 1, 1: 2, 2: 3, 3: 0}.items():
        at.radio(key=f"bc_pile{seat}").set_value(pile)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    at.button(key="bc_next").click().run()
    assert not at.exception and "card" not in at.query_params and at.query_params["seed"] != ["1"]
    assert at.session_state["bc_pick"] is None
    g = gen_win(SEED, LEVEL, make_options("classic"))
    at = click_chips(lx_page(), canonical(g.cuoc).items)
    at.button(key="lx_submit").click().run()
    at.button(key="lx_points_skip").click().run()
    at.button(key="lx_next").click().run()
    assert not at.exception and at.query_params["seed"] != [str(SEED)]
    assert at.session_state["lx_submitted"] is None
