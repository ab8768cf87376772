#!/usr/bin/env bash
# Kill loop (issue 7): runs `aps fmt -w` and `aps build -o` RUNS times each on a ~1 MB file, sending
# SIGKILL at a random moment of each run, and checks that the target is always exactly the old or
# the new content, never partial, and keeps its permissions (0640 here).
# Usage: Tests/Fault/kill-loop.sh [APS-BINARY] [RUNS]
#   (default binary .build/release/aps, else .build/debug/aps; RUNS default 200)
# A killed run may leave its temporary `.aps-XXXXXX` beside the target (nothing can clean up
# after SIGKILL); they are counted, never mistaken for the target, and removed between runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
aps=${1:-}
if [ -z "$aps" ]; then
  for candidate in .build/release/aps .build/debug/aps; do [ -x "$candidate" ] && { aps=$candidate; break; }; done
fi
[ -n "$aps" ] && [ -x "$aps" ] || { echo "kill-loop: no aps binary; run swift build first" >&2; exit 66; }
aps=$(cd "$(dirname "$aps")" && pwd)/$(basename "$aps")
runs=${2:-200}

work=$(mktemp -d "${TMPDIR:-/tmp}/aps-kill-loop.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

# ~1 MB of text with CJK and emoji, as two different template variable files.
text() { yes "$1 推送通知 notification 😀 payload text" | head -n 26000 | tr '\n' ' '; }
printf '{"title":"old","body":"%s"}' "$(text old)" >old-vars.json
printf '{"title":"new","body":"%s"}' "$(text new)" >new-vars.json
"$aps" build -t alert --vars old-vars.json --no-validate -o build.old
"$aps" build -t alert --vars new-vars.json --no-validate -o build.new
cp build.old fmt.old
"$aps" fmt fmt.old >fmt.new

# now in microseconds
now_us() { local t; t=$(date +%s%N); echo $((t / 1000)); }

failures=0
# check NAME COMMAND…: runs COMMAND RUNS times on target, killing it at random moments.
check() {
  local name=$1; shift
  local old=$name.old new=$name.new
  cp "$old" target; chmod 640 target
  local start; start=$(now_us)
  "$@" >/dev/null 2>&1
  cmp -s target "$new" || { echo "kill-loop: $name: an unkilled run did not write the new content" >&2; exit 1; }
  local duration=$(( $(now_us) - start ))
  local olds=0 news=0 others=0 leftovers=0 killed=0
  for ((i = 1; i <= runs; i++)); do
    cp "$old" target; chmod 640 target
    # A moment between the start and 1.2 times an undisturbed run.
    local delay=$(( (RANDOM * 32768 + RANDOM) % (duration * 12 / 10 + 1) ))
    "$@" >/dev/null 2>&1 &
    local pid=$!
    sleep "$(printf '%d.%06d' $((delay / 1000000)) $((delay % 1000000)))"
    kill -KILL "$pid" 2>/dev/null && killed=$((killed + 1)) || true
    wait "$pid" 2>/dev/null || true
    if cmp -s target "$old"; then olds=$((olds + 1))
    elif cmp -s target "$new"; then news=$((news + 1))
    else
      others=$((others + 1)); cp target "$OLDPWD/kill-loop-$name-partial-$i" 2>/dev/null || true
      echo "kill-loop: $name run $i: target is neither old nor new ($(wc -c <target) bytes)" >&2
    fi
    local mode; mode=$(stat -c %a target 2>/dev/null || stat -f %Lp target)
    [ "$mode" = 640 ] || { others=$((others + 1)); echo "kill-loop: $name run $i: mode $mode, not 640" >&2; }
    for leftover in .aps-*; do [ -e "$leftover" ] && { leftovers=$((leftovers + 1)); rm -f "$leftover"; }; done
  done
  echo "kill-loop: $name: $runs runs of ~$((duration / 1000)) ms on $(wc -c <"$new") bytes; SIGKILL landed in $killed;" \
    "target old $olds, new $news, other $others; temporaries left by kills: $leftovers"
  failures=$((failures + others))
}

check fmt "$aps" fmt -w target
check build "$aps" build -t alert --vars new-vars.json --no-validate -o target
[ "$failures" = 0 ] || { echo "kill-loop: FAILED ($failures)" >&2; exit 1; }
echo "kill-loop: ok"
