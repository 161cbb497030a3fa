#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a private throwaway Postgres cluster:
#   bash scripts/with-postgres.sh <command> [args...]
# Uses Debian's postgresql (installed with apt when missing and running as root), starts the cluster
# on port 54329 (PG_PORT to change) and its Unix socket, runs the command with DATABASE_URL on the
# socket (PG_TCP=1: on 127.0.0.1), then stops and removes the cluster. With
# DATABASE_URL already set, it runs the command against that server instead.
set -euo pipefail

if [[ -n "${DATABASE_URL:-}" ]]; then
  exec "$@"
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
PORT=${PG_PORT:-54329}
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
  -o "-p $PORT -k $CLUSTER -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
echo "Postgres $("$PGBIN/postgres" --version | awk '{print $3}') running on 127.0.0.1:$PORT and $CLUSTER/.s.PGSQL.$PORT"

# The cluster's Unix socket, as a local Postgres is normally reached; PG_TCP=1 for 127.0.0.1:PORT.
if [[ -n "${PG_TCP:-}" ]]; then
  DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
else
  DATABASE_URL="postgres://postgres@localhost/postgres?host=$CLUSTER&port=$PORT" "$@"
fi
