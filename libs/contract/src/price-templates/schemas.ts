// Price templates: how a group prices bullion over spot, for what it sells (ask) and what it buys
// (bid). A template is an ordered list of rules; a rule matches products (by metal, form, category
// or one product) and says, per side, how the premium is computed (quantity tiers, rounding, a
// minimum). One set of definitions for the API (request validation, OpenAPI), the client (response
// validation), the mocks and the rule editor. Every amount is a decimal string; pricing.ts computes
// prices from these with decimal.js. Server-safe: only zod and other slices' schemas.
import { z } from 'zod';
import { commaList, decimalTextSchema, isoDateTimeSchema, MAX_INT4, moneySchema, storableText, unknownFieldsError } from '../common/schemas';
import { PRODUCT_METALS } from '../products/schemas';
import { orderSpotSchema, SPOT_METALS } from '../spots/schemas';

// ------------------------------------------------------------------ constants

/** ask: the price we sell at; bid: the price we buy at. */
export const PRICE_SIDES = ['ask', 'bid'] as const;
export type PriceSide = (typeof PRICE_SIDES)[number];

/** The metals a rule may name: those with a spot price. */
export const PRICE_RULE_METALS = SPOT_METALS;
export type PriceRuleMetal = (typeof PRICE_RULE_METALS)[number];

/** The forms a rule may name; a product's form comes from its type (pricing.ts, formOfProductType). */
export const PRICE_RULE_FORMS = ['coin', 'bar', 'round'] as const;
export type PriceRuleForm = (typeof PRICE_RULE_FORMS)[number];

/** per_unit: $ per piece; per_ozt: $ per fine troy ounce; percent: % of melt value. Negative is a discount. */
export const PREMIUM_KINDS = ['per_unit', 'per_ozt', 'percent'] as const;
export type PremiumKind = (typeof PREMIUM_KINDS)[number];

/** volume: every unit at the tier the quantity reaches; graduated: each unit at its own tier. */
export const TIER_MODES = ['volume', 'graduated'] as const;
export type TierMode = (typeof TIER_MODES)[number];

export const ROUNDING_INCREMENTS = ['0.01', '0.05', '1.00'] as const;
export type RoundingIncrement = (typeof ROUNDING_INCREMENTS)[number];
export const ROUNDING_MODES = ['up', 'down', 'nearest'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export const PRICE_TEMPLATE_NAME_MAX_LENGTH = 100;
export const PRICE_TEMPLATE_MAX_RULES = 100;
export const PRICE_TEMPLATE_MAX_TIERS = 10;
/** Templates a group may have (a list answer holds them all). */
export const PRICE_TEMPLATES_MAX_PER_GROUP = 200;
/** The largest quantity a tier may start at and a price may be asked for. */
export const PRICE_MAX_QUANTITY = 1_000_000;
/** A percent premium lies between these (−100 % prices at nothing). */
export const PERCENT_PREMIUM_MIN = -100;
export const PERCENT_PREMIUM_MAX = 1000;
export const PRICE_PREVIEW_DEFAULT_LIMIT = 50;
export const PRICE_PREVIEW_MAX_LIMIT = 100;

// ------------------------------------------------------------------ field schemas

/** A number's decimal text without exponent (1e-7 → "0.0000001"). */
function numberText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/**
 * A decimal that may be negative, as a string ("-2.5", "3.25"): a premium or a discount. Numbers are
 * accepted and turned into their shortest decimal text.
 */
export function signedDecimalString(field: string, { integerDigits, scale }: { integerDigits: number; scale: number }) {
  const pattern = new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.string().trim(), z.number().finite()], { error: `${field} must be a decimal number.` })
    .transform((value) => (typeof value === 'number' ? numberText(value) : value.replace(/^(-?)\./, '$10.')))
    .pipe(z.string().regex(pattern, `${field} must be a number with at most ${integerDigits} digits before the point and ${scale} after it.`));
}

/** A premium value: $ (per unit or per ozt) or % of melt, by the side's premium kind. */
export const premiumValueSchema = signedDecimalString('Premium', { integerDigits: 9, scale: 4 });

