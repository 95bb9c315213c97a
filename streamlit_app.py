"""Học Chắn — the router: one ``st.navigation`` over the pages in ``app_pages/``
(the table :data:`app_pages._pages.PAGES`: to add a page, append ONE row there)."""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from app_pages._pages import MAU_BINH_PAGES, PAGES, SECTIONS
from chan_core.errors import ChanError
from learning.i18n import _

st.set_page_config(page_title="Học Chắn", page_icon=":material/style:", layout="wide")
try:
    import ui  # loads and validates rules/*.yaml (via chan_core.cards)
    from ui import widget_values
except ChanError as err:  # a broken rules file: name the file and entry, never a traceback
    st.error(_("Không đọc được luật trong thư mục `rules/`: {err}").format(err=err), icon=":material/error:")
    st.stop()


def build_navigation() -> dict[str, list]:
    """``{section: [st.Page, …]}``, titles in the current language."""
    nav: dict[str, list] = {s: [] for s in SECTIONS}
    for section, path, title, icon in PAGES:
        nav[section].append(st.Page(path, title=_(title), icon=icon, default=path == "app_pages/home.py",
                                    url_path=Path(path).stem))
    return {_(s): pages for s, pages in nav.items()}


widget_values.resend_pending()  # a learner switch's cleared choices, sent to the browser (before any widget)
ui.language_selector()  # «Ngôn ngữ · Language» (issue 15): before the pages, so their titles are translated
page = st.navigation(build_navigation(), expanded=True)
ui.learner_sidebar()  # «Bạn là ai?» or sign-in (issue 14): every page then reads the current learner's progress
ui.variant_selector(show=page.url_path not in MAU_BINH_PAGES)  # Mậu binh has no Chắn variant (issue 27)
ui.run_page(page)
ui.remember_browser()  # this browser's learner in its cookie (issue 22): a reload or a new tab keeps it
widget_values.finish_run()
