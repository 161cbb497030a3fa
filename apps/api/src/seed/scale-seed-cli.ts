// `npm run seed:scale -w @bullion/api -- --group <uuid> [--orders 20000] [--lines 5] [--customers 2000]
// [--collections 200] [--entries 50] [--big-collection 1000] [--seed 37]`: writes a dealer's years of
// orders, customers and collections into one group (scale-seed.ts) for the scale benches. Runs against
// the API's database (DATABASE_URL, or the local PGlite data, which only one process opens at a time:
// stop the API first). Prints what it wrote as one line of JSON.
import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError, parseEnv } from '../config';
import { openDatabase, pgliteDataDir } from '../db/database';
import { migrate } from '../db/migrate';
import { seedScale } from './scale-seed';

const USAGE =
  'Usage: npm run seed:scale -w @bullion/api -- --group <uuid> [--orders 20000] [--lines 5] [--customers 2000] [--collections 200] [--entries 50] [--big-collection 0] [--seed 37]';

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const optionsSchema = z.strictObject({
  group: z.uuid('--group must be a group id.'),
  orders: count(1_000_000).default(20_000),
  lines: z.coerce.number().int().min(1).max(100).default(5),
  customers: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  collections: count(100_000).default(200),
  entries: count(10_000).default(50),
  'big-collection': count(10_000).default(0),
  seed: z.coerce.number().int().default(37),
});

/** `--name value` and `--name=value` pairs. */
function parseArgs(args: string[]): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (!arg.startsWith('--')) throw new ConfigError(`Unexpected argument ${arg}.\n${USAGE}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? args[(index += 1)];
    if (value === undefined) throw new ConfigError(`--${name} needs a value.\n${USAGE}`);
    pairs[name] = value;
  }
  return pairs;
}

async function run(args: string[]): Promise<string> {
  const parsed = optionsSchema.safeParse(parseArgs(args));
  if (!parsed.success) throw new ConfigError(`${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('\n')}\n${USAGE}`);
  const options = parsed.data;
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDataDir(resolve(env.BULLION_DATA_DIR)) });
  try {
    await migrate(database);
    const result = await seedScale(database.db, {
      groupId: options.group.toLowerCase(),
      orders: options.orders,
      lines: options.lines,
      customers: options.customers,
      collections: options.collections,
      entries: options.entries,
      bigCollection: options['big-collection'],
      seed: options.seed,
      log: (message) => console.error(message),
    });
    return JSON.stringify(result);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `seed:scale failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
