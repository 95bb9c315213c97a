"""«Gửi ván này» / «Send this hand»: the hand link keeps the page's language (``lang=en`` in English, none in
Vietnamese, the default), as the app's other links do, so a friend opens the same hand in the same language
(session 17)."""
from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from apptest_pages import open_page
from tests.app.test_page_choi_thu import live
from words.i18n import language

PAGE = "app_pages/choi_thu.py"


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang, in_link", [("vi", None), ("en", ["en"])])
def test_the_hand_link_keeps_the_pages_language(lang, in_link):
    with language(lang):
        at = open_page(PAGE, van=41, nguoi=3, toc="ngay", lang=lang)
        links = [c.value for c in at.code if "van=41" in c.value]
        assert len(links) == 1, [c.value for c in at.code]
        sent = parse_qs(urlsplit(links[0]).query)
        assert sent.get("lang") == in_link and sent["van"] == ["41"] and sent["nguoi"] == ["3"]
        friend = open_page(PAGE, toc="ngay", **{k: v[-1] for k, v in sent.items()})
    assert friend.session_state["lang"] == lang and live(friend).state.dealt == live(at).state.dealt
