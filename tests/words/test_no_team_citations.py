"""Issue 17 item 6 (leftovers): a learner never reads the team's citations.

The rules files (``rules/*.yaml``) keep the team's wording — «seed 001 §IV», «001 §V mục 1»,
«Seed 003 nói …» — and the pages show it through :func:`ui.learner_words` /
:func:`ui.learner_view` («tài liệu 001, mục IV») or the source badge (:func:`ui.source_text`).

* :func:`ui.learner_view` gives the rules (chắn and Mậu binh) with every text in the learner's
  words, and leaves sources (the badge words them), ids and numbers as they are.
* Every page of the app (the router's page walk in ``tests/words/test_text_leaks.py``, extended to every
  page) and the reference pages in their other states — the sanhrong variant, every cước group
  and worked example, every lỗi asked for by number, every decision opened by a search, every
  glossary term opened from a lesson link, the bốc cái drill after a wrong and a right seat for
  every count, the Mậu binh pages after a check — show no «seed» (any case, anywhere in a word)
  and no «§».
"""
from __future__ import annotations

import re

import pytest

import ui
from apptest_pages import open_page, page_texts
from tests.words.test_text_leaks import PAGES
from tests.budget import full

CITATION = re.compile(r"seed|§", re.IGNORECASE)


def citations(texts) -> list[str]:
    """Every shown text with «seed» (any case, inside a word too) or «§», with the words around it."""
    out = []
    for kind, field, text in texts:
        m = CITATION.search(text)
        if m:
            out.append(f"{kind}.{field}: …{text[max(0, m.start() - 50):m.end() + 50]}…")
    return out


def assert_clean(at, where: str) -> None:
    assert not at.exception, (where, [e.value for e in at.exception])
    found = citations(page_texts(at))
    assert not found, f"{where}:\n" + "\n".join(found)


# ---------------------------------------------------------------- the scanner itself
@pytest.mark.parametrize("text", [
    "Seed 001 §VII xếp bỏ ù vào nhóm nghỉ ăn tiền", "(001 §V mục 1)", "Luật: seed 004.", "SEED 003",
    "theo_seed", "§", "Hạt giống (seed)", "Ví dụ (theo seed).",
])
def test_scanner_catches_team_wording(text):
    assert citations([("Markdown", "body", text)])


@pytest.mark.parametrize("text", [
    "Tài liệu 001, mục VII xếp bỏ ù vào nhóm nghỉ ăn tiền", "Nguồn: Luật Mậu binh (tài liệu 004)",
    "Ván số 123", "Hạt giống",
])
def test_scanner_passes_learner_wording(text):
    assert not citations([("Markdown", "body", text)])


# ---------------------------------------------------------------- ui.learner_view
def _strings(x, path="", skip_sources=True):
    """Every string inside rules models / dicts / lists, as ``(path, text)``; sources left out."""
    from pydantic import BaseModel

    from chan_core.rules.base import Source

    if isinstance(x, str):
        yield path, x
    elif isinstance(x, Source) and skip_sources:
        return
    elif isinstance(x, BaseModel):
        for name in type(x).model_fields:
            yield from _strings(getattr(x, name), f"{path}.{name}", skip_sources)
    elif isinstance(x, dict):
        for k, v in x.items():
            yield from _strings(v, f"{path}[{k}]", skip_sources)
    elif isinstance(x, (list, tuple)):
        for i, v in enumerate(x):
            yield from _strings(v, f"{path}[{i}]", skip_sources)


def _rules():
    from chan_core.rules import load_rules
    from mau_binh.rules import load_rules as load_mau_binh

    return {"chắn": load_rules(), "mậu binh": load_mau_binh()}


IDENT = re.compile(r"[a-z0-9_]+")


@pytest.mark.parametrize("game", ["chắn", "mậu binh"])
def test_learner_view_words_every_text_of_the_rules(game):
    rules = _rules()[game]
    raw = dict(_strings(rules))
    assert sum(1 for t in raw.values() if CITATION.search(t)) >= 10  # the files do cite (else this proves nothing)
    view = ui.learner_view(rules)
    assert type(view) is type(rules)
    seen = dict(_strings(view))
    assert seen.keys() == raw.keys()
    bad = [(p, t) for p, t in seen.items() if CITATION.search(t) and not IDENT.fullmatch(t)]
    assert not bad, bad[:10]
    for p, t in raw.items():  # ids and codes (``theo_seed``) are never touched; other text only reworded
        if IDENT.fullmatch(t) or not CITATION.search(t):
            assert seen[p] == t, p


