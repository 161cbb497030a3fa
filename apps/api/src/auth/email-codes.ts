// Issuing a one-time code and mailing it with its link (GET /auth/v1/verify?token=…&type=…&redirect_to=…).
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import { AUTH_BASE_PATH } from './auth-router';
import { confirmationMail, inviteMail, recoveryMail } from './emails';
import { issueOtp } from './one-time-tokens';

const MAIL_OF_KIND = { signup: confirmationMail, recovery: recoveryMail, invite: inviteMail };
type MailedKind = keyof typeof MAIL_OF_KIND;

/** The link that uses `token` (GET /verify?type=…), as mailed and as the admin API's generate_link answers it. */
export function verifyLink(publicApiUrl: string, token: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${publicApiUrl.replace(/\/+$/, '')}${AUTH_BASE_PATH}/verify?${query.toString()}`;
}

/** Sends a new code (retiring older ones of the kind). `redirectTo` must already be vetted by safeRedirect. */
export async function sendCodeMail(deps: AppDeps, user: AuthUser, kind: MailedKind, redirectTo: string): Promise<void> {
  const { code, linkToken } = await issueOtp(deps, { userId: user.id, kind, redirectTo });
  const fullName = typeof user.raw_user_meta_data.full_name === 'string' ? user.raw_user_meta_data.full_name : undefined;
  const input = { to: user.email, fullName, code, link: verifyLink(deps.config.PUBLIC_API_URL, linkToken, kind, redirectTo) };
  await deps.mailer.send(MAIL_OF_KIND[kind](input));
}
