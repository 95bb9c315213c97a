"""Shared fixtures (owner: ui): repo on sys.path, the app server and a browser.

* ``app_server`` (session): ``streamlit run streamlit_app.py`` on a free port,
  headless, no usage stats; waits for ``/_stcore/health``; yields the base URL
  (``tests/app_server.py``, shared with the tests that start servers of their own).
* ``browser`` (session) / ``page`` (function): Playwright driving Debian's
  ``/usr/bin/chromium`` through ``executable_path`` (``playwright install``
  cannot download browsers on these machines).
"""
from __future__ import annotations

import functools
import gc
import os
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = ROOT / "test-artifacts"

# Hypothesis profiles (issue 22 item 14). None has a per-example deadline (CI machines are
# shared and timings vary; speed targets live in benchmarks/, not in tests).
# * "ci" — the default, so `make test` and CI: derandomised, i.e. every property test
#   draws the same examples on every run (seeded from the test itself), so a landing that
#   changed nothing near a test cannot make it fail. Hypothesis forbids an example
#   database with derandomize (it implies database=None): a failure found is found again
#   by every run, printed with its @reproduce_failure blob; keep it as an @example(...)
#   on the test once fixed. Timing health checks are off (shared 2-core machines).
# * "dev" — random examples with the example database in .hypothesis/ (a failure found
#   is replayed first on the next runs until it passes).
# * "thorough" — "dev" with 1,000 examples for every test that does not set its own
#   count (for a longer `make test-all`).
# Choose with HYPOTHESIS_PROFILE=dev (environment) or pytest --hypothesis-profile=thorough.
# Each profile is built on Hypothesis' own "default" (not on whatever is loaded): this module
# is imported a second time by the tests that write ``from conftest import …``.
_BASE = settings.get_profile("default")
settings.register_profile("ci", _BASE, deadline=None, derandomize=True, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", _BASE, deadline=None, derandomize=False)
settings.register_profile("thorough", _BASE, deadline=None, derandomize=False, max_examples=1000)


def hypothesis_profile(option: str | None = None) -> str:
    """The profile to run: ``--hypothesis-profile``, else ``$HYPOTHESIS_PROFILE``, else ``ci``."""
    return option or os.environ.get("HYPOTHESIS_PROFILE") or "ci"


settings.load_profile(hypothesis_profile())


def pytest_configure(config):
    """Load the profile before any test module builds its ``@settings`` (this hook runs as
    soon as this conftest is registered); ``--hypothesis-profile`` wins over the environment,
    which then remembers the choice for a second import of this module."""
    name = hypothesis_profile(config.getoption("hypothesis_profile", None))
    os.environ["HYPOTHESIS_PROFILE"] = name
    settings.load_profile(name)

# The tests are a composition root like the CLI: chan_core.eval_kinds answers the Mậu binh kinds
# once mau_binh has registered them (chan_core never imports mau_binh; issue 23).
from mau_binh.eval_kinds import register as _register_mau_binh  # noqa: E402

_register_mau_binh()

# Tests never touch the learner's real progress file: every test (and the app
# server started below, which inherits the environment) writes to a throwaway
# folder unless a test sets its own HOC_CHAN_DB.
_TEST_DATA = tempfile.mkdtemp(prefix="hoc-chan-test-")
os.environ["HOC_CHAN_DB"] = os.path.join(_TEST_DATA, "progress.sqlite3")
os.environ["XDG_DATA_HOME"] = _TEST_DATA


def pytest_collection_finish(session):
    """What every test module imported stays for the whole run: moved out of the garbage
    collector's sight (``gc.freeze``), so its full collections — many in a long run of page
    tests — walk only what the tests made since.

    Streamlit's AppTest scans the metadata of every installed package for components at the
    first run of each AppTest (streamlit.components.v2.manifest_scanner, a tenth of a second, for
    hundreds of page tests); the packages installed do not change while the tests run: scan once
    per process. Only where the collected tests imported streamlit (an engine-only run does not).

    The practice table paces the bots for a reader (``ui.table.callbacks.pace``: each bot move up to 1.6 s after
    the run before, on a fragment's timer, which AppTest does not run); under AppTest nobody watches: a timed
    speed plays the bots at once, as «Ngay lập tức». The browser tests' server keeps the pace.

    AppTest waits for each script run by waking every millisecond to look (``require_widgets_deltas``:
    ``time.sleep(0.001)`` in a loop); each wake takes the interpreter lock from the script's thread,
    which makes every page run about a third slower on these 2-core machines. The same wait, same
    timeout and error, blocks on the script's thread instead (``_wait_for_script``); and it compiles the
    page scripts again for each run (a new ``ScriptCache`` per run): one cache per process, as a server has."""
    if "streamlit" in sys.modules:
        from streamlit.components.v2 import manifest_scanner
        from streamlit.testing.v1 import app_test, local_script_runner

        local_script_runner.require_widgets_deltas = _wait_for_script
        if not hasattr(app_test.ScriptCache, "cache_info"):
            app_test.ScriptCache = functools.cache(app_test.ScriptCache)

        from ui.table.settings import DELAYS

        scan = manifest_scanner.scan_component_manifests
        if not hasattr(scan, "cache_info"):
            manifest_scanner.scan_component_manifests = functools.cache(scan)
        DELAYS.update({speed: 0.0 for speed, delay in DELAYS.items() if delay})
    gc.freeze()


def _wait_for_script(runner, timeout: float = 3) -> None:
    """Streamlit's ``require_widgets_deltas`` (1.67) without its millisecond polling: wait until
    ``runner`` reports the script stopped, joining its thread in 20 ms slices; after ``timeout``
    seconds stop it and raise the same ``RuntimeError``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if runner.script_stopped():
            return
        thread = runner._script_thread
        if thread is None:
            time.sleep(0.001)
        else:
            thread.join(0.02)
    if runner.script_stopped():
        return
    runner.request_stop()
    runner.join()
    raise RuntimeError(f"AppTest script run timed out after {timeout}(s)")


@pytest.fixture(scope="session")
def app_server():
    """Start the app once per test session; yield ``http://127.0.0.1:PORT``."""
    from tests.app_server import free_port, stop, streamlit_command, wait_healthy

    port = free_port()
    url = f"http://127.0.0.1:{port}"
    ARTIFACTS.mkdir(exist_ok=True)
    log_path = ARTIFACTS / f"streamlit-server{_WORKER}.log"  # one per pytest-xdist worker
    log = open(log_path, "w", encoding="utf-8")
    proc = subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port), cwd=ROOT, stdout=log,
                            stderr=subprocess.STDOUT)
    try:
        wait_healthy(url, proc, 60, log_path)
        yield url
    finally:
        stop(proc)
        log.close()