@pytest.mark.parametrize("game", ["chắn", "mậu binh"])
def test_learner_view_keeps_sources_ids_and_look_ups(game):
    rules = _rules()[game]
    view = ui.learner_view(rules)
    raw_sources = list(_strings(rules, skip_sources=False))
    view_sources = list(_strings(view, skip_sources=False))
    src = [(p, t) for p, t in raw_sources if ".source" in p]
    assert src and src == [(p, t) for p, t in view_sources if ".source" in p]  # the badge words them itself
    assert ui.learner_view(rules) is view  # computed once per rules object
    if game == "chắn":
        assert view.cuoc_by_id("leo").id == "leo" and view.loi_by_number(3).number == 3
        assert view.decisions[0].seeds.keys() == rules.decisions[0].seeds.keys()
    else:
        assert view.option("special_ranking").default == rules.option("special_ranking").default


def test_learner_view_of_plain_values():
    assert ui.learner_view("Seed 003 nói gọn") == "Tài liệu 003 nói gọn"
    assert ui.learner_view(["001 §V mục 1", 3, None]) == ["tài liệu 001, mục V.1", 3, None]
    assert ui.learner_view({"003": "seed 001 §II"}) == {"003": "tài liệu 001, mục II"}
    assert ui.learner_view({"source": {"seed": "001", "section": "§IV"}}) == {"source": {"seed": "001", "section": "§IV"}}
    assert ui.learner_view(("theo_seed", 1.5)) == ("theo_seed", 1.5)


# ---------------------------------------------------------------- pages in their other states
REFERENCE = ["app_pages/bo_bai.py", "app_pages/chia_bai.py", "app_pages/luot_danh.py", "app_pages/loi.py",
             "app_pages/cuoc.py", "app_pages/thu_tu_xuong.py", "app_pages/an_tien.py", "app_pages/thuat_ngu.py",
             "app_pages/quyet_dinh.py", "app_pages/choi_thu.py", "app_pages/tinh_diem.py",
             "app_pages/luyen_xuong.py"]


def test_reference_pages_are_in_the_walk():
    assert set(REFERENCE) <= set(PAGES)


@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", REFERENCE)
def test_reference_page_in_the_sanhrong_variant(path, progress_db):
    at = open_page(path, luat="sanhrong")
    assert at.session_state["variant"] == "sanhrong"
    assert_clean(at, f"{path} (sanhrong)")


def test_cuoc_every_group_and_example(progress_db):
    at = open_page("app_pages/cuoc.py")
    for group in ("dau", "u", "bai", "co"):  # the xướng groups (cuoc.GROUP_NAMES)
        at.multiselect(key="cuoc_groups").set_value([group]).run()
        assert_clean(at, f"cước, nhóm {group}")
    at.multiselect(key="cuoc_groups").set_value([]).run()
    for example in at.radio(key="cuoc_example").options:
        at.radio(key="cuoc_example").set_value(example).run()
        assert_clean(at, f"cước, ví dụ {example}")


def test_loi_every_loi_asked_by_number(progress_db):
    from chan_core.rules import load_rules

    luat = "classic"  # (the sanhrong page: test_reference_page_in_the_sanhrong_variant)
    at = open_page("app_pages/loi.py")
    for x in load_rules().loi:
        at.query_params["loi"] = str(x.number)
        at.run()
        assert at.text_input(key="loi_search").value == f"lỗi {x.number}"
        assert_clean(at, f"lỗi {x.number} ({luat})")
    for pen in at.multiselect(key="loi_penalty").options:
        at.text_input(key="loi_search").set_value("").run()
        at.multiselect(key="loi_penalty").set_value([pen]).run()
        assert_clean(at, f"lỗi, phạt {pen}")


@full  # a sweep over rules/decisions.yaml
def test_quyet_dinh_every_decision_opened(progress_db):
    from chan_core.rules import load_rules

    at = open_page("app_pages/quyet_dinh.py")
    at.toggle(key="quyet_dinh_only_option").set_value(True).run()
    assert_clean(at, "quyết định, chỉ chỗ có tùy chọn")
    at.toggle(key="quyet_dinh_only_option").set_value(False).run()
    for d in load_rules().decisions:
        topic = ui.learner_words(d.topic)  # what the learner reads, and so types
        at.text_input(key="quyet_dinh_search").set_value(topic).run()
        assert (any(m.value == f"#### {topic}" for m in at.markdown)  # a few hits: shown open
                or any(f"**{topic}**" in e.label for e in at.expander)), topic
        assert_clean(at, f"quyết định «{d.topic}»")


