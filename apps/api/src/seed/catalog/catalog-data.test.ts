import { productInputSchema } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, EDGE_DESIGNS, PACKAGINGS, SERIES, STRIKES, THEMES, TYPES } from '../../datasets/reference-data';
import { SEED_CATALOG } from './catalog-data';
import type { SeedProduct } from './seed-product';
import { GRAMS_PER_TROY_OUNCE, gramsToOzt, seriesId } from './reference-ids';

const bySlug = (slug: string): SeedProduct => {
  const product = SEED_CATALOG.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no seed product ${slug}`);
  return product;
};

const count = (predicate: (product: SeedProduct) => boolean) => SEED_CATALOG.filter(predicate).length;

describe('seed catalog', () => {
  it('holds at least 160 products', () => {
    expect(SEED_CATALOG.length).toBeGreaterThanOrEqual(160);
  });

  it('parses every product with the product input schema', () => {
    const failures = SEED_CATALOG.flatMap((product) => {
      const result = productInputSchema.safeParse(product);
      return result.success ? [] : [`${product.slug}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it('gives every product a unique kebab-case slug and a unique title', () => {
    const slugs = SEED_CATALOG.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const titles = SEED_CATALOG.map((product) => product.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('covers every metal in depth and coins, bars and rounds', () => {
    expect(count((product) => product.metal === 'gold')).toBeGreaterThanOrEqual(50);
    expect(count((product) => product.metal === 'silver')).toBeGreaterThanOrEqual(45);
    expect(count((product) => product.metal === 'platinum')).toBeGreaterThanOrEqual(10);
    expect(count((product) => product.metal === 'palladium')).toBeGreaterThanOrEqual(5);
    expect(count((product) => product.type === 'coin')).toBeGreaterThanOrEqual(100);
    expect(count((product) => product.type === 'bar')).toBeGreaterThanOrEqual(30);
    expect(count((product) => product.type === 'round')).toBeGreaterThanOrEqual(5);
    expect(count((product) => product.year != null)).toBeGreaterThanOrEqual(30);
  });

  it('uses only values and ids of the reference data', () => {
    const values = (list: readonly { value: string }[]) => new Set(list.map((entry) => entry.value));
    const ids = (list: readonly { id: number }[]) => new Set(list.map((entry) => entry.id));
    const strikes = values(STRIKES);
    const edges = values(EDGE_DESIGNS);
    const types = values(TYPES);
    for (const product of SEED_CATALOG) {
      expect(types, product.slug).toContain(product.type);
      if (product.strike != null) expect(strikes, product.slug).toContain(product.strike);
      if (product.edgeDesign != null) expect(edges, product.slug).toContain(product.edgeDesign);
      if (product.categoryId != null) expect(ids(CATEGORIES), product.slug).toContain(product.categoryId);
      if (product.seriesId != null) expect(ids(SERIES), product.slug).toContain(product.seriesId);
      if (product.packagingId != null) expect(ids(PACKAGINGS), product.slug).toContain(product.packagingId);
      if (product.themeId != null) expect(ids(THEMES), product.slug).toContain(product.themeId);
    }
  });

  it('names a mint or refiner for every product and gives every product a description', () => {
    for (const product of SEED_CATALOG) {
      const metadata = product.metadata ?? {};
      expect(metadata['mint'] ?? metadata['refiner'] ?? metadata['issuer'], product.slug).toBeTruthy();
      expect(product.desc?.length ?? 0, product.slug).toBeGreaterThan(40);
    }
  });

  it('keeps fine content within 1 % of gross weight × purity for every product', () => {
    for (const product of SEED_CATALOG) {
      if (product.weight == null || product.metalContent == null) continue;
      const expected = product.weight * Number(product.purity);
      expect(Math.abs(product.metalContent - expected) / expected, product.slug).toBeLessThanOrEqual(0.01);
    }
  });

  it('states the published figures of well-known products exactly', () => {
    expect(bySlug('american-gold-eagle-1-oz')).toMatchObject({
      weight: 1.0909,
      weightUnit: 'ozt',
      purity: 0.9167,
      metalContent: 1,
      diameter: 32.7,
      thickness: 2.87,
      faceValue: '$50',
      seriesId: seriesId('American Eagle'),
    });
    expect(bySlug('american-silver-eagle-1-oz')).toMatchObject({ weight: 1, purity: 0.999, metalContent: 1, diameter: 40.6, thickness: 2.98, innerPack: 20, outerPack: 500 });
    expect(bySlug('krugerrand-1-oz')).toMatchObject({ weight: 1.0909, purity: 0.9167, metalContent: 1, diameter: 32.77, thickness: 2.84 });
    expect(bySlug('krugerrand-1-oz').faceValue).toBeUndefined();
    expect(bySlug('canadian-gold-maple-leaf-1-oz')).toMatchObject({ weight: 1.0002, purity: 0.9999, diameter: 30, thickness: 2.8, faceValue: '$50 CAD' });
    expect(bySlug('gold-sovereign')).toMatchObject({ weight: 7.98805, weightUnit: 'g', purity: 0.9167, metalContent: 7.3224, diameter: 22.05, thickness: 1.52 });
    expect(bySlug('us-20-saint-gaudens-double-eagle')).toMatchObject({ weight: 1.075, purity: 0.9, metalContent: 0.9675 });
    expect(bySlug('morgan-silver-dollar')).toMatchObject({ weight: 0.8594, purity: 0.9, metalContent: 0.7734 });
    expect(bySlug('valcambi-gold-cast-bar-1-kg')).toMatchObject({ type: 'bar', weight: 1, weightUnit: 'kg', purity: 0.9999, metalContent: 0.9999 });
  });

  it('dates first-year and year-specific issues', () => {
    expect(bySlug('krugerrand-1-oz-1967').year).toBe(1967);
    expect(bySlug('queens-beasts-lion-of-england-silver-2-oz-2016').year).toBe(2016);
    expect(bySlug('australian-lunar-year-of-the-dragon-gold-1-oz-2024').year).toBe(2024);
    expect(bySlug('valcambi-gold-bar-1-oz').year).toBeUndefined();
  });

  it('leaves bar diameters empty: a bar has no diameter', () => {
    for (const product of SEED_CATALOG.filter((candidate) => candidate.type === 'bar')) expect(product.diameter, product.slug).toBeUndefined();
  });
});

describe('gramsToOzt', () => {
  it('converts with the exact troy ounce and rounds to four decimals', () => {
    expect(gramsToOzt(GRAMS_PER_TROY_OUNCE)).toBe(1);
    expect(gramsToOzt(33.931)).toBe(1.0909);
    expect(gramsToOzt(26.73)).toBe(0.8594);
  });
});

describe('seriesId', () => {
  it('finds a series by name and refuses an unknown one', () => {
    expect(seriesId('American Eagle')).toBe(1);
    expect(() => seriesId('No Such Series')).toThrow(/No Such Series/);
  });
});
