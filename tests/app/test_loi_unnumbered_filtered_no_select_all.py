"""Tester (session 17, Vietnamese, 1366 px) on «Các lỗi»: the fault without a number («Bỏ ù») showed for every
search and even under «Không có lỗi nào khớp bộ lọc»; it is filtered like every lỗi (search, group, penalty). The
filters offered Streamlit's English «Select all» on a Vietnamese page."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words.i18n import language

PAGE = "app_pages/loi.py"
HEAD = {"vi": "Lỗi không đánh số", "en": "Lỗi without a number"}
NONE = {"vi": "Không có lỗi nào khớp bộ lọc", "en": "No lỗi matches the filters"}


def _bo_u_shown(at) -> bool:
    return any(m.value.startswith("**Bỏ ù") for m in at.markdown)


def _page(lang: str, search: str = "", groups: list[str] | None = None, penalty: list[str] | None = None):
    with language(lang):
        at = open_page(PAGE, lang=lang)
        if groups is not None:
            at.multiselect(key="loi_groups").set_value(groups).run()
        if penalty is not None:
            at.multiselect(key="loi_penalty").set_value(penalty).run()
        if search:
            at.text_input(key="loi_search").set_value(search).run()
    assert not at.exception
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("search", ["cau ca", "CHIU", "lỗi 3", "xyzzy"])
def test_the_unnumbered_fault_is_left_out_by_a_search_it_does_not_match(lang, search):
    at = _page(lang, search)
    assert not _bo_u_shown(at) and not [h for h in at.subheader if h.value == HEAD[lang]]
    if search == "xyzzy":
        assert any(NONE[lang] in i.value for i in at.info)


@pytest.mark.parametrize("lang, search", [("vi", "sau moi u quan khac"), ("en", "passing up a win")])
def test_a_search_for_the_unnumbered_fault_finds_it_alone(lang, search):
    at = _page(lang, search)
    assert _bo_u_shown(at) and [h for h in at.subheader if h.value == HEAD[lang]]
    assert not at.table and not at.info  # no numbered lỗi, and not «nothing matches»


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_unnumbered_fault_follows_the_group_and_penalty_filters(lang):
    assert _bo_u_shown(_page(lang))
    assert not _bo_u_shown(_page(lang, groups=["A"]))  # in no group
    assert _bo_u_shown(_page(lang, penalty=["nghi_an_tien"])) and not _bo_u_shown(_page(lang, penalty=["bao"]))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_filters_offer_no_english_select_all(lang):
    at = _page(lang)
    assert [at.multiselect(key=k).proto.select_all for k in ("loi_groups", "loi_penalty")] == [0, 0]  # 0: never


@pytest.mark.parametrize(("lang", "search", "penalty"), [
    ("en", "paid", "nghi_an_tien"), ("en", "winner", "nghi_an_tien"), ("en", "called out", "bao"),
    ("vi", "bao", "bao"), ("vi", "nghi an tien", "nghi_an_tien"), ("en", "báo", "bao"),
])
def test_a_search_finds_the_loi_by_their_penalty(lang, search, penalty):
    """Tester (session 17, English): «win», «paid», «báo» found nothing, though the «Penalty» column says them."""
    from chan_core.rules import load_rules

    wanted = {x.number for x in load_rules().loi if x.penalty == penalty}
    at = _page(lang, search)
    shown = {int(e.label.split("Lỗi ")[1].split(" ")[0]) for e in at.expander if e.label.startswith("**Lỗi ")}
    assert wanted and wanted <= shown, (search, sorted(shown))
    assert not any(NONE[lang] in i.value for i in at.info)
