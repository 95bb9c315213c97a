"""The gettext side of issue 15: catalogs complete, compiled in memory, language per session.

Every module that marks sentences with ``_()``/``N_()``/``ngettext()`` has an English
catalog with every sentence translated, none fuzzy, none stale, the same ``{placeholders}``
(``tools/i18n.py check``); the language is chosen per thread/session, never per process."""
from __future__ import annotations

import subprocess
import threading
from pathlib import Path

import pytest

from chan_core.errors import ChanError
from words.i18n import Translator, current_language, language, set_language_resolver, text_of
from tools import i18n as tool
from words import say

ROOT = Path(__file__).resolve().parents[2]

SOURCES = [(d, s) for d in tool.DOMAINS for s in d.files() if tool.extract(s)]


def test_some_modules_are_translated():
    assert any(str(s.relative_to(ROOT)) == "streamlit_app.py" for _d, s in SOURCES)


@pytest.mark.parametrize("domain,source", SOURCES, ids=[str(s.relative_to(ROOT)) for _d, s in SOURCES])
def test_catalog_complete(domain, source):
    assert tool.problems(domain, source) == []


@pytest.mark.parametrize("domain", tool.DOMAINS, ids=[d.name for d in tool.DOMAINS])
def test_one_english_per_sentence(domain):
    """Catalogs of a domain are merged at run time: a sentence must have one English everywhere."""
    assert tool.clashes(domain) == []


def test_no_compiled_catalog_committed():
    out = subprocess.run(["git", "ls-files", "*.mo"], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _po(tmp_path: Path, body: str) -> Translator:
    d = tmp_path / "en" / "LC_MESSAGES" / "demo"
    d.mkdir(parents=True)
    (d / "a.po").write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n' + body,
                            encoding="utf-8")
    return Translator("demo", tmp_path)


def test_translator_languages_and_fuzzy(tmp_path):
    tr = _po(tmp_path, 'msgid "Bài học"\nmsgstr "Lessons"\n\n#, fuzzy\nmsgid "Chắn"\nmsgstr "Pair"\n\n'
                       'msgid "Cạ"\nmsgstr ""\n')
    assert tr.gettext("Bài học") == "Bài học"  # Vietnamese is the default and the source
    with language("en"):
        assert current_language() == "en"
        assert tr.gettext("Bài học") == "Lessons"
        assert tr.gettext("Chắn") == "Chắn"  # fuzzy: not used
        assert tr.gettext("Cạ") == "Cạ"  # empty: not used
        assert tr.gettext("Không có") == "Không có"
    assert current_language() == "vi"


def test_a_message_context_gives_the_same_words_their_own_english(tmp_path):
    tr = _po(tmp_path, 'msgid "Ván mới"\nmsgstr "New round"\n\nmsgctxt "chắn"\nmsgid "Ván mới"\nmsgstr "New hand"\n')
    assert tr.pgettext("chắn", "Ván mới") == "Ván mới"
    with language("en"):
        assert (tr.gettext("Ván mới"), tr.pgettext("chắn", "Ván mới")) == ("New round", "New hand")
        assert tr.pgettext("khác", "Ván mới") == "Ván mới"  # an unknown context is untranslated, not another's


@pytest.mark.parametrize("context, vi, en", [
    (None, "Ván mới", "New round"), ("chắn", "Ván mới", "New hand"),  # a drill's or Mậu binh's round; a Chắn hand
    (None, "Ván đã chơi", "Past hands"), ("mậu binh", "Ván đã chơi", "Past rounds"),
    (None, "Số ván", "Deals"), ("chắn", "Số ván", "Hands"),  # simulated deals; the learner's hands of Chắn
])
def test_shared_words_in_two_senses_have_each_its_english(context, vi, en):
    from learning.i18n import _, pgettext
    with language("en"):
        assert (pgettext(context, vi) if context else _(vi)) == en


def test_language_is_per_thread_not_per_process(tmp_path):
    tr = _po(tmp_path, 'msgid "Bài học"\nmsgstr "Lessons"\n')
    seen: dict[str, str] = {}
    go = threading.Barrier(2)

    def run(lang: str) -> None:
        with language(lang):
            go.wait()
            seen[lang] = tr.gettext("Bài học")

    ts = [threading.Thread(target=run, args=(x,)) for x in ("vi", "en")]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert seen == {"vi": "Bài học", "en": "Lessons"}


def test_resolver_used_outside_a_with_block():
    import words.i18n

    before = words.i18n._resolver  # the app's (ui.i18n installs it once, at import): put it back after
    try:
        set_language_resolver(lambda: "en")
        assert current_language() == "en"
        with language("vi"):
            assert current_language() == "vi"
        set_language_resolver(lambda: "xx")  # an unknown answer counts as none
        assert current_language() == "vi"

        def boom():
            raise RuntimeError("outside a session")

        set_language_resolver(boom)
        assert current_language() == "vi"
    finally:
        set_language_resolver(before)


def test_unknown_language_refused_in_vietnamese():
    with pytest.raises(ChanError) as got:
        with language("fr"):
            pass
    assert got.value.code == "language.unknown"
    assert say(got.value).startswith("Ngôn ngữ 'fr' không có")
    assert say(got.value, "en").startswith("There is no language 'fr'")


def test_text_of_dicts_and_fallback():
    sc = {"title": "Chíu", "title_en": "Chíu (taking the fourth card)"}
    assert text_of(sc, "title") == "Chíu"
    with language("en"):
        assert text_of(sc, "title") == "Chíu (taking the fourth card)"
        assert text_of({"title": "Chỉ tiếng Việt"}, "title") == "Chỉ tiếng Việt"
        assert text_of({}, "title") == ""


def test_router_titles_in_english():
    from learning.i18n import APP

    with language("en"):
        assert APP.gettext("Tiến độ của bạn") == "Your progress"
        assert APP.gettext("Thuật ngữ") == "Glossary"