const quantitySchema = (field: string) =>
  z
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be at least 1.`)
    .max(PRICE_MAX_QUANTITY, `${field} must be at most ${PRICE_MAX_QUANTITY}.`);

export const priceTierSchema = z.strictObject(
  {
    /** The first quantity this tier covers; it runs up to the next tier's start − 1 (the last has no end). */
    minQuantity: quantitySchema('A tier’s first quantity'),
    premium: premiumValueSchema,
  },
  { error: unknownFieldsError() },
);
export type PriceTier = z.output<typeof priceTierSchema>;

export const roundingSchema = z.strictObject(
  {
    increment: z.enum(ROUNDING_INCREMENTS, `Rounding increment must be one of ${ROUNDING_INCREMENTS.join(', ')}.`),
    mode: z.enum(ROUNDING_MODES, `Rounding must be up, down or nearest.`),
  },
  { error: unknownFieldsError() },
);
export type Rounding = z.output<typeof roundingSchema>;

/** How one side (ask or bid) of a rule prices a unit. */
export const priceSideRuleSchema = z
  .strictObject(
    {
      premiumKind: z.enum(PREMIUM_KINDS, `Premium kind must be one of ${PREMIUM_KINDS.join(', ')}.`),
      tiers: z.array(priceTierSchema).min(1, 'A side needs at least one tier.').max(PRICE_TEMPLATE_MAX_TIERS, `At most ${PRICE_TEMPLATE_MAX_TIERS} tiers.`),
      tierMode: z.enum(TIER_MODES, 'Tier mode must be volume or graduated.'),
      rounding: roundingSchema,
      /** The unit price never goes below this (after rounding); null: no minimum (a price never goes below 0). */
      minimumUnitPrice: moneySchema('Minimum unit price').nullable(),
    },
    { error: unknownFieldsError() },
  )
  .superRefine((side, ctx) => {
    if (side.tiers[0] && side.tiers[0].minQuantity !== 1) {
      ctx.addIssue({ code: 'custom', path: ['tiers', 0, 'minQuantity'], message: 'The first tier must start at quantity 1.' });
    }
    side.tiers.forEach((tier, index) => {
      const previous = side.tiers[index - 1];
      if (previous && tier.minQuantity <= previous.minQuantity) {
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'minQuantity'], message: `Tiers must start at increasing quantities (after ${previous.minQuantity}).` });
      }
      const value = Number(tier.premium);
      if (side.premiumKind === 'percent' && (value < PERCENT_PREMIUM_MIN || value > PERCENT_PREMIUM_MAX)) {
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'premium'], message: `A percent premium must be between ${PERCENT_PREMIUM_MIN} and ${PERCENT_PREMIUM_MAX}.` });
      }
    });
  });
export type PriceSideRule = z.output<typeof priceSideRuleSchema>;
export type PriceSideRuleInput = z.input<typeof priceSideRuleSchema>;

/**
 * What a rule applies to: every criterion given must hold (a rule for gold coins names metal and
 * form); at least one is needed. Criteria not given are null.
 */
export const priceRuleMatchSchema = z
  .strictObject(
    {
      metal: z.enum(PRICE_RULE_METALS, `Metal must be one of ${PRICE_RULE_METALS.join(', ')}.`).nullable().default(null),
      form: z.enum(PRICE_RULE_FORMS, `Form must be one of ${PRICE_RULE_FORMS.join(', ')}.`).nullable().default(null),
      /** A category of the datasets; it also matches the products of its sub-categories. */
      categoryId: z.number('Category must be a category id.').int().positive('Category must be a category id.').max(MAX_INT4).nullable().default(null),
      /** A product id as the catalog gives it (a UUID for API products). */
      productId: z.string('Product must be a product id.').regex(/^[A-Za-z0-9_-]{1,100}$/, 'Product must be a product id.').nullable().default(null),
    },
    { error: unknownFieldsError() },
  )
  .refine((match) => match.metal !== null || match.form !== null || match.categoryId !== null || match.productId !== null, {
    message: 'A rule must match a metal, a form, a category or a product.',
  });
export type PriceRuleMatch = z.output<typeof priceRuleMatchSchema>;

export const priceRuleSchema = z.strictObject(
  {
    /** Chosen by the client (letters, digits, - and _), unique in the template; what a price names as its rule. */
    id: z.string('A rule id must be text.').regex(/^[A-Za-z0-9_-]{1,40}$/, 'A rule id must be 1 to 40 letters, digits, - or _.'),
    match: priceRuleMatchSchema,
    ask: priceSideRuleSchema,
    bid: priceSideRuleSchema,
  },
  { error: unknownFieldsError() },
);
export type PriceRule = z.output<typeof priceRuleSchema>;
export type PriceRuleInput = z.input<typeof priceRuleSchema>;

export const priceRulesSchema = z
  .array(priceRuleSchema)
  .max(PRICE_TEMPLATE_MAX_RULES, `At most ${PRICE_TEMPLATE_MAX_RULES} rules.`)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(rule.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Rule id ${rule.id} is used twice.` });
      seen.add(rule.id);
    });
  });

