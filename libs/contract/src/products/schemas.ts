// Products. One set of definitions for the API (request validation,
// OpenAPI), the client (response validation) and the product form and import (row validation).
import { z } from 'zod';
import { imageUrlSchema } from '../common/image-url';
import { commaList, isoDateTimeSchema, MAX_INT4, storableText, unknownFieldsError } from '../common/schemas';

// ------------------------------------------------------------------ constants

export const PRODUCT_STATUSES = ['draft', 'published', 'archived', 'deleted'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * Allowed status changes through PATCH. A product is written as a draft, published when its
 * details are complete, archived when it is no longer sold or made, and can come back from the
 * archive. Deleting (DELETE /products) is allowed from every status
 * except deleted; a deleted product can only be restored to draft.
 */
export const PRODUCT_STATUS_TRANSITIONS: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  draft: ['published', 'deleted'],
  published: ['draft', 'archived', 'deleted'],
  archived: ['published', 'draft', 'deleted'],
  deleted: ['draft'],
};

export function canChangeStatus(from: ProductStatus, to: ProductStatus): boolean {
  return from === to || PRODUCT_STATUS_TRANSITIONS[from].includes(to);
}

/** Metal values of the datasets (`product.metals[].value`). */
export const PRODUCT_METALS = ['gold', 'silver', 'platinum', 'palladium', 'rhodium', 'copper'] as const;
export type ProductMetal = (typeof PRODUCT_METALS)[number];

/** Weight unit values of the datasets (`product.weightUnits[].value`). */
export const WEIGHT_UNIT_VALUES = ['ozt', 'g', 'kg', 'dwt', 'gr', 'tola', 'tael', 'oz'] as const;
export type WeightUnitValue = (typeof WEIGHT_UNIT_VALUES)[number];

/** A product list page holds 100 rows unless the caller asks for another limit. */
export const PRODUCT_LIST_DEFAULT_LIMIT = 100;
export const PRODUCT_LIST_MAX_LIMIT = 500;
export const PRODUCT_EXPORT_MAX_IDS = 1000;
export const PRODUCT_DELETE_MAX_IDS = 1000;
export const PRODUCT_IMPORT_MAX_ROWS = 10_000;
export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const PRODUCT_DESC_MAX_LENGTH = 10_000;
export const PRODUCT_MIN_YEAR = 1700;

/** Gross weight × purity may differ from the stated fine content by this share (rounded mint figures). */
export const METAL_CONTENT_TOLERANCE = 0.01;

// ------------------------------------------------------------------ field schemas

const text = (field: string, max: number) =>
  z
    .string(`${field} must be text.`)
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .refine(...storableText(field));

const optionalText = (field: string, max: number) => text(field, max).nullish();

const positiveNumber = (field: string, max: number) =>
  z
    .number(`${field} must be a number.`)
    .positive(`${field} must be greater than 0.`)
    .max(max, `${field} must be at most ${max}.`);

const optionalId = (field: string) =>
  z.number(`${field} must be a number.`).int(`${field} must be an integer.`).positive(`${field} must be positive.`).nullish();

/** An image: an https URL, or one of this app's files (`/storage/v1/object/…`, `/api/catalog-art/…`). */
export const productImageSchema = imageUrlSchema('An image');

/** Parts-per-thousand fineness starts here (333 is 8-karat gold); between 1 and this is a mistake, not a fineness. */
const MILLESIMAL_MIN = 100;

/**
 * Purity (fineness) as a decimal fraction: 0.9999, '.9167' or '999.9' (parts per thousand, from 100
 * to 1000) are all accepted and normalised to a fraction between 0 and 1. A value above 1 and below
 * 100 ("2", or a percentage such as 99.9) is refused rather than read as parts per thousand.
 */
export const puritySchema = z
  .union([z.number(), z.string().trim().regex(/^\d*\.?\d+$/, 'Purity must be a number such as 0.9999 or 999.9.')], {
    error: 'Purity must be a number such as 0.9999 or 999.9.',
  })
  .transform((value) => {
    const parsed = typeof value === 'number' ? value : Number(value);
    // Rounded to 12 significant digits so 916.7 becomes 0.9167, not the binary 0.9167000000000001.
    if (parsed > 1 && parsed < MILLESIMAL_MIN) return Number.NaN;
    return parsed >= MILLESIMAL_MIN && parsed <= 1000 ? Number((parsed / 1000).toPrecision(12)) : parsed;
  })
  .refine(
    (value) => value > 0 && value <= 1,
    'Purity must be a fraction above 0 and at most 1 (such as 0.9999), or parts per thousand from 100 to 1000 (such as 999.9).',
  );

