#!/usr/bin/env bash
# `pnpm test`: every test of the project, as CI runs it.
#  1. type checks and builds (libraries with tsup, the storefront, Storybook), the package
#     boundaries and the repository scripts' own tests
#  2. unit and component tests (vitest), the engine on embedded PGlite
#  3. the engine's tests again on a real PostgreSQL server (started here unless DATABASE_URL is given)
#  4. end-to-end shopper journeys in Debian's Chromium against the built storefront, with the size
#     budget: the JS a phone downloads on a cold product page against the framework's floor
#     (e2e/page-weight.test.ts)
# 2 and 3 run beside 4, one after the other: the journeys wait on a browser and a server most of
# their time and left one of CI's two cores idle. Their output is kept and printed after the
# journeys, each step with its result; the exit code fails when any step failed.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RESULTS="$ROOT/.test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export VITRINE_TEST_RESULTS="$RESULTS"
started=$(date +%s)

step() { printf '\n\033[1m== %s\033[0m (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "Browser and database server"
bash scripts/ensure-chromium.sh
PG_URL="${DATABASE_URL:-}"
if [ -z "$PG_URL" ]; then
  PG_URL=$(bash scripts/start-postgres.sh)
fi
echo "PostgreSQL for engine tests: ${PG_URL%%@*}@…"

step "Type check and build"
# Unit tests below use no DATABASE_URL: the engine runs on embedded PGlite first.
env -u DATABASE_URL pnpm exec turbo run typecheck build --output-logs=errors-only

step "Package boundaries (the architecture's rules of direction)"
pnpm boundaries || failed=1

step "Repository scripts"
pnpm exec vitest run --config scripts/vitest.config.mjs || failed=1

# Steps 2 and 3, in the background: each writes its output to $LANE/<name>.log and its exit code and
# end time to $LANE/<name>.status.
LANE="$RESULTS/beside-journeys"
mkdir -p "$LANE"
# Niced: when both want the CPU, the journeys (whose waits are tuned for a machine they have) get it first.
run_logged() {
  local name=$1 code=0
  shift
  nice -n 10 "$@" >"$LANE/$name.log" 2>&1 || code=$?
  echo "$code $(( $(date +%s) - started ))" >"$LANE/$name.status"
}
# Prints a background step's output and result; fails the run when it failed or never ended.
report_logged() {
  local name=$1 title=$2 code=1 ended='?'
  [ -f "$LANE/$name.status" ] && read -r code ended <"$LANE/$name.status"
  step "$title (beside the journeys, ended at ${ended}s)"
  cat "$LANE/$name.log" 2>/dev/null || true
  if [ "$code" = 0 ]; then echo "$title: passed"; else echo "$title: FAILED (exit $code)"; failed=1; fi
}

step "Unit, component and engine tests (PGlite), then the engine on PostgreSQL: started beside the journeys"
# Its own process group, so an interrupted run stops it too.
set -m
(
  # The storefront's unit tests first: they read its package.json, which the journeys' sixth-theme
  # test edits for a while (themes.test.ts, minutes into the journeys).
  run_logged storefront-unit env -u DATABASE_URL pnpm exec turbo run test --filter=@vitrine/storefront --output-logs=full
  run_logged unit env -u DATABASE_URL pnpm exec turbo run test --filter='!@vitrine/storefront' --output-logs=full --concurrency=1 --continue
  run_logged postgres env DATABASE_URL="$PG_URL" pnpm --filter @vitrine/commerce test
) &
beside=$!
set +m
trap 'kill -- -"$beside" 2>/dev/null || true' EXIT

step "End-to-end journeys (Chromium)"
env -u DATABASE_URL E2E_DATABASE_URL="$PG_URL" pnpm --filter @vitrine/storefront e2e || failed=1

step "Waiting for the tests run beside the journeys"
wait "$beside" || true
trap - EXIT
report_logged storefront-unit "Storefront unit tests"
report_logged unit "Unit, component and engine tests (PGlite)"
report_logged postgres "Engine tests on PostgreSQL"

step "Summary"
node scripts/summarize-tests.mjs "$RESULTS"
exit "${failed:-0}"
