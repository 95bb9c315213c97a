"""Every multiselect not covered by ``test_language_switch_browser.py`` keeps the learner's pick through
a language switch (Vietnamese → English with the top button → Vietnamese with the sidebar switch):
«Các lỗi» (nhóm, loại phạt), «Cước, điểm & dịch» (nhóm xướng), «Tính điểm» (cước hô thừa), «Luyện
xướng» (người bị báo) and «Chơi Mậu binh» (thưởng chi mạnh). The pick is the list's second option; in
English each is shown with its English words (so the chip's text changes), back in Vietnamese it is
exactly as before."""
from __future__ import annotations

import pytest

from tests.browser.test_language_switch_browser import (LEO_EN, LEO_VI, Pick, choose, desk, idle,  # noqa: F401
                                                        no_error, open_vi, switch)

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]


def chips(pg, key: str) -> list[str]:
    return pg.locator(f".st-key-{key} [data-tag] > span[title]").evaluate_all(
        "els => els.map(e => e.getAttribute('title').trim())")


def pick_second(pg, key: str) -> None:
    box = pg.locator(f".st-key-{key}")
    box.scroll_into_view_if_needed()
    box.locator("input").first.click()
    pg.get_by_role("option").nth(1).click()
    pg.keyboard.press("Escape")
    idle(pg)


def _open_expander(label: str):
    def prep(pg) -> None:
        pg.get_by_text(label).first.click()
        idle(pg)
    return prep


def _xuong_sai(pg) -> None:
    choose(pg, Pick("td_cuoc", "multi", LEO_VI, LEO_EN))
    pg.locator(".st-key-td_xuong_how [data-testid=stRadioOption]").filter(has_text="Sai").click()
    idle(pg)


CASES = {
    "loi": (None, ["loi_groups", "loi_penalty"]),
    "cuoc": (None, ["cuoc_groups"]),
    "tinh_diem": (_xuong_sai, ["td_said_extra"]),
    "luyen_xuong": (_open_expander("Bàn chơi và luật làng"), ["lx_bao"]),
    "choi_mau_binh?seed=2028": (_open_expander("Bàn chơi: đối thủ"), ["cm_h_bonuses"]),
}


@pytest.mark.parametrize("path", list(CASES))
def test_a_multiselect_pick_survives_vi_en_vi(app_server, desk, path):  # noqa: F811
    pg = desk
    prep, keys = CASES[path]
    open_vi(pg, app_server, path)
    if prep:
        prep(pg)
    for key in keys:
        pick_second(pg, key)
    before = {k: chips(pg, k) for k in keys}
    assert all(len(v) == 1 for v in before.values()), before
    switch(pg, "en", via="top")
    no_error(pg)
    after = {k: chips(pg, k) for k in keys}
    assert all(len(after[k]) == 1 and after[k] != before[k] for k in keys), (before, after)
    switch(pg, "vi", via="sidebar")
    no_error(pg)
    assert {k: chips(pg, k) for k in keys} == before
