#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the engine tests and prints its URL.
# Installs Debian's postgresql package when no server binaries are present.
set -euo pipefail
PORT="${VITRINE_TEST_PG_PORT:-55432}"
DIR="${VITRINE_TEST_PG_DIR:-/tmp/vitrine-test-pg}"
log() { echo "$@" >&2; }

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ -z "$(bin_dir)" ] || [ ! -x "$(bin_dir)/postgres" ]; then
  log "Installing Debian's postgresql package…"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
BIN=$(bin_dir)

# The server refuses to run as root: run it as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if as_pg "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
  log "PostgreSQL already running in $DIR"
else
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
  as_pg "$BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 >/dev/null
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$DIR/server.log" -w start >&2
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
