// Bars of the seed catalog, from LBMA refiners and mints. Refiners publish weight and fineness but
// dimensions vary by production run, so bar dimensions are left out rather than guessed.
import type { ProductMetal, WeightUnitValue } from '@bullion/contract';
import type { SeedProduct } from './seed-product';
import { CATEGORY, packagingId, seriesId } from './reference-ids';

interface BarSpec {
  slug: string;
  title: string;
  name: string;
  metal: ProductMetal;
  weight: number;
  weightUnit: WeightUnitValue;
  purity: number;
  refiner: string;
  /** The name stamped on the bar when it is not the refiner's, e.g. a bank's. */
  brand?: string;
  /** Left out where the refiner makes the size both ways or we could not confirm it. */
  manufacture?: 'minted' | 'cast';
  desc: string;
  country?: string;
  series?: string;
  packaging?: string;
}

/** A bar: fine content is gross weight × fineness, which is how refiners state it. */
function bar(spec: BarSpec): SeedProduct {
  return {
    slug: spec.slug,
    title: spec.title,
    name: spec.name,
    metal: spec.metal,
    type: 'bar',
    country: spec.country ?? null,
    weight: spec.weight,
    weightUnit: spec.weightUnit,
    purity: spec.purity,
    metalContent: Number((spec.weight * spec.purity).toPrecision(6)),
    categoryId: CATEGORY.bars,
    seriesId: spec.series ? seriesId(spec.series) : null,
    packagingId: spec.packaging ? packagingId(spec.packaging) : null,
    desc: spec.desc,
    metadata: {
      refiner: spec.refiner,
      ...(spec.brand ? { brand: spec.brand } : {}),
      ...(spec.manufacture ? { manufacture: spec.manufacture } : {}),
    },
  };
}

const PAMP_DESC =
  "Minted by PAMP (Produits Artistiques Métaux Précieux) in Castel San Pietro, Switzerland, an LBMA Good Delivery refiner. The reverse shows Lady Fortuna, the Roman goddess of fortune, PAMP's signature design since 1979; each bar is sealed in a CertiPAMP assay card with its serial number.";
const VALCAMBI_MINTED_DESC =
  'Minted by Valcambi in Balerna, Switzerland, one of the largest precious metal refineries in the world and an LBMA Good Delivery refiner. Each bar is stamped with weight, fineness and serial number and sealed in an assay card.';
const CREDIT_SUISSE_DESC =
  'Minted for Credit Suisse by the Swiss refiner Valcambi and stamped with the Credit Suisse name, weight, fineness and a serial number. Sealed in an assay card.';
const ARGOR_DESC =
  'Made by Argor-Heraeus in Mendrisio, Switzerland, an LBMA Good Delivery refiner; as Argor SA it is credited with making the first minted bars, in 1952.';
const HERAEUS_DESC = 'Made by Heraeus of Hanau, Germany, a precious metals group founded in 1851 and an LBMA Good Delivery refiner.';
const RCM_BAR_DESC =
  "The Royal Canadian Mint's refinery in Ottawa produces .9999 fine bars, stamped with the Mint's name and logo, weight, fineness and a serial number.";
const PERTH_CAST_DESC =
  "Poured at the Perth Mint's refinery in Western Australia and stamped with the Mint's name, weight, fineness and a serial number. Every cast bar has its own slightly irregular shape.";
const JM_DESC =
  'Poured by Johnson Matthey, the London-founded refiner, before it sold its gold and silver refining business to Asahi in 2015. Johnson Matthey bars remain sought after on the secondary market.';
const ENGELHARD_DESC =
  'Poured by Engelhard, once one of the largest American precious metal refiners. Engelhard bars are no longer made and trade on the secondary market, often at a premium for their brand.';
const ASAHI_DESC =
  'Made by Asahi Refining, which took over the Johnson Matthey gold and silver refineries in 2015 and is an LBMA Good Delivery refiner. Stamped with weight, fineness and a serial number.';

