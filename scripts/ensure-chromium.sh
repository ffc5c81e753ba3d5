#!/usr/bin/env bash
# The browser tests use Debian's Chromium (a test runner's own browser download cannot work offline).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (expected at /usr/bin/chromium)." >&2
  exit 1
fi
