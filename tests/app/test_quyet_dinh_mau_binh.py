"""«Chỗ các tài liệu khác nhau» lists the Mậu binh house rules (issue 28): each entry of
``rules/decisions.yaml`` with ``game: mau_binh`` — what seed 004 says, the reading, why, the option
of ``rules/mau_binh.yaml`` with its default, a link to «Luật Mậu binh» — in both languages."""
from __future__ import annotations

import pytest

from apptest_pages import open_page, page_texts
from chan_core.rules import load_rules
from tests.english_check import vietnamese_leaks
from words.i18n import language

HOUSE = [d for d in load_rules().decisions if d.game == "mau_binh"]


def text(at) -> str:
    return "\n".join(v for _k, _f, v in page_texts(at))


def test_the_page_lists_every_mau_binh_house_rule_with_its_option():
    at = open_page("app_pages/quyet_dinh.py")
    labels = [e.label for e in at.expander]
    assert len(HOUSE) == 11
    for d in HOUSE:
        assert any(lb.startswith("Mậu binh · ") and f"**{d.topic}**" in lb for lb in labels), d.id
    at.text_input(key="quyet_dinh_search").input("sap lang").run()  # no diacritics: finds «Sập làng»
    body = text(at)
    assert "Luật nhà Mậu binh — Sập làng (thắng cả 3 chi với mọi đối thủ thì gấp bốn)." in body
    assert "Mặc định: không." in body and "Tài liệu 004 (Mậu Binh)" in body and "seed" not in body.lower()
    assert any(p.proto.page.endswith("mau_binh_luat.py") or "mau_binh_luat" in str(p.proto) for p in at.get("page_link"))


def test_the_page_in_english_lists_them_in_english():
    with language("en"):
        at = open_page("app_pages/quyet_dinh.py", lang="en")
        at.toggle(key="quyet_dinh_only_option").set_value(True).run()
        texts = page_texts(at)
        at.text_input(key="quyet_dinh_search").input("sweep").run()
        found = text(at)
    assert vietnamese_leaks(texts, extra_allowed=("Người học 1",)) == []
    labels = "\n".join(v for _k, f, v in texts if f == "label")
    for d in HOUSE:  # those with an option: the list shows only them
        assert d.twins["topic"] in labels or not d.option, d.id
    assert "Mậu binh house rule — Whole-table sweep" in found and "Default: no." in found


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_house_rule_sends_the_learner_to_the_part_that_switches_it(lang):
    """«Đổi ở …» names the part of «Chơi Mậu binh» that holds the house-rule switches (it sent the learner to
    «Kiểm tra binh», which has none)."""
    import re

    with language(lang):
        at = open_page("app_pages/quyet_dinh.py", lang=lang)
        at.text_input(key="quyet_dinh_search").input("sap lang" if lang == "vi" else "sweep").run()
        part = re.search(r"\([^()«»]*«([^«»]+)»\)", text(at)).group(1)
        play = open_page("app_pages/choi_mau_binh.py", lang=lang)
    box = next(e for e in play.expander if e.label.startswith(part))
    assert any((t.key or "").startswith("cm_h_") for t in box.get("toggle"))
