export const inviteKeys = {
  all: ['invites'] as const,
  preview: (code: string) => [...inviteKeys.all, 'preview', code] as const,
  list: (groupId: string) => [...inviteKeys.all, 'list', groupId] as const,
};
