#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine, then runs the whole suite:
# type check, lint, migration drift check, domain tests, production build, API and browser tests on SQLite;
# then, on a private PostgreSQL, its migration drift check, the domain tests and the multi-instance run.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium for the browser tests, w3m and Lynx for the text-browser tests, a Devanagari font.
missing=""
command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing="$missing chromium fonts-liberation"
command -v w3m >/dev/null 2>&1 || missing="$missing w3m"
command -v lynx >/dev/null 2>&1 || missing="$missing lynx"
# A Devanagari font, as every Android phone has, for the Hindi pages' screenshots (a small one: Lohit).
[ -n "$(fc-list :lang=hi 2>/dev/null)" ] || missing="$missing fonts-lohit-deva fontconfig"
# Poppler's tools read the PDFs back (text, pages, a page as an image); HarfBuzz's hb-shape checks the Hindi's shaping.
command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
command -v hb-shape >/dev/null 2>&1 || missing="$missing libharfbuzz-bin"
# PostgreSQL, for the domain tests on the second database and the multi-instance run (decision 196).
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$missing postgresql"
if [ -n "$missing" ]; then
  echo "Installing from Debian:$missing"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

npm install --no-audit --no-fund
# `npm test`'s steps, with the type check (one core) alongside the domain tests (one process, the other core).
npm run typecheck &
typecheck=$!
npm run lint
npm run check:migrations
npm run test:unit
wait "$typecheck"
npm run build
npm run test:e2e

# The same domain tests on PostgreSQL, and several instances on it, on a private server of the run's own.
postgres_dir="$(mktemp -d /tmp/test-postgres.XXXXXX)"
trap 'bash scripts/test-postgres.sh stop "$postgres_dir"' EXIT
TEST_POSTGRES_URL="$(bash scripts/test-postgres.sh start "$postgres_dir" "${TEST_POSTGRES_PORT:-$((${E2E_PORT:-3210} + 70))}")"
export TEST_POSTGRES_URL
# `npm run test:postgresql`'s steps, with the domain tests (one process) beside the multi-instance run (about one
# core): together they take the time of the longer, not of both.
npm run check:migrations:postgresql
npm run test:unit:postgresql &
domain_tests=$!
npx playwright test -c playwright.instances.config.ts
wait "$domain_tests"
