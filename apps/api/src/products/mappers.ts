// Product rows (snake_case, numeric as exact strings) to the shapes of @bullion/contract: the full
// product, the partial list row, and the input form of a stored product (for merged validation).
import type { PartialProduct, Product, ProductInputParsed } from '@bullion/contract';
import type { ProductRow } from '../db/schema';
import { iso } from '../http/mappers';
import { categoryRef, packagingRef, seriesRef } from './references';

/** Who wrote a product and which group owns it, looked up once per page of products. */
export interface ProductLinks {
  users: ReadonlyMap<string, { id: string; name: string | null }>;
  groups: ReadonlyMap<string, { id: string; name: string }>;
}

const decimal = (value: string | number | null) => (value === null ? null : Number(value));

export function toProduct(row: ProductRow, links?: ProductLinks): Product {
  const userRef = (id: string | null) => (id ? (links?.users.get(id) ?? null) : null);
  return {
    id: row.id,
    groupId: row.group_id,
    public: row.public,
    status: row.status,
    version: row.version,
    year: row.year,
    title: row.title,
    name: row.name,
    desc: row.description,
    metal: row.metal,
    country: row.country,
    strike: row.strike,
    type: row.type,
    categoryId: row.category_id,
    packagingId: row.packaging_id,
    themeId: row.theme_id,
    seriesId: row.series_id,
    faceValue: row.face_value,
    obverseImage: row.obverse_image,
    reverseImage: row.reverse_image,
    extraImages: row.extra_images,
    videos: row.videos,
    weight: decimal(row.weight),
    weightUnit: row.weight_unit,
    purity: decimal(row.purity),
    diameter: decimal(row.diameter),
    thickness: decimal(row.thickness),
    edgeDesign: row.edge_design,
    innerPack: row.inner_pack,
    outerPack: row.outer_pack,
    metalContent: decimal(row.metal_content),
    metadata: row.metadata,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdByUserId: row.created_by_user_id,
    updatedByUserId: row.updated_by_user_id,
    metafields: [],
    slug: row.slug,
    content: null,
    image: row.obverse_image ? { id: `${row.id}:obverse`, src: row.obverse_image, altText: row.title } : null,
    category: categoryRef(row.category_id),
    packaging: packagingRef(row.packaging_id),
    series: seriesRef(row.series_id),
    createdBy: userRef(row.created_by_user_id),
    updatedBy: userRef(row.updated_by_user_id),
    group: row.group_id ? (links?.groups.get(row.group_id) ?? null) : null,
  };
}

export function toPartialProduct(
  row: Pick<ProductRow, 'id' | 'title' | 'group_id' | 'obverse_image' | 'year' | 'weight' | 'weight_unit' | 'metal'>,
): PartialProduct {
  return {
    id: row.id,
    title: row.title,
    groupId: row.group_id,
    obverseImage: row.obverse_image,
    // What a group's product title format may show (settings.productTitleFormat).
    year: row.year,
    weight: decimal(row.weight),
    weightUnit: row.weight_unit,
    metal: row.metal,
  };
}

/** A stored product as product input, so a change can be checked as the whole product it makes. */
export function toProductInput(row: ProductRow): ProductInputParsed {
  return {
    status: row.status,
    title: row.title,
    name: row.name,
    year: row.year,
    desc: row.description,
    metal: row.metal as ProductInputParsed['metal'],
    country: row.country,
    strike: row.strike,
    type: row.type,
    categoryId: row.category_id,
    packagingId: row.packaging_id,
    themeId: row.theme_id,
    seriesId: row.series_id,
    faceValue: row.face_value,
    obverseImage: row.obverse_image,
    reverseImage: row.reverse_image,
    extraImages: row.extra_images,
    videos: row.videos,
    weight: decimal(row.weight),
    weightUnit: row.weight_unit as ProductInputParsed['weightUnit'],
    purity: decimal(row.purity),
    diameter: decimal(row.diameter),
    thickness: decimal(row.thickness),
    edgeDesign: row.edge_design,
    innerPack: row.inner_pack,
    outerPack: row.outer_pack,
    metalContent: decimal(row.metal_content),
    metadata: row.metadata,
    slug: row.slug,
  };
}