@full  # a sweep over the glossary
def test_thuat_ngu_every_term_opened_from_a_lesson(progress_db):
    from chan_core.rules import load_rules

    at = open_page("app_pages/thuat_ngu.py")
    for t in load_rules().glossary:
        at.query_params["tu"] = t.id
        at.run()
        assert any(f"**{t.term}**" in m.value for m in at.markdown), t.id
        assert_clean(at, f"thuật ngữ «{t.term}»")


@full  # every count at every table size
def test_boc_cai_every_count_after_an_answer(progress_db):
    """The drill's explanations after a wrong seat (why it is wrong, then «Xem cách đếm»: the count
    and the mnemonic — «về mình» for chi chi, ngũ, cửu) for every number a cái card can carry at a
    4-player table, two numbers at 2 and 3 players, and a right answer."""
    from chan_core.boc_cai import boc_cai
    from chan_core.cards import KINDS

    cards = {k.boc_cai_number: k for k in KINDS}  # one card for each count 1–9
    for players, numbers in ((4, sorted(cards)), (3, [1, 9]), (2, [1, 9])):
        at = open_page("app_pages/boc_cai.py", n=players, seed=1, drawer=0, card="CC")  # (n sticks to the session)
        for number in numbers:
            card = cards[number]
            res = boc_cai(players, 0, card)
            at.query_params.update({"n": str(players), "seed": "1", "drawer": "0", "card": card.code})
            at.run()
            at.button(key=f"bc_seat{(res.seat + 1) % players}").click().run()
            assert_clean(at, f"bốc cái {players} người, {card.code}, ghế sai")
            at.button(key="bc_reveal_btn").click().run()
            assert_clean(at, f"bốc cái {players} người, {card.code}, xem cách đếm")
    at.query_params.update({"n": "2", "seed": "2", "drawer": "0", "card": "CC"})
    at.run()
    at.button(key="bc_seat0").click().run()  # chi chi: the drawer — right
    assert at.success
    assert_clean(at, "bốc cái, đúng")


def _row(at, key: str):
    """The chi chooser row (a pills button group) with ``key``."""
    return next(b for b in at.get("button_group") if b.key == key)


def test_mau_binh_pages_after_a_check(progress_db):
    from mau_binh.arrangement import Arrangement
    from mau_binh.drill import deal_hand
    from mau_binh.solver import solve

    assert_clean(open_page("app_pages/mau_binh_luat.py"), "Luật Mậu binh")
    at = open_page("app_pages/kiem_tra_binh.py")
    assert_clean(at, "Kiểm tra binh (ví dụ)")
    for typed in ("Kh Kc Ad / Ks Kd Qc 3s 2c / 9s 9h 9d 5c 5d",  # lủng
                  "2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As",  # mậu binh
                  "As Ah Ks Kh Qs Qh Js Jh 10s 9s 8s 7s 6s"):  # not split yet
        at.text_input(key="kt_text").set_value(typed).run()
        assert_clean(at, f"Kiểm tra binh «{typed}»")
    at.button(key="kt_use_solver").click().run()
    assert_clean(at, "Kiểm tra binh (cách xếp của máy)")
    at.button(key="kt_deal").click().run()
    assert_clean(at, "Kiểm tra binh (chia ngẫu nhiên)")

    for seed, lung in ((777, False), (778, True)):
        best = solve(deal_hand(seed)).arrangement
        arr = Arrangement(best.back[:3], best.middle, list(best.back[3:]) + list(best.front)) if lung else best
        at = open_page("app_pages/xep_binh.py", seed=seed)
        for chi in ("front", "middle", "back"):
            _row(at, f"xb_chi_{seed}__{chi}").set_value([c.code for c in arr.chi(chi)])
        at.run()
        at.button(key="xb_grade").click().run()
        assert any(s.value == "Kết quả" for s in at.subheader)
        assert_clean(at, f"Xếp binh (đã chấm, ván {seed})")
