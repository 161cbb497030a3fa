// The same 10 000 (or `count`) inventory items on every run, in a few storage spaces (a safe with a
// shelf and a box on it, a bank box, a vault), imported through POST /api/inventory/import in
// requests of at most 10 000 rows (the endpoint's limit, INVENTORY_IMPORT_MAX_ROWS). Shared by
// bench/inventory-api.mjs and bench/inventory-scroll.mjs.
import { random } from './random.mjs';

const KINDS = [
  { title: 'American Gold Eagle 1 oz', metal: 'gold', form: 'coin', weight: '1.0909', purity: '0.9167' },
  { title: 'Canadian Maple Leaf 1 oz', metal: 'gold', form: 'coin', weight: '1', purity: '0.9999' },
  { title: 'Krugerrand 1 oz', metal: 'gold', form: 'coin', weight: '1.0909', purity: '0.9167' },
  { title: 'PAMP Fortuna 10 g', metal: 'gold', form: 'bar', weight: '10', weightUnit: 'g', purity: '0.9999' },
  { title: 'American Silver Eagle 1 oz', metal: 'silver', form: 'coin', weight: '1', purity: '0.999' },
  { title: 'Britannia 1 oz', metal: 'silver', form: 'coin', weight: '1', purity: '0.999' },
  { title: 'Silver bar 1 kg', metal: 'silver', form: 'bar', weight: '1', weightUnit: 'kg', purity: '0.999' },
  { title: 'Buffalo round 1 oz', metal: 'silver', form: 'round', weight: '1', purity: '0.999' },
  { title: 'Platinum Maple 1 oz', metal: 'platinum', form: 'coin', weight: '1', purity: '0.9995' },
  { title: 'Palladium bar 1 oz', metal: 'palladium', form: 'bar', weight: '1', purity: '0.9995' },
];
const TAGS = ['stack', 'graded', 'gift', 'ira', 'lunar', 'proof'];

export function inventoryRows(count, spaceIds) {
  const next = random(20_261_124);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const cents = (max) => (Math.floor(next() * max * 100) / 100).toFixed(2);
  return Array.from({ length: count }, (_, index) => {
    const kind = pick(KINDS);
    const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(next() * 3900) * 86_400_000).toISOString().slice(0, 10);
    return {
      ...kind,
      title: `${kind.title} #${index + 1}`,
      quantity: 1 + Math.floor(next() * 20),
      year: 1990 + Math.floor(next() * 36),
      tags: [pick(TAGS), ...(next() < 0.3 ? [pick(TAGS)] : [])].filter((tag, position, all) => all.indexOf(tag) === position),
      serialNumbers: kind.form === 'bar' ? [`SN-${100000 + index}`] : [],
      grade: next() < 0.2 ? pick(['MS69', 'MS70', 'PF70']) : null,
      notes: next() < 0.1 ? 'Bought at the spring show' : null,
      spaceId: next() < 0.85 ? pick(spaceIds) : null,
      acquiredOn: next() < 0.9 ? day : null,
      source: pick(['APMEX', 'JM Bullion', 'Local dealer', 'Estate sale']),
      cost: cents(3000),
      shipping: cents(30),
      fees: next() < 0.5 ? cents(10) : null,
      tax: cents(100),
    };
  });
}

/** The most rows one import request may carry. */
export const IMPORT_REQUEST_ROWS = 10_000;

/**
 * Makes the spaces and imports `count` items with `post(path, body)` (a POST in the group, answering
 * its JSON) in requests of IMPORT_REQUEST_ROWS; returns the spaces, how long the import took in all
 * and each request's time.
 */
/** Sends again, once, a request that went out on a kept-alive connection the API had closed (it never reached the API). */
function retryingClosed(post) {
  return async (path, body) => {
    try {
      return await post(path, body);
    } catch (error) {
      if (!['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(error?.cause?.code)) throw error;
      await new Promise((done) => setTimeout(done, 100));
      return post(path, body);
    }
  };
}

export async function seedInventory(send, count) {
  // Making 100 000 rows outlasts the API's keep-alive: the next request may go out on a closed connection.
  const post = retryingClosed(send);
  const rows = inventoryRows(count, ['safe', 'shelf', 'box', 'bank', 'vault']);
  const safe = await post('/api/spaces', { name: 'Home safe', kind: 'safe' });
  const shelf = await post('/api/spaces', { name: 'Shelf 1', parentId: safe.id });
  const box = await post('/api/spaces', { name: 'Box A', parentId: shelf.id });
  const bank = await post('/api/spaces', { name: 'Bank box', kind: 'bank_box' });
  const vault = await post('/api/spaces', { name: 'Vault provider', kind: 'vault' });
  const ids = { safe: safe.id, shelf: shelf.id, box: box.id, bank: bank.id, vault: vault.id };
  for (const row of rows) if (row.spaceId) row.spaceId = ids[row.spaceId];
  const requestMs = [];
  for (let start = 0; start < rows.length; start += IMPORT_REQUEST_ROWS) {
    const chunk = rows.slice(start, start + IMPORT_REQUEST_ROWS);
    const started = performance.now();
    const imported = await post('/api/inventory/import', { mode: 'commit', rows: chunk });
    requestMs.push(performance.now() - started);
    if (imported.added !== chunk.length) throw new Error(`imported ${imported.added} of ${chunk.length}: ${JSON.stringify(imported.errors.slice(0, 3))}`);
  }
  const importMs = requestMs.reduce((sum, ms) => sum + ms, 0);
  return { spaces: { safe, shelf, box, bank, vault }, importMs, requestMs };
}
