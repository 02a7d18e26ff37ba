# Framewright: two commands on a fresh clone.
#   make run    create .venv, install, launch the app on the embedded engine
#   make test   install the test extras, run the whole suite headless

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

export QT_QPA_PLATFORM ?= offscreen
export QTWEBENGINE_CHROMIUM_FLAGS ?= --no-sandbox --disable-gpu

.PHONY: run test install install-test serve bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	@touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(STAMP)

install: $(STAMP)

install-test: $(TEST_STAMP)

run: install
	$(BIN)/framewright serve

test: install-test
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: install
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python benchmarks/engine_load.py

clean:
	rm -rf $(VENV) .cache build *.egg-info
