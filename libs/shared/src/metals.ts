// The metals' display names and colours (product spec, "Metal colours"), wherever the app draws a
// metal: chart lines, tags, dots. Rhodium has no colour of its own in the spec: a neutral grey.
export const METAL_COLORS = {
  gold: '#FFD700',
  silver: '#C0C0C0',
  copper: '#B87333',
  platinum: '#2F80ED',
  palladium: '#9B51E0',
  rhodium: '#8C8C8C',
} as const;

export type ColoredMetal = keyof typeof METAL_COLORS;

export const METAL_LABELS: Readonly<Record<string, string>> = {
  gold: 'Gold',
  silver: 'Silver',
  platinum: 'Platinum',
  palladium: 'Palladium',
  rhodium: 'Rhodium',
  copper: 'Copper',
};

/** A metal's colour, or a neutral grey for one the spec gives none. */
export function metalColor(metal: string): string {
  return (METAL_COLORS as Record<string, string>)[metal] ?? '#8C8C8C';
}
