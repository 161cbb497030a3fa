// The Details card of the product view: only the fields that are present, in a fixed order (year,
// name, metal, type, weight, country, face value, strike, edge, purity, diameter, thickness), with
// dataset values shown by their names.
import type { Datasets, Product } from '@bullion/contract';

export interface DetailRow {
  key: string;
  label: string;
  value: string;
}

const present = (value: unknown): boolean => value !== null && value !== undefined && String(value).trim() !== '';

function nameOf(list: readonly { name: string; value: string }[] | undefined, value: string): string {
  return list?.find((item) => item.value === value)?.name ?? value;
}

/** 0.9999 → '0.9999 (99.99%)'; numeric strings too; anything else as it is. */
export function formatPurity(purity: string | number): string {
  const fraction = typeof purity === 'number' ? purity : Number(purity);
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1) return String(purity);
  const percent = Number((fraction * 100).toFixed(3));
  return `${fraction} (${percent}%)`;
}

const millimetres = (value: number) => `${value} mm`;

export function productDetailRows(product: Product, datasets?: Datasets): DetailRow[] {
  const units = datasets?.product.weightUnits;
  const country = product.country ? datasets?.location.countries.find((entry) => entry.iso3Code === product.country) : undefined;
  const rows: (DetailRow | null)[] = [
    present(product.year) ? { key: 'year', label: 'Year', value: String(product.year) } : null,
    present(product.name) ? { key: 'name', label: 'Name', value: product.name as string } : null,
    present(product.metal) ? { key: 'metal', label: 'Metal', value: nameOf(datasets?.product.metals, product.metal as string) } : null,
    present(product.type) ? { key: 'type', label: 'Type', value: nameOf(datasets?.product.types, product.type as string) } : null,
    present(product.weight)
      ? {
          key: 'weight',
          label: 'Weight',
          value: [product.weight, product.weightUnit ? (units?.find((unit) => unit.value === product.weightUnit)?.symbol ?? product.weightUnit) : null]
            .filter(present)
            .join(' '),
        }
      : null,
    present(product.country) ? { key: 'country', label: 'Country', value: country ? country.name : (product.country as string) } : null,
    present(product.faceValue) ? { key: 'faceValue', label: 'Face value', value: product.faceValue as string } : null,
    present(product.strike) ? { key: 'strike', label: 'Strike', value: nameOf(datasets?.product.strikes, product.strike as string) } : null,
    present(product.edgeDesign)
      ? { key: 'edgeDesign', label: 'Edge Design', value: nameOf(datasets?.product.edgeDesigns, product.edgeDesign as string) }
      : null,
    present(product.purity) ? { key: 'purity', label: 'Purity', value: formatPurity(product.purity as string | number) } : null,
    present(product.diameter) ? { key: 'diameter', label: 'Diameter', value: millimetres(product.diameter as number) } : null,
    present(product.thickness) ? { key: 'thickness', label: 'Thickness', value: millimetres(product.thickness as number) } : null,
  ];
  return rows.filter((row): row is DetailRow => row !== null);
}

export const NO_DESCRIPTION = 'No description provided.';
export const DEFAULT_PRODUCT_TITLE = 'Product name';
