#!/usr/bin/env bash
# Install dependencies when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.lock-hash
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -x node_modules/.bin/node ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "Installing dependencies (npm ci)..."
  # Building and testing need the dev dependencies, also where NODE_ENV=production would make npm leave them out.
  npm ci --include=dev --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
