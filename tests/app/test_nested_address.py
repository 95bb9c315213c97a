"""The web server's first step (``streamlit_app.nested_address``): an address of several parts (a blank white page
before: Streamlit's page asked for its scripts under that folder) or with spaces at its ends (Streamlit's English
«Page not found» box before) is sent on to the page it names, else to its last part (the app's own notice there),
the query kept; the pages' own addresses and Streamlit's are left alone."""
from __future__ import annotations

import asyncio

import pytest

from streamlit_app import nested_address


def answer(path: str, query: bytes = b"", kind: str = "http") -> str | None:
    """Where ``nested_address`` sends ``path?query``: the redirect's address, or None when it is passed on."""
    passed, sent = [], []

    async def inner(scope, receive, send) -> None:
        passed.append(scope["path"])

    async def send(message) -> None:
        sent.append(message)

    scope = {"type": kind, "method": "GET", "path": path, "query_string": query, "headers": []}
    asyncio.run(nested_address(inner)(scope, None, send))
    if passed:
        return None
    assert sent[0]["status"] == 302, sent
    return dict(sent[0]["headers"])[b"location"].decode("latin-1")


@pytest.mark.parametrize(("path", "query", "to"), [
    ("/bai_hoc/x", b"", "/bai_hoc"),
    ("/hom_nay/extra", b"lang=en", "/hom_nay?lang=en"),
    ("/app_pages/loi.py", b"lang=en", "/loi?lang=en"),
    ("/x/y/khong_co", b"", "/khong_co"),  # no page named: its last part, which build_navigation sends home
    ("/ x ", b"lang=en", "/x?lang=en"),  # /%20x%20: Streamlit refuses such a page address
    ("/ ", b"", "/"),
    ("/bai_hoc/", b"step=2", "/bai_hoc?step=2"),
    ("/a/\\evil.com", b"", "/%5Cevil.com"),  # never an address of another site
    ("//evil.com/x", b"", "/x"),
])
def test_an_address_no_page_has_is_sent_to_the_page_it_names(path, query, to):
    assert answer(path, query) == to


@pytest.mark.parametrize("path", ["/", "/bai_hoc", "/khong_co", "/khong\u200bco", "/_stcore/health",
                                  "/bai_hoc/_stcore/health", "/static/js/index.js", "/media/a.png", "/auth/login",
                                  "/component/x/index.html", "/app/static/a.png", "/favicon.png"])
def test_the_pages_and_streamlits_own_addresses_are_left_alone(path):
    assert answer(path) is None


def test_the_live_connection_is_left_alone():
    assert answer("/bai_hoc/_stcore/stream", kind="websocket") is None


@pytest.fixture
def under_hoc():
    """The app served under ``server.baseUrlPath`` «hoc» (``/hoc/bai_hoc``)."""
    from streamlit import config

    before = config.get_option("server.baseUrlPath")
    config.set_option("server.baseUrlPath", "/hoc/")
    yield
    config.set_option("server.baseUrlPath", before)


@pytest.mark.parametrize(("path", "query", "to"), [
    ("/hoc/bai_hoc/x", b"", "/hoc/bai_hoc"),
    ("/hoc/hom_nay/extra", b"lang=en", "/hoc/hom_nay?lang=en"),
    ("/hoc/x/y/khong_co", b"", "/hoc/khong_co"),
    ("/hoc/ x ", b"", "/hoc/x"),
])
def test_under_a_base_path_a_nested_address_is_sent_to_the_page_below_it(under_hoc, path, query, to):
    assert answer(path, query) == to


@pytest.mark.parametrize("path", ["/hoc", "/hoc/", "/hoc/bai_hoc", "/hoc/khong_co", "/hoc/_stcore/health",
                                  "/hoc/static/js/index.js", "/hoc/bai_hoc/_stcore/health", "/other/bai_hoc/x"])
def test_under_a_base_path_its_pages_streamlits_and_other_addresses_are_left_alone(under_hoc, path):
    assert answer(path) is None
