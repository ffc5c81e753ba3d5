#!/usr/bin/env bash
# npm test: everything CI checks, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
step() { printf '\n== %s ==\n' "$1"; }
step "typecheck"; npm run typecheck --silent
step "lint"; npm run lint --silent
step "unit tests"; npm run test:unit --silent
step "build"; npm run build --silent
step "browser tests"; npm run test:e2e --silent
step "fault test (short): SIGKILL during a burst of leads and orders; read-only and full data directory"; node_modules/.bin/node scripts/fault-test.ts 0 2 1
