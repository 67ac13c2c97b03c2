#!/usr/bin/env bash
# The selfie rules have one source, the server's services/src/idv/face/selfie-rules.ts. The capture
# page needs them too (the guidance on the device must say what the server will decide), but the
# console is a package of its own and does not reach into the server's source: this script copies
# the file into console/src/features/capture/face/generated/. With --check, it fails when the
# committed copy differs from the source (npm run lint), so an edit of the rules cannot skip the page.
set -euo pipefail
cd "$(dirname "$0")/.."
source=services/src/idv/face/selfie-rules.ts
copy=console/src/features/capture/face/generated/selfie-rules.ts
# The copy compiles on its own only while the source imports nothing (it is bundled for the browser).
if grep -qE "^\s*(import|export .* from)\b|require\(" "$source"; then
  echo "$source imports another module: the console's copy could not compile; keep the rules pure" >&2
  exit 1
fi
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
  echo "// Generated from $source by npm run face-rules (scripts/face-rules.sh): do not edit."
  cat "$source"
} >"$tmp"
if [[ "${1:-}" == "--check" ]]; then
  cmp -s "$tmp" "$copy" || { echo "$copy is stale: run npm run face-rules" >&2; exit 1; }
else
  mkdir -p "$(dirname "$copy")"
  cp "$tmp" "$copy"
fi
