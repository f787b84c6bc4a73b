# quickglyph: `make` installs what is missing, builds, and converts glyphs/ into output/.
# `make test` runs the test suite; `make bench` measures it against the alternatives.

SWIFT     ?= swift
CONFIG    ?= release
BIN       := .build/$(CONFIG)/quickglyph
GLYPHS    ?= glyphs
OUT       ?= output
SUDO      := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
PY_TEST_PKGS := jsonschema
# The C libraries come from the system's package manager: Homebrew on macOS
# (never apt-get there), Debian's apt elsewhere. The tests also convert
# Adwaita's symbolic icons, a real third-party set.
ifeq ($(shell uname -s),Darwin)
SYSTEM_PKGS := pkg-config librsvg poppler libpng libdeflate
TEST_PKGS   := adwaita-icon-theme
# The HTML report is tested in a real browser.
BROWSER_PKGS := --cask chromium
INSTALL     := brew install
# The example CI workflows are read with PyYAML: from PyPI here, as jsonschema is.
YAML_PKGS   := pyyaml
YAML_INSTALL := python3 -m pip install -q $(YAML_PKGS)
ADWAITA     := $(shell brew --prefix 2>/dev/null)/share/icons/Adwaita/scalable
else
SYSTEM_PKGS := pkg-config librsvg2-dev libpoppler-glib-dev libpng-dev libdeflate-dev
TEST_PKGS   := adwaita-icon-theme
# build --android's res/ folder is compiled by Debian's aapt against the framework's resources.
ANDROID_PKGS := aapt android-framework-res
# The HTML report is tested in a real browser: Debian's headless Chromium.
BROWSER_PKGS := chromium
# build --objc's output is compiled, linked and run against GNUstep's Foundation (clang from
# the Swift toolchain, gcc's Objective-C runtime). Homebrew has no such package: there the
# tests that need it fail, naming it.
OBJC_PKGS   := libgnustep-base-dev
INSTALL     := $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq
# The example CI workflows are read with PyYAML: Debian's package.
YAML_PKGS   := python3-yaml
YAML_INSTALL := $(INSTALL) $(YAML_PKGS)
ADWAITA     := /usr/share/icons/Adwaita/scalable
endif
export QUICKGLYPH_ADWAITA := $(ADWAITA)
# Where Debian's android-framework-res puts the framework's resources, which aapt compiles against.
ANDROID_FRAMEWORK := /usr/share/android-framework-res/framework-res.apk
export QUICKGLYPH_ANDROID_FRAMEWORK := $(ANDROID_FRAMEWORK)
# Every build checks that each target imports only the layers it declares.
LAYERS    := --explicit-target-dependency-import-check error

# SwiftPM refuses the -pthread that GLib's pkg-config files carry and warns about
# it for every target; glibc has threads built in, so the build reads copies of
# those .pc files without it.
PCDIR     := .build/pkgconfig
export PKG_CONFIG_PATH := $(CURDIR)/$(PCDIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

PREFIX    ?= /usr/local

.PHONY: all deps test-deps pkgconfig build install test layers fuzz bench clean

all: build
	$(BIN) build $(GLYPHS) --out $(OUT)

# Installs the C libraries only when pkg-config cannot find them.
deps:
	@if ! pkg-config --exists librsvg-2.0 poppler-glib libpng libdeflate 2>/dev/null; then \
		echo "Installing $(SYSTEM_PKGS)"; \
		$(INSTALL) $(SYSTEM_PKGS); \
	fi

test-deps: deps
	@if [ ! -d $(ADWAITA) ]; then \
		echo "Installing $(TEST_PKGS)"; \
		$(INSTALL) $(TEST_PKGS); \
	fi
	@# Debian only: Homebrew packages neither (the tests say so and fail on macOS without them).
	@if [ -n "$(ANDROID_PKGS)" ] && { ! command -v aapt >/dev/null 2>&1 || [ ! -f $(ANDROID_FRAMEWORK) ]; }; then \
		echo "Installing $(ANDROID_PKGS)"; \
		$(INSTALL) $(ANDROID_PKGS); \
	fi
	@if [ -n "$(OBJC_PKGS)" ] && [ ! -f /usr/include/GNUstep/Foundation/Foundation.h ]; then \
		echo "Installing $(OBJC_PKGS)"; \
		$(INSTALL) $(OBJC_PKGS); \
	fi
	@if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then \
		echo "Installing $(BROWSER_PKGS)"; \
		$(INSTALL) $(BROWSER_PKGS); \
	fi
	@# The SARIF test validates against the OASIS schema with a maintained validator.
	@if ! python3 -c 'import jsonschema' 2>/dev/null; then \
		echo "Installing $(PY_TEST_PKGS)"; \
		python3 -m pip install -q $(PY_TEST_PKGS); \
	fi
	@# The CI workflow examples are parsed with a maintained YAML library.
	@if ! python3 -c 'import yaml' 2>/dev/null; then \
		echo "Installing $(YAML_PKGS)"; \
		$(YAML_INSTALL); \
	fi

pkgconfig: deps
	@mkdir -p $(PCDIR)
	@for dir in $$(pkg-config --variable pc_path pkg-config | tr ':' ' '); do \
		for pc in $$dir/*.pc; do \
			[ -f "$$pc" ] && grep -q -- '-pthread' "$$pc" && [ ! -f $(PCDIR)/$$(basename $$pc) ] && \
				sed 's/[[:space:]]-pthread\b//g' "$$pc" > $(PCDIR)/$$(basename $$pc); \
		done; \
	done; true

build: pkgconfig
	$(SWIFT) build -c $(CONFIG) --product quickglyph $(LAYERS)

# For an Xcode build phase: the tool where a Run Script finds it.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/quickglyph

test: test-deps pkgconfig
	scripts/run-tests.sh

# A back-edge between layers must not compile; .ci/run checks it.
layers: pkgconfig
	scripts/check-layers.sh

# libFuzzer over every reader of untrusted bytes; FUZZ_SECONDS a target (CI runs a short while).
fuzz: pkgconfig
	scripts/fuzz.sh

# BENCH_BASELINE=path/to/an/earlier/quickglyph runs it beside this build in the check bench.
bench: build
	bench/run.sh
	QUICKGLYPH_BASELINE=$(BENCH_BASELINE) bench/check-app.sh

clean:
	rm -rf .build $(OUT)
