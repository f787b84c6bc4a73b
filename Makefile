# quickglyph: `make` installs what is missing, builds, and converts glyphs/ into output/.
# `make test` runs the test suite; `make bench` measures it against the alternatives.

SWIFT     ?= swift
CONFIG    ?= release
BIN       := .build/$(CONFIG)/quickglyph
GLYPHS    ?= glyphs
OUT       ?= output
APT_PKGS  := pkg-config librsvg2-dev libpoppler-glib-dev libpng-dev libdeflate-dev
# The tests also convert Adwaita's symbolic icons, a real third-party set, and load
# the HTML report in a real browser, Debian's headless Chromium.
TEST_PKGS := adwaita-icon-theme
BROWSER_PKGS := chromium
PY_TEST_PKGS := jsonschema
ADWAITA   := /usr/share/icons/Adwaita/scalable
SUDO      := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Every build checks that each target imports only the layers it declares.
LAYERS    := --explicit-target-dependency-import-check error

# SwiftPM refuses the -pthread that GLib's pkg-config files carry and warns about
# it for every target; glibc has threads built in, so the build reads copies of
# those .pc files without it.
PCDIR     := .build/pkgconfig
export PKG_CONFIG_PATH := $(CURDIR)/$(PCDIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

.PHONY: all deps test-deps pkgconfig build test layers fuzz bench clean

all: build
	$(BIN) build $(GLYPHS) --out $(OUT)

# Installs the C libraries only when pkg-config cannot find them.
deps:
	@if ! pkg-config --exists librsvg-2.0 poppler-glib libpng libdeflate 2>/dev/null; then \
		echo "Installing $(APT_PKGS)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PKGS); \
	fi

test-deps: deps
	@if [ ! -d $(ADWAITA) ]; then \
		echo "Installing $(TEST_PKGS)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(TEST_PKGS); \
	fi
	@if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then \
		echo "Installing $(BROWSER_PKGS)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(BROWSER_PKGS); \
	fi
	@# The SARIF test validates against the OASIS schema with a maintained validator.
	@if ! python3 -c 'import jsonschema' 2>/dev/null; then \
		echo "Installing $(PY_TEST_PKGS)"; \
		python3 -m pip install -q $(PY_TEST_PKGS); \
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

test: test-deps pkgconfig
	scripts/run-tests.sh

# A back-edge between layers must not compile; .ci/run checks it.
layers: pkgconfig
	scripts/check-layers.sh

# libFuzzer over every reader of untrusted bytes; FUZZ_SECONDS a target (CI runs a short while).
fuzz: pkgconfig
	scripts/fuzz.sh

bench: build
	bench/run.sh
	bench/check-app.sh

clean:
	rm -rf .build $(OUT)
