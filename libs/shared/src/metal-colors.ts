// The colour of each metal wherever the app draws one (chart lines, spot cards, holdings): the
// spec's colours, and a neutral grey for rhodium, which the spec gives none.
export const METAL_COLORS = {
  gold: '#FFD700',
  silver: '#C0C0C0',
  copper: '#B87333',
  platinum: '#2F80ED',
  palladium: '#9B51E0',
  rhodium: '#8C8C8C',
} as const;

export type ColoredMetal = keyof typeof METAL_COLORS;
