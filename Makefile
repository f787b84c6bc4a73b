# quickglyph: `make` installs what is missing, builds, and converts glyphs/ into output/.
# `make test` runs the test suite; `make bench` measures it against the alternatives.
# `make install` installs the tool; `make dist` makes the release archive in dist/.

SWIFT     ?= swift
CONFIG    ?= release
BIN       := .build/$(CONFIG)/quickglyph
GLYPHS    ?= glyphs
OUT       ?= output
SUDO      := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# The C libraries come from the system's package manager: Homebrew on macOS
# (never apt-get there), Debian's apt elsewhere. The tests also convert
# Adwaita's symbolic icons, a real third-party set.
ifeq ($(shell uname -s),Darwin)
SYSTEM_PKGS := pkg-config librsvg poppler libpng libdeflate libyaml
TEST_PKGS   := adwaita-icon-theme
# The HTML report is tested in a real browser.
BROWSER_PKGS := --cask chromium
# Homebrew's librsvg carries rsvg-convert, which scripts/draw-glyph-art.sh runs.
ART_PKGS    := librsvg
INSTALL     := brew install
# Homebrew packages no Python library: the tests' Python tools all go into the virtual environment.
PY_SYSTEM_PKGS :=
ADWAITA     := $(shell brew --prefix 2>/dev/null)/share/icons/Adwaita/scalable
# macOS carries the Swift runtime itself: nothing to link in.
STATIC      :=
STATIC_PC   :=
STATIC_PKGS :=
else
SYSTEM_PKGS := pkg-config librsvg2-dev libpoppler-glib-dev libpng-dev libdeflate-dev libyaml-dev
# The Swift runtime and Foundation (with its ICU data) linked into the binary, so that it runs
# where no toolchain is, needing only Debian's C libraries (docs/ci.md). FoundationXML, linked in
# with them, links against the system's libxml2: its -dev package, for the linker (swift.org
# lists it among the toolchain's own dependencies, so it is usually there already).
# scripts/static-link-flags.sh says why it names Foundation's bridging to the linker.
STATIC       = $(shell SWIFT=$(SWIFT) scripts/static-link-flags.sh)
STATIC_PC   := libxml-2.0
STATIC_PKGS := libxml2-dev
# librsvg2-bin's rsvg-convert makes PDFs of Adwaita's icons at test time (cairo's PDF writer).
TEST_PKGS   := adwaita-icon-theme librsvg2-bin
# build --android's res/ folder is compiled by Debian's aapt against the framework's resources.
ANDROID_PKGS := aapt android-framework-res
# The HTML report is tested in a real browser: Debian's headless Chromium.
BROWSER_PKGS := chromium
# scripts/draw-glyph-art.sh draws glyphs/'s PNGs from our art with rsvg-convert; a test runs it.
ART_PKGS    := librsvg2-bin
# build --objc's output is compiled, linked and run against GNUstep's Foundation (clang from
# the Swift toolchain, gcc's Objective-C runtime). Homebrew has no such package: there the
# tests that need it fail, naming it.
OBJC_PKGS   := libgnustep-base-dev
INSTALL     := $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq
# The tests' Python tools, as Debian packages them (see PY_TOOLS below).
PY_SYSTEM_PKGS := python3-jsonschema python3-yaml pre-commit
ADWAITA     := /usr/share/icons/Adwaita/scalable
endif
export QUICKGLYPH_ADWAITA := $(ADWAITA)
# Where Debian's android-framework-res puts the framework's resources, which aapt compiles against.
ANDROID_FRAMEWORK := /usr/share/android-framework-res/framework-res.apk
export QUICKGLYPH_ANDROID_FRAMEWORK := $(ANDROID_FRAMEWORK)
# Every build checks that each target imports only the layers it declares.
LAYERS    := --explicit-target-dependency-import-check error

# The tests' Python tools: jsonschema validates SARIF against its schema, PyYAML reads the
# example CI workflows and .pre-commit-hooks.yaml, pre-commit runs those hooks. They come from
# the system's packages (PY_SYSTEM_PKGS); pip never installs into a system's own Python, which
# Debian 12 and Homebrew both refuse (externally-managed-environment). Whatever python3 still
# cannot import, or a pre-commit still missing (Homebrew; or a python3 that is not Debian's, such
# as pyenv's, which does not see Debian's packages), goes into this virtual environment, which
# `make test` puts first on PATH; it sees the system's packages too.
VENV      := .build/test-tools
PY_PIP_PKGS := jsonschema pyyaml pre-commit
PY_TOOLS  := ( PATH="$(CURDIR)/$(VENV)/bin:$$PATH"; export PATH; \
	python3 -c 'import jsonschema, yaml' 2>/dev/null && command -v pre-commit >/dev/null )

PREFIX    ?= /usr/local

.PHONY: all toolchain deps test-deps build install dist dist-check test layers format format-check fuzz bench clean glyph-art

all: build
	$(BIN) build $(GLYPHS) --out $(OUT)

