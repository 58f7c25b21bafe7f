#!/usr/bin/env bash
# `pnpm test:long`: the reliability tests at sizes CI does not run (docs/RELIABILITY.md).
# CI runs each of them small inside `pnpm test`; this runs them several times larger, on a
# PostgreSQL server started here unless DATABASE_URL is given. Sizes can be overridden:
#   TOPOLOGY_BUYERS (400)  buyers racing for TOPOLOGY_UNITS (25) units across two processes
#   TOPOLOGY_BURST (150)   checkouts in flight when an app process or PostgreSQL is killed
#   CONNECTION_LOSS_BURST (200)  checkouts while every database connection is terminated every 15 ms
#   FUZZ_RUNS (500)        fuzzer cases per API operation (FUZZ_SEED replays a failure)
# Takes 20–40 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
export TOPOLOGY_BUYERS="${TOPOLOGY_BUYERS:-400}" TOPOLOGY_UNITS="${TOPOLOGY_UNITS:-25}" TOPOLOGY_BURST="${TOPOLOGY_BURST:-150}"
export CONNECTION_LOSS_BURST="${CONNECTION_LOSS_BURST:-200}" FUZZ_RUNS="${FUZZ_RUNS:-500}"
bash scripts/ensure-chromium.sh
PG_URL="${DATABASE_URL:-}"
[ -z "$PG_URL" ] && PG_URL=$(bash scripts/start-postgres.sh)
env -u DATABASE_URL pnpm exec turbo run build --filter=@vitrine/storefront --output-logs=errors-only
failed=0
(cd packages/commerce && DATABASE_URL="$PG_URL" pnpm exec vitest run src/db/connection-loss.server.test.ts src/orders/orders-race.test.ts src/orders/orders-crash-resume.test.ts) || failed=1
long_e2e=(e2e/topology.test.ts e2e/shutdown.test.ts e2e/hostile-input.test.ts)
[ -f apps/storefront/e2e/fuzz.openapi.test.ts ] && long_e2e+=(e2e/fuzz.openapi.test.ts)
(cd apps/storefront && env -u DATABASE_URL E2E_DATABASE_URL="$PG_URL" pnpm exec vitest run --config e2e/vitest.config.ts --testTimeout=1800000 --hookTimeout=600000 "${long_e2e[@]}") || failed=1
exit "$failed"
