#!/usr/bin/env bash
# npm start: install what is missing, build, then serve (the server migrates and seeds before it listens).
# A built release installed without dev dependencies (npm ci --omit=dev) has no build tools: it is served as built.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f build/server/index.js ] && [ -x node_modules/.bin/node ] && [ ! -d node_modules/@react-router/dev ]; then
  exec node_modules/.bin/node server.ts
fi
bash scripts/ensure-deps.sh
npm run build --silent
exec node_modules/.bin/node server.ts
