/** Query keys of the group's domains. */
export const domainKeys = {
  all: ['domains'] as const,
  detail: () => [...domainKeys.all, 'detail'] as const,
};
