"""AppTest of the Mậu binh pages (issue 16 item 8): «Luật Mậu binh», «Kiểm tra binh», «Xếp binh».

Uses ``tests/apptest_pages.open_page`` and the ``progress_db`` fixture (the drill saves
progress)."""
from __future__ import annotations

import pytest

from apptest_pages import chi_rows, open_page, set_chi, shown
from mau_binh.arrangement import Arrangement
from mau_binh.drill import deal_hand, grade
from mau_binh.rules import load_rules
from mau_binh.solver import solve
from chan_core.facts import Fact
from words import say, say_all
from words.i18n import language


def page_text(at) -> str:
    parts = [x.value for x in at.title] + [x.value for x in at.header] + [x.value for x in at.subheader]
    parts += [x.value for x in at.markdown] + [x.value for x in at.caption]
    for kind in ("success", "error", "warning", "info"):
        parts += [x.value for x in getattr(at, kind)]
    parts += [x.label for x in at.expander]
    return "\n".join(map(str, parts))


def html_of(at) -> str:
    return "\n".join(e.proto.body for e in at.get("html"))


# ---------------------------------------------------------------- rules reference
def test_rules_page_lists_every_category_special_and_decision_with_pictures():
    at = open_page("app_pages/mau_binh_luat.py")
    text = page_text(at)
    r = load_rules()
    for c in r.categories:
        assert c.name in text, c.name
    for s in r.specials:
        assert s.name in text, s.name
    assert f"Có **{len(r.decisions)} chỗ**" in text
    assert all(any(d.topic in x.label for x in at.expander) for d in r.decisions)
    html = html_of(at)
    for code in ("3d", "7d", "As", "5s", "Ad"):
        assert f'data-card="{code}"' in html
    assert "Nguồn: Luật Mậu binh (tài liệu 004)" in text and "Binh lủng" in text and "72.072" in text
    assert not at.exception and not at.error



def test_rules_page_says_quyet_dinh_as_the_apps_decision_in_english():
    """«quyết định» (a source badge) is «the app's decision» in English, as «see the decision «…»» says —
    never «team decision»: as many times in English as in Vietnamese."""
    with language("vi"):
        vi = page_text(open_page("app_pages/mau_binh_luat.py"))
    with language("en"):
        en = page_text(open_page("app_pages/mau_binh_luat.py", lang="en"))
    assert "team decision" not in en and vi.count("Nguồn: quyết định:") == en.count("Source: the app's decision:") > 2


# ---------------------------------------------------------------- checker
def test_checker_shows_the_example_valid_with_categories_and_solver():
    at = open_page("app_pages/kiem_tra_binh.py")
    text = page_text(at)
    assert "Xếp đúng thứ tự" in text and "Đôi K (lẻ 4)" in html_of(at)
    assert "Máy xếp" in text and "điểm** mỗi đối thủ" in text
    rows = chi_rows(at)
    assert [len(rows[c].value) for c in ("front", "middle", "back")] == [3, 5, 5]


def test_checker_catches_lung_typed_with_slashes():
    at = open_page("app_pages/kiem_tra_binh.py")
    at.text_input(key="kt_text").set_value("Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd").run()
    errs = [e.value for e in at.error]
    assert any("Binh lủng: chi đầu lớn hơn chi giữa" in e for e in errs), errs
    assert "−3,00 điểm" in page_text(at)


def test_checker_moves_cards_between_chi_and_uses_the_solver():
    at = open_page("app_pages/kiem_tra_binh.py")
    rows = chi_rows(at)
    rows["front"].set_value(rows["front"].value + ["7h"]).run()  # 7h leaves chi giữa
    rows = chi_rows(at)
    assert "7h" in rows["front"].value and "7h" not in rows["middle"].value
    assert "Chi đầu cần đúng 3 lá, ở đây có 4 lá. Chi giữa cần đúng 5 lá, ở đây có 4 lá." in page_text(at)  # no «Chưa đủ»
    at.button(key="kt_use_solver").click().run()
    rows = chi_rows(at)
    best = solve("Ks Kd 4c 7h 7d 7s 2c 3c 8s 8h 8d Jc Jd").arrangement
    assert sorted(rows["back"].value) == sorted(c.code for c in best.back)
    assert "Xếp đúng thứ tự" in page_text(at)


