// The inventory item fields a file column can be imported into (those of inventoryItemInputSchema):
// labels, what to enter, and the column names matched to each field automatically.
import type { InventoryItemInput } from '@bullion/contract';
import { defineImportFields, type ImportField } from '@bullion/data-import';

export type InventoryImportKey = keyof InventoryItemInput;

export const INVENTORY_IMPORT_FIELD_LIST: readonly ImportField<InventoryImportKey>[] = [
  {
    key: 'title',
    label: 'Title',
    hint: 'Required unless the row names a catalog product. E.g. "American Gold Eagle 1 oz".',
    synonyms: ['item', 'item name', 'product', 'product name', 'name', 'description'],
    required: true,
    requiredUnless: ['productId'],
  },
  { key: 'productId', label: 'Catalog product id', hint: 'The id of a catalog product; title, metal, weights and images not given are taken from it.', synonyms: ['product id', 'catalog id'] },
  { key: 'metal', label: 'Metal', hint: 'Gold, Silver, Platinum, Palladium, Rhodium or Copper, or its symbol (Au, Ag, Pt, Pd, Rh, Cu).', synonyms: ['metal type', 'material', 'element'] },
  { key: 'form', label: 'Form', hint: 'coin, bar, round or other.', synonyms: ['type', 'product type', 'kind', 'shape'] },
  {
    key: 'weight',
    label: 'Weight',
    hint: 'Gross weight of one piece, e.g. 1.0909, or with its unit: "31.1 g".',
    synonyms: ['gross weight', 'weight per piece', 'unit weight', 'piece weight'],
  },
  {
    key: 'weightUnit',
    label: 'Weight unit',
    hint: 'ozt (troy ounce), g or kg. "oz" is the avoirdupois ounce: write ozt for troy ounces. Default ozt.',
    synonyms: ['unit', 'units', 'uom', 'unit of measure'],
  },
  { key: 'purity', label: 'Purity', hint: 'Fineness as a fraction (0.9999), millesimal (999.9), percent (99.99%) or karat (22K).', synonyms: ['fineness', 'fine', 'millesimal fineness', 'karat'] },
  { key: 'quantity', label: 'Quantity', hint: 'Pieces in the lot, a whole number. Default 1.', synonyms: ['qty', 'pieces', 'count', 'number of pieces', 'units held'] },
  { key: 'year', label: 'Year', hint: 'Year of issue, e.g. 2024.', synonyms: ['mint year', 'issue year', 'date of issue'] },
  { key: 'grade', label: 'Grade', hint: 'E.g. MS70, PF69.', synonyms: ['condition'] },
  { key: 'gradingService', label: 'Grading service', hint: 'E.g. PCGS, NGC.', synonyms: ['grader', 'grading company', 'tpg'] },
  { key: 'certificateNumber', label: 'Certificate number', hint: 'The grading certificate.', synonyms: ['cert', 'cert number', 'certificate', 'certificate no'] },
  { key: 'serialNumbers', label: 'Serial numbers', hint: 'Bar serial numbers, separated by | , or ;.', synonyms: ['serial', 'serial number', 'serials', 'serial no'] },
  {
    key: 'spaceId',
    label: 'Storage space',
    hint: 'A storage space of this group by name, by path ("Home safe / Shelf 2") or id. An item with a space is put away there; without one it goes to the drawer.',
    synonyms: ['space', 'location', 'storage', 'vault', 'storage location'],
  },
  { key: 'tags', label: 'Tags', hint: 'Up to 20 tags separated by | , or ;.', synonyms: ['tag', 'labels'] },
  { key: 'notes', label: 'Notes', hint: 'Free text.', synonyms: ['note', 'comment', 'comments', 'remarks'] },
  { key: 'obverseImage', label: 'Obverse image', hint: 'An https URL, or a file stored in this app (/storage/v1/object/…).', synonyms: ['image', 'image url', 'front image', 'photo', 'picture'] },
  { key: 'reverseImage', label: 'Reverse image', hint: 'An https URL, or a file stored in this app (/storage/v1/object/…).', synonyms: ['back image', 'reverse'] },
  {
    key: 'acquiredOn',
    label: 'Acquired on',
    hint: 'The date it was bought: 2024-03-15, 3/15/2024 or 15.03.2024.',
    synonyms: ['date', 'acquired', 'date acquired', 'purchase date', 'bought on', 'order date'],
  },
  { key: 'source', label: 'Source', hint: 'Where it came from: dealer, vendor, person.', synonyms: ['vendor', 'dealer', 'seller', 'supplier', 'bought from'] },
  {
    key: 'cost',
    label: 'Cost',
    hint: 'Price paid in USD for the whole lot (all pieces), without shipping, fees and tax, e.g. 2,450.00.',
    synonyms: ['price', 'price paid', 'purchase price', 'total cost', 'amount paid', 'cost basis'],
  },
  { key: 'shipping', label: 'Shipping', hint: 'In USD, for the whole lot.', synonyms: ['shipping cost', 'postage', 'delivery'] },
  { key: 'fees', label: 'Fees', hint: 'In USD, for the whole lot.', synonyms: ['fee', 'commission', 'premium fees'] },
  { key: 'tax', label: 'Tax', hint: 'In USD, for the whole lot.', synonyms: ['sales tax', 'vat'] },
  {
    key: 'status',
    label: 'Status',
    hint: 'drawer (received, not yet put away) or stock (put away). Empty: stock with a storage space, drawer without.',
    synonyms: ['stage', 'state'],
  },
];

export const INVENTORY_IMPORT_FIELDS = defineImportFields(INVENTORY_IMPORT_FIELD_LIST);