export const BARS: readonly SeedProduct[] = [
  // ---------------------------------------------------------------- Gold
  bar({ slug: 'pamp-suisse-fortuna-gold-bar-1-g', title: 'PAMP Suisse Fortuna Gold Bar 1 g', name: 'Lady Fortuna', metal: 'gold', weight: 1, weightUnit: 'g', purity: 0.9999, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'pamp-suisse-fortuna-gold-bar-5-g', title: 'PAMP Suisse Fortuna Gold Bar 5 g', name: 'Lady Fortuna', metal: 'gold', weight: 5, weightUnit: 'g', purity: 0.9999, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'pamp-suisse-fortuna-gold-bar-10-g', title: 'PAMP Suisse Fortuna Gold Bar 10 g', name: 'Lady Fortuna', metal: 'gold', weight: 10, weightUnit: 'g', purity: 0.9999, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'pamp-suisse-fortuna-gold-bar-1-oz', title: 'PAMP Suisse Fortuna Gold Bar 1 oz', name: 'Lady Fortuna', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'pamp-suisse-fortuna-gold-bar-100-g', title: 'PAMP Suisse Fortuna Gold Bar 100 g', name: 'Lady Fortuna', metal: 'gold', weight: 100, weightUnit: 'g', purity: 0.9999, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'valcambi-gold-bar-1-g', title: 'Valcambi Gold Bar 1 g', name: 'Valcambi minted bar', metal: 'gold', weight: 1, weightUnit: 'g', purity: 0.9999, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
  bar({ slug: 'valcambi-gold-bar-5-g', title: 'Valcambi Gold Bar 5 g', name: 'Valcambi minted bar', metal: 'gold', weight: 5, weightUnit: 'g', purity: 0.9999, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
  bar({ slug: 'valcambi-gold-bar-10-g', title: 'Valcambi Gold Bar 10 g', name: 'Valcambi minted bar', metal: 'gold', weight: 10, weightUnit: 'g', purity: 0.9999, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
  bar({ slug: 'valcambi-gold-bar-1-oz', title: 'Valcambi Gold Bar 1 oz', name: 'Valcambi minted bar', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
  bar({ slug: 'valcambi-gold-bar-100-g', title: 'Valcambi Gold Bar 100 g', name: 'Valcambi minted bar', metal: 'gold', weight: 100, weightUnit: 'g', purity: 0.9999, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
  bar({
    slug: 'valcambi-gold-cast-bar-1-kg',
    title: 'Valcambi Gold Cast Bar 1 kg',
    name: 'Valcambi kilobar',
    metal: 'gold',
    weight: 1,
    weightUnit: 'kg',
    purity: 0.9999,
    refiner: 'Valcambi SA',
    manufacture: 'cast',
    country: 'CHE',
    desc: 'A cast kilobar, the most widely traded small gold bar, poured by Valcambi in Balerna, Switzerland. Stamped with weight, fineness, serial number and the Valcambi assayer mark.',
  }),
  bar({
    slug: 'valcambi-gold-combibar-50-x-1-g',
    title: 'Valcambi Gold CombiBar 50 × 1 g',
    name: 'CombiBar',
    metal: 'gold',
    weight: 50,
    weightUnit: 'g',
    purity: 0.9999,
    refiner: 'Valcambi SA',
    manufacture: 'minted',
    country: 'CHE',
    series: 'Valcambi CombiBar',
    packaging: 'Assay card',
    desc: "A 50 g bar scored so that it breaks by hand into fifty 1 g pieces, each stamped with its weight and fineness. Valcambi's CombiBar makes gold divisible for barter or gifts without cutting or melting.",
  }),
  bar({ slug: 'credit-suisse-gold-bar-1-oz', title: 'Credit Suisse Gold Bar 1 oz', name: 'Credit Suisse minted bar', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'Valcambi SA', brand: 'Credit Suisse', manufacture: 'minted', country: 'CHE', series: 'Credit Suisse', packaging: 'Assay card', desc: CREDIT_SUISSE_DESC }),
  bar({ slug: 'credit-suisse-gold-bar-10-oz', title: 'Credit Suisse Gold Bar 10 oz', name: 'Credit Suisse minted bar', metal: 'gold', weight: 10, weightUnit: 'ozt', purity: 0.9999, refiner: 'Valcambi SA', brand: 'Credit Suisse', manufacture: 'minted', country: 'CHE', series: 'Credit Suisse', packaging: 'Assay card', desc: CREDIT_SUISSE_DESC }),
  bar({ slug: 'argor-heraeus-gold-bar-1-oz', title: 'Argor-Heraeus Gold Bar 1 oz', name: 'Argor-Heraeus minted bar', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'Argor-Heraeus SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: ARGOR_DESC }),
  bar({ slug: 'argor-heraeus-gold-bar-100-g', title: 'Argor-Heraeus Gold Bar 100 g', name: 'Argor-Heraeus minted bar', metal: 'gold', weight: 100, weightUnit: 'g', purity: 0.9999, refiner: 'Argor-Heraeus SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: ARGOR_DESC }),
  bar({ slug: 'argor-heraeus-gold-cast-bar-1-kg', title: 'Argor-Heraeus Gold Cast Bar 1 kg', name: 'Argor-Heraeus kilobar', metal: 'gold', weight: 1, weightUnit: 'kg', purity: 0.9999, refiner: 'Argor-Heraeus SA', manufacture: 'cast', country: 'CHE', desc: ARGOR_DESC }),
  bar({ slug: 'heraeus-gold-bar-1-oz', title: 'Heraeus Gold Bar 1 oz', name: 'Heraeus minted bar', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'Heraeus', manufacture: 'minted', country: 'DEU', packaging: 'Assay card', desc: HERAEUS_DESC }),
  bar({
    slug: 'metalor-gold-cast-bar-1-kg',
    title: 'Metalor Gold Cast Bar 1 kg',
    name: 'Metalor kilobar',
    metal: 'gold',
    weight: 1,
    weightUnit: 'kg',
    purity: 0.9999,
    refiner: 'Metalor Technologies SA',
    manufacture: 'cast',
    country: 'CHE',
    desc: 'A cast kilobar from Metalor Technologies of Neuchâtel, Switzerland, an LBMA Good Delivery refiner. Stamped with the Metalor assayer mark, weight, fineness and serial number.',
  }),
  bar({
    slug: 'umicore-gold-bar-100-g',
    title: 'Umicore Gold Bar 100 g',
    name: 'Umicore bar',
    metal: 'gold',
    weight: 100,
    weightUnit: 'g',
    purity: 0.9999,
    refiner: 'Umicore',
    country: 'BEL',
    desc: 'Made by Umicore at its precious metals refinery in Hoboken, Belgium, an LBMA Good Delivery refiner. Stamped with weight, fineness and serial number.',
  }),
  bar({ slug: 'royal-canadian-mint-gold-bar-1-oz', title: 'Royal Canadian Mint Gold Bar 1 oz', name: 'Royal Canadian Mint bar', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'Royal Canadian Mint', manufacture: 'minted', country: 'CAN', series: 'Royal Canadian Mint Bar', packaging: 'Assay card', desc: RCM_BAR_DESC }),
  bar({ slug: 'perth-mint-gold-cast-bar-1-oz', title: 'Perth Mint Gold Cast Bar 1 oz', name: 'Perth Mint cast bar', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9999, refiner: 'The Perth Mint', manufacture: 'cast', country: 'AUS', series: 'Perth Mint Cast Bar', desc: PERTH_CAST_DESC }),

  // ---------------------------------------------------------------- Silver
  bar({ slug: 'pamp-suisse-fortuna-silver-bar-1-oz', title: 'PAMP Suisse Fortuna Silver Bar 1 oz', name: 'Lady Fortuna', metal: 'silver', weight: 1, weightUnit: 'ozt', purity: 0.999, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'royal-canadian-mint-silver-bar-10-oz', title: 'Royal Canadian Mint Silver Bar 10 oz', name: 'Royal Canadian Mint bar', metal: 'silver', weight: 10, weightUnit: 'ozt', purity: 0.9999, refiner: 'Royal Canadian Mint', manufacture: 'minted', country: 'CAN', series: 'Royal Canadian Mint Bar', desc: RCM_BAR_DESC }),
  bar({ slug: 'royal-canadian-mint-silver-bar-100-oz', title: 'Royal Canadian Mint Silver Bar 100 oz', name: 'Royal Canadian Mint bar', metal: 'silver', weight: 100, weightUnit: 'ozt', purity: 0.9999, refiner: 'Royal Canadian Mint', manufacture: 'cast', country: 'CAN', series: 'Royal Canadian Mint Bar', desc: RCM_BAR_DESC }),
  bar({ slug: 'perth-mint-silver-cast-bar-1-kg', title: 'Perth Mint Silver Cast Bar 1 kg', name: 'Perth Mint cast bar', metal: 'silver', weight: 1, weightUnit: 'kg', purity: 0.999, refiner: 'The Perth Mint', manufacture: 'cast', country: 'AUS', series: 'Perth Mint Cast Bar', desc: PERTH_CAST_DESC }),
  bar({ slug: 'johnson-matthey-silver-bar-100-oz', title: 'Johnson Matthey Silver Bar 100 oz', name: 'Johnson Matthey poured bar', metal: 'silver', weight: 100, weightUnit: 'ozt', purity: 0.999, refiner: 'Johnson Matthey', manufacture: 'cast', desc: JM_DESC }),
  bar({ slug: 'johnson-matthey-silver-bar-10-oz', title: 'Johnson Matthey Silver Bar 10 oz', name: 'Johnson Matthey bar', metal: 'silver', weight: 10, weightUnit: 'ozt', purity: 0.999, refiner: 'Johnson Matthey', desc: JM_DESC }),
  bar({ slug: 'engelhard-silver-bar-100-oz', title: 'Engelhard Silver Bar 100 oz', name: 'Engelhard poured bar', metal: 'silver', weight: 100, weightUnit: 'ozt', purity: 0.999, refiner: 'Engelhard', manufacture: 'cast', desc: ENGELHARD_DESC }),
  bar({ slug: 'engelhard-silver-bar-10-oz', title: 'Engelhard Silver Bar 10 oz', name: 'Engelhard bar', metal: 'silver', weight: 10, weightUnit: 'ozt', purity: 0.999, refiner: 'Engelhard', desc: ENGELHARD_DESC }),
  bar({ slug: 'heraeus-silver-bar-1-kg', title: 'Heraeus Silver Bar 1 kg', name: 'Heraeus kilobar', metal: 'silver', weight: 1, weightUnit: 'kg', purity: 0.999, refiner: 'Heraeus', country: 'DEU', desc: HERAEUS_DESC }),
  bar({
    slug: 'umicore-silver-bar-1-kg',
    title: 'Umicore Silver Bar 1 kg',
    name: 'Umicore kilobar',
    metal: 'silver',
    weight: 1,
    weightUnit: 'kg',
    purity: 0.999,
    refiner: 'Umicore',
    country: 'BEL',
    desc: 'A silver kilobar from Umicore of Hoboken, Belgium, an LBMA Good Delivery refiner. Stamped with weight, fineness and serial number.',
  }),
  bar({
    slug: 'valcambi-silver-cast-bar-1-kg',
    title: 'Valcambi Silver Cast Bar 1 kg',
    name: 'Valcambi kilobar',
    metal: 'silver',
    weight: 1,
    weightUnit: 'kg',
    purity: 0.999,
    refiner: 'Valcambi SA',
    manufacture: 'cast',
    country: 'CHE',
    desc: 'A cast silver kilobar poured by Valcambi in Balerna, Switzerland, stamped with weight, fineness, serial number and the Valcambi assayer mark.',
  }),
  bar({
    slug: 'valcambi-silver-combibar-100-x-1-g',
    title: 'Valcambi Silver CombiBar 100 × 1 g',
    name: 'CombiBar',
    metal: 'silver',
    weight: 100,
    weightUnit: 'g',
    purity: 0.999,
    refiner: 'Valcambi SA',
    manufacture: 'minted',
    country: 'CHE',
    series: 'Valcambi CombiBar',
    packaging: 'Assay card',
    desc: 'A 100 g silver bar scored so that it breaks by hand into one hundred 1 g pieces, each stamped with its weight and fineness. Made by Valcambi in Switzerland.',
  }),
  bar({ slug: 'asahi-silver-bar-10-oz', title: 'Asahi Silver Bar 10 oz', name: 'Asahi bar', metal: 'silver', weight: 10, weightUnit: 'ozt', purity: 0.999, refiner: 'Asahi Refining', desc: ASAHI_DESC }),
  bar({ slug: 'asahi-silver-bar-100-oz', title: 'Asahi Silver Bar 100 oz', name: 'Asahi poured bar', metal: 'silver', weight: 100, weightUnit: 'ozt', purity: 0.999, refiner: 'Asahi Refining', manufacture: 'cast', desc: ASAHI_DESC }),
  bar({ slug: 'asahi-silver-bar-1-kg', title: 'Asahi Silver Bar 1 kg', name: 'Asahi kilobar', metal: 'silver', weight: 1, weightUnit: 'kg', purity: 0.999, refiner: 'Asahi Refining', desc: ASAHI_DESC }),
  bar({
    slug: 'sunshine-minting-silver-bar-10-oz',
    title: 'Sunshine Minting Silver Bar 10 oz',
    name: 'Sunshine Minting bar',
    metal: 'silver',
    weight: 10,
    weightUnit: 'ozt',
    purity: 0.999,
    refiner: 'Sunshine Minting',
    manufacture: 'minted',
    country: 'USA',
    desc: 'Minted by Sunshine Minting of Coeur d\'Alene, Idaho, and protected by its MintMark SI: a hidden image that appears under a decoder lens.',
  }),

  // ---------------------------------------------------------------- Platinum and palladium
  bar({ slug: 'pamp-suisse-fortuna-platinum-bar-1-oz', title: 'PAMP Suisse Fortuna Platinum Bar 1 oz', name: 'Lady Fortuna', metal: 'platinum', weight: 1, weightUnit: 'ozt', purity: 0.9995, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'valcambi-platinum-bar-1-oz', title: 'Valcambi Platinum Bar 1 oz', name: 'Valcambi minted bar', metal: 'platinum', weight: 1, weightUnit: 'ozt', purity: 0.9995, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
  bar({ slug: 'credit-suisse-platinum-bar-1-oz', title: 'Credit Suisse Platinum Bar 1 oz', name: 'Credit Suisse minted bar', metal: 'platinum', weight: 1, weightUnit: 'ozt', purity: 0.9995, refiner: 'Valcambi SA', brand: 'Credit Suisse', manufacture: 'minted', country: 'CHE', series: 'Credit Suisse', packaging: 'Assay card', desc: CREDIT_SUISSE_DESC }),
  bar({ slug: 'pamp-suisse-fortuna-palladium-bar-1-oz', title: 'PAMP Suisse Fortuna Palladium Bar 1 oz', name: 'Lady Fortuna', metal: 'palladium', weight: 1, weightUnit: 'ozt', purity: 0.9995, refiner: 'PAMP SA', manufacture: 'minted', country: 'CHE', series: 'PAMP Suisse Fortuna', packaging: 'Assay card', desc: PAMP_DESC }),
  bar({ slug: 'valcambi-palladium-bar-1-oz', title: 'Valcambi Palladium Bar 1 oz', name: 'Valcambi minted bar', metal: 'palladium', weight: 1, weightUnit: 'ozt', purity: 0.9995, refiner: 'Valcambi SA', manufacture: 'minted', country: 'CHE', packaging: 'Assay card', desc: VALCAMBI_MINTED_DESC }),
];
