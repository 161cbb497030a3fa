// The public seed catalog: real bullion products with their published specifications. Where a
// figure could not be confirmed from the mint or refiner it is left out rather than guessed.
import { BARS } from './bars';
import { GOLD_COINS } from './gold-coins';
import { HISTORIC_COINS } from './historic-coins';
import { PLATINUM_PALLADIUM_COINS } from './platinum-palladium-coins';
import { ROUNDS } from './rounds';
import type { SeedProduct } from './seed-product';
import { SILVER_COINS } from './silver-coins';

export const SEED_CATALOG: readonly SeedProduct[] = [
  ...GOLD_COINS,
  ...HISTORIC_COINS,
  ...SILVER_COINS,
  ...PLATINUM_PALLADIUM_COINS,
  ...BARS,
  ...ROUNDS,
];
