import { localUrl } from '@bullion/shared';
import { ROLE_PERMISSIONS } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { appliedOverrides, PREVIEW_PERMISSION, previewAccessOf, previewIgnoredMessage } from './preview-access';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function token(sub: string, role: string, permissions: Record<string, boolean>): string {
  const claims = { sub, exp: 9_999_999_999, group: { id: 'g1', role, permissions, plan: 'free' } };
  return `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;
}
const PREVIEW = { catalog: `${localUrl('preview', '127.0.0.1')}/catalog-e2e/mf-manifest.json` };

describe('who may run a preview build', () => {
  it('is only admins among the built-in roles (the permission the API grants them)', () => {
    expect(ROLE_PERMISSIONS.admin).toContain(PREVIEW_PERMISSION);
    expect(ROLE_PERMISSIONS.member).not.toContain(PREVIEW_PERMISSION);
    expect(ROLE_PERMISSIONS.viewer).not.toContain(PREVIEW_PERMISSION);
  });

  it('applies the requested previews for a signed-in member whose group role grants remotes.preview', () => {
    const access = previewAccessOf({ sessionStatus: 'signed-in', userId: 'u1', accessToken: token('u1', 'admin', { [PREVIEW_PERMISSION]: true }) });
    expect(access).toEqual({ status: 'allowed' });
    expect(appliedOverrides(PREVIEW, access)).toEqual(PREVIEW);
    expect(previewIgnoredMessage(access)).toBeNull();
  });

  it('ignores them for a visitor who follows a link signed out, even with an admin token left in the store', () => {
    const access = previewAccessOf({ sessionStatus: 'signed-out', userId: null, accessToken: token('u1', 'admin', { [PREVIEW_PERMISSION]: true }) });
    expect(access).toEqual({ status: 'signed-out' });
    expect(appliedOverrides(PREVIEW, access)).toEqual({});
    expect(previewIgnoredMessage(access)).toBe(
      'Preview link not applied: previews of other builds are only for signed-in admins. You see the released version; sign in as an admin to preview.',
    );
  });

  it('ignores them while the second factor is still owed', () => {
    const access = previewAccessOf({ sessionStatus: 'second-factor', userId: 'u1', accessToken: token('u1', 'admin', { [PREVIEW_PERMISSION]: true }) });
    expect(appliedOverrides(PREVIEW, access)).toEqual({});
  });

  it('ignores them for a member whose role does not grant it, and says why', () => {
    const access = previewAccessOf({ sessionStatus: 'signed-in', userId: 'u1', accessToken: token('u1', 'member', { 'orders.write': true, [PREVIEW_PERMISSION]: false }) });
    expect(access).toEqual({ status: 'not-permitted', role: 'member' });
    expect(appliedOverrides(PREVIEW, access)).toEqual({});
    expect(previewIgnoredMessage(access)).toBe(
      'Preview link ignored: your role in this group (member) does not allow previewing other builds (admins only). You are using the released version.',
    );
  });

  it('waits, applying nothing, until the session and the group are known', () => {
    for (const access of [
      previewAccessOf({ sessionStatus: 'loading', userId: null, accessToken: '' }),
      previewAccessOf({ sessionStatus: 'signed-in', userId: 'u1', accessToken: '' }),
      // A token another user left behind is not this user's group.
      previewAccessOf({ sessionStatus: 'signed-in', userId: 'u2', accessToken: token('u1', 'admin', { [PREVIEW_PERMISSION]: true }) }),
    ]) {
      expect(access).toEqual({ status: 'waiting' });
      expect(appliedOverrides(PREVIEW, access)).toEqual({});
      expect(previewIgnoredMessage(access)).toBeNull();
    }
  });
});
