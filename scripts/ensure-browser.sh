#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium: CHROME_PATH, Debian's /usr/bin/chromium, or
# Playwright's own download on a laptop. On a fresh Debian machine (CI) it installs Debian's package.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then exit 0; fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  echo "Installing Debian's chromium for the browser tests..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "No Chromium found. Run 'npx playwright install chromium' or set CHROME_PATH." >&2
exit 1
