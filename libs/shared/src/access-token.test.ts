import { describe, expect, it } from 'vitest';
import { isGroupAdminToken, isTokenExpired, readAccessTokenClaims } from './access-token';

function token(claims: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const exp = Math.floor(Date.now() / 1000) + 3600;

describe('access token claims', () => {
  it('reads the group of the token', () => {
    const claims = readAccessTokenClaims(token({ sub: 'u1', exp, group: { id: 'g1', role: 'member', permissions: {}, plan: 'free' } }));
    expect(claims?.group?.id).toBe('g1');
  });

  it('is a group admin only when the group role is admin', () => {
    expect(isGroupAdminToken(token({ sub: 'u1', exp, group: { id: 'g1', role: 'admin', permissions: {}, plan: 'free' } }))).toBe(true);
    expect(isGroupAdminToken(token({ sub: 'u1', exp, group: { id: 'g1', role: 'viewer', permissions: {}, plan: 'free' } }))).toBe(false);
    expect(isGroupAdminToken('')).toBe(false);
  });

  it('treats empty, malformed and expired tokens as unusable', () => {
    expect(readAccessTokenClaims('')).toBeNull();
    expect(readAccessTokenClaims('a.b.c')).toBeNull();
    expect(isTokenExpired(token({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(true);
    expect(isTokenExpired(token({ sub: 'u1', exp }))).toBe(false);
  });
});
