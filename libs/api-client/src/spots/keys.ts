import type { SpotHistoryRange } from './schemas';

export const spotKeys = {
  all: ['spots'] as const,
  latest: () => [...spotKeys.all, 'latest'] as const,
  history: (range: SpotHistoryRange) => [...spotKeys.all, 'history', range] as const,
};
