// Product images generated locally: SVG coin and bar faces in the metal's colour, with the product's
// name, weight and fineness. Nothing is fetched: no external references, scripts or web fonts, and
// the same input always gives the same bytes.

export interface ProductArtInput {
  title: string;
  metal?: string | null;
  type?: string | null;
  year?: number | null;
  side: 'obverse' | 'reverse';
  /** Shown on the reverse of coins and the face of bars, e.g. '1 OZ' or '100 g'. Derived from the title when missing. */
  weightLabel?: string | null;
  /** Fineness in parts per thousand, e.g. '999.9'. */
  purityLabel?: string | null;
  faceValue?: string | null;
  /** ISO alpha-3 country code. */
  country?: string | null;
  /** Mint or refiner, stamped on bars. */
  maker?: string | null;
}

/** The fields of a product the art uses (a subset of ProductInput). */
export interface ProductArtSource {
  title: string;
  metal?: string | null;
  type?: string | null;
  year?: number | null;
  weight?: number | null;
  weightUnit?: string | null;
  purity?: number | string | null;
  metalContent?: number | null;
  faceValue?: string | null;
  country?: string | null;
  metadata?: Record<string, string>;
}

const METAL_COLOURS: Record<string, string> = {
  gold: '#FFD700',
  silver: '#C0C0C0',
  copper: '#B87333',
  platinum: '#2F80ED',
  palladium: '#9B51E0',
  rhodium: '#B9C3CC',
};

const METAL_NAMES: Record<string, string> = {
  gold: 'GOLD',
  silver: 'SILVER',
  copper: 'COPPER',
  platinum: 'PLATINUM',
  palladium: 'PALLADIUM',
  rhodium: 'RHODIUM',
};

const SERIF = 'Georgia, serif';
const SANS = 'Helvetica, Arial, sans-serif';

// ------------------------------------------------------------------ text safety

// Characters XML 1.0 does not allow at all: dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for an SVG text node or attribute value. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

// ------------------------------------------------------------------ colours

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const share = Math.abs(amount);
  return `#${parseHex(hex)
    .map((channel) => Math.round(channel + (target - channel) * share).toString(16).padStart(2, '0'))
    .join('')}`;
}

interface Palette {
  base: string;
  light: string;
  highlight: string;
  dark: string;
  ink: string;
}

function paletteFor(metal: string | null | undefined): Palette {
  const base = (METAL_COLOURS[metal ?? ''] ?? METAL_COLOURS['silver'] ?? '#C0C0C0').toLowerCase();
  return { base, light: shade(base, 0.45), highlight: shade(base, 0.8), dark: shade(base, -0.35), ink: shade(base, -0.6) };
}

// ------------------------------------------------------------------ helpers

/** FNV-1a: a short deterministic id, so ids stay unique when several images share a page. */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const round1 = (value: number) => Number(value.toFixed(1));

/** Font size that fits `text` into `width` px, between `min` and `max`. */
function fitFont(text: string, width: number, max: number, min: number, charWidth = 0.62): number {
  const size = width / Math.max(1, text.length * charWidth);
  return round1(Math.max(min, Math.min(max, size)));
}

function truncate(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** Words into lines of at most `width` characters, at most `maxLines` lines. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncate(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, width);
  return kept;
}

/** Up to three initials of the significant words of a title: 'American Gold Eagle 1 oz' → 'AGE'. */
function monogram(title: string): string {
  const letters = title
    .split(/[\s/-]+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !/^(of|the|and|oz|g|kg|avdp|coin|bar|round|gold|silver|platinum|palladium|copper|rhodium)$/i.test(word))
    .map((word) => word.charAt(0).toUpperCase());
  return letters.slice(0, 3).join('') || '★';
}

/** '1/2 OZ', '100 g', '1 kg' from a title such as 'Krugerrand 1/2 oz'. */
function weightFromTitle(title: string): string | null {
  const match = /(\d+(?:[.,]\d+)?(?:\/\d+)?)\s*(oz|g|kg)\b/i.exec(title);
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase();
  return `${match[1]} ${unit === 'oz' ? 'OZ' : unit}`;
}