const currentYear = () => new Date().getUTCFullYear();

export const productYearSchema = z
  .number('Year must be a number.')
  .int('Year must be a whole number.')
  .min(PRODUCT_MIN_YEAR, `Year must be ${PRODUCT_MIN_YEAR} or later.`)
  .refine((year) => year <= currentYear() + 2, 'Year cannot be more than two years ahead.');

export const countryCodeSchema = z
  .string('Country must be a three-letter code.')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Country must be a three-letter ISO code such as USA.');

/** Every field a caller may write. PATCH also accepts `id`, which must be the product's. */
const productFieldsShape = {
  status: z.enum(PRODUCT_STATUSES, 'Status must be draft, published, archived or deleted.').optional(),
  title: text('Title', PRODUCT_TITLE_MAX_LENGTH).min(1, 'Title is required.'),
  name: optionalText('Name', PRODUCT_TITLE_MAX_LENGTH),
  year: productYearSchema.nullish(),
  desc: optionalText('Description', PRODUCT_DESC_MAX_LENGTH),
  metal: z.enum(PRODUCT_METALS, `Metal must be one of ${PRODUCT_METALS.join(', ')}.`).nullish(),
  country: countryCodeSchema.nullish(),
  strike: optionalText('Strike', 80),
  type: optionalText('Type', 80),
  categoryId: optionalId('Category'),
  packagingId: optionalId('Packaging'),
  themeId: optionalId('Theme'),
  seriesId: optionalId('Series'),
  faceValue: optionalText('Face value', 80),
  obverseImage: productImageSchema.nullish(),
  reverseImage: productImageSchema.nullish(),
  extraImages: z.array(productImageSchema).max(20, 'At most 20 extra images.').optional(),
  videos: z.array(productImageSchema).max(10, 'At most 10 videos.').optional(),
  /** Gross weight, in weightUnit. */
  weight: positiveNumber('Weight', 1_000_000).nullish(),
  weightUnit: z.enum(WEIGHT_UNIT_VALUES, `Weight unit must be one of ${WEIGHT_UNIT_VALUES.join(', ')}.`).nullish(),
  purity: puritySchema.nullish(),
  /** Diameter (or width for bars) in millimetres. */
  diameter: positiveNumber('Diameter', 10_000).nullish(),
  /** Thickness in millimetres. */
  thickness: positiveNumber('Thickness', 10_000).nullish(),
  edgeDesign: optionalText('Edge design', 80),
  /** Pieces per tube, capsule sheet or inner box. */
  innerPack: z.number().int('Inner pack must be a whole number.').positive('Inner pack must be positive.').max(100_000).nullish(),
  /** Pieces per monster box, case or outer box. */
  outerPack: z.number().int('Outer pack must be a whole number.').positive('Outer pack must be positive.').max(1_000_000).nullish(),
  /** Fine metal content, in weightUnit. */
  metalContent: positiveNumber('Metal content', 1_000_000).nullish(),
  metadata: z
    .record(z.string().max(100), z.string().max(2000))
    .refine((value) => Object.keys(value).length <= 50, 'Metadata may have at most 50 entries.')
    .optional(),
  slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain lower-case letters, digits and single dashes.')
    .nullish(),
};

/** Fine content must agree with gross weight × purity (when all three are given). */
function checkMetalContent(
  value: { weight?: number | null; purity?: number | null; metalContent?: number | null },
  ctx: z.RefinementCtx,
) {
  const { weight, purity, metalContent } = value;
  if (weight == null || purity == null || metalContent == null) return;
  if (metalContent > weight * (1 + METAL_CONTENT_TOLERANCE)) {
    ctx.addIssue({ code: 'custom', path: ['metalContent'], message: 'Metal content cannot exceed the gross weight.' });
    return;
  }
  const expected = weight * purity;
  if (Math.abs(expected - metalContent) > expected * METAL_CONTENT_TOLERANCE) {
    ctx.addIssue({
      code: 'custom',
      path: ['metalContent'],
      message: `Metal content should be weight × purity (about ${Number(expected.toPrecision(6))}).`,
    });
  }
}

/** POST /products and each import row. */
export const productInputSchema = z
  .strictObject(productFieldsShape, { error: unknownFieldsError() })
  .superRefine(checkMetalContent)
  .meta({ id: 'ProductInput' });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

/** PATCH /products/{id}: any subset of the fields, plus `id` (must match the path) and `version`. */
export const productPatchSchema = z
  .strictObject(productFieldsShape, { error: unknownFieldsError() })
  .partial()
  .extend({
    id: z.string().optional(),
    /** Optimistic concurrency: when given, the update fails with 409 if the product changed since. */
    version: z.number().int().positive().optional(),
  })
  .superRefine(checkMetalContent)
  .meta({ id: 'ProductPatch' });
