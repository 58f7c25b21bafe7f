#!/usr/bin/env bash
# `pnpm test`: every test of the project, as CI runs it.
#  1. type checks and builds (libraries with tsup, the storefront, Storybook), the package
#     boundaries and the repository scripts' own tests
#  2. unit and component tests (vitest), the engine on embedded PGlite, then every Storybook story in Chromium
#  3. the engine's and the vitrine command's tests again on a real PostgreSQL server (started here unless DATABASE_URL is given),
#     beside lint (ESLint), the format check (Prettier) and the published packages (with their
#     declarations) packed, installed with npm into a fresh Vite app outside the repository and used there
#  4. end-to-end shopper journeys in Debian's Chromium against the built storefront, with the size
#     budget: the JS a phone downloads on a cold product page against the framework's floor
#     (e2e/page-weight.test.ts)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RESULTS="$ROOT/.test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export VITRINE_TEST_RESULTS="$RESULTS"
started=$(date +%s)

# Each step's heading also says how busy the cores were during the step before it (from /proc/stat), to
# show where the run leaves a core idle.
cpu_mark() { read -r _ user nice system idle iowait _ </proc/stat; busy=$((user + nice + system)); total=$((busy + idle + iowait)); }
cpu_mark
step() {
  local busy_before=$busy total_before=$total
  cpu_mark
  local use=$(( total > total_before ? 100 * (busy - busy_before) / (total - total_before) : 0 ))
  printf '\n\033[1m== %s\033[0m (%ss; cores %s%% busy in the step before)\n' "$1" "$(( $(date +%s) - started ))" "$use"
}

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

step "Unit, component and engine tests (PGlite)"
# The engine's suite is the longest and keeps one core busy (one worker on its WASM database): it starts
# first, and the other packages' suites run one after another on the other core beside it.
env -u DATABASE_URL pnpm --filter @vitrine/commerce test >"$RESULTS/engine-pglite.log" 2>&1 &
engine=$!
env -u DATABASE_URL pnpm exec turbo run test --filter='!@vitrine/storybook' --filter='!@vitrine/commerce' \
  --output-logs=full --concurrency=1 --continue || failed=1
wait "$engine" || failed=1
echo "-- The engine on PGlite:"
cat "$RESULTS/engine-pglite.log"

step "Storybook: every story in Chromium"
# Alone: its two story files each drive a browser and keep both cores busy.
env -u DATABASE_URL pnpm exec turbo run test --filter=@vitrine/storybook --output-logs=full --continue || failed=1

step "Engine and command-line tests on PostgreSQL, beside lint, format and the published packages"
# The suite waits on its database server most of the time: the checks that read files, and the packages
# packed and installed with npm into a fresh Vite + React app outside the repository (adding their
# declarations to the build above, turbo's `types`), run beside it instead of after it.
(
  set +e
  {
    echo "-- ESLint (typescript-eslint, React hooks, accessibility):" && pnpm lint &&
      echo "-- Prettier:" && pnpm format:check
  } >"$RESULTS/lint.log" 2>&1
  echo $? >"$RESULTS/lint.rc"
  pnpm test:pack >"$RESULTS/pack.log" 2>&1
  echo $? >"$RESULTS/pack.rc"
) &
beside=$!
# The engine's suite and the command's (which starts the command as its own process, one at a time) at
# once: one after another, the command's left a core idle for two minutes.
DATABASE_URL="$PG_URL" pnpm --filter @vitrine/commerce --filter @vitrine/cli --parallel --no-bail test || failed=1
wait "$beside" || true
cat "$RESULTS/lint.log"
[ "$(cat "$RESULTS/lint.rc" 2>/dev/null)" = 0 ] || failed=1
echo "-- Published packages: packed, installed into a fresh Vite + React app, used there:"
cat "$RESULTS/pack.log"
[ "$(cat "$RESULTS/pack.rc" 2>/dev/null)" = 0 ] || failed=1

step "End-to-end journeys (Chromium)"
env -u DATABASE_URL E2E_DATABASE_URL="$PG_URL" pnpm --filter @vitrine/storefront e2e || failed=1

step "Summary"
node scripts/summarize-tests.mjs "$RESULTS"
exit "${failed:-0}"
