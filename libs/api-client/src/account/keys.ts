export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  messagePreferences: () => [...accountKeys.all, 'message-preferences'] as const,
};
