#!/usr/bin/env bash
# npm test: every test of the product.
#   lint; then side by side the API tests on PGlite | the API tests on PostgreSQL (when one answers
#   at TEST_DATABASE_URL), the type-check and the unit tests (domain, web); the web and server
#   build; the deployment files (scripts/check-deploy.sh); the Playwright journeys.
# Closes with one line: "N passed, N failed".
# The journeys run alone: beside the API tests on 2 cores every step took twice as long and long
# journeys ran out of time (tried at issue 11).
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
# A step inside a lane: its failure is noted in a file, since the lane runs in a subshell.
lane_step() {
  local name=$1 cmd=$2 started=$SECONDS
  echo "::: $name"
  bash -c "$cmd" || echo "$name" >>"$results/failed-in-lanes"
  echo "::: $name took $((SECONDS - started)) s"
}
# Lanes (shell functions made of lane_steps) side by side; each lane's output is printed whole
# when every lane is done.
side_by_side() {
  local started=$SECONDS pids=() i
  echo "::: side by side: $*"
  for i in $(seq 1 $#); do
    "${!i}" >"$results/lane-$i.log" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  for i in $(seq 1 $#); do cat "$results/lane-$i.log"; rm -f "$results/lane-$i.log"; done
  if [ -f "$results/failed-in-lanes" ]; then
    while IFS= read -r name; do failed_steps+=("$name"); done <"$results/failed-in-lanes"
    rm -f "$results/failed-in-lanes"
  fi
  echo "::: side by side took $((SECONDS - started)) s"
}

TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
unit="npx vitest run --project domain --project web --project web-shared --reporter=default --reporter=json --outputFile.json=$results/unit.json"
pglite_api="npx vitest run --project server --reporter=default --reporter=json --outputFile.json=$results/api-pglite.json"
pg_api="DATABASE_URL=$TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json --outputFile.json=$results/api-postgres.json"
# The API tests on PGlite are one single-threaded process (PGlite runs in it) and the longest step;
# the other core runs the API tests on PostgreSQL (with the database server), then the type-check
# and the unit tests, which used to run before them alone.
pglite_lane() { lane_step "API tests (PGlite)" "$pglite_api"; }
other_lane() {
  [ -n "${with_postgres:-}" ] && lane_step "API tests (PostgreSQL)" "$pg_api"
  lane_step typecheck "npm run typecheck"
  lane_step "unit tests" "$unit"
}

step lint npx biome check .
if node scripts/pg-ready.mjs "$TEST_DATABASE_URL"; then
  with_postgres=1
else
  echo "::: PostgreSQL does not answer at $TEST_DATABASE_URL: API tests run on PGlite only"
  [ "${CI:-}" = "true" ] && failed_steps+=("PostgreSQL unavailable in CI")
fi
side_by_side pglite_lane other_lane
step build npm run build
step "bundle budget" node apps/web/scripts/bundle-budget.mjs
# The Dockerfile, compose.yaml and the Kubernetes example, offline (no Docker engine here).
step "deployment files" bash scripts/check-deploy.sh
# In CI nobody looks at the journeys' screenshots: E2E_SCREENSHOTS=off skips encoding them (the
# pages are still sized and checked at both widths).
[ "${CI:-}" = "true" ] && export E2E_SCREENSHOTS=${E2E_SCREENSHOTS:-off}
step "browser journeys" env PLAYWRIGHT_JSON_OUTPUT_FILE="$results/e2e.json" npm run test:e2e -- --reporter=list,json

# Every test step leaves its JSON report: one missing would leave its tests out of the count.
for report in unit api-pglite ${with_postgres:+api-postgres} e2e; do
  [ -f "$results/$report.json" ] || failed_steps+=("no report from $report")
done
echo "::: all steps done in $((SECONDS / 60)) min $((SECONDS % 60)) s"
node scripts/summarise.mjs "$results" "${failed_steps[@]}"
