// Collections: named sets of catalog products a group collects ("American Silver Eagles 1986–2025"),
// each entry with how many pieces are wanted. What is owned is never typed in or stored: it is
// derived on every read from the group's held inventory (drawer and stock items linked to the
// entry's product, of the target grade when one is set). Melt value is never stored either: reads
// give the owned fine troy ounces per metal, and the browser values them at the live spot
// (collectionMeltValue in completion.ts). One set of definitions for the API (request validation,
// OpenAPI), the client (response validation) and the mocks. Server-safe: only zod and other slices'
// schemas.
import { z } from 'zod';
import { imageUrlSchema } from '../common/image-url';
import { decimalTextSchema, isoDateTimeSchema, MAX_INT4, storableText, unknownFieldsError } from '../common/schemas';
import { INVENTORY_METALS } from '../inventory/schemas';

// ------------------------------------------------------------------ constants

/**
 * How a collection orders its entries: `position` (the order the group arranged, drag to reorder),
 * `title` (product title A–Z), `year` (product year, oldest first, no year last), `owned` (most
 * complete first: owned ÷ wanted, then owned pieces). Ties keep the position order.
 */
export const COLLECTION_SORT_ORDERS = ['position', 'title', 'year', 'owned'] as const;
export type CollectionSortOrder = (typeof COLLECTION_SORT_ORDERS)[number];

/** Orders of the collections list: recently changed first (default), title A–Z, newest, most complete. */
export const COLLECTION_LIST_SORTS = ['-updated', 'title', '-created', '-completion'] as const;
export type CollectionListSort = (typeof COLLECTION_LIST_SORTS)[number];

export const COLLECTION_TITLE_MAX_LENGTH = 200;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 4000;
export const COLLECTION_GRADE_MAX_LENGTH = 40;
export const COLLECTION_NOTES_MAX_LENGTH = 2000;
/** Entries one collection may hold; adding past it is 409 collection_full. */
export const COLLECTION_MAX_ENTRIES = 1000;
/** Products one add request may carry (a catalog search selection); the body stays within the API's 64 KB. */
export const COLLECTION_MAX_ADD = 500;
/** The largest wanted quantity of one entry. */
export const COLLECTION_MAX_WANTED = 1_000_000;
export const COLLECTION_LIST_DEFAULT_LIMIT = 100;
export const COLLECTION_LIST_MAX_LIMIT = 500;

// ------------------------------------------------------------------ field schemas

const text = (field: string, max: number) => z.string(`${field} must be text.`).trim().max(max, `${field} must be at most ${max} characters.`).refine(...storableText(field));
/** Blank text is null (clears); an absent field stays absent, so a PATCH leaves what it does not name. */
const optionalText = (field: string, max: number) => text(field, max).nullish().transform((value) => (value === undefined ? undefined : value || null));

const titleSchema = text('Title', COLLECTION_TITLE_MAX_LENGTH).pipe(z.string().min(1, 'Title is required.'));

/**
 * A chosen cover: an https address or one of this app's images (a catalog image such as
 * /api/catalog-art/…/obverse.svg or a stored object under /storage/v1/object/…). null: automatic, the
 * first entry's product image.
 */
const coverImageSchema = imageUrlSchema('Cover image').nullable();

/** A product id as the catalog gives it (a UUID for API products; the mocks use readable ids). */
export const catalogProductIdSchema = z.string('productId must be a product id.').regex(/^[A-Za-z0-9_-]{1,100}$/, 'productId must be a product id.');

const wantedSchema = z
  .number('Wanted quantity must be a number.')
  .int('Wanted quantity must be a whole number.')
  .min(1, 'Wanted quantity must be at least 1.')
  .max(COLLECTION_MAX_WANTED, `Wanted quantity must be at most ${COLLECTION_MAX_WANTED}.`);

const versionSchema = z.number('version must be a number.').int().min(1).max(MAX_INT4);

// ------------------------------------------------------------------ reads

const actorSchema = z.object({ id: z.string(), name: z.string().nullable() }).nullable();

