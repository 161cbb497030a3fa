// The shape of a seed catalog product, shared by the product family files and the catalog that
// gathers them.
import type { ProductInput } from '@bullion/contract';

/** A seed product: the product fields plus a unique slug (also the key of its generated images). */
export type SeedProduct = ProductInput & { slug: string; title: string };

/** Fields shared by the sizes or years of one product family, spread into each product. */
export type ProductFamily = Omit<Partial<SeedProduct>, 'slug' | 'title'>;
