#!/usr/bin/env bash
# The deployment files (issue 18), checked offline in a few seconds; npm test runs it after the
# build. No Docker engine runs on these machines, so the image is never built here:
#   compose.yaml          Docker Compose's `config` (docker compose, or Debian's docker-compose),
#                         `caddy validate` of deploy/compose/Caddyfile (Debian's caddy), then
#                         scripts/deploy/check-compose.mjs
#   Dockerfile            dockerfile-utils lint (npm), then scripts/deploy/check-dockerfile.mjs
#   deploy/kubernetes/    scripts/deploy/check-kubernetes.mjs (kubernetes-models' schemas: kubectl's
#                         dry run needs a cluster to ask)
#   apps/server/dist      scripts/deploy/check-server-imports.mjs (the image's production install)
# First scripts/deploy/self-test.mjs shows each check fails on a copy of its file with one thing broken.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=0
check() {
  local name=$1; shift
  if "$@"; then echo "ok: $name"; else echo "FAILED: $name"; failed=1; fi
}
lint_dockerfile() {
  local out
  out=$(npx --no-install dockerfile-utils lint Dockerfile 2>&1)
  local status=$?
  # Warnings count too: dockerfile-utils exits 0 on them.
  if [ $status -ne 0 ] || [ -n "$out" ]; then echo "$out"; return 1; fi
}
check "the checks catch broken files" npx --no-install tsx scripts/deploy/self-test.mjs
check "compose.yaml" npx --no-install tsx scripts/deploy/check-compose.mjs
check "Dockerfile lint (dockerfile-utils)" lint_dockerfile
check "Dockerfile rules" node scripts/deploy/check-dockerfile.mjs
check "Kubernetes manifests" npx --no-install tsx scripts/deploy/check-kubernetes.mjs
check "compiled server's imports" node scripts/deploy/check-server-imports.mjs
exit $failed
