#!/usr/bin/env bash
# Secrets and links on a hostile machine: a signal (or kill -9) never leaves a copy of a key or
# certificate behind and never leaves curl sending; `-o` never follows a link another user planted
# in a sticky folder, nor a dangling one.
# Usage: Tests/Fault/secrets-and-links.sh [APS-BINARY] [SIGNAL-RUNS]
#   (default binary .build/release/aps, else .build/debug/aps; SIGNAL-RUNS default 20 per case)
# Each step is bounded by `timeout`; a step needing a missing tool or root says SKIPPED.
set -uo pipefail
cd "$(dirname "$0")/../.."
aps=${1:-}
if [ -z "$aps" ]; then
  for candidate in .build/release/aps .build/debug/aps; do [ -x "$candidate" ] && { aps=$candidate; break; }; done
fi
[ -n "$aps" ] && [ -x "$aps" ] || { echo "secrets-and-links: no aps binary; run swift build first" >&2; exit 66; }
aps=$(cd "$(dirname "$aps")" && pwd)/$(basename "$aps")
runs=${2:-20}

work=$(mktemp -d "${TMPDIR:-/tmp}/aps-secrets.XXXXXX")
listener=
main=$BASHPID
cleanup() {
  [ "$BASHPID" = "$main" ] || return 0  # never from a subshell
  [ -n "$listener" ] && kill "$listener" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
cd "$work"
mkdir tmp  # aps's $TMPDIR: anything left in it is a leftover
export TMPDIR=$work/tmp

failures=0
fail() { echo "secrets-and-links: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "secrets-and-links: ok: $*"; }
skip() { echo "secrets-and-links: SKIPPED: $*"; }
have() { command -v "$1" >/dev/null 2>&1; }
leftovers() { [ -d "$work/tmp" ] || { echo "tmp vanished"; return; }; find tmp -mindepth 1 | head -5; }
printf '{"aps":{"alert":"hi"}}' >push.json

# 1. A signal during `aps token` and `send --key-file` leaves no copy of the key in $TMPDIR.
if have openssl && have curl && have python3; then
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:prime256v1 -out key.p8 2>/dev/null
  # A loopback listener that accepts and never answers: curl waits, so the signal lands while it runs.
  python3 - >listener.port <<'PY' &
import socket, time
server = socket.socket(); server.bind(("127.0.0.1", 0)); server.listen(64)
print(server.getsockname()[1], flush=True)
held = []
while True:
    connection, _ = server.accept(); held.append(connection)
PY
  listener=$!
  for _ in $(seq 50); do [ -s listener.port ] && break; sleep 0.1; done
  port=$(cat listener.port)
  # A job of a non-interactive shell starts with SIGINT ignored, and aps keeps what its parent
  # ignores: `env --default-signal` (coreutils 8.31) puts the default back so that SIGINT lands.
  if env --default-signal=INT true 2>/dev/null; then default_int=(env --default-signal=INT); else default_int=(); fi
  for case in "TERM token" "INT token" "TERM send" "INT send"; do
    signal=${case%% *} command=${case#* } left=0 crashed=0 landed=0
    if [ "$signal" = INT ] && [ ${#default_int[@]} = 0 ]; then skip "SIGINT during aps $command: env --default-signal is missing"; continue; fi
    for ((i = 1; i <= runs; i++)); do
      if [ "$command" = token ]; then
        "${default_int[@]}" setsid "$aps" token --key-file key.p8 --key-id ABC123DEFG --team-id DEF123GHIJ >/dev/null 2>&1 &
      else
        APS_APNS_URL="https://127.0.0.1:$port" "${default_int[@]}" setsid "$aps" send push.json --key-file key.p8 --key-id ABC123DEFG --team-id DEF123GHIJ \
          --device-token aabb --topic com.example.app >/dev/null 2>&1 &
      fi
      pid=$!
      sleep "0.0$((RANDOM % 4))$((RANDOM % 10))"
      # Only aps itself: a pid that has ended may have been reused meanwhile.
      [ "$(ps -o comm= -p "$pid" 2>/dev/null)" = aps ] && kill -"$signal" "$pid" 2>/dev/null
      timeout 10 tail --pid="$pid" -f /dev/null 2>/dev/null; wait "$pid" 2>/dev/null
      status=$?
      # Ended by the signal sent (128 + its number), or on its own: any other signal is a crash.
      if [ "$status" = "$((128 + $(kill -l "$signal")))" ]; then landed=$((landed + 1))
      elif [ "$status" -gt 128 ]; then crashed=$((crashed + 1)); echo "  ended by signal $((status - 128))" >&2
      fi
      if [ -n "$(leftovers)" ]; then left=$((left + 1)); echo "  left: $(leftovers)" >&2; rm -rf tmp/*; fi
    done
    if [ "$left" = 0 ]; then ok "SIG$signal during aps $command, $runs runs: nothing left in \$TMPDIR"; else fail "SIG$signal during aps $command: $left of $runs runs left files in \$TMPDIR"; fi
    if [ "$crashed" = 0 ]; then ok "SIG$signal during aps $command: every run ended by it ($landed) or on its own"; else fail "SIG$signal during aps $command: $crashed of $runs runs crashed"; fi
    # A send waits on a listener that never answers, so the signal always lands; a token may be done first.
    [ "$command" = token ] || [ "$landed" -gt 0 ] || fail "SIG$signal during aps send: the signal never ended a run (the test proves nothing)"

  done

  # 2. kill -9 during `send --cert`: curl (stuck in the handshake) ends too, and no copy stays.
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout cert.key -out cert.crt -subj /CN=aps -days 2 2>/dev/null
  cat cert.crt cert.key >cert.pem
  survivors=0 left=0
  for ((i = 1; i <= 5; i++)); do
    APS_APNS_URL="https://127.0.0.1:$port" "$aps" send push.json --cert cert.pem --device-token aabb --topic com.example.app >/dev/null 2>&1 &
    pid=$!
    curl_pid=
    for _ in $(seq 100); do curl_pid=$(pgrep -P "$pid" -x curl) && break; sleep 0.05; done
    kill -KILL "$pid"; wait "$pid" 2>/dev/null
    for _ in $(seq 40); do [ -n "$curl_pid" ] && kill -0 "$curl_pid" 2>/dev/null || break; sleep 0.05; done
    [ -n "$curl_pid" ] && kill -0 "$curl_pid" 2>/dev/null && { survivors=$((survivors + 1)); kill -KILL "$curl_pid"; }
    [ -z "$curl_pid" ] && fail "kill -9 during send --cert: curl was never seen running"
    if [ -n "$(leftovers)" ]; then left=$((left + 1)); rm -rf tmp/*; fi
  done
  if [ "$survivors" = 0 ] && [ "$left" = 0 ]; then ok "kill -9 during send --cert, 5 runs: curl ended with aps, nothing left in \$TMPDIR"
  else fail "kill -9 during send --cert: curl outlived aps $survivors times, files left $left times"; fi
else
  skip "signals during token and send: needs openssl, curl and python3"
fi

# 3. -o never follows a dangling link, nor one another user planted in a sticky world-writable folder.
ln -s made-by-aps.json dangling.json
timeout 10 "$aps" build -t silent -o dangling.json >/dev/null 2>err.txt </dev/null
status=$?
if [ "$status" = 74 ] && [ ! -e made-by-aps.json ] && grep -q "which does not exist" err.txt; then ok "-o through a dangling link is refused (exit 74), nothing created"
else fail "-o through a dangling link: exit $status, $(ls made-by-aps.json 2>&1), $(head -c 300 err.txt)"; fi
if [ "$(id -u)" = 0 ]; then
  mkdir -m 1777 sticky
  echo keep >victim.txt
  ln -s "$work/victim.txt" sticky/out.json
  chown -h 4321:4321 sticky/out.json
  timeout 10 "$aps" build -t silent -o sticky/out.json >/dev/null 2>err.txt </dev/null
  status=$?
  if [ "$status" = 74 ] && [ "$(cat victim.txt)" = keep ] && [ -L sticky/out.json ]; then ok "root's -o through another user's link in a sticky folder is refused (exit 74), the target intact"
  else fail "-o through a planted link: exit $status, victim now $(head -c 100 victim.txt), $(head -c 300 err.txt)"; fi
else
  skip "a planted link of another user: needs root to give a link away (chown -h)"
fi

[ "$failures" = 0 ] || { echo "secrets-and-links: FAILED ($failures)" >&2; exit 1; }
echo "secrets-and-links: ok"