@pytest.fixture(scope="session")
def browser():
    """A headless Debian chromium driven by Playwright (skips if chromium is missing)."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} not installed (make test installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    """A fresh browser page, 1400×1000, Vietnamese locale."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    ctx.close()


@pytest.fixture(autouse=True)
def _fresh_class_code_tries():
    """Wrong class codes are counted per process (``ui.teacher.CODE_TRIES``, issue 22) and AppTest
    sessions share one session id: every test starts with none counted."""
    yield
    mod = sys.modules.get("ui.teacher")
    if mod is not None:
        mod.CODE_TRIES = None


@pytest.fixture
def progress_db(tmp_path, monkeypatch):
    """The learner's progress in a SQLite file of this test's own; yields ``learning.progress``."""
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    from learning import progress

    return progress


@pytest.fixture
def db(tmp_path, monkeypatch) -> Path:
    """The path of this test's own SQLite progress file (``HOC_CHAN_DB``, not created yet; no
    ``HOC_CHAN_DB_URL``), for tests that open it (``ProgressStore(db)``) or break it. A test
    module may define its own ``db`` (``tests/app/test_class_mode.py`` returns a filled store)."""
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    return path


@pytest.fixture
def rules_copy(tmp_path):
    """A copy of rules/ that a test may break (load it with ``load_rules(str(path))``)."""
    import shutil

    from chan_core.rules import RULES_DIR

    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    return d


# ---------------------------------------------------------------- PostgreSQL (issue 14)
@pytest.fixture(scope="session")
def pg_cluster():
    """A throwaway PostgreSQL server for this test session (``tests/pg_cluster.py``):
    Debian's ``initdb``/``pg_ctl`` on a temporary folder and a free loopback port
    (as the ``postgres`` user when the tests run as root). Skips when PostgreSQL is
    not installed, except under CI (``make test`` installs it), where it fails."""
    from tests.pg_cluster import start_cluster, why_unavailable

    why = why_unavailable()
    if why:
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    cluster = start_cluster()
    yield cluster
    cluster.destroy()


