#!/usr/bin/env bash
# Times `aps fmt` against jq and python3 on the same SampleCorpus JSON Lines file, in one run on one
# machine: the median wall time of RUNS runs, MB/s, and how many times faster aps is.
#
#   Benchmarks/fmt-throughput.sh            # 200,000 lines (~51 MB) in /tmp/aps-corpus.jsonl
#   LINES=50000 RUNS=3 Benchmarks/fmt-throughput.sh
#
# The corpus comes from APSKit's SampleCorpus (seeded, so every run measures the same bytes), written
# by a test that only does so when APS_WRITE_CORPUS is set.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${LINES:-200000}
runs=${RUNS:-5}
corpus=${CORPUS:-/tmp/aps-corpus-$lines.jsonl}

swift build -c release --product aps >/dev/null
if [ ! -s "$corpus" ]; then
  APS_WRITE_CORPUS="$corpus" APS_CORPUS_LINES="$lines" \
    swift test --filter SampleCorpusTests/writesACorpusWhenAsked >/dev/null
fi
aps=.build/release/aps
bytes=$(wc -c <"$corpus")
echo "corpus: $corpus, $lines lines, $bytes bytes; median of $runs runs (wall time)"

# Median wall seconds of running "$@" with the corpus on stdin and output discarded.
median_seconds() {
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" <"$corpus" >/dev/null || true
    end=$(date +%s%N)
    echo $(((end - start) / 1000))
  done | sort -n | awk '{ a[NR] = $1 } END { printf "%.3f", a[int((NR + 1) / 2)] / 1e6 }'
}

declare -A seconds
row() {
  local name=$1
  shift
  if ! command -v "$1" >/dev/null 2>&1 && [ ! -x "$1" ]; then
    printf '%-34s %s\n' "$name" "(not installed)"
    return
  fi
  seconds[$name]=$(median_seconds "$@")
  awk -v n="$name" -v s="${seconds[$name]}" -v b="$bytes" 'BEGIN { printf "%-34s %7.3f s %8.1f MB/s\n", n, s, b / 1e6 / s }'
}

py_compact='import json,sys
[print(json.dumps(json.loads(l),ensure_ascii=False,separators=(",",":"))) for l in sys.stdin]'

row "aps fmt -c --jsonl" "$aps" fmt -c --jsonl
row "aps fmt --jsonl (pretty)" "$aps" fmt --jsonl
row "aps fmt --check -c --jsonl" "$aps" fmt --check -c --jsonl
row "jq -c ." jq -c .
row "jq . (pretty)" jq .
row "python3 json compact" python3 -c "$py_compact"

ratio() { awk -v a="${seconds[$1]:-0}" -v b="${seconds[$2]:-0}" 'BEGIN { if (a > 0 && b > 0) printf "%.1fx", b / a; else printf "n/a" }'; }
echo "aps fmt -c vs jq -c: $(ratio "aps fmt -c --jsonl" "jq -c .") faster; vs python3: $(ratio "aps fmt -c --jsonl" "python3 json compact")"
echo "aps fmt (pretty) vs jq .: $(ratio "aps fmt --jsonl (pretty)" "jq . (pretty)") faster"
