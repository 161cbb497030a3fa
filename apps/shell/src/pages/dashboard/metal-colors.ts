// The metals the dashboard charts, in the order of the header strip, and their line colours (the
// metals' own colours, METAL_COLORS, are in @bullion/shared).

/**
 * Chart line colours with enough contrast (at least 3:1, as graphics need) on each theme's
 * background: the bright metal colours on dark, deeper shades of them on white.
 */
export const CHART_LINE_COLORS: Record<'light' | 'dark', Record<ChartMetal, string>> = {
  light: { gold: '#A67C00', silver: '#6B7785', platinum: '#2F80ED', palladium: '#8E44C9' },
  dark: { gold: '#FFD700', silver: '#C0C0C0', platinum: '#5C9DF2', palladium: '#B07FE6' },
};

export const CHART_METALS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'platinum', label: 'Platinum' },
  { key: 'palladium', label: 'Palladium' },
] as const;

export type ChartMetal = (typeof CHART_METALS)[number]['key'];
