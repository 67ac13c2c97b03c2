#!/usr/bin/env bash
# Builds and starts the whole product (API, worker, console) on PORT (default 3000).
# Without DATABASE_URL it runs PostgreSQL itself (embedded-postgres) and without a reachable
# REDIS_URL a local redis-server, both with data under DATA_DIR (default ./.data).
set -Eeuo pipefail # -E: the ERR trap below also fires inside functions
cd "$(dirname "$0")/.."
source scripts/lib/prerequisites.sh
# Any failed step ends with one line saying what to do (the step's own output stays above it).
trap 'die "start failed while ${step:-preparing}: see the message above, fix it and run npm start again"' ERR

step="checking Node.js"
require_node
step="installing the npm dependencies"
install_node_modules
step="installing redis-server"
ensure_redis_server
step="building the API and the console"
log "$step"
npm run build --silent >/dev/null
trap - ERR
# Two malloc arenas: the face models' worker thread otherwise grows the RSS by ~370 MB instead of ~240
# (docs/idv.md, face match). V8 flags the product runs with (docs/operations.md "Memory"): the
# benchmarks read the same file.
export MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
# shellcheck disable=SC2046
exec node $(cat services/node-flags) services/dist/main.js
