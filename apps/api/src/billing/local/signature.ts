// Signatures of the local provider's webhook events, in Stripe's scheme (`t=<seconds>,v1=<HMAC-SHA256
// of "t.payload">`) under a key derived from JWT_SECRET: the webhook endpoint accepts only events the
// local provider itself produced.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../provider';

export const LOCAL_SIGNATURE_HEADER = 'bullion-local-signature';
const TOLERANCE_SECONDS = 300;

export function localWebhookKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`local-billing-webhooks:${jwtSecret}`).digest();
}

const hmac = (key: Buffer, timestamp: number, payload: string) => createHmac('sha256', key).update(`${timestamp}.${payload}`).digest('hex');

export function signLocalEvent(key: Buffer, payload: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(key, timestamp, payload)}`;
}

export function verifyLocalEvent(key: Buffer, payload: string, header: string | null, now: Date): void {
  if (!header) throw new WebhookSignatureError(`The ${LOCAL_SIGNATURE_HEADER} header is missing.`);
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp)) throw new WebhookSignatureError('The signature has no valid timestamp.');
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError('The signature is too old.');
  const expected = Buffer.from(hmac(key, timestamp, payload), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('The signature does not match the payload.');
}
