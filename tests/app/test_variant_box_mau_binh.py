"""Issue 27 item 10: the Chắn rules-variant box («Biến thể luật») is not in the sidebar of the
Mậu binh pages (that game has no Chắn variant), and the variant chosen before is still chosen
when the learner comes back to a Chắn page."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page

MAU_BINH = ["app_pages/mau_binh_luat.py", "app_pages/kiem_tra_binh.py", "app_pages/xep_binh.py",
            "app_pages/choi_mau_binh.py"]


def _variant_boxes(at) -> list:
    return [r for r in at.sidebar.radio if r.key == "variant"]


@pytest.mark.parametrize("path", MAU_BINH)
def test_no_variant_box_on_a_mau_binh_page(path):
    at = open_page(path)
    assert _variant_boxes(at) == []
    assert not at.exception


def test_the_chosen_variant_survives_a_visit_to_mau_binh():
    at = open_page("app_pages/cuoc.py")
    (box,) = _variant_boxes(at)
    box.set_value("sanhrong").run()
    at.switch_page("app_pages/kiem_tra_binh.py").run()
    assert _variant_boxes(at) == [] and not at.exception
    at.switch_page("app_pages/xep_binh.py").run()  # two runs without the box
    at.query_params.pop("luat", None)  # a page link in the browser drops the link's parameters
    at.switch_page("app_pages/tinh_diem.py").run()
    (box,) = _variant_boxes(at)
    assert box.value == "sanhrong" and at.session_state["variant"] == "sanhrong"
