import type { SpotHistoryRange } from '@bullion/contract';

/** The range the dashboard's price history shows first (and the start-up prefetch asks for). */
export const FIRST_HISTORY_RANGE: SpotHistoryRange = '24h';
