/** Query keys of the release registry: access, status, canary rates, the audit log and deploy keys. */
export const releaseKeys = {
  all: ['releases'] as const,
  access: () => [...releaseKeys.all, 'access'] as const,
  statuses: () => [...releaseKeys.all, 'status'] as const,
  status: (environment: string | null = null) => [...releaseKeys.statuses(), { environment }] as const,
  allRates: () => [...releaseKeys.all, 'rates'] as const,
  rates: (environment: string | null = null) => [...releaseKeys.allRates(), { environment }] as const,
  audits: () => [...releaseKeys.all, 'audit'] as const,
  audit: (limit: number) => [...releaseKeys.audits(), { limit }] as const,
  deployKeys: () => [...releaseKeys.all, 'deploy-keys'] as const,
};
