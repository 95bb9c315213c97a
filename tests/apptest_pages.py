"""Helpers for AppTest page tests (not a test module)."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "streamlit_app.py")
LESSON_PAGE = str(ROOT / "app_pages" / "bai_hoc.py")


def load_module(rel: str, name: str | None = None) -> ModuleType:
    """The module at ``<repo>/<rel>`` (``app_pages/boc_cai.py``, ``tools/build_cuoc_pairs.py``,
    ``benchmarks/strategy.py``) imported by path under ``name`` (default: ``rel`` with ``/`` and
    ``.`` as ``_``) — neither registered in ``sys.modules`` nor its folder put on ``sys.path``;
    a page's ``main()`` does not run (pages guard it)."""
    spec = importlib.util.spec_from_file_location(name or rel.replace("/", "_").replace(".", "_"), ROOT / rel)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ------------------------------------------------------------------ one browser (issue 22)
# A reload or a new tab of the same browser keeps its learner through a cookie the page sets
# (ui.learner.remember_browser). AppTest sends no cookies, so ``open_page(..., browser=at)``
# plays «the same browser as ``at``»: the new session starts with the cookie ``at``'s page set.
COOKIE_SEEN = "_test_browser_cookie"
_COOKIE_IN_SCRIPT = re.compile(r"hoc_chan_browser=([A-Za-z0-9_-]+)")


def _install_cookie_reader() -> None:
    import streamlit as st

    import ui.learner as ui_learner

    real = ui_learner.request_cookie
    if getattr(real, "_tests", False):
        return

    def request_cookie() -> str | None:
        try:
            seeded = st.session_state.get(COOKIE_SEEN)
        except Exception:  # noqa: BLE001
            seeded = None
        return seeded or real()

    request_cookie._tests = True
    ui_learner.request_cookie = request_cookie


def browser_cookie(at: AppTest) -> str | None:
    """The browser cookie the page of ``at`` set (the id in its cookie script),
    else the one its session started with; ``None`` when it has none."""
    for node in at._tree:
        body = getattr(getattr(node, "proto", None), "body", "")
        if isinstance(body, str) and "hoc_chan_browser=" in body:
            m = _COOKIE_IN_SCRIPT.search(body)
            if m:
                return m.group(1)
    for key in ("hoc_chan__browser", COOKIE_SEEN):  # a page run without the router sets no cookie: its id
        try:
            return at.session_state[key]
        except KeyError:
            continue
    return None


def open_page(path: str, *, timeout: int = 60, browser: AppTest | str | None = None, **params) -> AppTest:
    """Run the app through the router with ``params`` as URL query parameters, switch to
    ``path`` (``app_pages/x.py``) and assert it ran without an exception. ``browser``: a session
    of the same browser (its cookie comes along, as on a reload), or that browser's id (the cookie it
    sends); default a new browser."""
    at = AppTest.from_file(APP, default_timeout=timeout)
    for k, v in params.items():
        at.query_params[k] = str(v)
    if browser is not None:
        _install_cookie_reader()
        cookie = browser if isinstance(browser, str) else browser_cookie(browser)
        if cookie:
            at.session_state[COOKIE_SEEN] = cookie
    at.run()
    at.switch_page(path).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def lesson_page(lesson: str | None = None, step: int | None = None, *, timeout: int = 60,
                browser: AppTest | None = None) -> AppTest:
    """The lesson page (``app_pages/bai_hoc.py``) run on its own, not through the router, at
    ``?lesson=<lesson>&step=<step>`` (each left out when ``None``); ``browser``: a session of
    the same browser (see :func:`open_page`)."""
    at = AppTest.from_file(LESSON_PAGE, default_timeout=timeout)
    if browser is not None:
        _install_cookie_reader()
        cookie = browser_cookie(browser)
        if cookie:
            at.session_state[COOKIE_SEEN] = cookie
    if lesson is not None:
        at.query_params["lesson"] = lesson
    if step is not None:
        at.query_params["step"] = str(step)
    return at.run()


def button(at: AppTest, label: str):
    """The button labelled exactly ``label`` (StopIteration when there is none)."""
    return next(b for b in at.button if b.label == label)


