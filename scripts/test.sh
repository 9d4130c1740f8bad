#!/usr/bin/env bash
# npm test: every test of the product, in the order that fails fastest.
#   lint, type-check, unit tests (domain, web), API tests on PGlite, API tests on PostgreSQL
#   (when one answers at TEST_DATABASE_URL), the web build, the Playwright journeys.
# Closes with one line: "N passed, N failed".
# The journeys run alone: beside the API tests on 2 cores every step took twice as long and long
# journeys ran out of time (tried at issue 11). The two API runs go side by side: each is one
# single-threaded test process (PGlite runs in it; on PostgreSQL the server takes the other core).
set -uo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
failed_steps=()
step() {
  local name=$1; shift
  local started=$SECONDS
  echo "::: $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  echo "::: $name took $((SECONDS - started)) s"
}
# Two steps side by side; each one's output is printed whole when both are done.
side_by_side() {
  local name1=$1 cmd1=$2 name2=$3 cmd2=$4 started=$SECONDS
  echo "::: $name1 and $name2, side by side"
  bash -c "$cmd1" >"$results/1.log" 2>&1 &
  local pid1=$!
  bash -c "$cmd2" >"$results/2.log" 2>&1 &
  local pid2=$!
  wait "$pid1"; local rc1=$?
  wait "$pid2"; local rc2=$?
  echo "::: $name1"; cat "$results/1.log"
  echo "::: $name2"; cat "$results/2.log"
  rm -f "$results/1.log" "$results/2.log"
  [ $rc1 -eq 0 ] || failed_steps+=("$name1")
  [ $rc2 -eq 0 ] || failed_steps+=("$name2")
  echo "::: $name1 and $name2 took $((SECONDS - started)) s"
}

TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}

step lint npx biome check .
step typecheck npm run typecheck
step "unit tests" npx vitest run --project domain --project web --project web-shared --reporter=default --reporter=json --outputFile.json="$results/unit.json"
pglite_api="npx vitest run --project server --reporter=default --reporter=json --outputFile.json=$results/api-pglite.json"
if node scripts/pg-ready.mjs "$TEST_DATABASE_URL"; then
  side_by_side "API tests (PGlite)" "$pglite_api" \
    "API tests (PostgreSQL)" "DATABASE_URL=$TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json --outputFile.json=$results/api-postgres.json"
else
  step "API tests (PGlite)" bash -c "$pglite_api"
  echo "::: PostgreSQL does not answer at $TEST_DATABASE_URL: API tests ran on PGlite only"
  [ "${CI:-}" = "true" ] && failed_steps+=("PostgreSQL unavailable in CI")
fi
step build npm run build
step "bundle budget" node apps/web/scripts/bundle-budget.mjs
step "browser journeys" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npm run test:e2e -- --reporter=list,json

echo "::: all steps done in $((SECONDS / 60)) min $((SECONDS % 60)) s"
node scripts/summarise.mjs "$results" "${failed_steps[@]}"
