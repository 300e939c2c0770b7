#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine, then runs the whole suite:
# type check, lint, migration drift check, domain tests, production build, API and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests…"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

npm install --no-audit --no-fund
npm test
