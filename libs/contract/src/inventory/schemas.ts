// Inventory: what a group holds. Every amount of money and every weight is a decimal string on the
// wire (Postgres numeric in the database, decimal.js in TypeScript); no binary floating point is
// ever stored or summed. Melt value is never stored: it is fine weight × quantity × the current spot
// (valuation.ts). What an acquisition or disposition fixed (spot on that date, realised gain) is
// stored as a snapshot. Server-safe: only zod and other slices' schemas.
import { z } from 'zod';
import { imageUrlSchema } from '../common/image-url';
import { commaList, decimalString, decimalTextSchema, isoDateSchema, isoDateTimeSchema, MAX_INT4, moneySchema, storableText, unknownFieldsError } from '../common/schemas';
import { PRODUCT_METALS } from '../products/schemas';
import { storedSpotSchema } from '../spots/schemas';

// ------------------------------------------------------------------ constants

export const INVENTORY_METALS = PRODUCT_METALS;
export type InventoryMetal = (typeof INVENTORY_METALS)[number];

export const INVENTORY_FORMS = ['coin', 'bar', 'round', 'other'] as const;
export type InventoryForm = (typeof INVENTORY_FORMS)[number];

/** Units a gross weight may be given in; fine weight is reported in ozt and g. */
export const ITEM_WEIGHT_UNITS = ['ozt', 'g', 'kg'] as const;
export type ItemWeightUnit = (typeof ITEM_WEIGHT_UNITS)[number];

/**
 * Where an item is: `drawer` (received, not yet put away), `stock` (held, put away), `disposed`
 * (sold, traded, lost…; out of the active totals).
 */
export const INVENTORY_STATUSES = ['drawer', 'stock', 'disposed'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const DISPOSITION_KINDS = ['sold', 'traded', 'lost', 'gifted', 'returned', 'melted'] as const;
export type DispositionKind = (typeof DISPOSITION_KINDS)[number];
/** Kinds that bring money (or value) back; the others have no amount. */
export const DISPOSITION_KINDS_WITH_AMOUNT: readonly DispositionKind[] = ['sold', 'traded', 'returned', 'melted'];

export const LEDGER_KINDS = ['acquired', 'edited', 'moved', 'quantity_changed', 'split', 'disposed', 'undone', 'put_away', 'identified', 'imported', 'corrected'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const INVENTORY_SORTS = ['title', '-title', 'acquired', '-acquired', 'updated', '-updated', 'metal', 'weight', '-weight', 'cost', '-cost'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export const INVENTORY_LIST_DEFAULT_LIMIT = 100;
export const INVENTORY_LIST_MAX_LIMIT = 500;
export const INVENTORY_IMPORT_MAX_ROWS = 10_000;
export const INVENTORY_MOVE_MAX_IDS = 1_000;
export const INVENTORY_MAX_TAGS = 20;
export const INVENTORY_MAX_SERIALS = 100;
/** Days of the portfolio value chart. */
export const PORTFOLIO_HISTORY_DAYS = 30;

// ------------------------------------------------------------------ weights

/** A gross weight in its unit: up to 9 digits and 6 decimals. */
export const itemWeightSchema = (field: string) => decimalString(field, { integerDigits: 9, scale: 6, positive: true });
/** Purity (fineness) as a fraction of 1 with up to 5 decimals ("0.9999", "0.9167"). */
export const finenessSchema = decimalString('Purity', { integerDigits: 1, scale: 5, positive: true }).refine(
  (value) => Number(value) <= 1,
  'Purity must be at most 1 (write 999.9 fine as 0.9999).',
);

const text = (field: string, max: number) => z.string().trim().max(max, `${field} must be at most ${max} characters.`).refine(...storableText(field));
/** Blank text is null (clears); an absent field stays absent, so a PATCH leaves what it does not name. */
const optionalText = (field: string, max: number) => text(field, max).nullish().transform((value) => (value === undefined ? undefined : value || null));

/** An image address (common/image-url.ts); '' and null clear it. */
const optionalImage = (field: string) =>
  text(field, 2048)
    .pipe(z.union([z.literal(''), imageUrlSchema(field)]))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const tagSchema = text('A tag', 40).pipe(z.string().min(1, 'A tag cannot be empty.'));
const serialSchema = text('A serial number', 80).pipe(z.string().min(1, 'A serial number cannot be empty.'));

// ------------------------------------------------------------------ the item

const actorSchema = z.object({ id: z.string(), name: z.string().nullable() }).nullable();

export const inventoryAcquisitionSchema = z.object({
  date: isoDateSchema.nullable(),
  /** Source or vendor. */
  source: z.string().nullable(),
  /** Price paid for the whole lot (all pieces), without shipping, fees and tax. */
  cost: decimalTextSchema.nullable(),
  shipping: decimalTextSchema.nullable(),
  fees: decimalTextSchema.nullable(),
  tax: decimalTextSchema.nullable(),
  /** Spot of the item's metal (USD/ozt) on the acquisition date, from the stored spot history; a snapshot. */
  spotAtAcquisition: decimalTextSchema.nullable(),
});

export const inventoryDispositionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DISPOSITION_KINDS),
    date: isoDateSchema,
    /** What it brought for the disposed pieces (sold, traded, returned, melted); null otherwise. */
    amount: decimalTextSchema.nullable(),
    counterparty: z.string().nullable(),
    notes: z.string().nullable(),
    quantity: z.number().int(),
    /** amount − cost basis of the disposed pieces, computed once and stored; null without a cost basis. */
    realisedGain: decimalTextSchema.nullable(),
    /** The item the pieces were split from, when only part of a lot was disposed. */
    splitFromItemId: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    createdBy: actorSchema,
  })
  .meta({ id: 'InventoryDisposition' });
