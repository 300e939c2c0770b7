#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine, then runs the whole suite:
# type check, lint, migration drift check, domain tests, production build, API and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium for the browser tests, w3m and Lynx for the text-browser tests, a Devanagari font.
missing=""
command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing="$missing chromium fonts-liberation"
command -v w3m >/dev/null 2>&1 || missing="$missing w3m"
command -v lynx >/dev/null 2>&1 || missing="$missing lynx"
# A Devanagari font, as every Android phone has, for the Hindi pages' screenshots (a small one: Lohit).
[ -n "$(fc-list :lang=hi 2>/dev/null)" ] || missing="$missing fonts-lohit-deva fontconfig"
if [ -n "$missing" ]; then
  echo "Installing from Debian:$missing"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

npm install --no-audit --no-fund
npm test
