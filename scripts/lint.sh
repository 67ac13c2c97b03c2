#!/usr/bin/env bash
# npm run lint: the type checks, the generated-file checks, ESLint, Prettier and the OpenAPI lint.
# Each check is single-threaded, so they run in two lanes at once (the machines this runs on have
# two cores); each lane's output is kept apart and printed whole, so a failure reads as it would alone.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

lane() {
  local name=$1
  shift
  local status=0
  for check in "$@"; do
    if ! bash -c "$check" >>"$out/$name" 2>&1; then
      echo "failed: $check" >>"$out/$name"
      status=1
    fi
  done
  return $status
}

lane types \
  "npx tsc -p services/tsconfig.json" \
  "npx tsc -p console/tsconfig.json --noEmit" \
  "npx tsc -p test/tsconfig.json" &
types=$!
lane style \
  "bash scripts/face-rules.sh --check" \
  "npx eslint services/src test scripts console/src" \
  "npm run -s format:check" \
  "bash scripts/openapi/lint.sh" &
style=$!

status=0
wait $types || status=1
wait $style || status=1
cat "$out/types" "$out/style" 2>/dev/null
exit $status