export type InventoryDisposition = z.output<typeof inventoryDispositionSchema>;

export const inventoryItemSchema = z
  .object({
    id: z.string(),
    groupId: z.string(),
    version: z.number().int(),
    status: z.enum(INVENTORY_STATUSES),
    /** The catalog product this item is (optional); title, metal, weights and images default to it. */
    productId: z.string().nullable(),
    title: z.string(),
    metal: z.enum(INVENTORY_METALS).nullable(),
    form: z.enum(INVENTORY_FORMS),
    /** Gross weight of one piece, in weightUnit. */
    weight: decimalTextSchema.nullable(),
    weightUnit: z.enum(ITEM_WEIGHT_UNITS),
    purity: decimalTextSchema.nullable(),
    /** Fine metal of one piece in troy ounces: the declared content, else weight in ozt × purity (pieceFineOzt); null when neither is known. */
    fineWeightOzt: decimalTextSchema.nullable(),
    /** The fine ozt of one piece its catalog product declares, kept while the item's weight and purity are the product's; null: weight × purity. */
    declaredFineOzt: decimalTextSchema.nullable(),
    quantity: z.number().int(),
    year: z.number().int().nullable(),
    grade: z.string().nullable(),
    gradingService: z.string().nullable(),
    certificateNumber: z.string().nullable(),
    serialNumbers: z.array(z.string()),
    spaceId: z.string().nullable(),
    /** Names from the top space down to the item's location ("Home safe", "Shelf 2"). */
    spacePath: z.array(z.string()),
    tags: z.array(z.string()),
    notes: z.string().nullable(),
    obverseImage: z.string().nullable(),
    reverseImage: z.string().nullable(),
    acquisition: inventoryAcquisitionSchema,
    /** cost + shipping + fees + tax for the whole lot; null when no cost is known. */
    costBasis: decimalTextSchema.nullable(),
    disposition: inventoryDispositionSchema.nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    createdBy: actorSchema,
    updatedBy: actorSchema,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.output<typeof inventoryItemSchema>;

// ------------------------------------------------------------------ writes

const itemFields = {
  productId: z.uuid('productId must be a product id.').nullish(),
  title: text('Title', 200).pipe(z.string().min(1, 'Title is required.')).optional(),
  metal: z.enum(INVENTORY_METALS, `Metal must be one of ${INVENTORY_METALS.join(', ')}.`).nullish(),
  form: z.enum(INVENTORY_FORMS, `Form must be one of ${INVENTORY_FORMS.join(', ')}.`).optional(),
  weight: itemWeightSchema('Weight').nullish(),
  weightUnit: z.enum(ITEM_WEIGHT_UNITS, `Weight unit must be one of ${ITEM_WEIGHT_UNITS.join(', ')}.`).optional(),
  purity: finenessSchema.nullish(),
  quantity: z.number('Quantity must be a number.').int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(1_000_000, 'Quantity must be at most 1 000 000.').optional(),
  year: z.number().int('Year must be a whole number.').min(1, 'Year must be after year 0.').max(9999, 'Year must have four digits.').nullish(),
  grade: optionalText('Grade', 40),
  gradingService: optionalText('Grading service', 40),
  certificateNumber: optionalText('Certificate number', 80),
  serialNumbers: z.array(serialSchema).max(INVENTORY_MAX_SERIALS, `At most ${INVENTORY_MAX_SERIALS} serial numbers.`).optional(),
  spaceId: z.uuid('spaceId must be a storage space id.').nullish(),
  tags: z.array(tagSchema).max(INVENTORY_MAX_TAGS, `At most ${INVENTORY_MAX_TAGS} tags.`).optional(),
  notes: optionalText('Notes', 4000),
  obverseImage: optionalImage('Obverse image'),
  reverseImage: optionalImage('Reverse image'),
  acquiredOn: isoDateSchema.nullish(),
  source: optionalText('Source', 200),
  cost: moneySchema('Cost').nullish(),
  shipping: moneySchema('Shipping').nullish(),
  fees: moneySchema('Fees').nullish(),
  tax: moneySchema('Tax').nullish(),
};

/**
 * POST /inventory. With productId, title, metal, form, weight, weightUnit, purity, year and images
 * not given are taken from the product. Without productId, a title is required. status: drawer (the
 * intake tray, the default without a space) or stock (the default with a space).
 */
export const inventoryItemInputSchema = z
  .strictObject({ ...itemFields, status: z.enum(['drawer', 'stock']).optional() }, { error: unknownFieldsError() })
  .refine((value) => value.productId || value.title, { path: ['title'], message: 'Title is required (or choose a catalog product).' })
  .meta({ id: 'InventoryItemInput' });
export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;
export type InventoryItemInputParsed = z.output<typeof inventoryItemInputSchema>;

/**
 * PATCH /inventory/{id}: only the fields given change; null clears. version, if given, must be the
 * current version (409 version_conflict otherwise). Status is changed by moving (put away) and
 * disposing, not here.
 */
export const inventoryItemPatchSchema = z
  .strictObject({ ...itemFields, title: itemFields.title, version: z.number().int().min(1).max(MAX_INT4).optional() }, { error: unknownFieldsError() })
  .meta({ id: 'InventoryItemPatch' });
export type InventoryItemPatch = z.input<typeof inventoryItemPatchSchema>;
export type InventoryItemPatchParsed = z.output<typeof inventoryItemPatchSchema>;

export const createdInventoryItemSchema = z.object({ id: z.string(), item: inventoryItemSchema }).meta({ id: 'CreatedInventoryItem' });

/**
 * POST /inventory/move: puts items in a space (or takes them out with spaceId null). Drawer items
 * moved into a space are put away (status stock). One ledger entry per item.
 */
export const inventoryMoveBodySchema = z
  .strictObject(
    {
      ids: z.array(z.uuid('ids must be inventory item ids.')).min(1, 'Choose at least one item.').max(INVENTORY_MOVE_MAX_IDS, `At most ${INVENTORY_MOVE_MAX_IDS} items at once.`),
      spaceId: z.uuid('spaceId must be a storage space id.').nullable(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'InventoryMoveBody' });
export type InventoryMoveBody = z.input<typeof inventoryMoveBodySchema>;
export const inventoryMoveResultSchema = z.object({ moved: z.array(z.string()) }).meta({ id: 'InventoryMoveResult' });

/**
 * POST /inventory/{id}/dispositions: disposes of `quantity` pieces (all by default). Fewer than the
 * lot splits it: a new item with those pieces (and their share of the cost basis) is disposed, the
 * rest stays. amount is required for sold/traded/returned/melted and refused for lost/gifted.
 */
export const dispositionInputSchema = z
  .strictObject(
    {
      kind: z.enum(DISPOSITION_KINDS, `Kind must be one of ${DISPOSITION_KINDS.join(', ')}.`),
      date: isoDateSchema,
      quantity: z.number().int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(1_000_000).optional(),
      amount: moneySchema('Amount').nullish(),
      counterparty: optionalText('Counterparty', 200),
      notes: optionalText('Notes', 4000),
      version: z.number().int().min(1).max(MAX_INT4).optional(),
    },
    { error: unknownFieldsError() },
  )
  .superRefine((value, ctx) => {
    const needsAmount = DISPOSITION_KINDS_WITH_AMOUNT.includes(value.kind);
    if (needsAmount && (value.amount === undefined || value.amount === null)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `Amount is required when the item was ${value.kind}.` });
    }
    if (!needsAmount && value.amount !== undefined && value.amount !== null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `An item that was ${value.kind} has no amount.` });
    }
  })
  .meta({ id: 'InventoryDispositionInput' });
