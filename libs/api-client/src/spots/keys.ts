import type { SpotHistoryRange } from '@bullion/contract';

export const spotKeys = {
  all: ['spots'] as const,
  latest: () => [...spotKeys.all, 'latest'] as const,
  history: (range: SpotHistoryRange) => [...spotKeys.all, 'history', range] as const,
};
