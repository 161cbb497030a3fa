#!/usr/bin/env bash
# Runs the API test suite against a real Postgres server instead of PGlite.
# Uses Debian's postgresql (installed with apt when missing and running as root), starts a private
# throwaway cluster on port 54329, runs `vitest` for apps/api with DATABASE_URL pointing at it
# (each test file creates and drops its own database there), then stops and removes the cluster.
# With DATABASE_URL already set, it runs the suite against that server instead.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n "${DATABASE_URL:-}" ]]; then
  exec npx vitest run --root apps/api
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [[ "$(id -u)" != "0" ]]; then
    echo "Postgres is not installed: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
PORT=54329
CLUSTER=$(mktemp -d /tmp/bullion-pg.XXXXXX)
run_pg() { if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[[ "$(id -u)" == "0" ]] && chown postgres "$CLUSTER"

cleanup() {
  run_pg "$PGBIN/pg_ctl" -D "$CLUSTER/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER"
}
trap cleanup EXIT

run_pg "$PGBIN/initdb" -D "$CLUSTER/data" -U postgres --auth=trust >/dev/null
run_pg "$PGBIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w \
  -o "-p $PORT -k $CLUSTER -c listen_addresses=127.0.0.1" start >/dev/null
echo "Postgres $("$PGBIN/postgres" --version | awk '{print $3}') running on 127.0.0.1:$PORT"

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --root apps/api
