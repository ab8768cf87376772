#!/bin/bash
# Compares two aps binaries' capture output: stdout, stderr and exit status of `convert -c` and
# `inspect --format json` on every file of Tests/Captures (the public corpus included), and of
# `convert -c` and `convert -c -q` on each LOG given (aps-bench's log shape, say). A change meant to
# keep output byte for byte reports 0 differences.
# Usage: Tests/Bench/capture_output_compare.sh BEFORE AFTER [LOG...]   (run from the repository)
before=$1; after=$2; shift 2
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
diffs=0; runs=0
digest() { # binary, arguments...
  local bin=$1; shift
  "$bin" "$@" > "$scratch/out" 2> "$scratch/err"; echo "exit $?" >> "$scratch/err"
  cat "$scratch/out" "$scratch/err" | md5sum
}
check() {
  runs=$((runs + 1))
  if [ "$(digest "$before" "$@")" != "$(digest "$after" "$@")" ]; then diffs=$((diffs + 1)); echo "differs: aps $*"; fi
}
while IFS= read -r -d '' file; do
  check convert -c "$file"
  check inspect --format json "$file"
done < <(find Tests/Captures -type f -print0 | sort -z)
for log in "$@"; do
  check convert -c -q "$log"
  check convert -c "$log"
done
echo "runs compared: $runs; differences: $diffs"
[ "$diffs" -eq 0 ]
