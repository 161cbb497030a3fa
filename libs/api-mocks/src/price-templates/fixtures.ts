// The mock team's price templates: a retail counter (the default) with a rule of every kind — by
// metal, by form, by category and for one product, percent, per ounce and per unit premiums, volume
// and graduated tiers, each rounding and a minimum — a wholesale sheet, and an empty draft. Built
// through the schema, as the API stores them.
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { priceTemplateSchema, type PriceRuleInput, type PriceSideRuleInput, type PriceTemplate } from '@bullion/contract';

export const MOCK_PRICE_TEMPLATE_ID = '20000000-0000-4000-8000-000000000001';
export const MOCK_WHOLESALE_TEMPLATE_ID = '20000000-0000-4000-8000-000000000002';
export const MOCK_EMPTY_TEMPLATE_ID = '20000000-0000-4000-8000-000000000003';

const side = (premiumKind: PriceSideRuleInput['premiumKind'], tiers: [number, string][], extra: Partial<PriceSideRuleInput> = {}): PriceSideRuleInput => ({
  premiumKind,
  tiers: tiers.map(([minQuantity, premium]) => ({ minQuantity, premium })),
  tierMode: 'volume',
  rounding: { increment: '0.01', mode: 'nearest' },
  minimumUnitPrice: null,
  ...extra,
});

const RETAIL_RULES: PriceRuleInput[] = [
  {
    id: 'gold',
    match: { metal: 'gold' },
    ask: side('percent', [[1, '4.5'], [10, '3.75'], [50, '3']]),
    bid: side('percent', [[1, '-1.5']]),
  },
  {
    id: 'gold-bars',
    match: { metal: 'gold', form: 'bar' },
    ask: side('percent', [[1, '2.5'], [10, '2']], { rounding: { increment: '1.00', mode: 'up' } }),
    bid: side('percent', [[1, '-1']], { rounding: { increment: '1.00', mode: 'down' } }),
  },
  {
    id: 'silver',
    match: { metal: 'silver' },
    ask: side('per_ozt', [[1, '4.25'], [20, '3.5'], [100, '2.75']], { tierMode: 'graduated', rounding: { increment: '0.05', mode: 'up' }, minimumUnitPrice: '5.00' }),
    bid: side('per_ozt', [[1, '-0.75']], { rounding: { increment: '0.05', mode: 'down' } }),
  },
  {
    id: 'rounds',
    match: { categoryId: 4 },
    ask: side('per_ozt', [[1, '2.25']]),
    bid: side('per_ozt', [[1, '-1.25']]),
  },
  {
    id: 'pgm',
    match: { metal: 'platinum' },
    ask: side('percent', [[1, '6']]),
    bid: side('percent', [[1, '-3']]),
  },
  {
    id: 'palladium',
    match: { metal: 'palladium' },
    ask: side('percent', [[1, '7']]),
    bid: side('percent', [[1, '-4']]),
  },
  {
    id: 'eagle',
    match: { productId: 'public-american-gold-eagle-1-oz' },
    ask: side('per_unit', [[1, '129'], [20, '109']]),
    bid: side('per_unit', [[1, '45']]),
  },
];

const WHOLESALE_RULES: PriceRuleInput[] = [
  { id: 'gold', match: { metal: 'gold' }, ask: side('percent', [[1, '1.5']]), bid: side('percent', [[1, '-0.5']]) },
  { id: 'silver', match: { metal: 'silver' }, ask: side('per_ozt', [[1, '1.1'], [500, '0.9']]), bid: side('per_ozt', [[1, '-0.2']]) },
];

const template = (id: string, name: string, isDefault: boolean, rules: PriceRuleInput[], day: number): PriceTemplate =>
  priceTemplateSchema.parse({
    id,
    groupId: MOCK_GROUP_ID,
    name,
    isDefault,
    version: rules.length ? 3 : 1,
    rules,
    createdAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: `2026-10-${String(day + 5).padStart(2, '0')}T16:30:00.000Z`,
  });

export function mockPriceTemplates(): PriceTemplate[] {
  return [
    template(MOCK_PRICE_TEMPLATE_ID, 'Retail counter', true, RETAIL_RULES, 2),
    template(MOCK_WHOLESALE_TEMPLATE_ID, 'Wholesale', false, WHOLESALE_RULES, 9),
    template(MOCK_EMPTY_TEMPLATE_ID, 'Coin show (draft)', false, [], 20),
  ];
}
