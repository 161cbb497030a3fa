// Test data for the catalog's component tests: responses that parse with the real schemas.
import { groupSchema, partialProductPageSchema, productSchema, type PartialProduct, type Product } from '@bullion/contract';
import { mockGroups } from '@bullion/api-mocks';

export const GROUP_ID = '4f9c2c1e-8d7a-4b52-9a55-0a4c3a1b2d3e';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: 'p-eagle',
    groupId: null,
    public: true,
    status: 'published',
    version: 1,
    year: 2024,
    title: 'American Gold Eagle 1 oz',
    name: 'American Gold Eagle',
    desc: 'The official gold bullion coin of the United States.',
    metal: 'gold',
    country: 'USA',
    strike: 'bullion',
    type: 'coin',
    categoryId: 2,
    packagingId: null,
    themeId: null,
    seriesId: 1,
    faceValue: '$50',
    obverseImage: '/api/catalog-art/american-gold-eagle-1-oz/obverse.svg',
    reverseImage: '/api/catalog-art/american-gold-eagle-1-oz/reverse.svg',
    extraImages: [],
    videos: [],
    weight: 1.0909,
    weightUnit: 'ozt',
    purity: 0.9167,
    diameter: 32.7,
    thickness: 2.87,
    edgeDesign: 'reeded',
    innerPack: null,
    outerPack: null,
    metalContent: 1,
    metadata: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdByUserId: null,
    updatedByUserId: null,
    metafields: [],
    slug: 'american-gold-eagle-1-oz',
    content: null,
    image: null,
    ...overrides,
  });
}

export function pageOf(items: PartialProduct[], total = items.length, offset = 0, limit = 100) {
  return partialProductPageSchema.parse({ items, total, offset, limit });
}

export const partial = (id: string, title: string, groupId: string | null = null): PartialProduct => ({
  id,
  title,
  groupId,
  obverseImage: `/api/catalog-art/${id}/obverse.svg`,
});

/** The signed-in group (GET /groups/{id}) reading product titles in `productTitleFormat`. */
export const groupWithTitleFormat = (productTitleFormat: string) => groupSchema.parse({ ...mockGroups()[0], id: GROUP_ID, settings: { productTitleFormat } });
