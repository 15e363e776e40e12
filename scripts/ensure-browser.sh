#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium: CHROME_PATH, Debian's headless shell, Debian's
# /usr/bin/chromium, or Playwright's own download on a laptop. On a Debian machine (CI) it installs
# Debian's packages: chromium-headless-shell, which the tests run in (Chromium without the browser's
# own window layers: the browser suite takes about a third less time in it than in the full
# browser), and chromium, which Lighthouse (npm run bench) drives.
set -euo pipefail

SHELL_BINARY=/usr/lib/chromium/chromium-headless-shell

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if [ -x "$SHELL_BINARY" ] && [ -x /usr/bin/chromium ]; then exit 0; fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..."
  if $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null; then
    exit 0
  fi
fi

# No package manager to ask (a laptop): a Chromium already there will do.
if [ -x "$SHELL_BINARY" ] || [ -x /usr/bin/chromium ]; then exit 0; fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium* >/dev/null 2>&1; then exit 0; fi

echo "No Chromium found. Run 'npx playwright install chromium' or set CHROME_PATH." >&2
exit 1