/** Fine metal held of one metal, in troy ounces (exact decimal text). Value it with the live spot. */
export const ownedFineSchema = z.object({ metal: z.enum(INVENTORY_METALS), fineOzt: decimalTextSchema });
export type OwnedFine = z.output<typeof ownedFineSchema>;

/**
 * What a collection's entries add up to. completion is Σ min(owned, wanted) ÷ Σ wanted in percent,
 * rounded down to one decimal (100 only when every entry is complete; 0 without entries).
 */
const collectionTotals = {
  /** Number of entries. */
  entryCount: z.number().int(),
  /** Entries with owned ≥ wanted. */
  completeEntries: z.number().int(),
  /** Σ wanted. */
  wantedPieces: z.number().int(),
  /** Σ min(owned, wanted): the pieces that count towards completion. */
  ownedPieces: z.number().int(),
  /** Σ max(wanted − owned, 0): what the shopping list holds. */
  missingPieces: z.number().int(),
  completion: z.number().min(0).max(100),
};

/** A collection as the list shows it (a card): its fields, totals, cover and owned fine metal. */
export const collectionSummarySchema = z
  .object({
    id: z.string(),
    groupId: z.string(),
    /** Adds 1 when title, description, cover or sort order change; a PATCH with an older one is 409. Entry changes do not count. */
    version: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    /** The cover to show: the chosen one, else the first entry (in position order) whose product has an image; null when none. */
    coverImage: z.string().nullable(),
    /** The chosen cover; null when the cover is automatic. */
    customCoverImage: z.string().nullable(),
    sortOrder: z.enum(COLLECTION_SORT_ORDERS),
    /** The share link's token (GET /public/collections/{token}); null while sharing is off. */
    shareToken: z.string().nullable(),
    ...collectionTotals,
    /**
     * Fine troy ounces of every held piece counted as owned by an entry (all of them, also those beyond
     * the wanted quantity), per metal. Pieces without a known fine weight count as owned but add nothing here.
     */
    ownedFine: z.array(ownedFineSchema),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    createdBy: actorSchema,
    updatedBy: actorSchema,
  })
  .meta({ id: 'CollectionSummary' });
export type CollectionSummary = z.output<typeof collectionSummarySchema>;

/** What an entry shows of its catalog product, read live from the catalog. */
export const collectionProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  obverseImage: z.string().nullable(),
  reverseImage: z.string().nullable(),
  metal: z.string().nullable(),
  /** Gross weight in weightUnit, as the catalog gives it. */
  weight: decimalTextSchema.nullable(),
  weightUnit: z.string().nullable(),
  year: z.number().int().nullable(),
});
export type CollectionProduct = z.output<typeof collectionProductSchema>;

export const collectionEntrySchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    /** The catalog product; null when it is no longer visible to the group (unpublished from the public catalog). */
    product: collectionProductSchema.nullable(),
    /** 0-based place in the arranged order (sortOrder position). */
    position: z.number().int(),
    wantedQuantity: z.number().int(),
    /** Only pieces of this grade count as owned (compared trimmed, any case); null: any grade. */
    targetGrade: z.string().nullable(),
    notes: z.string().nullable(),
    /** Σ quantity of the group's held items (drawer and stock) linked to the product (and of the target grade). */
    owned: z.number().int(),
    /** max(wanted − owned, 0): the shopping list. */
    missing: z.number().int(),
    /** owned ≥ wanted. */
    complete: z.boolean(),
    /** Fine troy ounces of the owned pieces, per metal (of the items themselves). */
    ownedFine: z.array(ownedFineSchema),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'CollectionEntry' });
export type CollectionEntry = z.output<typeof collectionEntrySchema>;

/** GET /collections/{id} and the answer of every write to it: the summary and the entries in the collection's sortOrder. */
export const collectionSchema = collectionSummarySchema.extend({ entries: z.array(collectionEntrySchema) }).meta({ id: 'Collection' });
export type Collection = z.output<typeof collectionSchema>;

// ------------------------------------------------------------------ list

const intParam = (field: string) =>
  z.coerce
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(0, `${field} is out of range.`)
    .max(MAX_INT4, `${field} is out of range.`);

