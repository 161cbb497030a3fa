// The public catalog from src/seed/catalog: upserted on every start as published products without a
// group, keyed by slug, with generated art served by GET /api/catalog-art/{slug}/{side}.svg.
import { randomUUID } from 'node:crypto';
import { productInputSchema } from '@bullion/contract';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { SEED_CATALOG } from '../seed/catalog/catalog-data';
import type { SeedProduct } from '../seed/catalog/seed-product';
import { upsertPublicProducts, type NewProduct } from './columns';
import { referenceIssues } from './references';

export const catalogArtPath = (slug: string, side: 'obverse' | 'reverse') => `/api/catalog-art/${slug}/${side}.svg`;

/** Seed products by slug (the catalog-art route draws only these). */
export const seedProductsBySlug: ReadonlyMap<string, SeedProduct> = new Map(SEED_CATALOG.map((product) => [product.slug, product]));

/** The seed catalog as validated products; an entry that does not validate is logged and left out. */
export function seedCatalogProducts(catalog: readonly SeedProduct[], logger?: Logger): NewProduct[] {
  const products: NewProduct[] = [];
  for (const entry of catalog) {
    const parsed = productInputSchema.safeParse({
      ...entry,
      status: 'published',
      obverseImage: entry.obverseImage ?? catalogArtPath(entry.slug, 'obverse'),
      reverseImage: entry.reverseImage ?? catalogArtPath(entry.slug, 'reverse'),
    });
    const problems = parsed.success ? referenceIssues(parsed.data) : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    if (!parsed.success || problems.length) {
      logger?.warn({ slug: entry.slug, problems }, 'seed catalog product left out: it does not validate');
      continue;
    }
    products.push({ id: randomUUID(), groupId: null, userId: null, fields: { ...parsed.data, slug: entry.slug, title: parsed.data.title } });
  }
  return products;
}

export async function seedCatalog({ db, logger, now }: { db: Db; logger: Logger; now: () => Date }, catalog: readonly SeedProduct[] = SEED_CATALOG) {
  const result = await upsertPublicProducts(db, seedCatalogProducts(catalog, logger), now());
  if (result.inserted || result.updated) logger.info(result, 'seed catalog upserted');
  return result;
}
