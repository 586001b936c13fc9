# The two commands of the README. Each installs what is missing first.
SWIFT ?= swift
DEMO_OUT ?= out/demo.png
# Seconds `make test` fuzzes each libFuzzer target for (see CONTRIBUTING.md).
FUZZ_SECONDS ?= 20

.PHONY: deps demo test bench

deps:
	@scripts/install-deps.sh

# OFFSCREEN_NO_COMPATIBILITY_PLUGIN=1: the release build of render skips the
# compatibility plugin's generator and its swift-syntax (see Package.swift).
demo: deps
	OFFSCREEN_NO_COMPATIBILITY_PLUGIN=1 $(SWIFT) run -c release render Fixtures/Demo/settings.json -o $(DEMO_OUT)
	@echo "Rendered Fixtures/Demo/settings.json to $(DEMO_OUT)"

test:
	@scripts/install-deps.sh chromium
	$(SWIFT) build --build-tests
	@# Resident memory over thousands of snapshots (leaks); about 20 s.
	$(SWIFT) run --skip-build MemoryCheck
	$(SWIFT) test --skip-build --parallel
	@# A throwaway package that depends on this one by path, with swift-snapshot-testing
	@# (its own build folder, kept in .build/consumer-check; see the script).
	SWIFT=$(SWIFT) scripts/consumer-check.sh
	@# A short run of each libFuzzer target (its own build in .build-fuzz).
	scripts/fuzz.sh smoke $(FUZZ_SECONDS)

# python3-kiwisolver: the solver suite's baseline (kiwi, timed by
# Benchmarks/kiwi_baseline.py); chromium: the render suite's baseline. Both are
# needed for benchmarking only.
bench:
	@scripts/install-deps.sh python3-kiwisolver chromium
	OFFSCREEN_NO_COMPATIBILITY_PLUGIN=1 $(SWIFT) build -c release --product render
	OFFSCREEN_NO_COMPATIBILITY_PLUGIN=1 $(SWIFT) run -c release OffscreenBenchmarks
