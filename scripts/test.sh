#!/usr/bin/env bash
# npm test: every test of the product, in the order that fails fastest.
#   lint, type-check, unit tests (domain, web), API tests on PGlite, API tests on PostgreSQL
#   (when one answers at TEST_DATABASE_URL), the web build, the Playwright journeys.
# Closes with one line: "N passed, N failed".
# One after another on purpose: with the journeys beside the API tests on 2 cores, every step
# took twice as long and long journeys ran out of time (tried at issue 11).
set -uo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
failed_steps=()
step() {
  local name=$1; shift
  echo "::: $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}

step lint npx biome check .
step typecheck npm run typecheck
step "unit tests" npx vitest run --project domain --project web --reporter=default --reporter=json --outputFile.json="$results/unit.json"
step "API tests (PGlite)" npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$results/api-pglite.json"
if node scripts/pg-ready.mjs "$TEST_DATABASE_URL"; then
  step "API tests (PostgreSQL)" env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$results/api-postgres.json"
else
  echo "::: PostgreSQL does not answer at $TEST_DATABASE_URL: API tests ran on PGlite only"
  [ "${CI:-}" = "true" ] && failed_steps+=("PostgreSQL unavailable in CI")
fi
step build npm run build
step "browser journeys" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npm run test:e2e -- --reporter=list,json

echo "::: all steps done in $((SECONDS / 60)) min $((SECONDS % 60)) s"
node scripts/summarise.mjs "$results" "${failed_steps[@]}"