@pytest.fixture
def pg_url(pg_cluster):
    """The URL of a fresh database (at the newest schema) on the test server; dropped afterwards."""
    url = pg_cluster.new_database()
    yield url
    name = url.rsplit("/", 1)[1]
    try:
        pg_cluster.sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    except Exception:  # noqa: BLE001 — the server may have been stopped by the test; the folder goes anyway
        pass


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    """The progress database URL, once per backend: a SQLite file of this test, and a
    PostgreSQL database on the test server."""
    if request.param == "sqlite":
        from learning.db import sqlite_url

        return sqlite_url(tmp_path / "progress.sqlite3")
    return request.getfixturevalue("pg_url")


# ---------------------------------------------------------------- make test / make test-all
# ``make test`` runs ``pytest -m "not full" -n 2`` (pytest-xdist: two worker processes, each with
# its own app server, PostgreSQL, ports and temporary folders) with HYPOTHESIS_PROFILE=ci;
# ``make test-all`` runs every test with HYPOTHESIS_PROFILE=thorough. Under ``ci`` each property
# test tries at most CI_MAX_EXAMPLES examples (its own ``max_examples`` when smaller), derandomized
# so every run tries the same ones; under ``thorough`` (or with no profile) each test tries the
# number it asks for.
_WORKER = f"-{os.environ['PYTEST_XDIST_WORKER']}" if os.environ.get("PYTEST_XDIST_WORKER") else ""
CI_MAX_EXAMPLES = 15
HYPOTHESIS_PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "")


def _hypothesis_profiles() -> None:
    """Register ``ci`` and ``thorough`` unless registered already (above, when they are), and
    load the one HYPOTHESIS_PROFILE names."""
    from hypothesis.errors import InvalidArgument

    for name, kw in (("ci", {"deadline": None, "derandomize": True}), ("thorough", {"deadline": None})):
        try:
            settings.get_profile(name)
        except InvalidArgument:
            settings.register_profile(name, **kw)
    if HYPOTHESIS_PROFILE:
        settings.load_profile(HYPOTHESIS_PROFILE)


_hypothesis_profiles()


def pytest_itemcollected(item):
    """Under HYPOTHESIS_PROFILE=ci, cap the examples of every property test at CI_MAX_EXAMPLES (a
    test's ``@settings(max_examples=…)`` otherwise overrides the profile)."""
    fn = getattr(item, "function", None)
    own = getattr(fn, "_hypothesis_internal_use_settings", None)
    if (HYPOTHESIS_PROFILE == "ci" and own is not None and getattr(fn, "is_hypothesis_test", False)
            and own.max_examples > CI_MAX_EXAMPLES):
        fn._hypothesis_internal_use_settings = settings(own, max_examples=CI_MAX_EXAMPLES)


# ---------------------------------------------------------------- one language per page test in the fast run
ONE_LANGUAGE_DIRS = ("tests/app/",)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """A page test (``tests/app``) run in both languages (a ``lang`` parameter of ``vi`` and ``en``) is one
    learner's path said twice: the fast run (``-m "not full"``) walks it in one language, the other is marked
    ``full`` for ``make test-all``. Which one is fixed per test (a CRC of its file and name, so about half
    of them in each language), never chosen at random. Runs before ``-m`` deselects."""
    langs: dict[tuple[str, str], set[str]] = {}
    tagged = []
    for item in items:
        lang = getattr(getattr(item, "callspec", None), "params", {}).get("lang")
        path = item.nodeid.split("::", 1)[0]
        if lang in ("vi", "en") and path.startswith(ONE_LANGUAGE_DIRS):
            key = (path, item.originalname)
            langs.setdefault(key, set()).add(lang)
            tagged.append((key, lang, item))
    for key, lang, item in tagged:
        keep = ("vi", "en")[zlib.crc32("::".join(key).encode()) % 2]
        if len(langs[key]) == 2 and lang != keep:
            item.add_marker(pytest.mark.full)