export type ProductPatch = z.input<typeof productPatchSchema>;

// ------------------------------------------------------------------ responses

export const productImageRefSchema = z.object({ id: z.string(), src: z.string(), altText: z.string().nullish() });
const namedRefSchema = z.object({ id: z.number().int(), name: z.string(), value: z.string().optional() });
const userRefSchema = z.object({ id: z.string(), name: z.string().nullish() });
const groupRefSchema = z.object({ id: z.string(), name: z.string() });

export const metafieldSchema = z
  .object({
    id: z.string(),
    pinned: z.boolean(),
    name: z.string(),
    namespace: z.string(),
    description: z.string().nullish(),
    type: z.string(),
    defaultValue: z.unknown().optional(),
    filterEnabled: z.boolean(),
    validations: z.array(z.unknown()).optional(),
    options: z.array(z.unknown()).optional(),
  })
  .meta({ id: 'Metafield' });
export type Metafield = z.infer<typeof metafieldSchema>;

/** GET /products/{id}: the full product. */
export const productSchema = z
  .object({
    id: z.string(),
    groupId: z.string().nullable(),
    public: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    version: z.number().int(),
    year: z.number().int().nullable(),
    title: z.string(),
    name: z.string().nullable(),
    desc: z.string().nullable(),
    metal: z.string().nullable(),
    country: z.string().length(3).nullable(),
    strike: z.string().nullable(),
    type: z.string().nullable(),
    categoryId: z.number().int().nullable(),
    packagingId: z.number().int().nullable(),
    themeId: z.number().int().nullable(),
    seriesId: z.number().int().nullable(),
    faceValue: z.string().nullable(),
    obverseImage: z.string().nullable(),
    reverseImage: z.string().nullable(),
    extraImages: z.array(z.string()),
    videos: z.array(z.string()),
    weight: z.number().nullable(),
    weightUnit: z.string().nullable(),
    purity: z.union([z.string(), z.number()]).nullable(),
    diameter: z.number().nullable(),
    thickness: z.number().nullable(),
    edgeDesign: z.string().nullable(),
    innerPack: z.number().int().nullable(),
    outerPack: z.number().int().nullable(),
    metalContent: z.number().nullable(),
    metadata: z.record(z.string(), z.string()),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    createdByUserId: z.string().nullable(),
    updatedByUserId: z.string().nullable(),
    metafields: z.array(metafieldSchema),
    slug: z.string().nullable(),
    content: z.string().nullable(),
    image: productImageRefSchema.nullable(),
    category: namedRefSchema.nullish(),
    packaging: namedRefSchema.nullish(),
    series: namedRefSchema.nullish(),
    createdBy: userRefSchema.nullish(),
    updatedBy: userRefSchema.nullish(),
    group: groupRefSchema.nullish(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** One row of GET /products?returnType=partial: what a list row shows, with what a product title format needs. */
export const partialProductSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    groupId: z.string().nullable(),
    obverseImage: z.string().nullable(),
    year: z.number().int().nullish(),
    weight: z.number().nullish(),
    weightUnit: z.string().nullish(),
    metal: z.string().nullish(),
  })
  .meta({ id: 'PartialProduct' });
export type PartialProduct = z.infer<typeof partialProductSchema>;

/** A page of a list: its rows, where it starts, its size, and the number of matches. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative(), offset: z.number().int(), limit: z.number().int() });

/** GET /products?returnType=partial: a page of rows and the number of matches. */
export const partialProductPageSchema = pageOf(partialProductSchema).meta({ id: 'PartialProductPage' });
export type PartialProductPage = z.infer<typeof partialProductPageSchema>;

/** GET /products (returnType=full, the default): a page of full products. */
export const productPageSchema = pageOf(productSchema).meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof productPageSchema>;

// ------------------------------------------------------------------ list query

/** A whole-number query parameter within Postgres `integer`, so no value can overflow a comparison. */
const intParam = (field: string) =>
  z.coerce
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(-MAX_INT4, `${field} is out of range.`)
    .max(MAX_INT4, `${field} is out of range.`);
/** A year filter: four digits at most, either side of year zero. */
const yearParam = (field: string) => intParam(field).min(-9999, `${field} must be a year.`).max(9999, `${field} must be a year.`);

/** Where a product may come from in a list: the public catalog, the caller's group, or both. */
export const PRODUCT_SCOPES = ['all', 'public', 'group'] as const;
export const PRODUCT_SORTS = ['relevance', 'title', '-title', 'year', '-year', 'updated', '-updated'] as const;

/** What a list filter by metal or status accepts: a known value, in any case. */
const knownValue = <const T extends readonly [string, ...string[]]>(values: T) => z.string().toLowerCase().pipe(z.enum(values));

/**
 * The filters of GET /products, also those of an export. Filters combine with AND;
 * list-valued filters (metal, country, type, status) take several values, combined with OR, and
 * parse into typed arrays.
 */
export const productListFiltersSchema = z.strictObject(
  {
    q: z.string().trim().max(200, 'q must be at most 200 characters.').refine(...storableText('q')).optional(),
    metal: commaList('metal', knownValue(PRODUCT_METALS), `a metal (${PRODUCT_METALS.join(', ')})`).optional(),
    country: commaList('country', countryCodeSchema, 'a three-letter ISO code such as USA').optional(),
    type: commaList('type', z.string().max(80).refine(...storableText('type')), 'a product type (at most 80 characters)').optional(),
    categoryId: intParam('categoryId').positive().optional(),
    seriesId: intParam('seriesId').positive().optional(),
    yearFrom: yearParam('yearFrom').optional(),
    yearTo: yearParam('yearTo').optional(),
    status: commaList('status', knownValue(PRODUCT_STATUSES), `a status (${PRODUCT_STATUSES.join(', ')})`).optional(),
    scope: z.enum(PRODUCT_SCOPES).default('all'),
    sort: z.enum(PRODUCT_SORTS).default('relevance'),
  },
  { error: unknownFieldsError() },
);
export type ProductListFilters = z.output<typeof productListFiltersSchema>;

/** GET /products query: the filters, the page and how much of each product to return. */
export const productListQuerySchema = productListFiltersSchema.extend({
  returnType: z.enum(['partial', 'full']).default('full'),
  offset: intParam('offset').min(0, 'offset must be 0 or more.').default(0),
  limit: intParam('limit')
    .min(1, 'limit must be at least 1.')
    .max(PRODUCT_LIST_MAX_LIMIT, `limit must be at most ${PRODUCT_LIST_MAX_LIMIT}.`)
    .default(PRODUCT_LIST_DEFAULT_LIMIT),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListQueryParsed = z.output<typeof productListQuerySchema>;

// ------------------------------------------------------------------ other calls

export const createdProductSchema = z.object({ id: z.string() }).meta({ id: 'CreatedProduct' });

/** POST /products/export: the products with these ids, or (without ids) every match of the filters. */
export const productExportBodySchema = z
  .strictObject(
    {
      ids: z.array(z.string()).max(PRODUCT_EXPORT_MAX_IDS).optional(),
      filters: productListFiltersSchema.partial().optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'ProductExportBody' });
export type ProductExportBody = z.input<typeof productExportBodySchema>;
export const productExportSchema = z.array(productSchema);

/** DELETE /products: marks the caller's group products deleted. */
export const productDeleteBodySchema = z
  .strictObject({ ids: z.array(z.string()).min(1, 'ids must name at least one product.').max(PRODUCT_DELETE_MAX_IDS) }, { error: unknownFieldsError() })
  .meta({ id: 'ProductDeleteBody' });
export type ProductDeleteBody = z.infer<typeof productDeleteBodySchema>;
export const productDeleteResultSchema = z.object({ deleted: z.array(z.string()) }).meta({ id: 'ProductDeleteResult' });

/**
 * POST /products/import. Each row is a product; a row with an `id` of a product in the caller's
 * group updates it, a row whose slug matches one updates it too, other rows are added. `mode`
 * 'validate' checks every row without writing. Valid rows are written in one transaction: on any
 * failure nothing is written.
 */
export const productImportBodySchema = z
  .strictObject(
    {
      rows: z.array(z.record(z.string(), z.unknown())).min(1, 'rows must hold at least one row.').max(PRODUCT_IMPORT_MAX_ROWS, `At most ${PRODUCT_IMPORT_MAX_ROWS} rows per import.`),
      mode: z.enum(['validate', 'commit']).default('commit'),
      /** When a row matches an existing product: update it, or skip the row. */
      onExisting: z.enum(['update', 'skip']).default('update'),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'ProductImportBody' });
export type ProductImportBody = z.input<typeof productImportBodySchema>;

export const productImportRowErrorSchema = z.object({
  row: z.number().int(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ProductImportRowError = z.infer<typeof productImportRowErrorSchema>;

export const productImportResultSchema = z
  .object({
    mode: z.enum(['validate', 'commit']),
    added: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    errors: z.array(productImportRowErrorSchema),
  })
  .meta({ id: 'ProductImportResult' });
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
