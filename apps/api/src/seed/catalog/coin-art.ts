// Product images generated locally: SVG coin and bar faces in the metal's colour with the
// product's name. Nothing is fetched from the internet. (Placeholder; the full design follows.)

export interface ProductArtInput {
  title: string;
  metal?: string | null;
  type?: string | null;
  year?: number | null;
  side: 'obverse' | 'reverse';
}

const METAL_COLOURS: Record<string, string> = {
  gold: '#FFD700',
  silver: '#C0C0C0',
  copper: '#B87333',
  platinum: '#2F80ED',
  palladium: '#9B51E0',
};

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

export function renderProductArt(input: ProductArtInput): string {
  const fill = METAL_COLOURS[input.metal ?? ''] ?? '#C0C0C0';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><circle cx="100" cy="100" r="96" fill="${fill}"/><text x="100" y="105" text-anchor="middle" font-family="sans-serif" font-size="12">${escapeXml(input.title)}</text></svg>`;
}
