// Sign-up opened from an invite (redirect=/invite/<code>): the address the invite was made for, which
// the form fills in and locks, since only that address can accept it. Null for a link anyone may use.
import { invitePreviewQueryOptions } from '@bullion/api-client';
import { INVITE_CODE_PATTERN } from '@bullion/contract';
import { useQuery } from '@tanstack/react-query';

const INVITE_PATH = /^\/invite\/([^/?#]+)/;

export function inviteCodeOf(target: string): string | null {
  const code = INVITE_PATH.exec(target)?.[1];
  return code && INVITE_CODE_PATTERN.test(code) ? code : null;
}

export function useInvitedEmail(target: string): { email: string | null; pending: boolean } {
  const code = inviteCodeOf(target);
  const preview = useQuery({ ...invitePreviewQueryOptions(code ?? ''), enabled: code !== null });
  return { email: preview.data?.email ?? null, pending: code !== null && preview.isPending };
}
