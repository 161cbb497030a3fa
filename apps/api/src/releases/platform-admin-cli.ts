// `npm run platform-admin -w @bullion/api -- grant|revoke|list [email]`: who may make deploy keys and
// act on the release registry with their session. Runs against the API's database (DATABASE_URL, or
// the local PGlite data, which only one process opens at a time: stop the local API first).
import { resolve } from 'node:path';
import { ConfigError, parseEnv } from '../config';
import { openDatabase, pgliteDataDir } from '../db/database';
import { migrate } from '../db/migrate';
import { grantPlatformAdmin, listPlatformAdmins, revokePlatformAdmin } from './platform-admins';

const USAGE = 'Usage: npm run platform-admin -w @bullion/api -- grant <email> | revoke <email> | list';

async function run(args: string[]): Promise<string> {
  const [command, email] = args;
  if (command !== 'list' && (!email || (command !== 'grant' && command !== 'revoke'))) throw new ConfigError(USAGE);
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDataDir(resolve(env.BULLION_DATA_DIR)) });
  try {
    await migrate(database);
    if (command === 'list') {
      const admins = await listPlatformAdmins(database.db);
      if (!admins.length) return 'No platform admins.';
      return admins.map((admin) => `${admin.email}  (granted ${admin.grantedAt.toISOString()} by ${admin.grantedBy})`).join('\n');
    }
    const address = (email as string).trim().toLowerCase();
    if (command === 'grant') {
      const outcome = await grantPlatformAdmin(database.db, address, 'npm run platform-admin');
      if (outcome === 'no_such_user') throw new ConfigError(`No account has the address ${address}. Sign up first, or list the address in PLATFORM_ADMINS to grant it at sign-up.`);
      return outcome === 'granted' ? `${address} is now a platform admin.` : `${address} was a platform admin already.`;
    }
    const revoked = await revokePlatformAdmin(database.db, address);
    const configured = env.PLATFORM_ADMINS.includes(address) ? ' PLATFORM_ADMINS still lists the address: remove it there too, or it is granted again.' : '';
    return `${revoked ? `${address} is no longer a platform admin.` : `${address} was not a platform admin.`}${configured}`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `platform-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
