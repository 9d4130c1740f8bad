#!/usr/bin/env bash
# npm test: every test of the product, in two lanes that run side by side (2 cores):
#   checks:   lint, type-check, unit tests (domain, web), API tests on PGlite, API tests on
#             PostgreSQL (when one answers at TEST_DATABASE_URL);
#   browser:  the web build, then the Playwright journeys (their output prefixed "[browser]").
# Closes with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)   # the JSON reports only (summarise.mjs reads every file here)
steps=$(mktemp -d)     # one file per failed step
step() {
  local name=$1; shift
  echo "::: $name"
  if ! "$@"; then echo "$name" >"$steps/$(echo "$name" | tr -c 'a-zA-Z0-9' '_')"; fi
}

TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}

browser_lane() {
  step build npm run build
  step "browser journeys" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npm run test:e2e -- --reporter=list,json
}

checks_lane() {
  step lint npx biome check .
  step typecheck npm run typecheck
  step "unit tests" npx vitest run --project domain --project web --reporter=default --reporter=json --outputFile.json="$results/unit.json"
  step "API tests (PGlite)" npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$results/api-pglite.json"
  if node scripts/pg-ready.mjs "$TEST_DATABASE_URL"; then
    step "API tests (PostgreSQL)" env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$results/api-postgres.json"
  else
    echo "::: PostgreSQL does not answer at $TEST_DATABASE_URL: API tests ran on PGlite only"
    [ "${CI:-}" = "true" ] && echo "PostgreSQL unavailable in CI" >"$steps/no_postgres"
  fi
}

started=$SECONDS
browser_lane 2>&1 | sed -u 's/^/[browser] /' &
browser=$!
checks_lane
wait "$browser"
echo "::: both lanes done in $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"

failed_steps=()
for f in "$steps"/*; do [ -e "$f" ] && failed_steps+=("$(cat "$f")"); done
node scripts/summarise.mjs "$results" "${failed_steps[@]}"