def test_checker_special_hand_and_bad_input_shown_literally():
    at = open_page("app_pages/kiem_tra_binh.py")
    at.text_input(key="kt_text").set_value("3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d").run()
    assert any("Mậu binh: Sáu đôi" in s.value for s in at.success)
    at.text_input(key="kt_text").set_value("As Kh **đậm** [x](http://a.b)").run()
    errs = [e.value for e in at.error]
    assert len(errs) == 1 and "«**đậm**»" in shown(errs[0]) and "\\*\\*" in errs[0]
    at.text_input(key="kt_text").set_value("As Kh Qd").run()
    assert any("3 lá" in i.value for i in at.info)
    at.text_input(key="kt_text").set_value("As Kh Qd A bích").run()
    assert any("át bích" in e.value and "hai lần" in e.value for e in at.error)


def test_checker_grid_and_text_stay_in_step():
    at = open_page("app_pages/kiem_tra_binh.py")
    spades = next(b for b in at.get("button_group") if b.key == "kt_pick_s")
    assert sorted(spades.value) == ["7s", "8s", "Ks"]
    spades.set_value(spades.value + ["As"]).run()
    assert "As" in at.text_input(key="kt_text").value
    assert any("14 lá" in i.value for i in at.info)


# ---------------------------------------------------------------- drill
def test_drill_right_answer_is_saved(progress_db):
    seed = 4242
    at = open_page("app_pages/xep_binh.py", seed=seed)
    hand = deal_hand(seed)
    html = html_of(at)
    assert all(f'data-card="{c.code}"' in html for c in hand)
    assert at.button(key="xb_grade").disabled
    set_chi(at, solve(hand).arrangement)
    at.button(key="xb_grade").click().run()
    text = page_text(at)
    assert "Đạt" in text and "Máy xếp" in text
    att = progress_db.get_store().attempts("xep_binh")
    assert [(a["item_id"], a["correct"]) for a in att] == [(f"ván {seed}", True)]
    assert not at.warning  # saved: no «chưa được lưu» notice


def test_drill_lung_answer_is_explained_and_saved_as_wrong(progress_db):
    seed = 4243
    hand = deal_hand(seed)
    best = solve(hand).arrangement
    lung = Arrangement(best.back[:3], best.middle, list(best.back[3:]) + list(best.front))
    g = grade(hand, lung)
    at = open_page("app_pages/xep_binh.py", seed=seed)
    set_chi(at, lung)
    at.button(key="xb_grade").click().run()
    text = page_text(at)
    if g.arrangement.lung:
        assert "Binh lủng — thua cả 3 chi." in text and "mất 3 điểm mỗi người" in text
    else:
        assert "kém cách tốt nhất" in text or "Đạt" in text
    att = progress_db.get_store().attempts("xep_binh")
    assert [a["correct"] for a in att] == [g.correct]
    for line in say_all(g.lines):
        assert line in text


def test_drill_finish_button_fills_the_last_chi(progress_db):
    seed = 4244
    hand = deal_hand(seed)
    best = solve(hand).arrangement
    at = open_page("app_pages/xep_binh.py", seed=seed)
    rows = chi_rows(at)
    rows["front"].set_value([c.code for c in best.front])
    rows["middle"].set_value([c.code for c in best.middle])
    at.run()
    assert "Còn 5 lá chưa xếp" in html_of(at)
    at.button(key="xb_finish").click().run()
    assert sorted(chi_rows(at)["back"].value) == sorted(c.code for c in best.back)
    assert not at.button(key="xb_grade").disabled


def test_drill_new_hand_changes_the_seed(progress_db):
    at = open_page("app_pages/xep_binh.py", seed=1)
    at.button(key="xb_new").click().run()
    assert at.query_params["seed"] != ["1"]
    assert not at.exception


@pytest.mark.parametrize("raw", ["abc", "-5", "9" * 30])
def test_drill_bad_seed_in_the_link_falls_back_quietly(progress_db, raw):
    at = open_page("app_pages/xep_binh.py", seed=raw)
    assert not at.error and "Ván số" in page_text(at)


# ---------------------------------------------------------------- found by the browser tester
@pytest.mark.parametrize("typed", [
    "As Ah Ks Kh Qs Qh Js Jh 10s 9s 8s 7s 6s",  # typed high first, no «/»
    "2c 3d 4h 5s 7c 8d 9h Jc Qs Kd 6h 10c Ah",
])
def test_checker_unsplit_hand_is_not_arranged_for_the_learner(typed):
    """13 cards typed without «/» (or dealt at random, which sorts them high
    first) are not cut 3 + 5 + 5 in that order — nearly always binh lủng, shown
    as «your arrangement» the learner never made. The rows start empty."""
    at = open_page("app_pages/kiem_tra_binh.py")
    at.text_input(key="kt_text").set_value(typed).run()
    assert not at.exception
    rows = chi_rows(at)
    assert all(not rows[c].value for c in ("front", "middle", "back"))
    text = page_text(at)
    assert "Chưa đủ ba chi" in text and "Binh lủng" not in text and "Cách xếp của bạn" not in text
    assert not at.error


