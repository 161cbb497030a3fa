// Where auth flows send the browser. Every caller-supplied target (redirect_to, emailRedirectTo,
// redirectTo) must be on an allowed origin, otherwise SITE_URL is used: the API is never an open
// redirect. Sessions travel in the URL fragment like GoTrue's implicit flow, so they never reach
// server logs or Referer headers.
import type { Config } from '../config';

type RedirectConfig = Pick<Config, 'SITE_URL' | 'corsOrigins'>;

function allowedOrigins(config: RedirectConfig): Set<string> {
  const origins = new Set([new URL(config.SITE_URL).origin]);
  for (const origin of config.corsOrigins) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // A malformed CORS entry allows nothing.
    }
  }
  return origins;
}

/** The target if it is on an allowed origin (relative paths resolve against SITE_URL), else SITE_URL. */
export function safeRedirect(config: RedirectConfig, target: string | null | undefined): string {
  if (!target) return config.SITE_URL;
  let url: URL;
  try {
    url = new URL(target, config.SITE_URL);
  } catch {
    return config.SITE_URL;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.SITE_URL;
  if (url.username || url.password) return config.SITE_URL;
  return allowedOrigins(config).has(url.origin) ? url.href : config.SITE_URL;
}

export interface FragmentSession {
  access_token: string;
  expires_at: number;
  expires_in: number;
  refresh_token: string;
  token_type: string;
}

/** GoTrue's implicit-flow redirect: `#access_token=…&expires_at=…&expires_in=…&refresh_token=…&token_type=bearer&type=…`. */
export function withSessionFragment(target: string, session: FragmentSession, type?: string): string {
  const url = new URL(target);
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  });
  if (type) params.set('type', type);
  url.hash = params.toString();
  return url.href;
}

/** GoTrue's error redirect, which supabase-js reports as AuthImplicitGrantRedirectError. */
export function withErrorFragment(target: string, errorCode: string, description: string): string {
  const url = new URL(target);
  url.hash = new URLSearchParams({ error: 'access_denied', error_code: errorCode, error_description: description }).toString();
  return url.href;
}

/** GoTrue's redirect for a step that needs another one (e.g. the other half of an e-mail change). */
export function withMessageFragment(target: string, message: string): string {
  const url = new URL(target);
  url.hash = new URLSearchParams({ message }).toString();
  return url.href;
}

/** PKCE redirect: the one-time auth code goes in the query, as GoTrue does. */
export function withAuthCode(target: string, authCode: string): string {
  const url = new URL(target);
  url.hash = '';
  url.searchParams.set('code', authCode);
  return url.href;
}
