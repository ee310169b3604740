#!/usr/bin/env bash
# The double-dummy tests check our solver (src/dd) against DDS: Debian's libdds0 (DDS 2.9.0), loaded through
# the npm package koffi (a devDependency). On a fresh machine where libdds is missing, install it with apt-get
# (as root); otherwise say what to do and go on: those tests then say "skipped: libdds not installed".
set -euo pipefail
LIB=/usr/lib/x86_64-linux-gnu/libdds.so.0
[ -e "$LIB" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's libdds0 for the double-dummy oracle tests..."
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libdds0 >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libdds0 >/dev/null
  fi
  exit 0
fi
echo "The double-dummy oracle tests need Debian's libdds0: run 'sudo apt-get install libdds0' (skipped for now)." >&2
exit 0