/** GET /collections: q (every word in the title, description or an entry's product title, any case), sort, paging. */
export const collectionListQuerySchema = z.strictObject(
  {
    q: z.string().trim().max(200, 'q must be at most 200 characters.').refine(...storableText('q')).optional(),
    sort: z.enum(COLLECTION_LIST_SORTS, `sort must be one of ${COLLECTION_LIST_SORTS.join(', ')}.`).default('-updated'),
    offset: intParam('offset').default(0),
    limit: intParam('limit')
      .min(1, 'limit must be at least 1.')
      .max(COLLECTION_LIST_MAX_LIMIT, `limit must be at most ${COLLECTION_LIST_MAX_LIMIT}.`)
      .default(COLLECTION_LIST_DEFAULT_LIMIT),
  },
  { error: unknownFieldsError() },
);
export type CollectionListQuery = z.input<typeof collectionListQuerySchema>;
export type CollectionListQueryParsed = z.output<typeof collectionListQuerySchema>;

export const collectionPageSchema = z
  .object({ items: z.array(collectionSummarySchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .meta({ id: 'CollectionPage' });
export type CollectionPage = z.output<typeof collectionPageSchema>;

// ------------------------------------------------------------------ writes

/** POST /collections: a title (the prompt's), the rest optional. Sharing starts off. */
export const collectionInputSchema = z
  .strictObject(
    {
      title: titleSchema,
      description: optionalText('Description', COLLECTION_DESCRIPTION_MAX_LENGTH),
      coverImage: coverImageSchema.optional(),
      sortOrder: z.enum(COLLECTION_SORT_ORDERS, `sortOrder must be one of ${COLLECTION_SORT_ORDERS.join(', ')}.`).optional(),
    },
    { error: unknownFieldsError('Entries are added with POST /collections/{id}/entries.') },
  )
  .meta({ id: 'CollectionInput' });
export type CollectionInput = z.input<typeof collectionInputSchema>;
export type CollectionInputParsed = z.output<typeof collectionInputSchema>;

/** PATCH /collections/{id}: the fields given change (null clears description, and makes the cover automatic). */
export const collectionPatchSchema = z
  .strictObject(
    {
      title: titleSchema.optional(),
      description: optionalText('Description', COLLECTION_DESCRIPTION_MAX_LENGTH),
      coverImage: coverImageSchema.optional(),
      sortOrder: z.enum(COLLECTION_SORT_ORDERS, `sortOrder must be one of ${COLLECTION_SORT_ORDERS.join(', ')}.`).optional(),
      /** The version read; if given and no longer current: 409 version_conflict. */
      version: versionSchema.optional(),
    },
    { error: unknownFieldsError('Sharing is turned on and off with POST and DELETE /collections/{id}/share.') },
  )
  .refine((patch) => ['title', 'description', 'coverImage', 'sortOrder'].some((field) => patch[field as keyof typeof patch] !== undefined), {
    message: 'Give a title, description, coverImage or sortOrder to change.',
  })
  .meta({ id: 'CollectionPatch' });
export type CollectionPatch = z.input<typeof collectionPatchSchema>;
export type CollectionPatchParsed = z.output<typeof collectionPatchSchema>;

export const collectionEntryInputSchema = z.strictObject(
  {
    productId: catalogProductIdSchema,
    wantedQuantity: wantedSchema.optional(),
    targetGrade: optionalText('Target grade', COLLECTION_GRADE_MAX_LENGTH),
    notes: optionalText('Notes', COLLECTION_NOTES_MAX_LENGTH),
  },
  { error: unknownFieldsError() },
);
export type CollectionEntryInput = z.input<typeof collectionEntryInputSchema>;

/**
 * POST /collections/{id}/entries: adds products at the end, in the order given (one request for a
 * whole catalog search selection). A product already in the collection (or named twice) is skipped
 * and reported in `skipped`, never an error. A product the group cannot see refuses the whole
 * request (404 product_not_found, nothing added).
 */
export const collectionEntriesAddSchema = z
  .strictObject(
    {
      entries: z
        .array(collectionEntryInputSchema)
        .min(1, 'Choose at least one product.')
        .max(COLLECTION_MAX_ADD, `At most ${COLLECTION_MAX_ADD} products at once.`),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'CollectionEntriesAdd' });
export type CollectionEntriesAdd = z.input<typeof collectionEntriesAddSchema>;
export type CollectionEntriesAddParsed = z.output<typeof collectionEntriesAddSchema>;

export const COLLECTION_SKIP_REASONS = ['already_in_collection'] as const;

export const collectionEntriesAddedSchema = z
  .object({
    collection: collectionSchema,
    /** The new entries, in the order given. */
    added: z.array(z.object({ productId: z.string(), entryId: z.string() })),
    /** Products not added, and why. */
    skipped: z.array(z.object({ productId: z.string(), reason: z.enum(COLLECTION_SKIP_REASONS) })),
  })
  .meta({ id: 'CollectionEntriesAdded' });
export type CollectionEntriesAdded = z.output<typeof collectionEntriesAddedSchema>;

/** PATCH /collections/{id}/entries/{entryId}: the fields given change; null clears grade and notes. */
export const collectionEntryPatchSchema = z
  .strictObject(
    {
      wantedQuantity: wantedSchema.optional(),
      targetGrade: optionalText('Target grade', COLLECTION_GRADE_MAX_LENGTH),
      notes: optionalText('Notes', COLLECTION_NOTES_MAX_LENGTH),
    },
    { error: unknownFieldsError('The product of an entry does not change: remove the entry and add the other product. Positions change with PUT /collections/{id}/entries/order.') },
  )
  .refine((patch) => patch.wantedQuantity !== undefined || patch.targetGrade !== undefined || patch.notes !== undefined, {
    message: 'Give a wantedQuantity, targetGrade or notes to change.',
  })
  .meta({ id: 'CollectionEntryPatch' });
export type CollectionEntryPatch = z.input<typeof collectionEntryPatchSchema>;
export type CollectionEntryPatchParsed = z.output<typeof collectionEntryPatchSchema>;

/**
 * PUT /collections/{id}/entries/order: every entry id of the collection, once each, in the new order
 * (positions become 0, 1, 2…). A list that is not exactly the collection's entries (one added or
 * removed meanwhile) is 409 entries_changed and changes nothing.
 */
export const collectionEntryOrderSchema = z
  .strictObject(
    {
      entryIds: z
        .array(z.uuid('entryIds must be entry ids.'))
        .max(COLLECTION_MAX_ENTRIES, `At most ${COLLECTION_MAX_ENTRIES} entries.`)
        .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Each entry id may appear once.'),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'CollectionEntryOrder' });
export type CollectionEntryOrder = z.input<typeof collectionEntryOrderSchema>;

export const deletedCollectionSchema = z.object({ id: z.string() }).meta({ id: 'DeletedCollection' });

// ------------------------------------------------------------------ public share

/** An entry as anyone with the share link sees it: the product's title and images, and counts. Nothing else. */
export const publicCollectionEntrySchema = z.object({
  title: z.string(),
  obverseImage: z.string().nullable(),
  reverseImage: z.string().nullable(),
  owned: z.number().int(),
  wanted: z.number().int(),
  complete: z.boolean(),
});
export type PublicCollectionEntry = z.output<typeof publicCollectionEntrySchema>;

/**
 * GET /public/collections/{token} (no session): what a share link shows. Never costs, values,
 * inventory, notes, grades, or any group, user or product id. Entries in the collection's sort order.
 */
export const publicCollectionSchema = z
  .object({
    title: z.string(),
    description: z.string().nullable(),
    coverImage: z.string().nullable(),
    entries: z.array(publicCollectionEntrySchema),
    completeEntries: z.number().int(),
    completion: z.number().min(0).max(100),
  })
  .meta({ id: 'PublicCollection' });
export type PublicCollection = z.output<typeof publicCollectionSchema>;

/** Share tokens: 32 random bytes, base64url (43 characters). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a share link token.');