const textEl = (x: number, y: number, size: number, text: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(text)}</text>`;

// ------------------------------------------------------------------ coins and rounds

function polygonPoints(cx: number, cy: number, count: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < count * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / count - Math.PI / 2;
    points.push(`${round1(cx + radius * Math.cos(angle))},${round1(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** Two laurel branches rising from the bottom up both sides of the centre, with their stems. */
function laurel(colour: string): string {
  const leaves: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    const theta = 238 - index * 12;
    const radius = index % 2 === 0 ? 96 : 110;
    const x = round1(200 + radius * Math.cos((theta * Math.PI) / 180));
    const y = round1(200 - radius * Math.sin((theta * Math.PI) / 180));
    // 180 − θ lays the leaf along the circle; the tilt splays inner and outer leaves apart.
    const rotation = 180 - theta + (index % 2 === 0 ? -28 : 28);
    leaves.push(`<ellipse cx="${x}" cy="${y}" rx="5" ry="13" transform="rotate(${rotation} ${x} ${y})"/>`);
    leaves.push(`<ellipse cx="${round1(400 - x)}" cy="${y}" rx="5" ry="13" transform="rotate(${-rotation} ${round1(400 - x)} ${y})"/>`);
  }
  const stem = 'M146 287A103 103 0 0 1 111 148M254 287A103 103 0 0 0 289 148';
  return `<path d="${stem}" fill="none" stroke="${colour}" stroke-width="2" opacity=".75"/><g fill="${colour}" opacity=".8">${leaves.join('')}</g>`;
}

/** The title for the obverse legend, without the weight and year shown elsewhere. */
function legend(title: string, year: number | null | undefined): string {
  const withoutYear = year == null ? title : title.replace(new RegExp(`\\s*\\b${year}\\b`), '');
  return withoutYear.replace(/\s*\b\d+(?:[.,]\d+)?(?:\/\d+)?\s*(?:AVDP\s+)?(?:oz|g|kg)\b/gi, '').trim() || title;
}

function coinArt(input: ProductArtInput, palette: Palette, uid: string): string {
  const metalName = METAL_NAMES[input.metal ?? ''] ?? 'FINE METAL';
  const weight = input.weightLabel ?? weightFromTitle(input.title);
  const title = truncate(legend(input.title, input.year).toUpperCase(), 48);
  const topText = input.side === 'obverse' ? title : `${weight ? `${weight} ` : ''}FINE ${metalName}`;
  const bottomParts =
    input.side === 'obverse'
      ? [input.country, input.year == null ? null : String(input.year)]
      : [input.purityLabel, input.type === 'round' ? 'ROUND' : null];
  const bottomText = bottomParts.filter(Boolean).join(' · ') || metalName;
  const topSize = fitFont(topText, 420, 24, 11, 0.72);
  const bottomSize = fitFont(bottomText, 300, 22, 12, 0.7);

  const defs =
    `<defs>` +
    `<radialGradient id="f${uid}" cx="38%" cy="32%" r="78%"><stop offset="0" stop-color="${palette.highlight}"/><stop offset=".5" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.dark}"/></radialGradient>` +
    `<linearGradient id="r${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset=".5" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.light}"/></linearGradient>` +
    `<filter id="e${uid}"><feDropShadow dx="1" dy="1" stdDeviation=".4" flood-color="${palette.highlight}"/></filter>` +
    `<path id="t${uid}" d="M58 200A142 142 0 0 1 342 200"/>` +
    `<path id="b${uid}" d="M52 200A148 148 0 0 0 348 200"/>` +
    `</defs>`;

  const body =
    `<circle cx="200" cy="200" r="196" fill="url(#r${uid})"/>` +
    `<circle cx="200" cy="200" r="191" fill="none" stroke="${palette.ink}" stroke-width="7" stroke-dasharray="1.5 1.7" opacity=".55"/>` +
    `<circle cx="200" cy="200" r="180" fill="url(#f${uid})" stroke="${palette.dark}" stroke-width="2"/>` +
    `<circle cx="200" cy="200" r="170" fill="none" stroke="${palette.dark}" stroke-width="3.5" stroke-dasharray="0 8.9" stroke-linecap="round"/>` +
    `<circle cx="200" cy="200" r="122" fill="none" stroke="${palette.dark}" stroke-width="1.5" opacity=".7"/>`;

  const centre =
    input.side === 'obverse'
      ? `<polygon points="${polygonPoints(200, 200, 24, 116, 94)}" fill="${palette.light}" stroke="${palette.dark}" stroke-width="1" opacity=".8"/>` +
        `<circle cx="200" cy="200" r="86" fill="url(#f${uid})" stroke="${palette.dark}" stroke-width="2"/>` +
        `<g filter="url(#e${uid})" fill="${palette.ink}" font-family="${SERIF}" text-anchor="middle">` +
        textEl(200, 222, fitFont(monogram(input.title), 150, 62, 30, 0.75), monogram(input.title), ' font-weight="bold"') +
        `</g>`
      : laurel(palette.dark) +
        `<g filter="url(#e${uid})" fill="${palette.ink}" font-family="${SERIF}" text-anchor="middle">` +
        `<text x="200" y="138" font-size="22">★</text>` +
        textEl(200, 214, fitFont(input.faceValue ?? weight ?? metalName, 150, 54, 20, 0.62), input.faceValue ?? weight ?? metalName, ' font-weight="bold"') +
        textEl(200, 250, 16, input.faceValue ? (weight ?? metalName) : metalName, ' letter-spacing="2"') +
        `</g>`;

  const rings =
    `<g filter="url(#e${uid})" fill="${palette.ink}" font-family="${SERIF}" letter-spacing="1.5">` +
    `<text font-size="${topSize}"><textPath href="#t${uid}" startOffset="50%" text-anchor="middle">${escapeXml(topText)}</textPath></text>` +
    `<text font-size="${bottomSize}"><textPath href="#b${uid}" startOffset="50%" text-anchor="middle">${escapeXml(bottomText)}</textPath></text>` +
    `</g>`;

  return defs + body + centre + rings;
}

// ------------------------------------------------------------------ bars

function barArt(input: ProductArtInput, palette: Palette, uid: string, hash: number): string {
  const metalName = METAL_NAMES[input.metal ?? ''] ?? 'FINE METAL';
  const weight = input.weightLabel ?? weightFromTitle(input.title) ?? '';
  // 'Austrian Mint (Münze Österreich)' is stamped as AUSTRIAN MINT.
  const maker = truncate((input.maker ?? input.title.split(/\s+/).slice(0, 2).join(' ')).replace(/\s*\(.*\)\s*$/, '').toUpperCase(), 26);

  const defs =
    `<defs>` +
    `<linearGradient id="o${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.highlight}"/><stop offset=".45" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>` +
    `<linearGradient id="f${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.base}"/></linearGradient>` +
    `<filter id="e${uid}"><feDropShadow dx="1" dy="1" stdDeviation=".4" flood-color="${palette.highlight}"/></filter>` +
    (input.side === 'reverse'
      ? `<pattern id="p${uid}" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="24" height="24" fill="${palette.light}"/><path d="M0 12H24M12 0V24" stroke="${palette.dark}" stroke-width="1" opacity=".35"/></pattern>`
      : '') +
    `</defs>`;

  const body =
    `<rect x="86" y="26" width="228" height="348" rx="16" fill="url(#o${uid})" stroke="${palette.ink}" stroke-width="2"/>` +
    `<rect x="102" y="42" width="196" height="316" rx="9" fill="${input.side === 'reverse' ? `url(#p${uid})` : `url(#f${uid})`}" stroke="${palette.dark}" stroke-width="1.5"/>`;

  if (input.side === 'reverse') {
    const lines = wrap(input.title.toUpperCase(), 14, 4);
    const size = Math.min(...lines.map((line) => fitFont(line, 156, 24, 11)));
    const firstY = round1(200 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35);
    return (
      defs +
      body +
      `<ellipse cx="200" cy="200" rx="88" ry="120" fill="url(#f${uid})" stroke="${palette.dark}" stroke-width="2"/>` +
      `<ellipse cx="200" cy="200" rx="80" ry="112" fill="none" stroke="${palette.dark}" stroke-width="1" stroke-dasharray="0 6" stroke-linecap="round"/>` +
      `<g filter="url(#e${uid})" fill="${palette.ink}" font-family="${SERIF}" text-anchor="middle">` +
      lines.map((line, index) => textEl(200, round1(firstY + index * size * 1.25), size, line)).join('') +
      (input.year == null ? '' : textEl(200, 296, 16, String(input.year))) +
      `</g>`
    );
  }

  const serial = `No. ${String.fromCharCode(65 + (hash % 26), 65 + ((hash >>> 5) % 26))} ${String(hash % 1_000_000).padStart(6, '0')}`;
  const purity = input.purityLabel ?? '';
  return (
    defs +
    body +
    `<g filter="url(#e${uid})" fill="${palette.ink}" text-anchor="middle">` +
    textEl(200, 84, fitFont(maker, 176, 20, 10, 0.66), maker, ` font-family="${SANS}" font-weight="bold" letter-spacing="1"`) +
    `<path d="M122 100H278" stroke="${palette.dark}" stroke-width="1.5"/>` +
    textEl(200, 168, fitFont(weight || metalName, 176, 46, 18, 0.62), weight || metalName, ` font-family="${SERIF}" font-weight="bold"`) +
    textEl(200, 212, fitFont(`FINE ${metalName}`, 176, 20, 12, 0.7), `FINE ${metalName}`, ` font-family="${SANS}" letter-spacing="2"`) +
    (purity ? textEl(200, 256, 30, purity, ` font-family="${SERIF}"`) : '') +
    `<rect x="160" y="272" width="80" height="30" rx="6" fill="none" stroke="${palette.ink}" stroke-width="1.5"/>` +
    textEl(200, 293, 14, 'ASSAYED', ` font-family="${SANS}" letter-spacing="1"`) +
    textEl(200, 336, 14, serial, ' font-family="monospace"') +
    `</g>`
  );
}

// ------------------------------------------------------------------ public

/** A small SVG image of one side of a coin, round or bar. */
export function renderProductArt(input: ProductArtInput): string {
  const palette = paletteFor(input.metal);
  const hash = hashOf(`${input.title}|${input.metal ?? ''}|${input.type ?? ''}|${input.year ?? ''}|${input.side}`);
  const uid = hash.toString(36);
  const content = input.type === 'bar' ? barArt(input, palette, uid, hash) : coinArt(input, palette, uid);
  const label = escapeXml(`${input.title} (${input.side})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">${content}</svg>`;
}

const OUNCE_FRACTIONS: readonly [number, string][] = [
  [1 / 25, '1/25'],
  [1 / 20, '1/20'],
  [1 / 10, '1/10'],
  [1 / 4, '1/4'],
  [1 / 2, '1/2'],
];

function formatAmount(amount: number): string {
  for (const [value, label] of OUNCE_FRACTIONS) if (Math.abs(amount - value) / value < 0.02) return label;
  if (Math.abs(amount - Math.round(amount)) / Math.max(1, amount) < 0.005) return String(Math.round(amount));
  return String(Number(amount.toPrecision(4)));
}

const UNIT_LABELS: Record<string, string> = { ozt: 'OZ', oz: 'AVDP OZ', g: 'g', kg: 'kg' };

/**
 * The art input for one side of a product: coins show their fine content (1 OZ for a 1.0909 oz
 * Gold Eagle), bars and rounds their gross weight, as they are stamped.
 */
export function productArtInput(product: ProductArtSource, side: ProductArtInput['side']): ProductArtInput {
  const purity = product.purity == null ? null : Number(product.purity);
  const amount = product.type === 'coin' ? (product.metalContent ?? product.weight) : product.weight;
  const unit = product.weightUnit ? (UNIT_LABELS[product.weightUnit] ?? product.weightUnit) : null;
  return {
    title: product.title,
    metal: product.metal,
    type: product.type,
    year: product.year,
    side,
    weightLabel: amount != null && unit ? `${formatAmount(amount)} ${unit}` : null,
    purityLabel: purity != null && Number.isFinite(purity) ? String(Number((purity > 1 ? purity : purity * 1000).toFixed(1))) : null,
    faceValue: product.faceValue ?? null,
    country: product.country ?? null,
    maker: product.metadata?.['brand'] ?? product.metadata?.['refiner'] ?? product.metadata?.['mint'] ?? null,
  };
}
