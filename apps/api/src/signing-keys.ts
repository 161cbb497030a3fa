// The keys of access tokens: the one that signs new tokens, the ones a token may be verified with
// (found by its `kid`; JWT_SECRET for HS256 tokens) and the public set served at
// /auth/v1/.well-known/jwks.json. Built from a JWK set (AUTH_SIGNING_KEYS or the local key file).
import { createPrivateKey, createPublicKey, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { JWTHeaderParameters } from 'jose';

export const SIGNING_ALGORITHMS = ['ES256', 'RS256', 'HS256'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];
export type KeyAlgorithm = Exclude<SigningAlgorithm, 'HS256'>;

/** A published key: public members only, marked for verification like GoTrue marks them. */
export interface PublicJwk {
  kty: string;
  kid: string;
  alg: KeyAlgorithm;
  use: 'sig';
  key_ops: ['verify'];
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
}

export type Signer = { alg: 'HS256'; kid?: undefined; key: Uint8Array } | { alg: KeyAlgorithm; kid: string; key: KeyObject };

export interface SigningKeys {
  /** Signs new access tokens. */
  signer: Signer;
  /** GoTrue's JWKS body. */
  jwks: { keys: PublicJwk[] };
  /** The key a token's header asks for; throws when it is not (or no longer) published. */
  keyFor(header: JWTHeaderParameters): Uint8Array | KeyObject;
}

/** A key set that cannot be used; the message says which key and why, never a key's content. */
export class KeySetError extends Error {
  override name = 'KeySetError';
}

interface ParsedKey {
  kid: string;
  alg: KeyAlgorithm;
  publicKey: KeyObject;
  /** Set for a private key whose key_ops allow signing (or that has none). */
  signingKey: KeyObject | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a JWK set written as JSON: GoTrue's array of JWKs or `{ "keys": [...] }`. */
export function parseJwkSet(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the input, which may be a private key.
    throw new KeySetError('is not valid JSON');
  }
  const keys = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.keys) ? value.keys : null;
  if (!keys) throw new KeySetError('must be a JSON array of JWKs or a JWK set {"keys": [...]}');
  if (keys.length === 0) throw new KeySetError('holds no key');
  return keys;
}

function keyObject(jwk: Record<string, unknown>, name: string): KeyObject {
  try {
    const input = { key: jwk as JsonWebKey, format: 'jwk' as const };
    return 'd' in jwk ? createPrivateKey(input) : createPublicKey(input);
  } catch (error) {
    throw new KeySetError(`${name} is not a valid ${String(jwk.kty)} key (${(error as Error).message})`);
  }
}

function algorithmOf(key: KeyObject, name: string): KeyAlgorithm {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'ec') {
    if (details.namedCurve !== 'prime256v1') throw new KeySetError(`${name} is an EC key on a curve other than P-256 (ES256 needs P-256)`);
    return 'ES256';
  }
  if ((details.modulusLength ?? 0) < 2048) throw new KeySetError(`${name} is an RSA key shorter than 2048 bits`);
  return 'RS256';
}

function parseKey(entry: unknown, index: number): ParsedKey {
  if (!isRecord(entry)) throw new KeySetError(`key ${index + 1} is not a JSON object`);
  const { kid, kty, alg, use, key_ops: keyOps } = entry;
  if (typeof kid !== 'string' || !kid.trim()) throw new KeySetError(`key ${index + 1} has no "kid" (tokens name their key by it)`);
  const name = `key "${kid}"`;
  if (kty === 'oct') throw new KeySetError(`${name} is a shared secret (kty "oct"): use JWT_SECRET with AUTH_SIGNING_ALGORITHM=HS256 instead`);
  if (kty !== 'EC' && kty !== 'RSA') throw new KeySetError(`${name} has kty ${JSON.stringify(kty)}; only "EC" (ES256) and "RSA" (RS256) keys are supported`);
  if (use !== undefined && use !== 'sig') throw new KeySetError(`${name} has "use" ${JSON.stringify(use)}; a signing key's use is "sig"`);
  if (keyOps !== undefined && !(Array.isArray(keyOps) && keyOps.every((op) => typeof op === 'string'))) {
    throw new KeySetError(`${name} has "key_ops" that is not a list of operations`);
  }
  const key = keyObject(entry, name);
  const keyAlg = algorithmOf(key, name);
  if (alg !== undefined && alg !== keyAlg) throw new KeySetError(`${name} says "alg" ${JSON.stringify(alg)} but is an ${keyAlg} key`);
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  // A private JWK carries its public part too, and nothing makes them agree: tokens it signed would
  // fail everywhere. One signature shows whether they do.
  const probe = Buffer.from(kid);
  if (key.type === 'private' && !verify('sha256', probe, publicKey, sign('sha256', probe, key))) {
    throw new KeySetError(`${name} has a public part that does not match its private part`);
  }
  const maySign = key.type === 'private' && (keyOps === undefined || keyOps.includes('sign'));
  return { kid, alg: keyAlg, publicKey, signingKey: maySign ? key : null };
}

function published({ kid, alg, publicKey }: ParsedKey): PublicJwk {
  // Exported from the public KeyObject: only kty and crv/x/y or n/e, whatever the input carried.
  const { kty, crv, x, y, n, e } = publicKey.export({ format: 'jwk' });
  return { kty: kty ?? '', kid, alg, use: 'sig', key_ops: ['verify'], ...(kty === 'EC' ? { crv, x, y } : { n, e }) };
}

export interface KeyRingOptions {
  /** The algorithm new tokens must use; unset: the signing key's. HS256 signs with `jwtSecret`. */
  algorithm?: SigningAlgorithm;
  jwtSecret: string;
}

/**
 * The key ring of a JWK set: the first private key that may sign signs (unless HS256 is asked for);
 * every key, private or public, is published and accepted for verification by its kid. HS256
 * tokens signed with JWT_SECRET are always accepted: tokens issued before a switch to keys, and
 * deployments that share a Supabase project's secret.
 */
export function keyRing(entries: unknown[], options: KeyRingOptions): SigningKeys {
  const keys = entries.map(parseKey);
  const byKid = new Map<string, ParsedKey>();
  for (const key of keys) {
    if (byKid.has(key.kid)) throw new KeySetError(`kid "${key.kid}" is used by more than one key`);
    byKid.set(key.kid, key);
  }
  const secret = new TextEncoder().encode(options.jwtSecret);
  let signer: Signer = { alg: 'HS256', key: secret };
  if (options.algorithm !== 'HS256') {
    const signing = keys.find((key) => key.signingKey);
    if (!signing?.signingKey) throw new KeySetError('has no private key that may sign (one with "d" and "key_ops" that include "sign", or no "key_ops")');
    if (options.algorithm && signing.alg !== options.algorithm) {
      throw new KeySetError(`signs with key "${signing.kid}", an ${signing.alg} key, but AUTH_SIGNING_ALGORITHM is ${options.algorithm}`);
    }
    signer = { alg: signing.alg, kid: signing.kid, key: signing.signingKey };
  }
  return {
    signer,
    jwks: { keys: keys.map(published) },
    keyFor(header) {
      if (header.alg === 'HS256') return secret;
      const key = header.kid === undefined ? undefined : byKid.get(header.kid);
      if (!key || key.alg !== header.alg) throw new KeySetError(`no published ${String(header.alg)} key with kid ${String(header.kid)}`);
      return key.publicKey;
    },
  };
}