export type DispositionInput = z.input<typeof dispositionInputSchema>;
export type DispositionInputParsed = z.output<typeof dispositionInputSchema>;

/** The disposed item (the split-off lot when only part was disposed) and what remains of the original. */
export const dispositionResultSchema = z
  .object({ disposed: inventoryItemSchema, remaining: inventoryItemSchema.nullable() })
  .meta({ id: 'InventoryDispositionResult' });
export type DispositionResult = z.output<typeof dispositionResultSchema>;

// ------------------------------------------------------------------ ledger

export const inventoryLedgerEntrySchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    kind: z.enum(LEDGER_KINDS),
    at: isoDateTimeSchema,
    actor: actorSchema,
    /** For edits: each changed field with its value before and after. */
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    /** Free detail: the other item of a split, the spaces of a move, the disposition id… */
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'InventoryLedgerEntry' });
export type LedgerEntry = z.output<typeof inventoryLedgerEntrySchema>;
export const inventoryLedgerSchema = z.object({ entries: z.array(inventoryLedgerEntrySchema) }).meta({ id: 'InventoryLedger' });

// ------------------------------------------------------------------ lists, summary, history

const intParam = (field: string) =>
  z.coerce
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(0, `${field} is out of range.`)
    .max(MAX_INT4, `${field} is out of range.`);

