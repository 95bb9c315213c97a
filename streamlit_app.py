"""Học Chắn — the router: one ``st.navigation`` over the pages in ``app_pages/``
(the table :data:`app_pages._pages.PAGES`: to add a page, append ONE row there)."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote, unquote, urlparse

import streamlit as st
from starlette.middleware import Middleware
from starlette.responses import RedirectResponse

from app_pages._pages import MAU_BINH_PAGES, PAGES, SECTIONS
from chan_core.errors import ChanError
from learning.i18n import _

LOST = "hoc_chan__lost_path"  # an address no page has, said once on the home page
SERVED = {"_stcore", "static", "media", "component", "app", "auth"}  # Streamlit's own addresses: left alone
STEMS = {Path(path).stem for _s, path, *_rest in PAGES}  # the pages' addresses


def nested_address(app):
    """The web server's first step: an address of several parts (``/bai_hoc/x``: Streamlit's page asked for its
    scripts under it, a blank page) or with spaces at its ends (``/%20x%20``: Streamlit's English «Page not found») is
    sent on, its query kept, to the page it names (last part first, ``.py`` dropped), else to its last part, which
    :func:`build_navigation` sends home with the app's notice (a blank name: home); under ``server.baseUrlPath`` the
    same below it."""
    async def step(scope, receive, send) -> None:
        base = [p for p in (st.get_option("server.baseUrlPath") or "").split("/") if p]  # the app under /base/…
        parts = [p.strip() for p in scope.get("path", "").split("/") if p.strip()]
        names = [p.removesuffix(".py") for p in reversed(parts[len(base):])]
        to = "/".join(["", *base, quote(next((n for n in names if n in STEMS), names[0] if names else ""))])
        if (scope["type"] != "http" or unquote(to) in (scope["path"], scope["path"] + "/") or "_stcore" in parts
                or parts[:len(base)] != base or SERVED.intersection(parts[len(base):][:1])):
            return await app(scope, receive, send)
        query = scope.get("query_string", b"").decode("latin-1")
        await RedirectResponse(to + (f"?{query}" if query else ""), status_code=302)(scope, receive, send)

    return step


def build_navigation() -> dict[str, list]:
    """``{section: [st.Page, …]}``, titles in the current language; an address no page has gets a hidden page
    that goes to the home page (Streamlit's own «Page not found» box speaks only English)."""
    nav: dict[str, list] = {s: [] for s in SECTIONS}
    for section, path, title, icon in PAGES:
        nav[section].append(st.Page(path, title=_(title), icon=icon, default=path == "app_pages/home.py",
                                    url_path=Path(path).stem))
    asked = unquote(urlparse(st.context.url or "").path).strip("/").rsplit("/", 1)[-1]
    # Streamlit refuses a url_path that is blank or has spaces at its ends (nested_address trims them before)
    if asked and asked == asked.strip() and asked not in STEMS:
        def lost() -> None:
            st.session_state[LOST] = asked
            st.switch_page(nav[SECTIONS[0]][0])

        nav[SECTIONS[0]].append(st.Page(lost, title=_("Trang chủ"), url_path=asked, visibility="hidden"))
    return {_(s): pages for s, pages in nav.items()}


if __name__ != "__main__":  # imported by `streamlit run`'s web server (it finds ``app``): no page is drawn here
    app = st.App(__file__, middleware=[Middleware(nested_address)])
else:  # a run of the page script
    st.set_page_config(page_title="Học Chắn", page_icon=":material/style:", layout="wide")
    try:
        import ui  # loads and validates rules/*.yaml (via chan_core.cards)
        from ui import widget_values
    except ChanError as err:  # a broken rules file: name the file and entry, never a traceback
        st.error(_("Không đọc được luật trong thư mục `rules/`: {err}").format(err=err), icon=":material/error:")
        st.stop()
    widget_values.resend_pending()  # a learner switch's cleared choices, sent to the browser (before any widget)
    ui.language_selector()  # «Ngôn ngữ · Language» (issue 15): before the pages, so their titles are translated
    page = st.navigation(build_navigation(), expanded=True)
    st.set_page_config(page_title=f"{page.title} · Học Chắn" if page.url_path else "Học Chắn")  # the browser tab
    ui.learner_sidebar()  # «Bạn là ai?» or sign-in (issue 14): every page then reads the current learner's progress
    ui.variant_selector(show=page.url_path not in MAU_BINH_PAGES)  # Mậu binh has no Chắn variant (issue 27)
    if st.session_state.get(LOST) and page.url_path == "":
        st.warning(_("Ứng dụng không có trang «{path}», nên bạn được đưa về trang chủ.").format(
            path=ui.link_value(st.session_state.pop(LOST))), icon=":material/link_off:")
    ui.run_page(page)
    ui.remember_browser()  # this browser's learner in its cookie (issue 22): a reload or a new tab keeps it
    widget_values.finish_run()