# Swift is no package of Debian's (its `swift` is OpenStack's client): without swift.org's toolchain on PATH,
# say where it comes from, not "swift: No such file or directory" after the C libraries were installed.
toolchain:
	@if ! $(SWIFT) --version 2>/dev/null | grep -q 'Swift version'; then \
		echo "make: '$(SWIFT)' is not the Swift 6 toolchain quickglyph builds with; install swift.org's" \
			"(https://www.swift.org/install/linux/, or Xcode 16 on a Mac) and put its usr/bin on PATH" >&2; \
		if [ -x /opt/swift/usr/bin/swift ]; then \
			echo "make: one is in /opt/swift: export PATH=/opt/swift/usr/bin:\$$PATH, then run make again" >&2; \
		else \
			echo "make: or give its path: make SWIFT=/path/to/usr/bin/swift" >&2; \
		fi; \
		exit 1; \
	fi

# Installs the C libraries only when pkg-config cannot find them. GLib (the model's SHA-256) comes
# with librsvg's package on both systems.
deps: toolchain
	@if ! pkg-config --exists glib-2.0 librsvg-2.0 poppler-glib libpng libdeflate yaml-0.1 2>/dev/null; then \
		echo "Installing $(SYSTEM_PKGS)"; \
		$(INSTALL) $(SYSTEM_PKGS); \
	fi
	@if [ -n "$(STATIC_PC)" ] && ! pkg-config --exists $(STATIC_PC) 2>/dev/null; then \
		echo "Installing $(STATIC_PKGS)"; \
		$(INSTALL) $(STATIC_PKGS); \
	fi

test-deps: deps
	@if [ ! -d $(ADWAITA) ] || ! command -v rsvg-convert >/dev/null 2>&1; then \
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
	@if ! command -v rsvg-convert >/dev/null 2>&1; then \
		echo "Installing $(ART_PKGS)"; \
		$(INSTALL) $(ART_PKGS); \
	fi
	@if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then \
		echo "Installing $(BROWSER_PKGS)"; \
		$(INSTALL) $(BROWSER_PKGS); \
	fi
	@if [ -n "$(PY_SYSTEM_PKGS)" ] && ! $(PY_TOOLS); then \
		echo "Installing $(PY_SYSTEM_PKGS)"; \
		$(INSTALL) $(PY_SYSTEM_PKGS); \
	fi
	@if ! $(PY_TOOLS); then \
		echo "Installing $(PY_PIP_PKGS) into $(VENV)"; \
		python3 -m venv --system-site-packages $(VENV) && $(VENV)/bin/python3 -m pip install -q $(PY_PIP_PKGS); \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product quickglyph $(LAYERS) $(STATIC)

# For an Xcode build phase: the tool where a Run Script finds it, its man page and completions.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/quickglyph
	@# The man page is written from the help by a Python script; a system without python3 goes without it.
	if command -v python3 >/dev/null; then \
		scripts/generate-man-page.py $(BIN) $(DESTDIR)$(PREFIX)/share/man/man1/quickglyph.1; \
	else echo "install: no python3, so no man page (quickglyph <command> --help says the same)"; fi
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/quickglyph
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_quickglyph
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/quickglyph.fish

# The release archive, dist/quickglyph-VERSION-linux-ARCH.tar.gz: the binary (the Swift runtime linked
# in), its man page, completions, LICENSE and a README; the same sources give the same bytes.
dist: build
	scripts/make-dist.sh $(BIN)

# The archive's binary, unpacked elsewhere, builds glyphs/ with the toolchain off PATH, and ldd names
# no library of the Swift runtime; .ci/run checks it.
dist-check: build
	scripts/dist-check.sh "$$(scripts/make-dist.sh $(BIN) | tail -n 1)"

test: test-deps
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" scripts/run-tests.sh

# A back-edge between layers must not compile; .ci/run checks it.
layers: deps
	scripts/check-layers.sh

# The Swift sources laid out as .swift-format says (`swift format`, shipped with the toolchain);
# format-check, which .ci/run runs, fails on any file that differs from its formatted self.
# Fixtures and goldens are test input and expected output, byte for byte, and the generated files
# are laid out by their generators (scripts/generate-rules.py, generate-rule-tests.py): never formatted.
FORMATTED = Package.swift $(shell find Sources Tests Plugins -name '*.swift' -not -path '*/Fixtures/*' \
	-not -path '*/Golden/*' | LC_ALL=C sort | xargs grep -L '^// Generated by scripts/')
format: toolchain
	@$(SWIFT) format format --in-place --parallel $(FORMATTED)

format-check: toolchain
	@$(SWIFT) format lint --strict --parallel $(FORMATTED) && echo "format: every Swift file is laid out as .swift-format says"

# libFuzzer over every reader of untrusted bytes; FUZZ_SECONDS a target (CI runs a short while).
fuzz: deps
	scripts/fuzz.sh

# Draws glyphs/'s PNGs again from our own art in scripts/art/ (GlyphArtRecipeTests checks they match).
glyph-art:
	@command -v rsvg-convert >/dev/null 2>&1 || { echo "Installing $(ART_PKGS)"; $(INSTALL) $(ART_PKGS); }
	scripts/draw-glyph-art.sh

# BENCH_BASELINE=path/to/an/earlier/quickglyph runs it beside this build in the check bench.
bench: build
	bench/run.sh
	QUICKGLYPH_BASELINE=$(BENCH_BASELINE) bench/check-app.sh

clean:
	rm -rf .build $(OUT)
