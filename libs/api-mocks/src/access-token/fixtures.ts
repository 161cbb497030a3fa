// App access tokens of the mock API and the signed-in session a standalone remote starts with.
import { permissionMap, type GroupRole } from '@bullion/contract';
import type { AccessToken } from '@bullion/contract';
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An app access token for the mock team (the mock user is its admin unless `role` says otherwise):
 * JWT-shaped with the API's claims, unsigned (the client only reads the claims; the mock API does
 * not check them).
 */
export function mockAccessToken(groupId = MOCK_GROUP_ID, now = Date.now(), role: GroupRole = 'admin'): AccessToken {
  const iat = Math.floor(now / 1000);
  const claims = {
    aud: 'bullion-app',
    sub: MOCK_USER_ID,
    iat,
    exp: iat + 12 * 60 * 60,
    role: 'user',
    plan: 'teams',
    permissions: {},
    group: { id: groupId, role, permissions: permissionMap(role), plan: 'teams' },
  };
  return { ...claims, token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.mock` };
}

/** The signed-in session a standalone remote starts with (a story or test may take another role): the token and the permissions it carries. */
export function mockSession(role: GroupRole = 'admin'): { accessToken: string; permissions: { user: Record<string, boolean>; group: Record<string, boolean> } } {
  const token = mockAccessToken(MOCK_GROUP_ID, Date.now(), role);
  return { accessToken: token.token, permissions: { user: token.permissions ?? {}, group: token.group?.permissions ?? {} } };
}
