#!/usr/bin/env bash
# Regenerates what is derived from the API's code (docs/api.md): the @nestjs/swagger plugin metadata
# (services/src/bootstrap/openapi-metadata.generated.ts), then, from the document the app
# builds with it, the console's API types (console/src/app/generated/openapi.ts, openapi-typescript).
# With --check, writes them to a temporary folder and fails when the committed files differ (npm run lint).
set -euo pipefail
cd "$(dirname "$0")/../.."
metadata=services/src/bootstrap/openapi-metadata.generated.ts
types=console/src/app/generated/openapi.ts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ "${1:-}" == "--check" ]]; then out_metadata=$tmp/metadata.ts; out_types=$tmp/openapi.ts; else out_metadata=$metadata; out_types=$types; fi
npx tsx scripts/openapi/plugin-metadata.ts "$out_metadata" >/dev/null
if [[ "${1:-}" == "--check" ]] && ! cmp -s "$out_metadata" "$metadata"; then
  echo "$metadata is stale: run npm run api-types" >&2
  exit 1
fi
# lint.sh has just written the document (OPENAPI_DOC): reuse it rather than assemble the app again.
if [[ -n "${OPENAPI_DOC:-}" ]]; then
  cp "$OPENAPI_DOC" "$tmp/openapi.json"
else
  node -r ./test/support/swc-register.js scripts/openapi/write-document.ts "$tmp/openapi.json" >/dev/null
fi
npx openapi-typescript "$tmp/openapi.json" -o "$tmp/raw.ts" >/dev/null 2>&1
{
  echo '// Generated from the OpenAPI document by npm run api-types (scripts/openapi/api-types.sh): do not edit.'
  cat "$tmp/raw.ts"
} >"$tmp/header.ts"
npx prettier --stdin-filepath "$types" <"$tmp/header.ts" >"$tmp/formatted.ts"
if [[ "${1:-}" == "--check" ]]; then
  cmp -s "$tmp/formatted.ts" "$types" || { echo "$types is stale: run npm run api-types" >&2; exit 1; }
else
  mkdir -p "$(dirname "$types")"
  cp "$tmp/formatted.ts" "$types"
fi