/** The filters of GET /inventory (and of the summary and export). Lists combine with OR, filters with AND. */
export const inventoryListFiltersSchema = z.strictObject(
  {
    q: z.string().trim().max(200, 'q must be at most 200 characters.').refine(...storableText('q')).optional(),
    metal: commaList('metal', z.string().toLowerCase().pipe(z.enum(INVENTORY_METALS)), `a metal (${INVENTORY_METALS.join(', ')})`).optional(),
    form: commaList('form', z.string().toLowerCase().pipe(z.enum(INVENTORY_FORMS)), `a form (${INVENTORY_FORMS.join(', ')})`).optional(),
    /** A space includes the locations below it; `none` lists items in no space. */
    space: z.union([z.literal('none'), z.uuid('space must be a storage space id or none.')]).optional(),
    tag: commaList('tag', tagSchema, 'a tag (at most 40 characters)').optional(),
    /** Default: drawer and stock (what is held). */
    status: commaList('status', z.string().toLowerCase().pipe(z.enum(INVENTORY_STATUSES)), `a status (${INVENTORY_STATUSES.join(', ')})`).optional(),
    sort: z.enum(INVENTORY_SORTS).default('-acquired'),
  },
  { error: unknownFieldsError() },
);
export type InventoryListFilters = z.output<typeof inventoryListFiltersSchema>;

