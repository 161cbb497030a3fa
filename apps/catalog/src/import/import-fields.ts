// The product fields a file column can be imported into: labels, what to enter, and the column
// names that are matched to each field automatically (the import engine, @bullion/data-import,
// does the matching).
import type { ProductInput } from '@bullion/contract';
import { defineImportFields, type ImportField } from '@bullion/data-import';

/** `id` is not a product input field: a row carrying one updates that product of the group. */
export type ImportFieldKey = keyof ProductInput | 'id';

export const IMPORT_FIELDS: readonly ImportField<ImportFieldKey>[] = [
  {
    key: 'title',
    label: 'Title',
    hint: 'Required. The full product title, e.g. "American Gold Eagle 1 oz".',
    synonyms: ['product name', 'product title', 'product', 'item name'],
    required: true,
    // A file with a "Name" column and no title column means the product's name: every product needs a title.
    takesColumnOf: 'name',
  },
  { key: 'id', label: 'Product id', hint: 'Only to update a product of your group: its id from the catalog.', synonyms: ['product id'] },
  { key: 'slug', label: 'Slug', hint: 'Lower-case letters, digits and dashes. A row whose slug matches a product updates it.', synonyms: ['handle', 'url key'] },
  { key: 'name', label: 'Name', hint: 'The short name, e.g. "American Gold Eagle".', synonyms: ['short name', 'coin name'] },
  { key: 'year', label: 'Year', hint: 'Year of issue, e.g. 2024.', synonyms: ['mint year', 'issue year', 'release year'] },
  { key: 'desc', label: 'Description', hint: 'Free text.', synonyms: ['details', 'product description'] },
  { key: 'metal', label: 'Metal', hint: 'Gold, Silver, Platinum, Palladium, Rhodium or Copper (name, value or symbol such as Au).', synonyms: ['metal type', 'material'] },
  { key: 'weight', label: 'Weight', hint: 'Gross weight as a number, in the weight unit.', synonyms: ['gross weight', 'total weight', 'weight ozt', 'gross'] },
  {
    key: 'weightUnit',
    label: 'Weight unit',
    hint: 'Troy ounce (ozt), Gram (g), Kilogram (kg), … "oz" is the avoirdupois ounce: use ozt for troy ounces.',
    synonyms: ['unit', 'units', 'uom', 'unit of measure'],
  },
  { key: 'purity', label: 'Purity', hint: 'Fineness: 0.9999, .9167, 999.9 or 99.99%.', synonyms: ['fineness', 'fine', 'millesimal fineness'] },
  {
    key: 'metalContent',
    label: 'Metal content',
    hint: 'Fine metal content in the weight unit; must agree with weight × purity.',
    synonyms: ['fine weight', 'fine metal content', 'fine content', 'pure metal content', 'agw', 'asw', 'apw'],
  },
  { key: 'country', label: 'Country', hint: 'Country name or ISO code, e.g. "United States", US or USA.', synonyms: ['country code', 'country of origin', 'origin', 'issuing country', 'issuer'] },
  { key: 'faceValue', label: 'Face value', hint: 'As printed, e.g. "$50".', synonyms: ['denomination', 'nominal value', 'face'] },
  { key: 'type', label: 'Type', hint: 'Coin, Bar, Round, Ingot, Medal, Set or Note.', synonyms: ['product type', 'form'] },
  { key: 'strike', label: 'Strike', hint: 'Bullion, Proof, Brilliant Uncirculated, …', synonyms: ['finish', 'strike type', 'quality'] },
  { key: 'edgeDesign', label: 'Edge design', hint: 'Reeded, Plain, Lettered, …', synonyms: ['edge', 'edge type'] },
  { key: 'diameter', label: 'Diameter (mm)', hint: 'Diameter, or width for bars, in millimetres.', synonyms: ['diameter mm', 'width'] },
  { key: 'thickness', label: 'Thickness (mm)', hint: 'In millimetres.', synonyms: ['thickness mm', 'depth'] },
  { key: 'categoryId', label: 'Category', hint: 'Category name (e.g. "Bullion coins") or id.', synonyms: ['category name'] },
  { key: 'seriesId', label: 'Series', hint: 'Series name (e.g. "American Eagle") or id.', synonyms: ['series name', 'program', 'product line'] },
  { key: 'packagingId', label: 'Packaging', hint: 'Packaging name (e.g. "Tube") or id.', synonyms: ['package', 'packaging name'] },
  { key: 'themeId', label: 'Theme', hint: 'Theme name (e.g. "Wildlife") or id.', synonyms: ['theme name', 'motif'] },
  { key: 'obverseImage', label: 'Obverse image', hint: 'An https URL, or a file stored in this app (/storage/v1/object/…).', synonyms: ['image', 'image url', 'obverse', 'front image', 'main image', 'picture', 'photo'] },
  { key: 'reverseImage', label: 'Reverse image', hint: 'An https URL, or a file stored in this app (/storage/v1/object/…).', synonyms: ['reverse', 'back image'] },
  { key: 'extraImages', label: 'Extra images', hint: 'Up to 20 image URLs separated by | or spaces.', synonyms: ['images', 'additional images', 'more images', 'gallery'] },
  { key: 'videos', label: 'Videos', hint: 'Up to 10 video URLs separated by | or spaces.', synonyms: ['video', 'video url', 'video urls'] },
  { key: 'innerPack', label: 'Inner pack', hint: 'Pieces per tube or inner box (whole number).', synonyms: ['pieces per tube', 'tube quantity', 'tube size'] },
  { key: 'outerPack', label: 'Outer pack', hint: 'Pieces per monster box or case (whole number).', synonyms: ['pieces per box', 'box quantity', 'monster box size'] },
  { key: 'status', label: 'Status', hint: 'draft, published, archived or deleted. Empty: the server default.', synonyms: ['product status'] },
  { key: 'metadata', label: 'Metadata', hint: 'A JSON object of text values, e.g. {"sku": "AGE-1"}.', synonyms: ['meta', 'attributes'] },
];

export const PRODUCT_IMPORT_FIELDS = defineImportFields(IMPORT_FIELDS);
