#!/usr/bin/env bash
# Runs supabase's own auth-js test suite (packages/core/auth-js/test of the supabase-js repository)
# against this API, configured like the suite's GoTrue instances (docs/auth.md, "Supabase's auth-js
# suite"). Everything happens outside the repository, in PEER_SUITE_DIR; it needs npm, so it is not
# part of the CI test command.
#
#   bash scripts/auth-peer-suite.sh <supabase-js checkout> [jest arguments…]
#
# PEER_SUITE_DIR (default /tmp/bullion-auth-peer-suite) holds the copied suite, its dev dependencies,
# the APIs' throwaway data dirs and logs, and the results. The API runs on the suite's ports: 54321
# for its CLI suite, 9996–9999 for its Docker-only tests (PEER_DOCKER=0 skips those). Jest arguments
# apply to the CLI suite. Exit status: 0 when every failure is in a feature the API does not offer
# or is a difference docs/auth.md states.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
source_dir=${1:?usage: bash scripts/auth-peer-suite.sh <supabase-js checkout> [jest arguments…]}
shift
source_dir=$(cd "$source_dir" && pwd)
work=${PEER_SUITE_DIR:-/tmp/bullion-auth-peer-suite}
suite=$work/packages/core/auth-js
[ -f "$source_dir/packages/core/auth-js/test/lib/clients.ts" ] || { echo "$source_dir is not a supabase-js checkout (no packages/core/auth-js/test)" >&2; exit 2; }

# The suite, as in its repository (tsconfig.json extends ../../../tsconfig.base.json).
mkdir -p "$suite"
cp "$source_dir/tsconfig.base.json" "$work/"
(cd "$source_dir/packages/core/auth-js" && tar -c --exclude=node_modules --exclude=example --exclude=coverage .) | tar -x -C "$suite"

# Its dev dependencies with the monorepo's catalog versions written out (pnpm's `catalog:` means
# nothing to npm); installed once per PEER_SUITE_DIR.
node -e '
const fs = require("fs");
const file = process.argv[1];
const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
const catalog = { jest: "30.4.2", "ts-jest": "^29.4.9", "@types/jest": "30.0.0", "@types/node": "20.19.9", prettier: "^3.6.2", typescript: "~5.8.3" };
const keep = ["@faker-js/faker", "@types/jsonwebtoken", "jest-environment-jsdom", "jest-mock-server", "jsonwebtoken", ...Object.keys(catalog)];
pkg.devDependencies = Object.fromEntries(keep.map((name) => [name, catalog[name] ?? pkg.devDependencies[name]]));
delete pkg.engines;
delete pkg.scripts;
fs.writeFileSync(file, JSON.stringify(pkg, null, 2));
' "$suite/package.json"
[ -d "$suite/node_modules/jest" ] || (cd "$suite" && npm install --no-audit --no-fund)

pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT

# Starts the API on a port with the settings every instance shares, then `extra` (NAME=value words).
start_api() {
  local name=$1 port=$2
  shift 2
  rm -rf "$work/data-$name"
  (
    cd "$repo/apps/api"
    export NODE_ENV=development HOST=127.0.0.1 PORT=$port BULLION_DATA_DIR=$work/data-$name LOG_LEVEL=warn
    export PUBLIC_API_URL=http://127.0.0.1:$port
    # GoTrue's defaults where this API's differ: any password of 6 characters (one set holding every
    # character faker's passwords use, as this API has no "any character" rule), no reauthentication
    # for password changes, no linking by hand.
    export AUTH_PASSWORD_MIN_LENGTH=6 AUTH_PASSWORD_REQUIRED_CHARACTERS=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_
    export AUTH_REAUTHENTICATION_AFTER_SECONDS=0 AUTH_SECURITY_MANUAL_LINKING_ENABLED=false
    export AUTH_SIGNUPS_PER_HOUR_PER_IP=100000 SEED_DEMO=false SEED_CATALOG=false WEEKLY_SUMMARY_INTERVAL_MS=0
    for setting in "$@"; do export "$setting"; done
    exec "$repo/node_modules/.bin/tsx" src/main.ts
  ) >"$work/api-$name.log" 2>&1 &
  pids+=($!)
  local pid=$!
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$port/health/live" >/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || { cat "$work/api-$name.log" >&2; exit 1; }
    sleep 1
  done
  echo "the API ($name) did not start on port $port" >&2
  exit 1
}
stop_apis() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  pids=()
}

