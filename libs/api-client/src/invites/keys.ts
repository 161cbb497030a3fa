export const inviteKeys = {
  all: ['invites'] as const,
  /** Per viewer: a signed-in member is told they already belong to the group. */
  preview: (code: string, viewerId: string | null) => [...inviteKeys.all, 'preview', code, viewerId ?? 'anonymous'] as const,
  list: (groupId: string) => [...inviteKeys.all, 'list', groupId] as const,
};