const nameSchema = z
  .string('Name must be text.')
  .trim()
  .min(1, 'Name is required.')
  .max(PRICE_TEMPLATE_NAME_MAX_LENGTH, `Name must be at most ${PRICE_TEMPLATE_NAME_MAX_LENGTH} characters.`)
  .refine(...storableText('Name'));

// ------------------------------------------------------------------ the template

export const priceTemplateSchema = z
  .object({
    id: z.string(),
    groupId: z.string(),
    name: z.string(),
    /** The group's default template (at most one per group). */
    isDefault: z.boolean(),
    /** Adds 1 on every change of name or rules; PATCH with an older one is 409. */
    version: z.number().int(),
    /** In order: among equally specific matching rules the earlier one wins. */
    rules: z.array(priceRuleSchema),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'PriceTemplate' });
export type PriceTemplate = z.output<typeof priceTemplateSchema>;

/** GET /price-templates: every template of the group, the default first, then by name. */
export const priceTemplateListSchema = z.object({ items: z.array(priceTemplateSchema) }).meta({ id: 'PriceTemplateList' });
export type PriceTemplateList = z.output<typeof priceTemplateListSchema>;

/** POST /price-templates. The group's first template becomes its default unless isDefault is false. */
export const priceTemplateInputSchema = z
  .strictObject(
    {
      name: nameSchema,
      rules: priceRulesSchema.default([]),
      isDefault: z.boolean('isDefault must be true or false.').optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'PriceTemplateInput' });
export type PriceTemplateInput = z.input<typeof priceTemplateInputSchema>;

/** PATCH /price-templates/{id}: name and/or rules (rules are replaced as a whole); version, if given, must be current. */
export const priceTemplatePatchSchema = z
  .strictObject(
    {
      name: nameSchema.optional(),
      rules: priceRulesSchema.optional(),
      version: z.number('version must be a number.').int().min(1).max(MAX_INT4).optional(),
    },
    { error: unknownFieldsError('The default is set with POST /price-templates/{id}/default.') },
  )
  .refine((patch) => patch.name !== undefined || patch.rules !== undefined, { message: 'Give a name or rules to change.' })
  .meta({ id: 'PriceTemplatePatch' });
export type PriceTemplatePatch = z.input<typeof priceTemplatePatchSchema>;

export const deletedPriceTemplateSchema = z.object({ id: z.string() }).meta({ id: 'DeletedPriceTemplate' });

// ------------------------------------------------------------------ prices

/** What pricing needs to know of a product (and what the preview shows of it). */
export const pricingProductSchema = z
  .object({
    productId: z.string(),
    title: z.string(),
    groupId: z.string().nullable(),
    obverseImage: z.string().nullable(),
    metal: z.string().nullable(),
    form: z.enum(PRICE_RULE_FORMS).nullable(),
    categoryId: z.number().int().nullable(),
    /** The category and its parents, nearest first (a rule on a parent category matches too). */
    categoryPath: z.array(z.number().int()),
    /** Fine metal of one piece in troy ounces; null when the product has no weight and purity. */
    fineOzt: decimalTextSchema.nullable(),
  })
  .meta({ id: 'PricingProduct' });
export type PricingProduct = z.output<typeof pricingProductSchema>;

/** Units of a graduated price (or the one slice of a volume price) that share a tier. */
export const priceSliceSchema = z.object({
  tierIndex: z.number().int(),
  fromQuantity: z.number().int(),
  toQuantity: z.number().int(),
  quantity: z.number().int(),
  unitPrice: decimalTextSchema,
  total: decimalTextSchema,
});
export type PriceSlice = z.output<typeof priceSliceSchema>;

const quoteBase = { side: z.enum(PRICE_SIDES), quantity: z.number().int() };