# The CLI suite: one GoTrue with test/supabase/config.toml, signing RS256 with the key the suite
# generates and signs its anon and service-role keys with (test/lib/clients.ts).
[ -f "$suite/test/supabase/signing_keys.json" ] || (cd "$suite/test" && node generate-signing-keys.js >/dev/null)
keys=$(cd "$suite" && node -e '
const crypto = require("crypto");
const jwt = require("jsonwebtoken");
const keys = JSON.parse(require("fs").readFileSync("test/supabase/signing_keys.json", "utf8"));
const pem = crypto.createPrivateKey({ key: keys[0], format: "jwk" }).export({ type: "pkcs8", format: "pem" });
// The claims clients.ts signs: the API compares the keys as strings, so they must be these exact tokens.
const key = (role) => jwt.sign({ iss: "supabase-demo", role, exp: 1983812996, iat: 1768925145 }, pem, { algorithm: "RS256", keyid: keys[0].kid });
console.log(JSON.stringify({ anon: key("anon"), service: key("service_role"), jwks: JSON.stringify(keys) }));
')
field() { node -e 'console.log(JSON.parse(process.argv[1])[process.argv[2]])' "$keys" "$1"; }
start_api cli 54321 \
  SITE_URL=http://127.0.0.1:3000 CORS_ORIGINS=https://127.0.0.1:3000,http://localhost:5173 \
  JWT_SECRET=super-secret-jwt-token-with-at-least-32-characters-long \
  "AUTH_SIGNING_KEYS=$(field jwks)" "AUTH_PUBLIC_KEY=$(field anon)" "AUTH_SERVICE_ROLE_KEY=$(field service)" \
  AUTH_MAILER_AUTOCONFIRM=true AUTH_SMTP_MAX_FREQUENCY=1
(cd "$suite" && npx jest --config jest.config.cli.js --runInBand --coverage=false --json --outputFile="$work/results-cli.json" "$@" >"$work/jest-cli.log" 2>&1) || true
stop_apis
results=("$work/results-cli.json")

# The Docker-only tests: four GoTrue instances of infra/docker-compose.yml. Their clients call GoTrue
# directly; here they get the path /auth/v1 and an apikey, as behind Supabase's gateway.
if [ "${PEER_DOCKER:-1}" != 0 ]; then
  anon=peer-suite-docker-anon-key
  sed -i \
    -e "s#'http://localhost:\(999[0-9]\)'#'http://127.0.0.1:\1/auth/v1'#" \
    -e "s#^export const \([A-Za-z]*\) = new GoTrueClient({#&\n  headers: { apikey: '$anon' },#" \
    "$suite/test/docker-tests/clients.ts"
  docker_jwt_secret=37c304f8-51aa-419a-a1af-06154e63707a
  # The compose file's RS256 signing key; its HS256 key (kty oct) is JWT_SECRET here.
  rsa_key=$(node -e '
const compose = require("fs").readFileSync(process.argv[1], "utf8");
const block = compose.slice(compose.indexOf("autoconfirm_with_asymmetric_keys:"));
const keys = JSON.parse(/GOTRUE_JWT_KEYS: \x27(.*)\x27/.exec(block)[1]);
console.log(JSON.stringify(keys.filter((key) => key.kty === "RSA")));
' "$suite/infra/docker-compose.yml")
  start_api confirm-off 9999 SITE_URL=http://localhost:9999 JWT_SECRET=$docker_jwt_secret AUTH_PUBLIC_KEY=$anon
  start_api confirm-on 9998 SITE_URL=http://localhost:9998 JWT_SECRET=$docker_jwt_secret AUTH_PUBLIC_KEY=$anon AUTH_MAILER_AUTOCONFIRM=true
  start_api signup-off 9997 SITE_URL=http://localhost:9997 JWT_SECRET=$docker_jwt_secret AUTH_PUBLIC_KEY=$anon AUTH_DISABLE_SIGNUP=true
  start_api asymmetric 9996 SITE_URL=http://localhost:9996 JWT_SECRET=Z7-AyPyChGNcQsX16cPBV-pPBo4q-zckDxkq1VZjATo AUTH_PUBLIC_KEY=$anon \
    "AUTH_SIGNING_KEYS=$rsa_key" AUTH_MAILER_AUTOCONFIRM=true
  (cd "$suite" && npx jest --config jest.config.docker.js --runInBand --json --outputFile="$work/results-docker.json" >"$work/jest-docker.log" 2>&1) || true
  stop_apis
  results+=("$work/results-docker.json")
fi

# Failures in features the API does not offer (docs/auth.md lists them), the differences docs/auth.md
# states, then anything else.
node -e '
const unclaimed = [
  [/passkey/i, "passkeys"],
  [/WebAuthn/, "WebAuthn factors"],
  [/signInAnonymously/, "anonymous sign-ins"],
  [/Web3/, "Web3 sign-in"],
  [/SSO|SAML/, "SSO (SAML)"],
  [/ID Token|IdToken/, "ID-token sign-in"],
  [/OAuth Admin|oauth client/i, "OAuth server"],
  [/phone/i, "phone (SMS)"],
];
const documented = {
  "getSession emits no warnings if getUser is called prior": "no apikey",
  "updateUser() should throw an error when throwOnError is true": "no apikey",
  "should work with lazy initialization in public methods": "no apikey",
  "reauthenticate() fails without session": "needs the anonymous session of an earlier test",
  "verifyOTP fails with empty options": "a phone_change code",
};
const counts = { passed: 0, unclaimed: 0, documented: 0, other: 0 };
const byFeature = {};
for (const file of process.argv.slice(1)) {
  for (const suiteFile of require(file).testResults) {
    for (const test of suiteFile.assertionResults) {
      if (test.status === "passed") counts.passed += 1;
      if (test.status !== "failed") continue;
      const name = [suiteFile.name.split("/test/")[1], ...test.ancestorTitles, test.title].join(" > ");
      const feature = unclaimed.find(([pattern]) => pattern.test(name));
      if (documented[test.title]) {
        counts.documented += 1;
        console.log(`documented: ${name} (${documented[test.title]})`);
      } else if (feature) {
        counts.unclaimed += 1;
        byFeature[feature[1]] = (byFeature[feature[1]] ?? 0) + 1;
      } else {
        counts.other += 1;
        console.log(`new: ${name}\n    ${(test.failureMessages[0] ?? "").split("\n").find((line) => line.trim()) ?? ""}`);
      }
    }
  }
}
console.log(`passed ${counts.passed}; failed in unclaimed features ${counts.unclaimed}; failed outside them ${counts.documented + counts.other}, of which documented ${counts.documented}`);
console.log(`unclaimed: ${Object.entries(byFeature).map(([feature, n]) => `${feature} ${n}`).join(", ")}`);
process.exitCode = counts.other ? 1 : 0;
' "${results[@]}"
