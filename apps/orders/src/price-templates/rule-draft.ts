// The rule editor's state as pure functions: the draft a template is edited as, new rules and tiers,
// moving rules, the check against the API's own schema (errors keyed by field path), and the words
// the editor and the list use for rules and premiums.
import { PREMIUM_KINDS, PRICE_MAX_QUANTITY, PRICE_RULE_METALS, PRICE_TEMPLATE_MAX_TIERS, priceTemplateInputSchema, type PremiumKind, type PriceRule, type PriceRuleForm, type PriceRuleMatch, type PriceSideRule, type PriceTemplate, type PriceTier, type TierMode } from '@bullion/contract';
import { METAL_LABELS } from '@bullion/shared';

export interface TemplateDraft {
  name: string;
  rules: PriceRule[];
}

export const draftOf = (template: Pick<PriceTemplate, 'name' | 'rules'>): TemplateDraft => ({ name: template.name, rules: template.rules });

// ------------------------------------------------------------------ words

/** A metal's display name (the shared list), or the value itself for one it does not know. */
export const metalLabel = (metal: string): string => METAL_LABELS[metal] ?? metal;
export const FORM_LABELS: Record<PriceRuleForm, string> = { coin: 'Coins', bar: 'Bars', round: 'Rounds' };
export const PREMIUM_KIND_LABELS: Record<PremiumKind, string> = { per_unit: '$ per unit', per_ozt: '$ per oz', percent: '% of melt' };
export const TIER_MODE_LABELS: Record<TierMode, string> = { volume: 'Volume', graduated: 'Graduated' };
export const TIER_MODE_HELP: Record<TierMode, string> = {
  volume: 'Every unit gets the premium of the tier the quantity reaches.',
  graduated: 'Each unit gets the premium of its own tier (units 1–9 at the first, 10–49 at the second…).',
};
export const SIDE_LABELS = { ask: 'Ask (we sell)', bid: 'Bid (we buy)' } as const;

export interface MatchNames {
  category(id: number): string | undefined;
  product(id: string): string | undefined;
}

/** "Gold · Bars", "Rounds (category)", "American Gold Eagle 1 oz": what a rule applies to. */
export function describeMatch(match: PriceRuleMatch, names: MatchNames): string {
  const parts: string[] = [];
  if (match.metal) parts.push(metalLabel(match.metal));
  if (match.form) parts.push(FORM_LABELS[match.form]);
  if (match.categoryId !== null) parts.push(`${names.category(match.categoryId) ?? `Category ${match.categoryId}`} (category)`);
  if (match.productId !== null) parts.push(names.product(match.productId) ?? 'One product');
  return parts.join(' · ') || 'Nothing chosen yet';
}

/** A premium in words: "+4.5 % of melt", "−$0.75 per oz", "+$129 per unit". */
export function premiumText(kind: PremiumKind, premium: string): string {
  const negative = premium.trim().startsWith('-');
  const amount = premium.trim().replace(/^[-+]/, '') || '0';
  const sign = negative && Number(amount) !== 0 ? '−' : '+';
  if (kind === 'percent') return `${sign}${amount} % of melt`;
  return `${sign}$${amount} ${kind === 'per_ozt' ? 'per oz' : 'per unit'}`;
}

/** A side in words: its first tier's premium, and how many tiers follow. */
export function describeSide(side: PriceSideRule): string {
  const first = side.tiers[0];
  const base = first ? premiumText(side.premiumKind, first.premium) : '—';
  return side.tiers.length > 1 ? `${base}, ${side.tiers.length} tiers` : base;
}

/** The quantities a tier covers: "1–9", "10–49", "50+" (or "5" for a tier of one). */
export function tierRangeText(tiers: readonly Pick<PriceTier, 'minQuantity'>[], index: number): string {
  const from = tiers[index]?.minQuantity ?? 1;
  const next = tiers[index + 1]?.minQuantity;
  if (next === undefined) return `${from}+`;
  return next - 1 > from ? `${from}–${next - 1}` : `${from}`;
}

// ------------------------------------------------------------------ new rules and tiers

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A rule id not used in the template yet. */
export function newRuleId(rules: readonly Pick<PriceRule, 'id'>[]): string {
  const used = new Set(rules.map((rule) => rule.id));
  let id = `rule-${randomSuffix()}`;
  while (used.has(id)) id = `rule-${randomSuffix()}`;
  return id;
}

const defaultSide = (premium: string): PriceSideRule => ({
  premiumKind: 'percent',
  tiers: [{ minQuantity: 1, premium }],
  tierMode: 'volume',
  rounding: { increment: '0.01', mode: 'nearest' },
  minimumUnitPrice: null,
});

/** A new rule: the first metal no rule names on its own yet, +5 % ask, −2 % bid. */
export function newRule(rules: readonly PriceRule[]): PriceRule {
  const taken = new Set(rules.filter((rule) => !rule.match.form && rule.match.categoryId === null && !rule.match.productId).map((rule) => rule.match.metal));
  const metal = PRICE_RULE_METALS.find((candidate) => !taken.has(candidate)) ?? 'gold';
  return { id: newRuleId(rules), match: { metal, form: null, categoryId: null, productId: null }, ask: defaultSide('5'), bid: defaultSide('-2') };
}

/** One more tier after the last: starting at 10 × its first quantity (10, 100, …, up to 1 000 000), with the same premium. */
export function withNewTier(side: PriceSideRule): PriceSideRule {
  if (side.tiers.length >= PRICE_TEMPLATE_MAX_TIERS) return side;
  const last = side.tiers[side.tiers.length - 1] ?? { minQuantity: 1, premium: '0' };
  if (last.minQuantity >= PRICE_MAX_QUANTITY) return side;
  const minQuantity = Math.min(last.minQuantity * 10, PRICE_MAX_QUANTITY);
  return { ...side, tiers: [...side.tiers, { minQuantity, premium: last.premium }] };
}

export function withoutTier(side: PriceSideRule, index: number): PriceSideRule {
  // The first tier (from 1) stays: a side always has one.
  if (index === 0 || side.tiers.length <= 1) return side;
  return { ...side, tiers: side.tiers.filter((_tier, at) => at !== index) };
}

/** The list with the item at `from` moved to `to` (clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

export const replacedAt = <T>(items: readonly T[], index: number, item: T): T[] => items.map((current, at) => (at === index ? item : current));

// ------------------------------------------------------------------ checking

export type DraftErrors = Record<string, string[]>;

export type DraftCheck = { ok: true; name: string; rules: PriceRule[] } | { ok: false; errors: DraftErrors };

/** The draft checked with the API's own schema; errors keyed by path ("rules.0.ask.tiers.1.premium", "name"). */
export function checkDraft(draft: TemplateDraft): DraftCheck {
  const parsed = priceTemplateInputSchema.safeParse({ name: draft.name, rules: draft.rules });
  if (parsed.success) return { ok: true, name: parsed.data.name, rules: parsed.data.rules };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'template';
    (errors[key] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** The messages at a path and below it ("rules.2" collects every error of the third rule). */
export function errorsUnder(errors: DraftErrors, prefix: string): string[] {
  return Object.entries(errors).flatMap(([key, messages]) => (key === prefix || key.startsWith(`${prefix}.`) ? messages : []));
}

export const PREMIUM_KIND_OPTIONS = PREMIUM_KINDS.map((kind) => ({ label: PREMIUM_KIND_LABELS[kind], value: kind }));
