export const localKeys = {
  all: ['local'] as const,
  demoAccount: () => [...localKeys.all, 'demo-account'] as const,
};
