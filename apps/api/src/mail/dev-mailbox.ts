// Local mode only: the e-mails the API "sent", newest first, as JSON and as a readable page.
import { formatDateTime, storableText } from '@bullion/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../auth/escape-html';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import type { Router } from '../http/router';

/** The optional `to` filter, refused (400) when it could not be stored or compared. */
const toSchema = z.string().max(320, 'to must be at most 320 characters.').refine(...storableText('to')).optional();
const recipient = (c: Context<AppEnv>) => toSchema.parse(c.req.query('to'));

export function registerDevMailbox(app: Router) {
  const readMailbox = (db: Db, to?: string) => {
    let query = db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'code', 'link', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(200);
    if (to) query = query.where('to_address', '=', to.toLowerCase());
    return query.execute();
  };

  app.get('/_dev/mailbox.json', async (c) => {
    const rows = await readMailbox(c.var.deps.db, recipient(c));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.code ? { code: row.code } : {}),
        ...(row.link ? { link: row.link } : {}),
        createdAt: new Date(row.created_at).toISOString(),
      })),
    );
  });

  app.get('/_dev/mailbox', async (c) => {
    const rows = await readMailbox(c.var.deps.db, recipient(c));
    const items = rows
      .map(
        (row) => `<article>
  <header><strong>${escapeHtml(row.subject)}</strong> to ${escapeHtml(row.to_address)} · <time datetime="${new Date(row.created_at).toISOString()}">${formatDateTime(row.created_at, { timeZone: 'UTC' })} UTC</time></header>
  ${row.code ? `<p class="code">Code: <b>${escapeHtml(row.code)}</b></p>` : ''}
  ${row.link ? `<p><a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a></p>` : ''}
  <pre>${escapeHtml(row.text_body)}</pre>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox · Bullion Desk</title>
<style>body{font-family:system-ui;margin:2rem auto;max-width:52rem;padding:0 1rem;color:#1f1d18}article{border:1px solid #e8e4da;border-radius:8px;padding:1rem;margin:1rem 0}
.code b{font-size:1.4rem;letter-spacing:.2rem}pre{white-space:pre-wrap;color:#555}</style></head>
<body><h1>Local mailbox</h1><p>E-mails the API would have sent, newest first. Only in local mode (no SMTP configured).</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`);
  });
}