/**
 * A price, or why there is none. Money is rounded to cents: unitPrice and lineTotal exactly as
 * charged; perOzt and meltPerUnit for display.
 */
export const priceQuoteSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('priced'),
      ...quoteBase,
      ruleId: z.string(),
      ruleIndex: z.number().int(),
      /** The tier the quantity reaches (graduated: the highest tier used). */
      tierIndex: z.number().int(),
      tierMode: z.enum(TIER_MODES),
      premiumKind: z.enum(PREMIUM_KINDS),
      unitPrice: decimalTextSchema,
      lineTotal: decimalTextSchema,
      perOzt: decimalTextSchema,
      meltPerUnit: decimalTextSchema,
      /** Graduated over several tiers: unitPrice is lineTotal ÷ quantity, rounded to cents. */
      averaged: z.boolean(),
      /** A unit price was raised to the minimum, or to 0 (a discount larger than the price). */
      floor: z.enum(['minimum', 'zero']).nullable(),
      slices: z.array(priceSliceSchema),
    }),
    z.object({ status: z.literal('no_rule'), ...quoteBase }),
    z.object({ status: z.literal('weight_unknown'), ...quoteBase, ruleId: z.string() }),
    z.object({ status: z.literal('spot_unavailable'), ...quoteBase, ruleId: z.string() }),
  ])
  .meta({ id: 'PriceQuote' });
export type PriceQuote = z.output<typeof priceQuoteSchema>;
export type PricedQuote = Extract<PriceQuote, { status: 'priced' }>;

// ------------------------------------------------------------------ preview

const intParam = (field: string) =>
  z.coerce.number(`${field} must be a number.`).int(`${field} must be a whole number.`).min(1, `${field} must be at least 1.`);

/** GET /price-templates/{id}/preview: the filters (as on the template page) and the quantity to price. */
export const priceTemplatePreviewQuerySchema = z.strictObject(
  {
    q: z.string().trim().max(200, 'q must be at most 200 characters.').refine(...storableText('q')).optional(),
    metal: commaList('metal', z.string().toLowerCase().pipe(z.enum(PRODUCT_METALS)), `a metal (${PRODUCT_METALS.join(', ')})`).optional(),
    form: commaList('form', z.string().toLowerCase().pipe(z.enum(PRICE_RULE_FORMS)), `a form (${PRICE_RULE_FORMS.join(', ')})`).optional(),
    quantity: intParam('quantity').max(PRICE_MAX_QUANTITY, `quantity must be at most ${PRICE_MAX_QUANTITY}.`).default(1),
    /** One side only; both when not given. */
    side: z.enum(PRICE_SIDES, 'side must be ask or bid.').optional(),
    limit: intParam('limit').max(PRICE_PREVIEW_MAX_LIMIT, `limit must be at most ${PRICE_PREVIEW_MAX_LIMIT}.`).default(PRICE_PREVIEW_DEFAULT_LIMIT),
  },
  { error: unknownFieldsError() },
);
export type PriceTemplatePreviewQuery = z.input<typeof priceTemplatePreviewQuerySchema>;
export type PriceTemplatePreviewQueryParsed = z.output<typeof priceTemplatePreviewQuerySchema>;

/** A preview row's product: what pricing needs, and what a product title format also shows (year, gross weight and its unit). */
export const previewProductSchema = pricingProductSchema
  .extend({
    year: z.number().int().nullish(),
    /** Gross weight in weightUnit, as the catalog gives it. */
    weight: decimalTextSchema.nullish(),
    weightUnit: z.string().nullish(),
  })
  .meta({ id: 'PreviewProduct' });
export type PreviewProduct = z.output<typeof previewProductSchema>;

export const priceTemplatePreviewSchema = z
  .object({
    /** The latest stored quote, which a quote would fix now; null when none is stored (every price is then spot_unavailable). */
    spot: orderSpotSchema.nullable(),
    quantity: z.number().int(),
    items: z.array(z.object({ product: previewProductSchema, ask: priceQuoteSchema.nullable(), bid: priceQuoteSchema.nullable() })),
    /** Products matching the filters (the first `limit` are priced). */
    total: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'PriceTemplatePreview' });
export type PriceTemplatePreview = z.output<typeof priceTemplatePreviewSchema>;
