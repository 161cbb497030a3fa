// Issuing a one-time code and mailing it with its link (GET /auth/v1/verify?token=…&type=…&redirect_to=…).
import type { AuthUser } from '../db/schema';
import type { OutgoingMail } from '../mail/mailer';
import type { AppDeps } from '../http/context';
import { AUTH_BASE_PATH } from './auth-router';
import {
  confirmationMail,
  emailChangeCurrentMail,
  inviteMail,
  emailChangeNewMail,
  magicLinkMail,
  reauthenticationMail,
  recoveryMail,
  type AuthMailInput,
} from './emails';
import { withinEmailSendLimit, type EmailSendKind } from './limits';
import { issueOtp, type OtpKind } from './one-time-tokens';

interface MailOfKind {
  compose: (input: AuthMailInput) => OutgoingMail;
  /** The send limit it counts against. */
  sendKind: EmailSendKind;
  /** The verify type its link names (GoTrue's); null: a code only, no link. */
  linkType: string | null;
}

const MAILS: Record<OtpKind, MailOfKind> = {
  signup: { compose: confirmationMail, sendKind: 'signup', linkType: 'signup' },
  recovery: { compose: recoveryMail, sendKind: 'recovery', linkType: 'recovery' },
  magiclink: { compose: magicLinkMail, sendKind: 'magiclink', linkType: 'magiclink' },
  email_change_new: { compose: emailChangeNewMail, sendKind: 'email_change', linkType: 'email_change' },
  email_change_current: { compose: emailChangeCurrentMail, sendKind: 'email_change', linkType: 'email_change' },
  reauthentication: { compose: reauthenticationMail, sendKind: 'reauthentication', linkType: null },
  invite: { compose: inviteMail, sendKind: 'invite', linkType: 'invite' },
};

/** The link that uses `token` (GET /verify?type=…), as mailed and as the admin API's generate_link answers it. */
export function verifyLink(publicApiUrl: string, token: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${publicApiUrl.replace(/\/+$/, '')}${AUTH_BASE_PATH}/verify?${query.toString()}`;
}

/**
 * Issues a new code of the kind (retiring older ones) and mails it, with its link, to `to` (the
 * user's address unless given). No send limit: callers run it inside withinEmailSendLimit.
 * `redirectTo` must already be vetted by safeRedirect.
 */
export async function mailCode(deps: AppDeps, user: AuthUser, kind: OtpKind, redirectTo: string, to = user.email): Promise<void> {
  const { code, linkToken } = await issueOtp(deps, { userId: user.id, kind, redirectTo });
  const { compose, linkType } = MAILS[kind];
  const fullName = typeof user.raw_user_meta_data.full_name === 'string' ? user.raw_user_meta_data.full_name : undefined;
  const link = linkType ? verifyLink(deps.config.PUBLIC_API_URL, linkToken, linkType, redirectTo) : undefined;
  await deps.mailer.send(compose({ to, fullName, code, link, newEmail: user.email_change ?? undefined }));
}

/** mailCode within the send limit of the kind (429 over_email_send_rate_limit when too soon). */
export function sendCodeMail(deps: AppDeps, user: AuthUser, kind: OtpKind, redirectTo: string): Promise<void> {
  return withinEmailSendLimit(deps, MAILS[kind].sendKind, user.id, () => mailCode(deps, user, kind, redirectTo));
}
