// The public seed catalog: real bullion products with their published specifications. Where a
// figure could not be confirmed from the mint or refiner it is left out rather than guessed.
import type { ProductInput } from '@bullion/contract';
import { BARS } from './bars';
import { GOLD_COINS } from './gold-coins';
import { HISTORIC_COINS } from './historic-coins';
import { PLATINUM_PALLADIUM_COINS } from './platinum-palladium-coins';
import { ROUNDS } from './rounds';
import { SILVER_COINS } from './silver-coins';

/** A seed product: the product fields plus a unique slug (also the key of its generated images). */
export type SeedProduct = ProductInput & { slug: string; title: string };

/** Fields shared by the sizes or years of one product family, spread into each product. */
export type ProductFamily = Omit<Partial<SeedProduct>, 'slug' | 'title'>;

export const SEED_CATALOG: readonly SeedProduct[] = [
  ...GOLD_COINS,
  ...HISTORIC_COINS,
  ...SILVER_COINS,
  ...PLATINUM_PALLADIUM_COINS,
  ...BARS,
  ...ROUNDS,
];
