// Sign-in for e2e tests through the real auth API: each test gets its own fresh session (refresh
// tokens rotate, so sessions are never shared between tests).
import { localUrl } from '@bullion/shared/remotes';
import type { Page } from '@playwright/test';

export const API_ORIGIN = localUrl('api');
export const ANON_KEY = 'bullion-local-anon-key';
export const AUTH_STORAGE_KEY = 'bullion-auth';

/** A confirmed user with one (personal) group, created once by the global setup. */
export const E2E_USER = { email: 'e2e-user@bullion.test', password: 'E2eUser1234', fullName: 'Erin Example' };

interface MailboxEntry {
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

async function authFetch(path: string, body: unknown) {
  const response = await fetch(`${API_ORIGIN}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${API_ORIGIN}/_dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as MailboxEntry[];
  const code = mails.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no code in the mailbox for ${email}`);
  return code;
}

/** The link of the newest e-mail to the address that has one (a reset, a confirmation). */
export async function latestLink(email: string): Promise<string> {
  const response = await fetch(`${API_ORIGIN}/_dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as MailboxEntry[];
  const link = mails.find((mail) => mail.link)?.link;
  if (!link) throw new Error(`no link in the mailbox for ${email}`);
  return link;
}

/** Signs a user up and confirms the e-mail with the code from the local mailbox. */
export async function createConfirmedUser(user: { email: string; password: string; fullName: string }) {
  await authFetch('/signup', { email: user.email, password: user.password, data: { full_name: user.fullName } });
  await authFetch('/verify', { type: 'signup', email: user.email, token: await latestCode(user.email) });
}

export async function passwordSession(email: string, password: string) {
  return authFetch('/token?grant_type=password', { email, password });
}

/** Puts a fresh session where supabase-js looks for it, before the app's scripts run. */
export async function signInPage(page: Page, user: { email: string; password: string } = E2E_USER) {
  const session = await passwordSession(user.email, user.password);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}
