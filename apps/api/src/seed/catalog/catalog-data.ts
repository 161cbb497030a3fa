// The public seed catalog: real bullion products with their published specifications.
// (Placeholder: two products; the full catalog of 150+ follows.)
import type { ProductInput } from '@bullion/api-client/schemas';

/** A seed product: the product fields plus a unique slug (also the key of its generated images). */
export type SeedProduct = ProductInput & { slug: string; title: string };

export const SEED_CATALOG: readonly SeedProduct[] = [
  {
    slug: 'american-gold-eagle-1-oz',
    title: 'American Gold Eagle 1 oz',
    name: 'American Gold Eagle',
    metal: 'gold',
    type: 'coin',
    country: 'USA',
    weight: 1.0909,
    weightUnit: 'ozt',
    purity: 0.9167,
    metalContent: 1,
    diameter: 32.7,
    thickness: 2.87,
    faceValue: '$50',
    strike: 'bullion',
    edgeDesign: 'reeded',
    desc: 'The official gold bullion coin of the United States, struck in 22-karat gold by the United States Mint since 1986.',
  },
  {
    slug: 'canadian-silver-maple-leaf-1-oz',
    title: 'Canadian Silver Maple Leaf 1 oz',
    name: 'Silver Maple Leaf',
    metal: 'silver',
    type: 'coin',
    country: 'CAN',
    weight: 1,
    weightUnit: 'ozt',
    purity: 0.9999,
    metalContent: 0.9999,
    diameter: 38,
    thickness: 3.29,
    faceValue: '$5 CAD',
    strike: 'bullion',
    edgeDesign: 'reeded',
    desc: 'Struck by the Royal Canadian Mint in .9999 fine silver, with radial lines and a micro-engraved security mark.',
  },
];
