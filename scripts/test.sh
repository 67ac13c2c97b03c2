#!/usr/bin/env bash
# The whole suite: type-check, unit, integration (real PostgreSQL and Redis) and browser tests
# (headless Chromium). Uses DATABASE_URL / REDIS_URL when given; otherwise test/support/global-setup.ts
# starts an embedded PostgreSQL and a local redis-server for the run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/prerequisites.sh

require_node
install_node_modules
[[ -n ${REDIS_URL:-} ]] || ensure_redis_server
ensure_chromium
ensure_docker_compose
ensure_pdftotext
log "type-checking"
npm run lint --silent
log "building the console for the browser tests"
npm run build -w console --silent >/dev/null
mkdir -p test/.artifacts
status=0
npx jest --ci --maxWorkers=2 --json --outputFile=test/.artifacts/jest-results.json "$@" || status=$?
# A plain closing line that any CI reads, whatever the runner.
node -e '
  const r = require("./test/.artifacts/jest-results.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' || true
exit $status
