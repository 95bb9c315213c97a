"""Every page declared translated reads in English (issue 15).

Each page in :data:`EN_PAGES` is opened through the router with ``?lang=en`` and all its
text — main area and sidebar: markdown, titles, captions, widget labels and options,
tables, alt texts — is scanned by :func:`tests.english_check.vietnamese_leaks`: no word
with a Vietnamese letter except game terms and proper names. The same page in Vietnamese
is still Vietnamese (switching back shows the Vietnamese app unchanged)."""
from __future__ import annotations

import pytest

from words.i18n import language
from tests.apptest_pages import open_page, page_texts
from tests.english_check import has_vietnamese, vietnamese_leaks

EN_PAGES: list[str] = [
    "app_pages/home.py",
    "app_pages/bai_hoc.py",
    "app_pages/boc_cai.py",
    "app_pages/doc_quan_bai.py",
    "app_pages/an_hay_khong.py",
    "app_pages/tien_do.py",
    "app_pages/hom_nay.py",
    "app_pages/lop_hoc.py",
    "app_pages/phan_tich_bai.py",
    "app_pages/xac_suat.py",
    "app_pages/tinh_diem.py",
    "app_pages/luyen_xuong.py",
    "app_pages/choi_thu.py",
    "app_pages/bo_bai.py",
    "app_pages/chia_bai.py",
    "app_pages/luot_danh.py",
    "app_pages/an_tien.py",
    "app_pages/thuat_ngu.py",
    "app_pages/loi.py",
    "app_pages/cuoc.py",
    "app_pages/thu_tu_xuong.py",
    "app_pages/quyet_dinh.py",
    "app_pages/mau_binh_luat.py",
    "app_pages/kiem_tra_binh.py",
    "app_pages/xep_binh.py",
    "app_pages/choi_mau_binh.py",
]
"""Pages whose every text is translated (each page is added when its conversion is done)."""


@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", EN_PAGES)
def test_page_in_english_has_no_vietnamese_sentence(path, progress_db):
    with language("en"):  # AppTest formats widget options in this thread too (format_func)
        at = open_page(path, lang="en")
        texts = page_texts(at)
    assert texts, "the page showed nothing"
    assert vietnamese_leaks(texts, extra_allowed=("Người học 1",)) == []


@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", EN_PAGES)
def test_page_in_vietnamese_is_still_vietnamese(path, progress_db):
    at = open_page(path)
    words = " ".join(t for _k, _f, t in page_texts(at))
    assert has_vietnamese(words)
    assert "Your progress" not in words


def test_checker_flags_a_vietnamese_sentence_and_passes_terms():
    leaks = vietnamese_leaks([("Markdown", "body", "Bạn đã học xong bài này.")])
    assert leaks and "bạn" in leaks[0]
    assert vietnamese_leaks([("Markdown", "body", "A *chắn* is two identical cards; a *cạ* is not.")]) == []
    assert vietnamese_leaks([("Markdown", "body", "Lèo: cửu vạn, bát sách, chi chi")]) == []


def test_language_kept_in_link_and_sidebar_titles_in_english(progress_db):
    with language("en"):
        at = open_page("app_pages/home.py", lang="en")
        assert at.query_params.get("lang") in ("en", ["en"])
        at.switch_page("app_pages/tien_do.py").run()
    assert at.session_state["lang"] == "en"
    assert at.query_params.get("lang") in ("en", ["en"])
