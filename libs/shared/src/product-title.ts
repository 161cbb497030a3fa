// A group's product title format (settings.productTitleFormat), e.g. `{year} {title} {weight} {weightUnit}`:
// placeholders are replaced by the product's values; a missing value drops its placeholder and the
// spaces collapse. Without a format (or when it yields nothing) the title is the product's own.

export const PRODUCT_TITLE_PLACEHOLDERS = ['title', 'year', 'weight', 'weightUnit', 'metal'] as const;
export type ProductTitlePlaceholder = (typeof PRODUCT_TITLE_PLACEHOLDERS)[number];

export type ProductTitleValues = { title: string } & Partial<Record<Exclude<ProductTitlePlaceholder, 'title'>, string | number | null | undefined>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Placeholders in a format that are not known (shown as a warning in the settings). */
export function unknownTitlePlaceholders(format: string): string[] {
  return [...format.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !(PRODUCT_TITLE_PLACEHOLDERS as readonly string[]).includes(name));
}

export function formatProductTitle(format: string | null | undefined, product: ProductTitleValues): string {
  if (!format?.trim()) return product.title;
  const values = product as Record<string, string | number | null | undefined>;
  const formatted = format
    .replace(PLACEHOLDER, (whole, name: string) => {
      if (!(PRODUCT_TITLE_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
      const value = values[name];
      return value === null || value === undefined ? '' : String(value);
    })
    .replace(/\s+/g, ' ')
    .trim();
  return formatted || product.title;
}
