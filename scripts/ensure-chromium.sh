#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (/usr/bin/chromium); no browser is ever downloaded. On a fresh
# machine where it is missing, install it with apt-get (as root), or say clearly what to do.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Debian's chromium at /usr/bin/chromium: run 'sudo apt-get install chromium'." >&2
exit 1
