// TOTP secrets at rest: AES-256-GCM under a key derived from JWT_SECRET (HKDF), bound to the factor's
// id as associated data so a stored secret cannot be moved to another factor row. Whoever reads the
// database alone learns no secret; changing JWT_SECRET makes every enrolled factor unusable (docs/auth.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'bullion-desk', 'auth_mfa_factors.secret', 32));
}

export function encryptFactorSecret(secret: string, factorId: string, jwtSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(jwtSecret), iv).setAAD(Buffer.from(factorId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** Throws when the value was not sealed by this key for this factor. */
export function decryptFactorSecret(stored: string, factorId: string, jwtSecret: string): string {
  const [version, payload] = stored.split('.');
  if (version !== VERSION || !payload) throw new Error('unknown factor secret format');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(jwtSecret), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(factorId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
