#!/usr/bin/env bash
# npm run lint's OpenAPI part: the document the app builds (scripts/openapi/write-document.ts, no
# database needed) is linted with Redocly's recommended rules (redocly.yaml), and the generated files
# derived from it must be current (scripts/openapi/api-types.sh --check).
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
node -r ./test/support/swc-register.js scripts/openapi/write-document.ts "$tmp/openapi.json" >/dev/null
npx redocly lint --config redocly.yaml --format stylish "$tmp/openapi.json" 2>&1 | grep -v '[║╔╚]' | sed '/^\s*$/d'
OPENAPI_DOC="$tmp/openapi.json" bash scripts/openapi/api-types.sh --check
