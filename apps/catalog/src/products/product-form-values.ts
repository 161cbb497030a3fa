// The edit form's values and their conversion to a PATCH body validated by the same zod schema the
// API uses (productPatchSchema), with errors keyed by form field.
import { canChangeStatus, PRODUCT_STATUSES, productPatchSchema, type Product, type ProductPatch, type ProductStatus } from '@bullion/contract';

/** Editable fields as the form holds them: empty inputs are null. */
export interface ProductFormValues {
  title: string;
  name: string | null;
  status: ProductStatus;
  year: number | null;
  metal: string | null;
  type: string | null;
  country: string | null;
  faceValue: string | null;
  strike: string | null;
  edgeDesign: string | null;
  weight: number | null;
  weightUnit: string | null;
  purity: number | null;
  metalContent: number | null;
  diameter: number | null;
  thickness: number | null;
  categoryId: number | null;
  seriesId: number | null;
  packagingId: number | null;
  innerPack: number | null;
  outerPack: number | null;
  desc: string | null;
  obverseImage: string | null;
  reverseImage: string | null;
}

export const PRODUCT_FORM_FIELDS = [
  'title',
  'name',
  'status',
  'year',
  'metal',
  'type',
  'country',
  'faceValue',
  'strike',
  'edgeDesign',
  'weight',
  'weightUnit',
  'purity',
  'metalContent',
  'diameter',
  'thickness',
  'categoryId',
  'seriesId',
  'packagingId',
  'innerPack',
  'outerPack',
  'desc',
  'obverseImage',
  'reverseImage',
] as const satisfies readonly (keyof ProductFormValues)[];

export function formValuesOf(product: Product): ProductFormValues {
  const purity = product.purity === null ? null : Number(product.purity);
  return {
    title: product.title,
    name: product.name,
    status: product.status,
    year: product.year,
    metal: product.metal,
    type: product.type,
    country: product.country,
    faceValue: product.faceValue,
    strike: product.strike,
    edgeDesign: product.edgeDesign,
    weight: product.weight,
    weightUnit: product.weightUnit,
    purity: Number.isFinite(purity) ? purity : null,
    metalContent: product.metalContent,
    diameter: product.diameter,
    thickness: product.thickness,
    categoryId: product.categoryId,
    seriesId: product.seriesId,
    packagingId: product.packagingId,
    innerPack: product.innerPack,
    outerPack: product.outerPack,
    desc: product.desc,
    obverseImage: product.obverseImage,
    reverseImage: product.reverseImage,
  };
}

/** Blank text counts as no value; everything else as entered. */
function normalize(values: ProductFormValues): ProductFormValues {
  const result = { ...values };
  for (const field of PRODUCT_FORM_FIELDS) {
    const value = result[field];
    if (value === undefined || (typeof value === 'string' && field !== 'title' && value.trim() === '')) {
      (result as Record<string, unknown>)[field] = null;
    }
  }
  return result;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues | 'form', string[]>>;

export type ProductFormCheck = { ok: true; patch: ProductPatch } | { ok: false; errors: ProductFormErrors };

/** Validates the form with the API's schema; `from` is the saved status (transition rules). */
export function checkProductForm(values: ProductFormValues, from: ProductStatus): ProductFormCheck {
  const normalized = normalize(values);
  const errors: ProductFormErrors = {};
  const parsed = productPatchSchema.safeParse(normalized);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'form') as keyof ProductFormErrors;
      (errors[field] ??= []).push(issue.message);
    }
  }
  if ((PRODUCT_STATUSES as readonly string[]).includes(normalized.status) && !canChangeStatus(from, normalized.status)) {
    (errors.status ??= []).push(`A ${from} product cannot become ${normalized.status}.`);
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, patch: normalized as ProductPatch };
}

/** Fine content implied by gross weight and purity, for the form's hint. */
export function impliedMetalContent(values: Pick<ProductFormValues, 'weight' | 'purity'>): number | null {
  if (!values.weight || !values.purity) return null;
  const purity = values.purity > 1 ? values.purity / 1000 : values.purity;
  return Number((values.weight * purity).toPrecision(6));
}
