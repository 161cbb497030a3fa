// Which file column goes into which product field: matched automatically by name, changeable by
// the user. A column can be ignored; a field takes at most one column.
import { IMPORT_FIELDS, type ImportField, type ImportFieldKey } from './import-fields';

/** The field of each column, by column index; null = the column is not imported. */
export type ColumnMapping = readonly (ImportFieldKey | null)[];

/** Lower case, no accents, letters and digits only: "Face-Value" = "face value" = "faceValue". */
export function normalizeColumnName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** "Weight (ozt)", "Diameter [mm]", "Weight, g" → the name without the unit note. */
function withoutNote(name: string): string {
  return name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/,[^,]*$/, ' ');
}

const FIELD_BY_NAME: ReadonlyMap<string, ImportFieldKey> = (() => {
  const names = new Map<string, ImportFieldKey>();
  for (const field of IMPORT_FIELDS) {
    for (const name of [field.key, field.label, withoutNote(field.label), ...field.synonyms]) {
      const key = normalizeColumnName(name);
      if (key && !names.has(key)) names.set(key, field.key);
    }
  }
  return names;
})();

/** The field a column name means, or null. */
export function matchColumnName(name: string): ImportFieldKey | null {
  return FIELD_BY_NAME.get(normalizeColumnName(name)) ?? FIELD_BY_NAME.get(normalizeColumnName(withoutNote(name))) ?? null;
}

const FIELD_BY_KEY: ReadonlyMap<string, ImportFieldKey> = new Map(IMPORT_FIELDS.map((field) => [normalizeColumnName(field.key), field.key]));

/**
 * Matches every column by its name. Field keys are matched first (in an exported JSON file
 * `categoryId` holds the id and `category` an object), then labels and synonyms, then names with
 * a unit note; earlier columns before later ones. So "Weight" beats "Weight (g)", and each field
 * gets one column.
 */
export function autoMapColumns(columns: readonly string[]): ColumnMapping {
  const mapping: (ImportFieldKey | null)[] = columns.map(() => null);
  const taken = new Set<ImportFieldKey>();
  const passes = [
    (name: string) => FIELD_BY_KEY.get(normalizeColumnName(name)),
    (name: string) => FIELD_BY_NAME.get(normalizeColumnName(name)),
    (name: string) => matchColumnName(name),
  ];
  for (const match of passes) {
    columns.forEach((name, index) => {
      if (mapping[index]) return;
      const field = match(name);
      if (field && !taken.has(field)) {
        mapping[index] = field;
        taken.add(field);
      }
    });
  }
  // A file with a "Name" column and no title column means the product's name: every product needs a title.
  const nameColumn = mapping.indexOf('name');
  if (!taken.has('title') && nameColumn !== -1) mapping[nameColumn] = 'title';
  return mapping;
}

/** Sets the field of one column; a column that had this field before is no longer imported. */
export function assignField(mapping: ColumnMapping, columnIndex: number, field: ImportFieldKey | null): ColumnMapping {
  return mapping.map((current, index) => {
    if (index === columnIndex) return field;
    return field !== null && current === field ? null : current;
  });
}

export function mappedColumn(mapping: ColumnMapping, field: ImportFieldKey): number | null {
  const index = mapping.indexOf(field);
  return index === -1 ? null : index;
}

export function missingRequiredFields(mapping: ColumnMapping): ImportField[] {
  return IMPORT_FIELDS.filter((field) => field.required && !mapping.includes(field.key));
}
