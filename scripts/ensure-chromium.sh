#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (no test tool downloads its own
# browser): `chromium`, the browser benchmarks and screenshots use, and `chromium-headless-shell`, the
# same build without the browser's windows, which the tests drive (scripts/chromium-args.mjs). Without
# the shell (its install failed) the tests drive `chromium`, slower.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]}…"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; then
  # The shell only makes the tests faster; Chromium itself is required.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  echo "chromium-headless-shell could not be installed: the tests drive /usr/bin/chromium" >&2
fi
/usr/bin/chromium --version
