// The schema check of one product row: the product input schema, plus the `id` of a product to
// update, which is not a product field. The import engine runs it over every row.
import { productInputSchema } from '@bullion/contract';
import { checkWithSchema, type FieldError, type RowCheck } from '@bullion/data-import';

export function validateProductInput(input: Record<string, unknown>): RowCheck {
  const { id, ...fields } = input;
  const errors: FieldError[] = [];
  if (id !== undefined && (typeof id !== 'string' || id.length > 100)) {
    errors.push({ field: 'id', message: 'Product id must be the text id of a product, at most 100 characters.' });
  }
  const checked = checkWithSchema(productInputSchema, fields);
  if ('errors' in checked) errors.push(...checked.errors);
  if (errors.length || 'errors' in checked) return { errors };
  return { value: id === undefined ? checked.value : { ...checked.value, id } };
}
