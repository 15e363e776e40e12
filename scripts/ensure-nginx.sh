#!/usr/bin/env bash
# The hosting tests serve out/ through Debian's nginx with the shipped config (deploy/nginx.conf).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  echo "Installing Debian's nginx for the hosting tests..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light >/dev/null
  exit 0
fi
echo "nginx not found: the hosting tests will be skipped on this machine." >&2
