// The colour of each metal, wherever the app draws one (chart lines, tags).
export const METAL_COLORS = {
  gold: '#FFD700',
  silver: '#C0C0C0',
  copper: '#B87333',
  platinum: '#2F80ED',
  palladium: '#9B51E0',
} as const;

export const CHART_METALS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'platinum', label: 'Platinum' },
  { key: 'palladium', label: 'Palladium' },
] as const;

export type ChartMetal = (typeof CHART_METALS)[number]['key'];
