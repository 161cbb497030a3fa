export const memberKeys = {
  all: ['members'] as const,
  list: (groupId: string) => [...memberKeys.all, 'list', groupId] as const,
  roles: () => [...memberKeys.all, 'roles'] as const,
};
