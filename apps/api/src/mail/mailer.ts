// E-mail: kept in the local mailbox (table mail_outbox, readable at /_dev/mailbox, attachments
// included) and printed to the console when no SMTP is configured; sent by SMTP otherwise.
import { Buffer } from 'node:buffer';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { Db } from '../db/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time code the mail carries, if any. */
  code?: string;
  /** The action link the mail carries, if any. */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on non-essential mail. */
  headers?: Record<string, string>;
  /** Files the mail carries (a receipt's PDF). */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  readonly local: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer({ db, logger, smtpUrl, from }: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      local: false,
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.attachments?.length
            ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) })) }
            : {}),
        });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    local: true,
    async send(mail) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          code: mail.code ?? null,
          link: mail.link ?? null,
          headers: JSON.stringify(mail.headers ?? {}),
          attachments: JSON.stringify(
            (mail.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.byteLength, content: Buffer.from(file.content).toString('base64') })),
          ),
        })
        .execute();
      // Local mode only: the code in the console lets a developer sign up without opening the mailbox.
      logger.info({ to: mail.to, subject: mail.subject, code: mail.code }, `mail kept in the local mailbox${mail.code ? ` (code ${mail.code})` : ''}`);
    },
  };
}
