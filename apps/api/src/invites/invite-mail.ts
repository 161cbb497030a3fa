// The e-mail an invite to a team sends: who invites, to which team, with which role, and the link
// that opens the invite page (sign in or create an account there, then join).
import { formatDate } from '@bullion/contract';
import { escapeHtml } from '../auth/escape-html';
import type { OutgoingMail } from '../mail/mailer';

export interface InviteMailInput {
  to: string;
  groupName: string;
  roleName: string;
  /** The inviting admin's name, or their e-mail address when they have no name. */
  inviterName: string;
  link: string;
  expiresAt: Date;
}

export function teamInviteMail({ to, groupName, roleName, inviterName, link, expiresAt }: InviteMailInput): OutgoingMail {
  const intro = `${inviterName} invited you to join ${groupName} on Bullion Desk as ${roleName.toLowerCase()}.`;
  const validity = `The invitation is valid until ${formatDate(expiresAt, { timeZone: 'UTC' })}.`;
  const ignore = "If you weren't expecting it, you can ignore this e-mail.";
  const text = ['Hi,', '', intro, '', `Open this link to accept: ${link}`, '', `${validity} ${ignore}`, '', '— Bullion Desk'].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f1d18;max-width:32rem">
<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.5rem 1rem;background:#8a6d1d;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p style="color:#666;font-size:.9rem">${escapeHtml(validity)} ${escapeHtml(ignore)}</p>
<p style="color:#666">— Bullion Desk</p>
</body></html>`;
  return { to, subject: `${inviterName} invited you to ${groupName} on Bullion Desk`, text, html, link };
}
