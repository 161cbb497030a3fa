// The OAuth `state` between /authorize (or /user/identities/authorize) and the local Google stand-in:
// a short-lived signed token that carries the vetted redirect target, the PKCE challenge and, when
// linking, the signed-in user to link to, so the form post cannot change them.
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { ChallengeMethod } from './pkce';

const STATE_AUDIENCE = 'bullion-local-oauth';
const STATE_TTL_SECONDS = 10 * 60;
const encoder = new TextEncoder();

export interface OAuthState {
  provider: 'google';
  redirectTo: string;
  codeChallenge?: string;
  codeChallengeMethod?: ChallengeMethod;
  /** Set when a signed-in user links Google to their account rather than signing in with it. */
  linkUserId?: string;
}

/**
 * The stand-in signs in whoever types an address, so it must never run in production, where a real
 * Google client would be configured instead.
 */
export function googleStandInEnabled(config: Pick<Config, 'NODE_ENV'>): boolean {
  return config.NODE_ENV !== 'production';
}

export function signOAuthState(state: OAuthState, secret: string): Promise<string> {
  return new SignJWT({ ...state })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(encoder.encode(secret));
}

/** The state if its signature and age are good; null otherwise. */
export async function verifyOAuthState(token: string, secret: string): Promise<OAuthState | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { audience: STATE_AUDIENCE, algorithms: ['HS256'] });
    if (payload.provider !== 'google' || typeof payload.redirectTo !== 'string') return null;
    const method = payload.codeChallengeMethod;
    return {
      provider: 'google',
      redirectTo: payload.redirectTo,
      ...(typeof payload.codeChallenge === 'string' ? { codeChallenge: payload.codeChallenge } : {}),
      ...(method === 's256' || method === 'plain' ? { codeChallengeMethod: method } : {}),
      ...(typeof payload.linkUserId === 'string' ? { linkUserId: payload.linkUserId } : {}),
    };
  } catch {
    return null;
  }
}
