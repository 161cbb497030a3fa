// Accepting an invite: join, take a token for the group, refresh everything (the group list changed).
import { acceptInviteMutationOptions, ApiHttpError, refetchForNewAccessToken, runMutation } from '@bullion/api-client';
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
    return { ok: false, message: 'Joining failed. Check your connection and try again.' };
  }
}

/** The message for a preview that could not be loaded. */
export function invitePreviewProblem(error: unknown): string {
  if (error instanceof ApiHttpError && (error.status === 404 || error.status === 410)) return error.message;
  if (error instanceof ApiHttpError && error.status === 400) return INVITE_FALLBACK_MESSAGE;
  if (error instanceof ApiHttpError) return 'The invite could not be loaded. Try again in a moment.';
  return "The invite could not be loaded. Check your connection and try again.";
}

export function formatExpiry(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
