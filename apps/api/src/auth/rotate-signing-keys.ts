// `npm run auth:rotate-keys`: a new access-token signing key in $BULLION_DATA_DIR/secrets. The
// previous key is kept for verification until the tokens it signed have expired; older retired keys
// are dropped. The API signs with the new key from its next start.
import { resolve } from 'node:path';
import { accessTokenTtlSeconds, ConfigError, parseEnv } from '../config';
import { keepRetiredSeconds, rotateLocalKeys, signingKeysFile, type Rotation } from '../local-signing-keys';
import { KeySetError } from '../signing-keys';

function rotate(): string {
  const env = parseEnv(process.env);
  if (env.AUTH_SIGNING_KEYS !== undefined) {
    throw new ConfigError(
      'AUTH_SIGNING_KEYS is set, so the keys come from it: rotate there (the new private key first, the old key public-only after it until its tokens have expired).',
    );
  }
  if (env.AUTH_SIGNING_ALGORITHM === 'HS256') throw new ConfigError('AUTH_SIGNING_ALGORITHM is HS256: tokens are signed with JWT_SECRET, there is no key to rotate.');
  const file = signingKeysFile(resolve(env.BULLION_DATA_DIR));
  const keepSeconds = keepRetiredSeconds(accessTokenTtlSeconds(env));
  const now = new Date();
  let rotation: Rotation;
  try {
    rotation = rotateLocalKeys(file, { algorithm: env.AUTH_SIGNING_ALGORITHM ?? 'ES256', now, keepRetiredSeconds: keepSeconds });
  } catch (error) {
    if (error instanceof KeySetError) throw new ConfigError(`The signing key file ${file} ${error.message}: fix it or move it away.`);
    throw error;
  }
  const droppable = new Date(now.getTime() + keepSeconds * 1000).toISOString();
  return [
    `New signing key ${rotation.added} in ${file}.`,
    ...rotation.retired.map((kid) => `Retired ${kid}: its tokens are still accepted; a rotation from ${droppable} on drops it.`),
    ...rotation.dropped.map((kid) => `Dropped ${kid}: its tokens have all expired.`),
    'Restart the API (every instance) to sign with the new key.',
  ].join('\n');
}

try {
  console.log(rotate());
} catch (error) {
  // Like the API's start-up: configuration problems are one line, no stack trace.
  console.error(error instanceof ConfigError ? error.message : `Rotating the signing keys failed: ${String(error)}`);
  process.exitCode = 1;
}
