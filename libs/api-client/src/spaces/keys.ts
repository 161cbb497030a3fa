export const spaceKeys = {
  all: ['spaces'] as const,
  list: () => [...spaceKeys.all, 'list'] as const,
};
