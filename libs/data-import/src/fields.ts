// The fields a file column can be imported into, and which column goes into which field: matched
// automatically by name, changeable by the user. A column can be ignored; a field takes at most one
// column. Each import (products, inventory items…) declares its own fields.

export interface ImportField<K extends string = string> {
  key: K;
  label: string;
  /** What the column may hold, shown in the field list on the upload step. */
  hint: string;
  /** Column names (besides the key and the label) matched to this field. */
  synonyms: readonly string[];
  required?: boolean;
  /** A required field that is not needed when one of these fields has a column (a title or a catalog product). */
  requiredUnless?: readonly K[];
  /** When no column matches this field, a column matched to that field is taken for this one instead. */
  takesColumnOf?: K;
}

/** The field of each column, by column index; null = the column is not imported. */
export type ColumnMapping<K extends string = string> = readonly (K | null)[];

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

export interface ImportFieldSet<K extends string = string> {
  readonly list: readonly ImportField<K>[];
  byKey(key: string): ImportField<K> | undefined;
  /** A field key as people read it; problems that concern a whole row use the field name `row`. */
  label(key: string): string;
  /** The field a column name means, or null. */
  match(name: string): K | null;
  /**
   * Matches every column by its name. Field keys are matched first (in an exported JSON file
   * `categoryId` holds the id and `category` an object), then labels and synonyms, then names with
   * a unit note; earlier columns before later ones. So "Weight" beats "Weight (g)", and each field
   * gets one column.
   */
  autoMap(columns: readonly string[]): ColumnMapping<K>;
  /** Required fields no column is mapped to. */
  missingRequired(mapping: ColumnMapping<K>): ImportField<K>[];
}

export function defineImportFields<K extends string>(list: readonly ImportField<K>[]): ImportFieldSet<K> {
  const fieldByKey = new Map<string, ImportField<K>>(list.map((field) => [field.key, field]));
  const byName = new Map<string, K>();
  for (const field of list) {
    for (const name of [field.key, field.label, withoutNote(field.label), ...field.synonyms]) {
      const key = normalizeColumnName(name);
      if (key && !byName.has(key)) byName.set(key, field.key);
    }
  }
  const byNormalizedKey = new Map<string, K>(list.map((field) => [normalizeColumnName(field.key), field.key]));
  const match = (name: string): K | null => byName.get(normalizeColumnName(name)) ?? byName.get(normalizeColumnName(withoutNote(name))) ?? null;

  return {
    list,
    byKey: (key) => fieldByKey.get(key),
    label: (key) => (key === 'row' ? 'Row' : (fieldByKey.get(key)?.label ?? key)),
    match,
    autoMap(columns) {
      const mapping: (K | null)[] = columns.map(() => null);
      const taken = new Set<K>();
      const passes = [(name: string) => byNormalizedKey.get(normalizeColumnName(name)), (name: string) => byName.get(normalizeColumnName(name)), match];
      for (const matchName of passes) {
        columns.forEach((name, index) => {
          if (mapping[index]) return;
          const field = matchName(name);
          if (field && !taken.has(field)) {
            mapping[index] = field;
            taken.add(field);
          }
        });
      }
      // E.g. a file with a "Name" column and no title column means the product's name as its title.
      for (const field of list) {
        if (!field.takesColumnOf || taken.has(field.key)) continue;
        const column = mapping.indexOf(field.takesColumnOf);
        if (column !== -1) {
          mapping[column] = field.key;
          taken.delete(field.takesColumnOf);
          taken.add(field.key);
        }
      }
      return mapping;
    },
    missingRequired(mapping) {
      return list.filter((field) => field.required && !mapping.includes(field.key) && !(field.requiredUnless ?? []).some((other) => mapping.includes(other)));
    },
  };
}

/** Sets the field of one column; a column that had this field before is no longer imported. */
export function assignField<K extends string>(mapping: ColumnMapping<K>, columnIndex: number, field: K | null): ColumnMapping<K> {
  return mapping.map((current, index) => {
    if (index === columnIndex) return field;
    return field !== null && current === field ? null : current;
  });
}
