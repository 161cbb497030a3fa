// Local mode only: the e-mails the API "sent", newest first, as JSON and as a readable page, and the
// files they carried.
import { Buffer } from 'node:buffer';
import { formatDateTime, storableText } from '@bullion/contract';
import type { Context } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { escapeHtml } from '../auth/escape-html';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import type { Router } from '../http/router';

/** The optional `to` filter, refused (400) when it could not be stored or compared. */
const toSchema = z.string().max(320, 'to must be at most 320 characters.').refine(...storableText('to')).optional();
const recipient = (c: Context<AppEnv>) => toSchema.parse(c.req.query('to'));

/** What the mailbox lists of each attachment; its bytes are served at attachmentPath. */
interface AttachmentSummary {
  filename: string;
  contentType: string;
  size: number;
}

const attachmentPath = (mailId: string, index: number) => `/_dev/mailbox/${mailId}/attachments/${index}`;
const mailIdSchema = z.uuid();
const indexSchema = z.coerce.number().int().min(0).max(100);

export function registerDevMailbox(app: Router) {
  const readMailbox = (db: Db, to?: string) => {
    let query = db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'code', 'link', 'created_at', sql<AttachmentSummary[]>`coalesce((select jsonb_agg(jsonb_build_object('filename', a ->> 'filename', 'contentType', a ->> 'contentType', 'size', (a ->> 'size')::int) order by n) from jsonb_array_elements(attachments) with ordinality as t(a, n)), '[]'::jsonb)`.as('files')])
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
        attachments: row.files.map((file, index) => ({ ...file, url: attachmentPath(row.id, index) })),
        createdAt: new Date(row.created_at).toISOString(),
      })),
    );
  });

  app.get('/_dev/mailbox/:id/attachments/:index', async (c) => {
    const id = mailIdSchema.safeParse(c.req.param('id'));
    const index = indexSchema.safeParse(c.req.param('index'));
    if (!id.success || !index.success) return c.json({ error: { code: 'not_found', message: 'Attachment not found.' } }, 404);
    const row = await c.var.deps.db.selectFrom('mail_outbox').select('attachments').where('id', '=', id.data).executeTakeFirst();
    const file = row?.attachments[index.data];
    if (!file) return c.json({ error: { code: 'not_found', message: 'Attachment not found.' } }, 404);
    return c.body(Buffer.from(file.content, 'base64'), 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    });
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
  ${row.files.map((file, index) => `<p>Attached: <a href="${escapeHtml(attachmentPath(row.id, index))}">${escapeHtml(file.filename)}</a> (${file.size.toLocaleString('en-US')} bytes)</p>`).join('')}
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
