// The message preference routes: read and change which e-mails the user wants, and the one-click
// unsubscribe page and action a mail's link leads to (no session: the signed token says who).
import { createRoute, z } from '@hono/zod-openapi';
import { messagePreferencesSchema, unsubscribeQuerySchema, updateMessagePreferencesBodySchema } from '@bullion/contract';
import { escapeHtml } from '../auth/escape-html';
import { requireUser } from '../http/auth';
import { badRequest } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Router } from '../http/router';
import { profileExists } from './account-reads';
import { writeMessagePreferences } from './account-writes';
import { KIND_NAMES, readMessagePreferences, readUnsubscribeToken } from './message-preferences';

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
    const exists = await profileExists(db, read.userId);
    if (exists) {
      const next = { ...(await readMessagePreferences(db, read.userId)), [read.kind]: false };
      await writeMessagePreferences(db, read.userId, next, c.var.deps.now());
    }
    return c.html(page('You are unsubscribed', `<p>You will no longer get ${KIND_NAMES[read.kind]} by e-mail. Change this any time in Settings → Message preferences.</p>`), 200);
  });
}
