# quickglyph: `make` installs what is missing, builds, and converts glyphs/ into output/.
# `make test` runs the test suite; `make bench` measures it against the alternatives.

SWIFT     ?= swift
CONFIG    ?= release
BIN       := .build/$(CONFIG)/quickglyph
GLYPHS    ?= glyphs
OUT       ?= output
APT_PKGS  := pkg-config librsvg2-dev libpng-dev libdeflate-dev
SUDO      := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: all deps build test bench clean

all: build
	$(BIN) build $(GLYPHS) --out $(OUT)

# Installs the C libraries only when pkg-config cannot find them.
deps:
	@if ! pkg-config --exists librsvg-2.0 libpng libdeflate 2>/dev/null; then \
		echo "Installing $(APT_PKGS)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PKGS); \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product quickglyph

test: deps
	$(SWIFT) test

bench: build
	bench/run.sh

clean:
	rm -rf .build $(OUT)
