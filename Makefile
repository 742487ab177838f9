# Mneme: `make serve` on a fresh machine, `make test` for the whole suite (SQLite and PostgreSQL).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
# pip runs only when pyproject.toml is newer than these stamps (or .venv is missing): restarts skip it.
# --no-compile: pip would byte-compile every file of every package (the dev install took 1m17s with it, 38s
# without, on 2 cores); Python compiles the modules a run imports, once, on first import.
RUNTIME_STAMP := $(VENV)/.installed-runtime
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: install install-dev serve test lint typecheck conformance bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(RUNTIME_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --no-compile -e .
	touch $@

# The dev install includes the runtime one, so it stamps both.
$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --no-compile -e '.[dev]'
	touch $@ $(RUNTIME_STAMP)

# Runtime needs only.
install: $(RUNTIME_STAMP)

# Runtime plus test and lint needs.
install-dev: $(DEV_STAMP)

# One process: create or upgrade the embedded database (MNEME_HOME, default ~/.local/share/mneme), create the
# team and print its owner key on the first start, then serve on HOST:PORT and print the URLs.
serve: install
	$(BIN)/mneme serve --init --host $(HOST) --port $(PORT)

# Lint, types, then every test, on SQLite and on a throwaway PostgreSQL (pgvector) started by each test process.
# TEST_WORKERS test processes (default: one more than the cores, as each waits on PostgreSQL, subprocesses and
# timers part of the time); a file's tests stay in one process, in order. TEST_WORKERS=0: all in this process.
TEST_WORKERS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 1 )))
test: install-dev
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy src
	PYTHONDONTWRITEBYTECODE= $(BIN)/pytest -q --db both -n $(TEST_WORKERS) --dist loadfile

lint: install-dev
	$(BIN)/ruff check src tests bench

typecheck: install-dev
	$(BIN)/mypy src

# An outside black-box suite against a fresh server: make conformance CONFORMANCE=path/to/run.py
conformance: install
	@test -n "$(CONFORMANCE)" || { echo "set CONFORMANCE=path/to/run.py (a checker that takes --start DIR)"; exit 2; }
	$(PYTHON) $(CONFORMANCE) --start .

bench: install-dev
	for f in bench/*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache .ruff_cache .mypy_cache
