#!/usr/bin/env bash
# libFuzzer targets for the hostile-input surfaces (see CONTRIBUTING.md, "Fuzzing").
#
#   scripts/fuzz.sh build                      build every target (release, ASan + libFuzzer)
#   scripts/fuzz.sh run TARGET [OPTION...]     fuzz TARGET until stopped (or per libFuzzer OPTIONs)
#   scripts/fuzz.sh smoke [SECONDS]            each target for SECONDS (default 20), fixed seed;
#                                              fails on any crash, hang or out-of-memory
#
# TARGET is one of: layout-file png constraint-equation visual-format.
# The build lives in .build-fuzz (its own scratch path, so the normal build is
# untouched). `run` keeps what it finds in .build-fuzz/corpus/TARGET and
# crashing inputs in .build-fuzz/artifacts/; seeds are read from Fixtures/.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=(layout-file png constraint-equation visual-format)
SCRATCH=.build-fuzz

product() {
    case "$1" in
        layout-file) echo FuzzLayoutFile ;;
        png) echo FuzzPNG ;;
        constraint-equation) echo FuzzConstraintEquation ;;
        visual-format) echo FuzzVisualFormat ;;
        *) echo "fuzz.sh: unknown target '$1' (one of: ${TARGETS[*]})" >&2; exit 2 ;;
    esac
}

# Per-target limits: inputs a little longer than the longest seed; a timeout
# far above one execution (milliseconds) so only a hang trips it.
options() {
    case "$1" in
        layout-file) echo -max_len=32768 -timeout=20 -dict=Fuzz/Dictionaries/layout-file.dict ;;
        png) echo -max_len=16384 -timeout=20 -dict=Fuzz/Dictionaries/png.dict ;;
        constraint-equation) echo -max_len=256 -timeout=10 -dict=Fuzz/Dictionaries/constraint-equation.dict ;;
        visual-format) echo -max_len=256 -timeout=10 -dict=Fuzz/Dictionaries/visual-format.dict ;;
    esac
}

# 1 when LeakSanitizer checks TARGET. Not for the UIKit targets: it reports
# the objects Swift makes once for lazily initialised globals
# (NibPropertyCatalog's table) as leaked, so every run would stop at its
# first input. Leaks there are the leak check's business, not the fuzzers'.
detect_leaks() {
    case "$1" in
        layout-file | visual-format) echo 0 ;;
        *) echo 1 ;;
    esac
}

# Runs TARGET's executable with its options, leak setting and ARGUMENTs.
fuzz() {
    local target="$1" leaks
    shift
    leaks=$(detect_leaks "$target")
    # shellcheck disable=SC2046
    ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        "$SCRATCH/release/$(product "$target")" $(options "$target") -detect_leaks="$leaks" "$@"
}

build() {
    mkdir -p "$SCRATCH"
    # OFFSCREEN_FUZZ=1 declares the fuzz executables in Package.swift. lld,
    # because ld.gold stops with an internal error on these links.
    for target in "${TARGETS[@]}"; do
        if ! OFFSCREEN_FUZZ=1 swift build -c release --scratch-path "$SCRATCH" \
                -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
                -Xcc -fsanitize=fuzzer-no-link,address \
                --product "$(product "$target")" >"$SCRATCH/fuzz-build.log" 2>&1; then
            grep -Ev '^\[|prohibited flag' "$SCRATCH/fuzz-build.log" >&2
            echo "fuzz.sh: $target did not build" >&2
            exit 1
        fi
    done
}

# The seed folders of TARGET that exist, ready for libFuzzer: a folder whose
# line names a suffix is copied, those files only, under the folder $2.
existing_seeds() {
    local target="$1" staging="$2" folder suffix
    while read -r _ folder suffix; do
        [ -d "$folder" ] || continue
        if [ -z "$suffix" ]; then
            echo "$folder"
        else
            mkdir -p "$staging/$folder"
            find "$folder" -maxdepth 1 -type f -name "*$suffix" -exec cp {} "$staging/$folder/" \;
            echo "$staging/$folder"
        fi
    done < <(awk -v target="$target" '$1 == target' Fuzz/seed-folders.txt)
}

case "${1:-}" in
    build)
        build
        ;;
    run)
        target="${2:?fuzz.sh run TARGET [OPTION...]}"
        shift 2
        corpus="$SCRATCH/corpus/$target"
        mkdir -p "$corpus" "$SCRATCH/artifacts"
        # libFuzzer writes new inputs to the first folder only.
        # shellcheck disable=SC2046
        fuzz "$target" -artifact_prefix="$SCRATCH/artifacts/$target-" "$@" \
            "$corpus" $(existing_seeds "$target" "$SCRATCH/seeds/$target")
        ;;
    smoke)
        seconds="${2:-20}"
        build
        failed=0
        for target in "${TARGETS[@]}"; do
            work=$(mktemp -d)
            log="$work/log"
            mkdir -p "$work/corpus"
            # shellcheck disable=SC2046
            if fuzz "$target" -seed=1 -max_total_time="$seconds" -artifact_prefix="$work/" \
                    "$work/corpus" $(existing_seeds "$target" "$work/seeds") >"$log" 2>&1; then
                echo "fuzz $target: $(grep -Eo 'Done [0-9]+ runs in [0-9]+ second\(s\)' "$log")"
            else
                failed=1
                echo "fuzz $target: FAILED (the input is in $work, replay it with" \
                     "$SCRATCH/release/$(product "$target") FILE)" >&2
                grep -E 'ERROR|SUMMARY|Fatal error|Test unit written' "$log" >&2 || tail -20 "$log" >&2
                continue
            fi
            rm -rf "$work"
        done
        exit "$failed"
        ;;
    *)
        sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac
