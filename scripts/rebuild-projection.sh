#!/usr/bin/env bash
# Rebuilds a projection (or all) from position 0 against the same database `npm start` uses.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f services/dist/cli/rebuild-projection.js ]] || npm run build -w services --silent
exec node services/dist/cli/rebuild-projection.js "$@"
