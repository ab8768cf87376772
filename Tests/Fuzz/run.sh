#!/usr/bin/env bash
# Builds one libFuzzer target and runs it: Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]
#   TARGET: json | capture | bytes | args | template   (a folder here with main.swift, seeds/ and
#   optionally `flags`, the target's default libFuzzer flags on one line)
#
# How it is built (Linux, Swift 6.x; clang's libclang_rt.fuzzer ships with the toolchain):
#   APSPlatform, APSKit and APSCLI are compiled as static libraries with `-sanitize=fuzzer,address` (coverage
#   + AddressSanitizer), then the target's main.swift — one `@_cdecl("LLVMFuzzerTestOneInput")`
#   function — is linked against them; libFuzzer supplies `main`. SwiftPM is not used, so this
#   folder is in no target and never touches `swift build` / `swift test`.
# New inputs found go to .build/fuzz/corpus/TARGET (the committed seeds/ stay small); a crash
# leaves .build/fuzz/crash-… and exits non-zero. Keep each crashing input as a regression test
# (Tests/APSKitTests/Resilience/FuzzRegressionTests.swift).
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]}
seconds=${2:?usage: Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]}
shift 2
[ -f "Tests/Fuzz/$target/main.swift" ] || { echo "fuzz: no target '$target' (Tests/Fuzz/*/main.swift)" >&2; exit 64; }

out=.build/fuzz
mkdir -p "$out/corpus/$target"
flags=(-sanitize=fuzzer,address -O -parse-as-library -g)

# Rebuilds a library only when a file in its folder, or this script, is newer than it.
build_library() {  # NAME SOURCE-DIR [EXTRA-SOURCE]
  local name=$1 dir=$2 extra=${3:-}
  local lib="$out/lib$name.a"
  if [ -f "$lib" ] && [ -z "$(find "$dir" Tests/Fuzz/run.sh -type f -newer "$lib" | head -1)" ]; then return; fi
  echo "fuzz: compiling $name"
  # -enable-testing: a target may `@testable import` a library to reach an internal path (json compares the
  # scan's vector and byte-at-a-time paths).
  { find "$dir" -name '*.swift' -print0; [ -z "$extra" ] || printf '%s\0' "$extra"; } \
    | xargs -0 swiftc "${flags[@]}" -enable-testing -wmo -module-name "$name" -I "$out" \
      -emit-module -emit-module-path "$out/$name.swiftmodule" -emit-library -static -o "$lib"
}

# What SwiftPM's `.embedInCode` generates for Templates/*.json: `PackageResources.<name>_json` bytes.
embed_templates() {
  local file="$out/embedded_resources.swift"
  echo "struct PackageResources {" >"$file"
  for json in Templates/*.json; do
    local name; name=$(basename "$json" | tr -- '-.' '__')
    printf 'static let %s: [UInt8] = [%s]\n' "$name" "$(od -An -v -tu1 "$json" | tr -s ' \n' ',' | sed 's/^,//; s/,$//')"
  done >>"$file"
  echo "}" >>"$file"
}
embed_templates
build_library APSTemplates Templates "$out/embedded_resources.swift"
build_library APSPlatform Sources/APSPlatform
build_library APSKit Sources/APSKit
libraries=(-lAPSKit -lAPSTemplates -lAPSPlatform)
if grep -q '^import APSCLI' "Tests/Fuzz/$target/main.swift"; then
  build_library APSCLI Sources/APSCLI
  libraries=(-lAPSCLI -lAPSKit -lAPSTemplates -lAPSPlatform)
fi
echo "fuzz: linking $target"
swiftc "${flags[@]}" -I "$out" -L "$out" "Tests/Fuzz/$target/main.swift" "${libraries[@]}" -o "$out/fuzz-$target"

echo "fuzz: running $target for ${seconds}s"
# No LeakSanitizer: it reports the Swift runtime's and the command tree's one-time globals at exit
# as leaks (found on `args`); memory growth would still fail libFuzzer's RSS limit.
# No allocation stacks (malloc_context_size=0): Swift allocates for most values, and recording a
# stack at every malloc and free was a tenth of each execution; to see where a reported block was
# allocated, run the crashing input again with ASAN_OPTIONS=malloc_context_size=30.
export ASAN_OPTIONS="detect_leaks=0:malloc_context_size=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# A target's own default flags, one line in its folder; flags given here win. capture's is
# -max_len=1024 (a capture of a push, or a few of them): its instrumented readers cost about their
# input's length, and libFuzzer's default (the largest seed, 6 KB) halved the rate.
defaults=()
[ ! -f "Tests/Fuzz/$target/flags" ] || read -ra defaults <"Tests/Fuzz/$target/flags"
exec "$out/fuzz-$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -detect_leaks=0 \
  ${defaults[@]+"${defaults[@]}"} -artifact_prefix="$out/" "$@" "$out/corpus/$target" "Tests/Fuzz/$target/seeds"
