// The auth e-mails: short, friendly plain text plus simple HTML, each with the code and the link.
import type { OutgoingMail } from '../mail/mailer';
import { escapeHtml } from './escape-html';
import { OTP_TTL_SECONDS } from './one-time-tokens';

export interface AuthMailInput {
  to: string;
  fullName?: string;
  code: string;
  /** The action link; reauthentication mails carry only the code. */
  link?: string;
  /** The address an e-mail change moves to. */
  newEmail?: string;
}

interface MailCopy {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

const validity = `${OTP_TTL_SECONDS / 60} minutes`;

function compose({ to, fullName, code, link }: AuthMailInput, copy: MailCopy): OutgoingMail {
  const greeting = fullName?.trim() ? `Hi ${fullName.trim().split(/\s+/)[0]},` : 'Hi,';
  const works = link ? 'The code and the link work' : 'The code works';
  const text = [
    greeting,
    '',
    copy.intro,
    '',
    `    ${code}`,
    '',
    ...(link ? [`Or open this link: ${link}`, ''] : []),
    `${works} once and expire in ${validity}. ${copy.ignore}`,
    '',
    '— Bullion Desk',
  ].join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.5rem 1rem;background:#8a6d1d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f1d18;max-width:32rem">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.intro)}</p>
<p style="font-size:1.6rem;font-weight:bold;letter-spacing:.3rem">${escapeHtml(code)}</p>
${button}<p style="color:#666;font-size:.9rem">${escapeHtml(works)} once and expire in ${escapeHtml(validity)}. ${escapeHtml(copy.ignore)}</p>
<p style="color:#666">— Bullion Desk</p>
</body></html>`;
  return { to, subject: copy.subject, text, html, code, ...(link ? { link } : {}) };
}

export const confirmationMail = (input: AuthMailInput) =>
  compose(input, {
    subject: 'Confirm your Bullion Desk account',
    intro: 'Welcome to Bullion Desk! Enter this code to confirm your e-mail address:',
    action: 'Confirm my e-mail address',
    ignore: "If you didn't sign up, you can ignore this e-mail.",
  });

export const recoveryMail = (input: AuthMailInput) =>
  compose(input, {
    subject: 'Reset your Bullion Desk password',
    intro: 'Someone (hopefully you) asked to reset your Bullion Desk password. Enter this code to choose a new one:',
    action: 'Reset my password',
    ignore: "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
  });

export const inviteMail = (input: AuthMailInput) =>
  compose(input, {
    subject: "You're invited to Bullion Desk",
    intro: 'You have been invited to Bullion Desk. Enter this code to accept the invitation, then choose your password:',
    action: 'Accept the invitation',
    ignore: "If you weren't expecting an invitation, you can ignore this e-mail: no account is used without you.",
  });

export const magicLinkMail = (input: AuthMailInput) =>
  compose(input, {
    subject: 'Your Bullion Desk sign-in code',
    intro: 'Enter this code to sign in to Bullion Desk:',
    action: 'Sign in to Bullion Desk',
    ignore: "If you didn't ask to sign in, you can ignore this e-mail.",
  });

export const emailChangeNewMail = (input: AuthMailInput) =>
  compose(input, {
    subject: 'Confirm your new e-mail address for Bullion Desk',
    intro: 'Enter this code to confirm this address as the new e-mail address of your Bullion Desk account:',
    action: 'Confirm my new e-mail address',
    ignore: "If you didn't ask for this, you can ignore this e-mail.",
  });

export const emailChangeCurrentMail = (input: AuthMailInput) =>
  compose(input, {
    subject: 'Confirm the change of your Bullion Desk e-mail address',
    intro: `Someone (hopefully you) asked to change the e-mail address of your Bullion Desk account to ${input.newEmail ?? 'a new address'}. Enter this code to confirm:`,
    action: 'Confirm the change',
    ignore: "If you didn't ask for this, ignore this e-mail and your address stays the same; consider changing your password.",
  });

export const reauthenticationMail = (input: AuthMailInput) =>
  compose(input, {
    subject: 'Your Bullion Desk confirmation code',
    intro: 'Enter this code to confirm it is you before changing your password:',
    action: '',
    ignore: "If you didn't ask for this, you can ignore this e-mail; consider changing your password.",
  });