def test_checker_random_deal_starts_unarranged():
    at = open_page("app_pages/kiem_tra_binh.py")
    for _ in range(3):
        at.button(key="kt_deal").click().run()
        assert not at.exception and not at.error
        assert all(not v.value for v in chi_rows(at).values())
        at.button(key="kt_use_solver").click().run()
        text = page_text(at)  # the solver's rows are in order, or a mậu binh that wins outright (issue 28)
        assert "Xếp đúng thứ tự" in text or "thắng luôn, không cần so chi" in text.lower(), text  # said once, above


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_checker_retyped_split_replaces_the_old_one(lang):
    """The same 13 cards typed again with another «/» split: the new chi replace the old ones (they kept the
    first split, still binh lủng); a tap on the rows under the same text stays."""
    with language(lang):
        at = open_page("app_pages/kiem_tra_binh.py", lang=lang)
        at.text_input(key="kt_text").set_value("As Ah Kd / Qs Qh 5c 4d 3c / 8s 8h 8d Jc Jd").run()
        assert at.error and say(Fact("mau_binh.check.ok")) not in page_text(at)
        at.text_input(key="kt_text").set_value("Qs Qh 5c / As Ah Kd 4d 3c / 8s 8h 8d Jc Jd").run()
        rows = chi_rows(at)
        assert sorted(rows["front"].value) == ["5c", "Qh", "Qs"]
        assert not at.error and say(Fact("mau_binh.check.ok")) in page_text(at)
        rows["front"].set_value(["5c", "Qh", "Qs", "4d"]).run()  # the learner's own move under the same text
        assert "4d" in chi_rows(at)["front"].value and not at.exception


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_rules_page_order_and_lung_rules_cite_their_decisions(lang):
    """«Thứ tự ba chi» says ≤ while seed 004 writes «<», and binh lủng spares a mậu binh: each rule's text
    names its decision, listed at the end of the page and on «Chỗ các tài liệu khác nhau»."""
    from chan_core.rules import load_rules as load_chan_rules
    from words import text_of

    cited = {"thu_tu_chi": "chi_bang_nhau", "binh_lung": "mau_binh_xet_13_la"}
    with language(lang):
        r = load_rules()
        topics = {rid: next(text_of(d, "topic") for d in r.decisions if d.id == did) for rid, did in cited.items()}
        at = open_page("app_pages/mau_binh_luat.py", lang=lang)
        text = page_text(at)
        for rid, topic in topics.items():
            assert f"«{topic}»" in text_of(r.rule(rid), "text") and f"«{topic}»" in text, rid
            assert any(topic in x.label for x in at.expander), topic
        opening = at.markdown[0].value  # the page's first line states the order too: the seed's «<», the decision
        assert "≤" in opening and "«<»" in opening and f"«{topics['thu_tu_chi']}»" in opening, opening
        listed = open_page("app_pages/quyet_dinh.py", lang=lang)
        labels = "\n".join(x.label for x in listed.expander)
    assert all(topic in labels for topic in topics.values())
    assert {d.id for d in load_chan_rules().decisions if d.game == "mau_binh"} >= set(cited.values())


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_rules_page_sap_ham_row_defers_to_the_lung_option(lang):
    """The options table's «Sập hầm» row says a lủng opponent is doubled only while the option «Người lủng cũng bị
    tính sập hầm» is on (it used to say «kể cả khi đối thủ lủng», whatever that option said)."""
    from words import text_of

    with language(lang):
        r = load_rules()
        sap_ham, lung = (text_of(r.option(oid), "name") for oid in ("sap_ham", "sap_ham_lung"))
        at = open_page("app_pages/mau_binh_luat.py", lang=lang)
    table = next(t.value for t in at.table if len(t.value.columns) == 3 and sap_ham in set(t.value.iloc[:, 0]))
    row = table[table.iloc[:, 0] == sap_ham].iloc[0, 2]
    assert f"«{lung}»" in row and lung in set(table.iloc[:, 0]), row
    assert {"vi": "trừ khi tắt", "en": "unless"}[lang] in row and "kể cả khi đối thủ lủng" not in row, row
