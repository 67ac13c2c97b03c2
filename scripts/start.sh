#!/usr/bin/env bash
# Builds and starts the whole product (API, worker, console) on PORT (default 3000).
# Without DATABASE_URL it runs PostgreSQL itself (embedded-postgres) and without a reachable
# REDIS_URL a local redis-server, both with data under DATA_DIR (default ./.data).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/prerequisites.sh

require_node
install_node_modules
ensure_redis_server
log "building the API and the console"
npm run build --silent >/dev/null
# V8 flags the product runs with (docs/operations.md "Memory"): the benchmarks read the same file.
# shellcheck disable=SC2046
exec node $(cat services/node-flags) services/dist/main.js
