# Two commands do everything on a fresh Debian machine with Python 3.11:
#   make run   — build .venv from pinned requirements and serve the app
#   make test  — build .venv (+ test packages, Debian chromium, postgresql) and run the tests (CI: .ci/run)
# and before resolving engine or page work:
#   make test-all — every test, heavy sweeps included (marker `full`, see README)
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8501

.PHONY: run test test-all venv venv-dev browser postgres compiled bench load clean

# Installed packages are byte-compiled once, on every core (compileall -j 0), not file by file by pip:
# processes here may not write bytecode (PYTHONDONTWRITEBYTECODE), so nothing may be left to compile on import.
$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --no-compile --upgrade pip

$(VENV)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/pip install -q --no-compile -r requirements.txt
	$(BIN)/python -m compileall -q -j 0 $(VENV)/lib >/dev/null
	touch $@

$(VENV)/.installed-dev: requirements-dev.txt requirements.txt | $(BIN)/python
	$(BIN)/pip install -q --no-compile -r requirements-dev.txt
	$(BIN)/python -m compileall -q -j 0 $(VENV)/lib >/dev/null
	touch $(VENV)/.installed $@

venv: $(VENV)/.installed
venv-dev: $(VENV)/.installed-dev

# Debian's chromium for the Playwright tests (browsers cannot be downloaded here).
browser:
	@if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi "wenquanyi"; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-wqy-microhei; \
	fi

# Debian's PostgreSQL for the tests: they start a throwaway server in a temp folder (tests/pg_cluster.py).
postgres:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends postgresql; \
	fi

run: venv
	$(BIN)/streamlit run streamlit_app.py --server.port $(PORT) --server.headless true --browser.gatherUsageStats false

# The fast run: everything but the heavy sweeps (marker `full`), in two processes (pytest-xdist),
# property tests capped (HYPOTHESIS_PROFILE=ci, tests/conftest.py). Prints the slowest tests.
PYTEST_FAST := -m "not full" -n 2 --durations=15
test: venv-dev browser postgres compiled
	HYPOTHESIS_PROFILE=ci $(BIN)/python -m pytest -q $(PYTEST_FAST)

# Everything: every page in Chromium at two widths, self-play 3 × 2,000 hands, the property tests'
# own example counts (HYPOTHESIS_PROFILE=thorough), the full wording sweeps.
test-all: venv-dev browser postgres compiled
	HYPOTHESIS_PROFILE=thorough $(BIN)/python -m pytest -q -n 2 --durations=30

# The project's modules byte-compiled before a run: every test process, app server and CLI run would
# otherwise compile them again (bytecode may not be written here); stale files are recompiled by mtime.
compiled: venv-dev
	$(BIN)/python -m compileall -q -j 0 chan_core mau_binh words learning ui app_pages tests tools streamlit_app.py >/dev/null

bench: venv
	$(BIN)/python benchmarks/engine.py

# 50 learners against two app servers on one throwaway PostgreSQL, loopback only (benchmarks/load.py).
load: venv-dev postgres
	$(BIN)/python benchmarks/load.py

clean:
	rm -rf $(VENV)
