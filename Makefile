# Mneme: `make serve` on a fresh machine, `make test` for the whole suite (SQLite and PostgreSQL).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install install-dev serve test lint typecheck conformance bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Runtime needs only.
install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

# Runtime plus test and lint needs.
install-dev: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'

# Prepare the embedded SQLite database, print a first owner key once, serve on localhost.
serve: install
	$(BIN)/mneme migrate
	$(BIN)/mneme init --if-empty
	$(BIN)/mneme serve --host $(HOST) --port $(PORT)

# Lint, types, then every test, on SQLite and on a throwaway PostgreSQL (pgvector) started by the test session.
test: install-dev
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy src
	$(BIN)/pytest -q --db both

lint: install-dev
	$(BIN)/ruff check src tests bench

typecheck: install-dev
	$(BIN)/mypy src

conformance: install
	$(PYTHON) ../shared/conformance/run.py --start .

bench: install-dev
	for f in bench/*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache .ruff_cache .mypy_cache
