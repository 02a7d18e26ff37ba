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

.PHONY: run test install install-test node-tools fonts bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

OCR := 'rapidocr-onnxruntime>=1.4.4,<1.5'

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	$(BIN)/python -m pip install --quiet --no-deps $(OCR)
	@touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m pip install --quiet --no-deps $(OCR)
	@touch $@ $(STAMP)

# the fonts the corpus was rendered with (CJK and Liberation), so renders and scores compare
fonts:
	@fc-list 2>/dev/null | grep -qi "WenQuanYi Micro Hei" && fc-list | grep -qi "Liberation Sans" || { \
	  (apt-get update -qq && apt-get install -y -qq fonts-wqy-microhei fonts-liberation2 fontconfig >/dev/null) \
	  || echo "note: could not install fonts-wqy-microhei fonts-liberation2 (CJK text will render as boxes)"; }

# npm tools the tests check our output with, cached under .cache/node (git-ignored)
NODE_DIR   := .cache/node
NODE_STAMP := $(NODE_DIR)/.installed-1
NODE_TOOLS := kiwi-schema@0.5.0 pako@2.1.0 @figit/fig-kiwi@0.0.2

$(NODE_STAMP):
	mkdir -p $(NODE_DIR)
	cd $(NODE_DIR) && npm install --no-audit --no-fund --ignore-scripts --loglevel=error $(NODE_TOOLS)
	@touch $@

node-tools: $(NODE_STAMP)

install: $(STAMP)

install-test: $(TEST_STAMP)

run: install fonts
	$(BIN)/framewright serve

test: install-test node-tools fonts
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: install node-tools
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python benchmarks/engine_load.py
	$(BIN)/python benchmarks/designtool.py
	$(BIN)/python benchmarks/conversion.py

clean:
	rm -rf $(VENV) .cache build *.egg-info