_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")  # a backslash before ASCII punctuation (CommonMark escape)


def shown(md: str) -> str:
    """What the learner reads of markdown made with ``ui.literal`` / ``ui.show_error``: backslash
    escapes and the invisible word joiners (U+2060) removed. Use it to look for words in messages."""
    return _ESCAPE.sub(r"\1", md).replace("\u2060", "")


_TAG = re.compile(r"<[^>]*>")
_SCRIPT = re.compile(r"<script\b.*?</script>", re.S | re.I)
_DATA_URI = re.compile(r"data:[^\"'\s)]+")


def page_texts(at: AppTest) -> list[tuple[str, str, str]]:
    """Every piece of text the page shows, as ``(element type, field, text)``: markdown and
    alert bodies, titles, captions, widget labels, options, placeholders and help, expander
    labels, metric labels/values, dataframe cells, and the visible text of HTML (tags and
    data URIs dropped, ``alt``/``title`` kept) — for scans such as tests/words/test_text_leaks.py."""
    out: list[tuple[str, str, str]] = []
    for node in at._tree:
        kind = type(node).__name__
        p = getattr(node, "proto", None)
        if p is None:
            continue
        for f in ("body", "label", "placeholder", "help", "value", "text", "caption"):
            try:
                v = getattr(p, f)
            except Exception:  # noqa: BLE001 — not every proto has every field
                continue
            if not isinstance(v, str) or not v:
                continue
            if kind == "Html" and f == "body":
                v = _SCRIPT.sub(" ", v)  # a script shows nothing (the browser-id cookie differs per session)
                alts = re.findall(r"""(?:alt|title)=["']([^"']*)["']""", v)
                v = " ".join([_TAG.sub(" ", _DATA_URI.sub("", v))] + alts)
            out.append((kind, f, v))
        try:
            opts = [o for o in p.options if isinstance(o, str)]
        except Exception:  # noqa: BLE001
            opts = []
        if opts:
            out.extend((kind, "option", o) for o in opts)
        try:
            if p.expandable.label:
                out.append((kind, "expander", p.expandable.label))
        except Exception:  # noqa: BLE001
            pass
        if kind in ("Dataframe", "Table"):
            try:
                df = node.value
                out.extend((kind, "column", str(c)) for c in df.columns)
                out.extend((kind, "cell", str(x)) for x in df.astype(str).to_numpy().ravel())
            except Exception:  # noqa: BLE001
                pass
    return out


def wrong_answer(ans):
    """A wrong answer to a lesson check (a ``learning.checks`` answer), in the key's shape:
    another option for a choice, the key + 1 for a number, the key with one option toggled
    for a multi/cards check."""
    c = ans.check
    if c.type == "choice":
        return next(o.value for o in ans.options if o.value != ans.key)
    if c.type == "number":
        return ans.key + 1
    extra = next(o.value for o in ans.options if o.value not in ans.key)
    return frozenset(set(ans.key) ^ {extra})


def chi_rows(at: AppTest, prefix: str | None = None) -> dict:
    """The rows of a Mậu binh chi chooser (``ui.mau_binh_cards.chi_chooser``: pills keyed
    ``<key>__front`` …) by chi id (``front``/``middle``/``back``); ``prefix``: only the rows of
    the chooser with that key (the «Xếp binh» drill keys it by deal, ``xb_chi_<seed>``), else
    every such row on the page."""
    out = {}
    for b in at.get("button_group"):
        key = b.key or ""
        m = re.fullmatch(rf"{re.escape(prefix)}__(front|middle|back)", key) if prefix else \
            re.search(r"__(front|middle|back)$", key)
        if m:
            out[m.group(1)] = b
    return out


def set_chi(at: AppTest, arr, prefix: str | None = None) -> None:
    """Put the Mậu binh arrangement ``arr`` (:class:`mau_binh.Arrangement`) in the chi chooser
    rows (:func:`chi_rows`; all three must be there) and run the page."""
    rows = chi_rows(at, prefix)
    for chi in ("front", "middle", "back"):
        rows[chi].set_value([c.code for c in arr.chi(chi)])
    at.run()
