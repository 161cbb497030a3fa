// Access-token keys kept in $BULLION_DATA_DIR/secrets when AUTH_SIGNING_KEYS is not set: made on
// first start, rotated by `npm run auth:rotate-keys`. The file is a JWK set (it would work as
// AUTH_SIGNING_KEYS too): the signing key first, then retired keys, which keep only their public
// part and the time they were retired, so that the tokens they signed work until they expire.
import { generateKeyPairSync, randomUUID, type JsonWebKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { createFileOnce } from './create-once';
import { KeySetError, type KeyAlgorithm } from './signing-keys';

/**
 * How long a retired key outlives the longest token it can have signed: the running API keeps
 * signing with it until it is restarted after a rotation, and clocks differ a little.
 */
export const RETIRED_KEY_MARGIN_SECONDS = 15 * 60;

/** How long a retired key is kept after its retirement, given the access-token lifetime. */
export function keepRetiredSeconds(accessTokenTtlSeconds: number): number {
  return accessTokenTtlSeconds + RETIRED_KEY_MARGIN_SECONDS;
}

export function signingKeysFile(dataDir: string): string {
  return join(dataDir, 'secrets', 'signing-keys.json');
}

export interface StoredKey extends JsonWebKey {
  kid: string;
  alg: KeyAlgorithm;
  /** When a rotation replaced it (ISO 8601); absent on the signing key. */
  retired_at?: string;
}

export interface StoredKeySet {
  keys: StoredKey[];
}

const storedKeySetSchema = z.object({
  keys: z.array(z.looseObject({ kid: z.string().min(1), alg: z.enum(['ES256', 'RS256']), retired_at: z.iso.datetime().optional() })),
});

export function generateSigningKey(alg: KeyAlgorithm): StoredKey {
  const { privateKey } = alg === 'ES256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg, use: 'sig', key_ops: ['sign', 'verify'] };
}

function retire({ kty, crv, x, y, n, e, kid, alg }: StoredKey, now: Date): StoredKey {
  const publicPart = kty === 'EC' ? { crv, x, y } : { n, e };
  return { kty, ...publicPart, kid, alg, use: 'sig', key_ops: ['verify'], retired_at: now.toISOString() };
}

export interface Rotation {
  keySet: StoredKeySet;
  /** The kid of the new signing key. */
  added: string;
  retired: string[];
  dropped: string[];
}

/**
 * A new signing key first; the previous signing key becomes verify-only (its private part dropped);
 * retired keys whose tokens have all expired (`keepRetiredSeconds` after retirement) are dropped.
 */
export function rotateKeySet(current: StoredKeySet, options: { algorithm: KeyAlgorithm; now: Date; keepRetiredSeconds: number }): Rotation {
  const fresh = generateSigningKey(options.algorithm);
  const rotation: Rotation = { keySet: { keys: [fresh] }, added: fresh.kid, retired: [], dropped: [] };
  for (const key of current.keys) {
    if (key.retired_at === undefined) {
      rotation.keySet.keys.push(retire(key, options.now));
      rotation.retired.push(key.kid);
    } else if (Date.parse(key.retired_at) + options.keepRetiredSeconds * 1000 <= options.now.getTime()) {
      rotation.dropped.push(key.kid);
    } else {
      rotation.keySet.keys.push(key);
    }
  }
  return rotation;
}

export function readKeySetFile(file: string): StoredKeySet | null {
  if (!existsSync(file)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new KeySetError('is not valid JSON');
  }
  const parsed = storedKeySetSchema.safeParse(value);
  if (!parsed.success) throw new KeySetError(`is not a key set of this API (${parsed.error.issues[0]?.message ?? 'unexpected content'})`);
  return parsed.data as StoredKeySet;
}

/** Replaces the file in one step: an API starting meanwhile reads the old set or the new, never half. */
export function writeKeySetFile(file: string, keySet: StoredKeySet): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(keySet, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** Rotates the key file (creating it when missing) and says what changed. */
export function rotateLocalKeys(file: string, options: { algorithm: KeyAlgorithm; now: Date; keepRetiredSeconds: number }): Rotation {
  const rotation = rotateKeySet(readKeySetFile(file) ?? { keys: [] }, options);
  writeKeySetFile(file, rotation.keySet);
  return rotation;
}

/**
 * The local key set for start-up: made on first start; rotated when the signing algorithm was
 * changed (AUTH_SIGNING_ALGORITHM), so that tokens of the previous key keep working.
 */
export function loadLocalKeySet(file: string, options: { algorithm: KeyAlgorithm; now: Date; keepRetiredSeconds: number }): StoredKeySet {
  const existing = readKeySetFile(file);
  const signing = existing?.keys.find((key) => key.retired_at === undefined);
  if (existing && signing?.alg === options.algorithm) return existing;
  const { keySet } = rotateKeySet(existing ?? { keys: [] }, options);
  if (!existing) {
    // First start: instances starting together on a shared data folder all take the first one's keys.
    createFileOnce(file, `${JSON.stringify(keySet, null, 2)}\n`);
    return readKeySetFile(file) ?? keySet;
  }
  writeKeySetFile(file, keySet);
  return keySet;
}
