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

.PHONY: run test lint install install-test plain-install-check qt-libs node-tools codegen-tools rnweb-tools swift-tools fonts bench package package-test clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	@touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(STAMP)

# the fonts the corpus was rendered with (CJK and Liberation), so renders and scores compare
fonts:
	@fc-list 2>/dev/null | grep -qi "WenQuanYi Micro Hei" && fc-list | grep -qi "Liberation Sans" || { \
	  (apt-get update -qq && apt-get install -y -qq fonts-wqy-microhei fonts-liberation2 fontconfig >/dev/null) \
	  || echo "note: could not install fonts-wqy-microhei fonts-liberation2 (CJK text will render as boxes)"; }

# the system libraries Qt's xcb platform (a real window on X11) loads; without them Qt aborts at start
QT_XCB_LIBS := libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 \
               libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1 libegl1 libfontconfig1 libdbus-1-3
QT_XCB_SONAMES := libxcb-cursor.so.0 libxcb-icccm.so.4 libxcb-keysyms.so.1 libxcb-image.so.0 libxcb-render-util.so.0 \
                  libxkbcommon-x11.so.0 libEGL.so.1

qt-libs:
	@missing=$$(for so in $(QT_XCB_SONAMES); do /sbin/ldconfig -p | grep -q "$$so" || echo $$so; done); \
	[ -z "$$missing" ] || { \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(QT_XCB_LIBS) >/dev/null) \
	  || echo "note: Qt needs $$missing to open a window; install them with: sudo apt-get install $(QT_XCB_LIBS)"; }

# npm tools the tests check our output with, cached under .cache/node (git-ignored)
NODE_DIR   := .cache/node
NODE_STAMP := $(NODE_DIR)/.installed-1
NODE_TOOLS := kiwi-schema@0.5.0 pako@2.1.0 @figit/fig-kiwi@0.0.2

$(NODE_STAMP):
	mkdir -p $(NODE_DIR)
	cd $(NODE_DIR) && npm install --no-audit --no-fund --ignore-scripts --loglevel=error $(NODE_TOOLS)
	@touch $@

node-tools: $(NODE_STAMP)

# compilers the tests check exported code with (tests/codegen/validate.py): tsc against the
# react-native types, kotlinc (runs on the JDK) against the Compose stubs in tests/codegen/stubs
CODEGEN_DIR   := .cache/codegen
CODEGEN_STAMP := $(CODEGEN_DIR)/.installed-1
CODEGEN_TOOLS := typescript@~5.9.3 @types/react@~19.3.0 react@~19.3.1 react-native@0.88.1 kotlin-compiler@2.4.20

$(CODEGEN_STAMP):
	mkdir -p $(CODEGEN_DIR)
	cd $(CODEGEN_DIR) && npm install --no-audit --no-fund --ignore-scripts --loglevel=error $(CODEGEN_TOOLS)
	@touch $@

codegen-tools: $(CODEGEN_STAMP)

# bundling React Native output for the browser (tests/codegen/render_rn.py, its tests, benchmarks)
RNWEB_DIR   := .cache/rnweb
RNWEB_STAMP := $(RNWEB_DIR)/.installed-1
RNWEB_TOOLS := react-native-web@~0.21.4 react@~19.3.1 react-dom@~19.3.1 esbuild@~0.28.2

$(RNWEB_STAMP):
	mkdir -p $(RNWEB_DIR)
	cd $(RNWEB_DIR) && npm install --no-audit --no-fund --ignore-scripts --loglevel=error $(RNWEB_TOOLS)
	@touch $@

rnweb-tools: $(RNWEB_STAMP)

# swiftc 6 for `benchmarks/codegen.py --swift`: Debian trixie's swiftlang in a chroot (about 3 GB;
# needs root and the Debian mirror). Not part of `make test`: tree-sitter checks SwiftUI there.
SWIFT_ROOT  := .cache/swift/root
SWIFT_STAMP := .cache/swift/.installed-1

$(SWIFT_STAMP):
	command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap
	mkdir -p .cache/swift
	[ -x $(SWIFT_ROOT)/bin/sh ] || debootstrap --variant=minbase trixie $(SWIFT_ROOT) http://deb.debian.org/debian
	mount --bind /proc $(SWIFT_ROOT)/proc
	chroot $(SWIFT_ROOT) /bin/sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	  --no-install-recommends swiftlang libc6-dev >/dev/null"; status=$$?; umount $(SWIFT_ROOT)/proc; exit $$status
	@touch $@

swift-tools: $(SWIFT_STAMP)

install: $(STAMP)

install-test: $(TEST_STAMP)

# a server admin's install: plain `pip install .` (no extras, none of the steps above) into a fresh venv under
# .cache/plain-install, then one corpus screenshot through `framewright convert`, offline where the machine allows
plain-install-check:
	$(PYTHON) packaging/plain_install_check.py

run: install fonts qt-libs
	$(BIN)/framewright

# lint, format and types: ruff (FastAPI's rule set) and mypy (strict on the contract, IR, client and exporters)
LINTED := app tests benchmarks docs packaging

lint: install-test
	$(BIN)/ruff check $(LINTED)
	$(BIN)/ruff format --check $(LINTED)
	$(BIN)/mypy

test: install-test lint node-tools codegen-tools rnweb-tools fonts qt-libs plain-install-check
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: install node-tools codegen-tools rnweb-tools
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python benchmarks/engine_load.py
	$(BIN)/python benchmarks/designtool.py
	$(BIN)/python benchmarks/agent.py
	$(BIN)/python benchmarks/codegen.py --render
	$(BIN)/python benchmarks/conversion.py

# the one-folder bundle (PyInstaller) and its smoke test
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
BUNDLE  := dist/framewright-$(VERSION)-linux-$(shell uname -m).tar.gz

package: install fonts qt-libs
	$(BIN)/python -m pip install --quiet -e '.[package]'
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/framewright.spec
	tar -C dist -czf $(BUNDLE) framewright
	@echo "built $(BUNDLE) ($$(du -h $(BUNDLE) | cut -f1) packed, $$(du -sh dist/framewright | cut -f1) unpacked)"

package-test: install
	$(BIN)/python packaging/smoke_test.py $(BUNDLE)

clean:
	rm -rf $(VENV) .cache build *.egg-info
