// The colour of each metal, wherever the app draws one (chart lines, tags): declared once in @bullion/shared.
export { METAL_COLORS } from '@bullion/shared';

export const CHART_METALS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'platinum', label: 'Platinum' },
  { key: 'palladium', label: 'Palladium' },
] as const;

export type ChartMetal = (typeof CHART_METALS)[number]['key'];
