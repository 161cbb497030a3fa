// Who may run a preview build: a preview link (`?remote.<name>=`) swaps the code the shell runs,
// so it applies only for a signed-in member whose role in the current group grants
// `remotes.preview` (admins). A visitor who follows a link, or a member without the permission,
// gets the released remotes and is told the link was ignored. Pure, so it is tested on its own.
import { readAccessTokenClaims } from '@bullion/shared';
import { type GroupPermission } from '@bullion/contract';
import type { SessionStatus } from '../auth/session-store';
import type { PreviewOverrides } from './preview-overrides';

export const PREVIEW_PERMISSION = 'remotes.preview' satisfies GroupPermission;

export type PreviewAccess =
  /** The session or the group is not known yet: nothing is applied until it is. */
  | { status: 'waiting' }
  | { status: 'allowed' }
  | { status: 'signed-out' }
  | { status: 'not-permitted'; role: string };

export interface PreviewAccessInput {
  sessionStatus: SessionStatus;
  /** The signed-in user's id (the session's), to ignore an app token left by someone else. */
  userId: string | null;
  /** The app access token of the current group (its claims carry the role's permissions). */
  accessToken: string;
}

export function previewAccessOf({ sessionStatus, userId, accessToken }: PreviewAccessInput): PreviewAccess {
  if (sessionStatus === 'loading') return { status: 'waiting' };
  // A session that still owes its second factor is not signed in yet.
  if (sessionStatus !== 'signed-in' || !userId) return { status: 'signed-out' };
  const claims = readAccessTokenClaims(accessToken);
  if (!claims?.group || claims.sub !== userId) return { status: 'waiting' };
  if (claims.group.permissions[PREVIEW_PERMISSION] === true) return { status: 'allowed' };
  return { status: 'not-permitted', role: claims.group.role };
}

/** The overrides that apply: the requested ones when allowed, none otherwise. */
export function appliedOverrides(requested: PreviewOverrides, access: PreviewAccess): PreviewOverrides {
  return access.status === 'allowed' ? requested : {};
}

/** Why a requested preview is not applied, as the shell says it; null when it is (or may still be). */
export function previewIgnoredMessage(access: PreviewAccess): string | null {
  switch (access.status) {
    case 'signed-out':
      return 'Preview link not applied: previews of other builds are only for signed-in admins. You see the released version; sign in as an admin to preview.';
    case 'not-permitted':
      return `Preview link ignored: your role in this group (${access.role}) does not allow previewing other builds (admins only). You are using the released version.`;
    default:
      return null;
  }
}