export const inventoryListQuerySchema = inventoryListFiltersSchema.extend({
  offset: intParam('offset').default(0),
  limit: intParam('limit').min(1, 'limit must be at least 1.').max(INVENTORY_LIST_MAX_LIMIT, `limit must be at most ${INVENTORY_LIST_MAX_LIMIT}.`).default(INVENTORY_LIST_DEFAULT_LIMIT),
});
export type InventoryListQuery = z.input<typeof inventoryListQuerySchema>;
export type InventoryListQueryParsed = z.output<typeof inventoryListQuerySchema>;

export const inventoryPageSchema = z
  .object({ items: z.array(inventoryItemSchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .meta({ id: 'InventoryPage' });
export type InventoryPage = z.output<typeof inventoryPageSchema>;

/** Holdings of one metal: what melt value and gain are computed from with the live spot. */
export const metalHoldingSchema = z.object({
  metal: z.enum(INVENTORY_METALS),
  items: z.number().int(),
  pieces: z.number().int(),
  /** Σ fine ozt per piece × quantity. */
  fineOzt: decimalTextSchema,
  /** Σ cost basis of the items that have one. */
  costBasis: decimalTextSchema,
  /** Σ fine ozt of the items that have a cost basis (gain/loss compares like with like). */
  costedFineOzt: decimalTextSchema,
});
export type MetalHolding = z.output<typeof metalHoldingSchema>;

/** GET /inventory/summary (the filters of the list): per metal, and totals. */
export const inventorySummarySchema = z
  .object({
    metals: z.array(metalHoldingSchema),
    items: z.number().int(),
    pieces: z.number().int(),
    costBasis: decimalTextSchema,
    /** Items without a metal or fine weight: counted, not valued. */
    unvalued: z.number().int(),
    drawer: z.number().int(),
  })
  .meta({ id: 'InventorySummary' });
export type InventorySummary = z.output<typeof inventorySummarySchema>;

/**
 * GET /inventory/history: the portfolio's melt value on each of the last days, from the stored spot
 * history (the day's last quote) and what was held at the end of that day. Days without a stored
 * quote have meltValue and spot null. `spot` may be absent from an older server.
 */
export const portfolioHistorySchema = z
  .object({
    days: z.array(
      z.object({
        date: isoDateSchema,
        meltValue: decimalTextSchema.nullable(),
        costBasis: decimalTextSchema,
        /** The day's last stored quote (the one meltValue is valued at). */
        spot: storedSpotSchema.nullable().optional(),
      }),
    ),
  })
  .meta({ id: 'PortfolioHistory' });
export type PortfolioHistory = z.output<typeof portfolioHistorySchema>;

export const PORTFOLIO_HISTORY_MAX_DAYS = 365;

/** GET /inventory/history?days=N: the last N days (today included), 1 to PORTFOLIO_HISTORY_MAX_DAYS. */
export const portfolioHistoryQuerySchema = z.strictObject(
  {
    days: intParam('days')
      .min(1, 'days must be at least 1.')
      .max(PORTFOLIO_HISTORY_MAX_DAYS, `days must be at most ${PORTFOLIO_HISTORY_MAX_DAYS}.`)
      .default(PORTFOLIO_HISTORY_DAYS),
  },
  { error: unknownFieldsError() },
);
export type PortfolioHistoryQuery = z.input<typeof portfolioHistoryQuerySchema>;

// ------------------------------------------------------------------ import

/** One row of an import: an item as for POST /inventory. */
export const inventoryImportBodySchema = z
  .strictObject(
    {
      mode: z.enum(['validate', 'commit']),
      rows: z.array(z.unknown()).min(1, 'The file has no rows.').max(INVENTORY_IMPORT_MAX_ROWS, `At most ${INVENTORY_IMPORT_MAX_ROWS} rows at once.`),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'InventoryImportBody' });
export type InventoryImportBody = z.input<typeof inventoryImportBodySchema>;

export const inventoryImportResultSchema = z
  .object({
    mode: z.enum(['validate', 'commit']),
    added: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), field: z.string().nullable(), message: z.string() })),
  })
  .meta({ id: 'InventoryImportResult' });
export type InventoryImportResult = z.output<typeof inventoryImportResultSchema>;
