// Message preferences: which e-mails the user wants (stored in profiles.settings.messagePreferences),
// the signed one-click unsubscribe link every non-essential mail carries (List-Unsubscribe,
// RFC 8058), and sendOptionalMail, the one way to send such a mail.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_MESSAGE_PREFERENCES, MESSAGE_KINDS, messagePreferencesSchema, unsubscribeQuerySchema, updateMessagePreferencesBodySchema, type MessageKind, type MessagePreferences } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { escapeHtml } from '../auth/escape-html';
import { requireUser } from '../http/auth';
import { badRequest } from '../http/errors';
import type { AppDeps } from '../http/context';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Router } from '../http/router';
import type { OutgoingMail } from '../mail/mailer';

const KIND_NAMES: Record<MessageKind, string> = {
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
  const row = await db.selectFrom('profiles').select('settings').where('id', '=', userId).executeTakeFirst();
  const stored = (row?.settings as { messagePreferences?: unknown } | undefined)?.messagePreferences;
  const parsed = messagePreferencesSchema.partial().safeParse(stored ?? {});
  return { ...DEFAULT_MESSAGE_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
}

async function writeMessagePreferences(db: Db, userId: string, preferences: MessagePreferences, now: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ settings: sql`settings || ${JSON.stringify({ messagePreferences: preferences })}::jsonb`, updated_at: now })
    .where('id', '=', userId)
    .execute();
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

const getRoute = createRoute({
  method: 'get',
  path: '/api/account/message-preferences',
  tags: ['account'],
  summary: 'Which e-mails the caller receives',
  security: SESSION,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(messagePreferencesSchema, 'The preferences'), ...errorResponses(401) },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/account/message-preferences',
  tags: ['account'],
  summary: 'Turns e-mails of some kinds on or off',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { body: jsonBody(updateMessagePreferencesBodySchema) },
  responses: { 200: jsonResponse(messagePreferencesSchema, 'The preferences'), ...errorResponses(400, 401, 415) },
});

const htmlResponse = (description: string) => ({ content: { 'text/html': { schema: z.string() } }, description });

const unsubscribePageRoute = createRoute({
  method: 'get',
  path: '/api/unsubscribe',
  tags: ['account'],
  summary: 'The unsubscribe page of a mail’s link: a button that confirms (no session needed)',
  request: { query: unsubscribeQuerySchema },
  responses: { 200: htmlResponse('The page'), ...errorResponses(400) },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/unsubscribe',
  tags: ['account'],
  summary: 'Unsubscribes from one kind of e-mail (the page’s button and RFC 8058 one-click, no session needed)',
  request: { query: unsubscribeQuerySchema },
  responses: { 200: htmlResponse('Unsubscribed'), ...errorResponses(400) },
});

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;line-height:1.5"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`;

/** Errors stay JSON like every API error (a link altered by hand is the only way to get one). */
const invalidLink = () => badRequest('This unsubscribe link is not valid. Change which e-mails you get in Settings → Message preferences.');

export function registerMessagePreferenceRoutes(app: Router) {
  app.openapi(getRoute, async (c) => c.json(output(messagePreferencesSchema, await readMessagePreferences(c.var.deps.db, c.var.user.id)), 200));

  app.openapi(patchRoute, async (c) => {
    const { db } = c.var.deps;
    const next = { ...(await readMessagePreferences(db, c.var.user.id)), ...c.req.valid('json') };
    await writeMessagePreferences(db, c.var.user.id, next, c.var.deps.now());
    return c.json(output(messagePreferencesSchema, next), 200);
  });

  app.openapi(unsubscribePageRoute, async (c) => {
    const { token } = c.req.valid('query');
    const read = readUnsubscribeToken(c.var.deps.config.JWT_SECRET, token);
    if (!read) throw invalidLink();
    const action = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    return c.html(
      page(
        `Unsubscribe from ${KIND_NAMES[read.kind]}?`,
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:16px;padding:8px 16px">Unsubscribe</button></form>`,
      ),
      200,
    );
  });

  app.openapi(unsubscribeRoute, async (c) => {
    const { db } = c.var.deps;
    const read = readUnsubscribeToken(c.var.deps.config.JWT_SECRET, c.req.valid('query').token);
    if (!read) throw invalidLink();
    const exists = await db.selectFrom('profiles').select('id').where('id', '=', read.userId).executeTakeFirst();
    if (exists) {
      const next = { ...(await readMessagePreferences(db, read.userId)), [read.kind]: false };
      await writeMessagePreferences(db, read.userId, next, c.var.deps.now());
    }
    return c.html(page('You are unsubscribed', `<p>You will no longer get ${KIND_NAMES[read.kind]} by e-mail. Change this any time in Settings → Message preferences.</p>`), 200);
  });
}
