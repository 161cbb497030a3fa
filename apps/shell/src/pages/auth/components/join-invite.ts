// Accepting an invite: join, take a token for the group, refresh everything (the group list changed).
import { acceptInviteMutationOptions, ApiHttpError, refetchForNewAccessToken, runMutation } from '@bullion/api-client';
import { CHECK_CONNECTION } from '@bullion/ui/page-state-texts';
import type { QueryClient } from '@tanstack/react-query';
import { obtainAccessToken } from '../../../auth/access';

export type JoinResult = { ok: true; joined: boolean } | { ok: false; message: string };

export const INVITE_FALLBACK_MESSAGE = 'This invite link is not valid. Check the link, or ask the group admin for a new one.';

export async function joinInvite(code: string, queryClient: QueryClient): Promise<JoinResult> {
  try {
    const accepted = await runMutation(queryClient, acceptInviteMutationOptions(), code);
    await obtainAccessToken(accepted.groupId);
    await refetchForNewAccessToken(queryClient);
    return { ok: true, joined: accepted.joined };
  } catch (error) {
    // 410 (expired, revoked, used up), 404 and 403 (invite for another address) carry a readable message.
    if (error instanceof ApiHttpError && error.status < 500) return { ok: false, message: error.message };
    return { ok: false, message: `Joining failed. ${CHECK_CONNECTION}` };
  }
}

/** Why a preview could not be loaded, and whether asking again can help (not for a link that is gone or malformed). */
export function invitePreviewProblem(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof ApiHttpError && (error.status === 404 || error.status === 410)) return { message: error.message, retryable: false };
  if (error instanceof ApiHttpError && error.status === 400) return { message: INVITE_FALLBACK_MESSAGE, retryable: false };
  if (error instanceof ApiHttpError) return { message: 'The invite could not be loaded. Try again in a moment.', retryable: true };
  return { message: `The invite could not be loaded. ${CHECK_CONNECTION}`, retryable: true };
}

export function formatExpiry(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
