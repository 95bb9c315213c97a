# Two commands do everything on a fresh Debian machine with Python 3.11:
#   make run   — build .venv from pinned requirements and serve the app
#   make test  — build .venv (+ test packages, Debian chromium, postgresql) and run every test
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8501

.PHONY: run test venv venv-dev browser postgres bench load clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/pip install -q -r requirements.txt
	touch $@

$(VENV)/.installed-dev: requirements-dev.txt requirements.txt | $(BIN)/python
	$(BIN)/pip install -q -r requirements-dev.txt
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

test: venv-dev browser postgres
	$(BIN)/python -m pytest -q

bench: venv
	$(BIN)/python benchmarks/engine.py

# 50 learners against two app servers on one throwaway PostgreSQL, loopback only (benchmarks/load.py).
load: venv-dev postgres
	$(BIN)/python benchmarks/load.py

clean:
	rm -rf $(VENV)
