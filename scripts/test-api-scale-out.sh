#!/usr/bin/env bash
# Runs the API tests that need Postgres (apps/api/vitest.scale-out.config.ts): scale-out.test.ts,
# several API processes on one Postgres (sessions, rate limits, migrations and the spot feed's leader
# shared; failover), and billing-local-locks.test.ts, where concurrent requests really overlap. Uses a throwaway cluster from
# scripts/with-postgres.sh on port 54339 (PG_PORT to change), or the server in DATABASE_URL when set.
set -euo pipefail
cd "$(dirname "$0")/.."
export PG_PORT="${PG_PORT:-54339}"
exec bash scripts/with-postgres.sh npx vitest run --root apps/api -c vitest.scale-out.config.ts
