// Test and story data for the inventory import: the group's storage spaces and msw handlers for
// GET /spaces and POST /inventory/import that check each row with the API's own schema (the
// inventory slice's mocks are not used).
import { inventoryImportBodySchema, inventoryItemInputSchema, type InventoryImportResult, type StorageSpace } from '@bullion/contract';
import { MOCK_API_URL } from '@bullion/api-mocks';
import { delay, http, HttpResponse } from 'msw';

const space = (id: string, name: string, path: string[], parentId: string | null = null): StorageSpace => ({
  id,
  groupId: 'group-1',
  parentId,
  name,
  kind: parentId ? null : 'safe',
  notes: null,
  depth: path.length,
  path,
  version: 1,
  items: 0,
  pieces: 0,
  holdings: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const HOME_SAFE_ID = '0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d50';
export const SHELF_2_ID = '0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d52';
export const BANK_SHELF_ID = '0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d62';

export const SPACES: StorageSpace[] = [
  space(HOME_SAFE_ID, 'Home safe', ['Home safe']),
  space(SHELF_2_ID, 'Shelf 2', ['Home safe', 'Shelf 2'], HOME_SAFE_ID),
  space('0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d60', 'Bank box', ['Bank box']),
  space(BANK_SHELF_ID, 'Shelf 1', ['Bank box', 'Shelf 1'], '0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d60'),
  space('0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d53', 'Shelf 1', ['Home safe', 'Shelf 1'], HOME_SAFE_ID),
];

/** A CSV as a dealer's export might give it: one bad metal, one bad date, one unknown space. */
export const DEALER_CSV = [
  'Description;Metal;Qty;Weight;Fineness;Price paid;Date;Location;Serial',
  '2024 American Gold Eagle 1 oz;Gold;10;1,0909 ozt;916,7;24.500,00;3/15/2024;Home safe / Shelf 2;',
  'Valcambi 100 g bar;Au;1;100 g;99,99%;8.150,00;15.03.2024;;VC-1001 | VC-1002',
  'Mithril round;Mithril;1;1;0,999;10;2024-03-16;;',
  'Maple Leaf 1 oz;Silver;25;1;999,9;900;yesterday;;',
  'Britannia 1 oz;Ag;20;1;0,999;800;2024-03-18;Garage;',
].join('\n');

export interface ImportCalls {
  bodies: unknown[];
}

/**
 * Handlers of the inventory import: rows checked with inventoryItemInputSchema, a row whose title
 * contains "duplicate" refused as the server would, commit adds the others.
 */
export function inventoryImportHandlers({ spaces = SPACES as StorageSpace[] | null, commitStatus = 200, calls = { bodies: [] } as ImportCalls } = {}) {
  return [
    http.get(`${MOCK_API_URL}/spaces`, () =>
      spaces ? HttpResponse.json({ spaces }) : HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }),
    ),
    http.post(`${MOCK_API_URL}/inventory/import`, async ({ request }) => {
      const body = inventoryImportBodySchema.parse(await request.json());
      calls.bodies.push(body);
      if (body.mode === 'commit' && commitStatus !== 200) {
        await delay(50);
        return HttpResponse.json({ error: { code: 'internal', message: 'The database is not reachable.' } }, { status: commitStatus });
      }
      const errors: InventoryImportResult['errors'] = [];
      body.rows.forEach((row, index) => {
        const parsed = inventoryItemInputSchema.safeParse(row);
        if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => ({ row: index + 1, field: issue.path.map(String)[0] ?? null, message: issue.message })));
        else if (parsed.data.title?.includes('duplicate')) errors.push({ row: index + 1, field: null, message: 'This item is already in your inventory.' });
      });
      const failedRows = new Set(errors.map((error) => error.row)).size;
      return HttpResponse.json({ mode: body.mode, added: body.rows.length - failedRows, errors } satisfies InventoryImportResult);
    }),
  ];
}
