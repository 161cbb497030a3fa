#!/usr/bin/env bash
# Runs the API test suite against a real Postgres server instead of PGlite: a throwaway cluster from
# scripts/with-postgres.sh (or the server in DATABASE_URL when set). Each test file creates and
# drops its own database there.
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx vitest run --root apps/api
