#!/usr/bin/env bash
# npm start: install what is missing, build, then serve (the server migrates and seeds before it listens).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run build --silent
exec node_modules/.bin/node server.ts
