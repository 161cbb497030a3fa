// Message preferences: which e-mails the user wants (stored in profiles.settings.messagePreferences),
// the signed one-click unsubscribe link every non-essential mail carries (List-Unsubscribe,
// RFC 8058), and sendOptionalMail, the one way to send such a mail. Routes: message-preference-routes.ts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_MESSAGE_PREFERENCES, MESSAGE_KINDS, messagePreferencesSchema, type MessageKind, type MessagePreferences } from '@bullion/contract';
import type { Db } from '../db/database';
import { escapeHtml } from '../auth/escape-html';
import type { AppDeps } from '../http/context';
import type { OutgoingMail } from '../mail/mailer';
import { findStoredMessagePreferences } from './account-reads';

export const KIND_NAMES: Record<MessageKind, string> = {
  orderUpdates: 'order updates',
  weeklySummary: 'the weekly portfolio summary',
  priceAlerts: 'price alerts',
  productNews: 'product news',
};

function signature(secret: string, userId: string, kind: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

/** `<userId>.<kind>.<hmac>`: works without a session, for one user and one kind only. */
export function unsubscribeToken(secret: string, userId: string, kind: MessageKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: MessageKind } | null {
  const [userId = '', kind = '', given = '', ...rest] = token.split('.');
  if (rest.length || !(MESSAGE_KINDS as readonly string[]).includes(kind)) return null;
  const expected = signature(secret, userId, kind);
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes)) return null;
  return { userId, kind: kind as MessageKind };
}

export function unsubscribeUrl(deps: Pick<AppDeps, 'config'>, userId: string, kind: MessageKind): string {
  const url = new URL('/api/unsubscribe', deps.config.PUBLIC_API_URL);
  url.searchParams.set('token', unsubscribeToken(deps.config.JWT_SECRET, userId, kind));
  return url.href;
}

export async function readMessagePreferences(db: Db, userId: string): Promise<MessagePreferences> {
  const parsed = messagePreferencesSchema.partial().safeParse((await findStoredMessagePreferences(db, userId)) ?? {});
  return { ...DEFAULT_MESSAGE_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
}

/**
 * Sends a non-essential mail of `kind` to a user who wants it (else nothing, and false), with the
 * one-click unsubscribe headers and a footer link. Sign-in, security and invitation mail is never
 * sent this way.
 */
export async function sendOptionalMail(deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>, userId: string, kind: MessageKind, mail: OutgoingMail): Promise<boolean> {
  if (!(await readMessagePreferences(deps.db, userId))[kind]) return false;
  const url = unsubscribeUrl(deps, userId, kind);
  const footer = `<p style="color:#888;font-size:12px">Don't want ${KIND_NAMES[kind]}? <a href="${escapeHtml(url)}">Unsubscribe</a>.</p>`;
  // Inside the body of a whole HTML document, else after the fragment.
  const html = mail.html.includes('</body>') ? mail.html.replace('</body>', `${footer}\n</body>`) : `${mail.html}${footer}`;
  await deps.mailer.send({
    ...mail,
    text: `${mail.text}\n\nDon't want ${KIND_NAMES[kind]}? Unsubscribe: ${url}`,
    html,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
