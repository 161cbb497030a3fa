// The receipt PDF of a 50-line order: starts the API in a process of its own (PGlite, fresh data
// folder, demo account seeded; a free port), signs in the demo user, gives their personal group a
// business identity with a logo, makes a sale of 50 lines (gold, silver, platinum and palladium
// pieces at typed-in prices over melt), quotes, confirms and pays it, then times
// GET /api/orders/{id}/receipt.pdf with sequential requests and prints p50, p95 and max, the PDF's
// size and pages. --out=file.pdf keeps one receipt to look at.
//   node bench/pdf-receipt.mjs [--lines=50] [--requests=100] [--out=/tmp/receipt-50.pdf]
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { ANON_KEY, signIn, startApi } from './lib/api-process.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const LINES = Number(args.lines ?? 50);
const REQUESTS = Number(args.requests ?? 100);

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A 240 × 80 PNG logo (two gold bands), made here so the bench needs no file. */
function logoPng(width = 240, height = 80) {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(y > height / 3 && y < (2 * height) / 3 ? [0x8a, 0x6d, 0x1d] : [0xe8, 0xc8, 0x6a], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const PIECES = [
  { title: 'American Gold Eagle 1 oz', metal: 'gold', form: 'coin', weight: '1.0909', purity: '0.9167', price: '9000.00' },
  { title: 'American Silver Eagle 1 oz', metal: 'silver', form: 'coin', weight: '1', purity: '0.999', price: '200.00' },
  { title: 'Canadian Maple Leaf 1/10 oz', metal: 'gold', form: 'coin', weight: '0.1', purity: '0.9999', price: '900.00' },
  { title: 'PAMP Suisse silver bar 10 oz', metal: 'silver', form: 'bar', weight: '10', purity: '0.999', price: '2000.00' },
  { title: 'Platinum bar 1 oz', metal: 'platinum', form: 'bar', weight: '1', purity: '0.9995', price: '5000.00' },
  { title: 'Palladium Maple Leaf 1 oz', metal: 'palladium', form: 'coin', weight: '1', purity: '0.9995', price: '5000.00' },
];

const api = await startApi(process.env.DATABASE_URL);
try {
  const auth = { authorization: `Bearer ${await signIn(api.url)}` };
  const groups = await json(await fetch(`${api.url}/api/groups`, { headers: auth }), 'groups');
  const personal = groups.find((group) => group.type === 'personal');
  const { token } = await json(
    await fetch(`${api.url}/api/auth/token`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ groupId: personal.id }) }),
    'app token',
  );
  const headers = { ...auth, token, 'content-type': 'application/json' };
  const send = async (method, path, body) => json(await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), `${method} ${path}`);

  const logoPath = `${personal.id}/business-logo-bench.png`;
  const upload = await fetch(`${api.url}/storage/v1/object/groups/${logoPath}`, { method: 'POST', headers: { ...auth, apikey: ANON_KEY, 'content-type': 'image/png' }, body: logoPng() });
  if (!upload.ok) throw new Error(`logo upload: ${upload.status} ${await upload.text()}`);
  await send('PATCH', `/api/groups/${personal.id}`, {
    business: { legalName: 'Demo Bullion Exchange LLC', address: '1 Bench Street\nSuite 50\nDenver, CO 80202', phone: '+1 303 555 0100', email: 'desk@demo-bullion.example', taxId: '84-1234567', logoPath },
  });

  const customer = await send('POST', '/api/customers', { name: 'Fifty Lines Customer', email: 'fifty@example.com', address: '50 Ledger Road\nBoulder, CO 80301' });
  const lines = Array.from({ length: LINES }, (_, index) => {
    const piece = PIECES[index % PIECES.length];
    return {
      title: `${piece.title} (lot ${index + 1})`,
      metal: piece.metal,
      form: piece.form,
      weight: piece.weight,
      weightUnit: 'ozt',
      purity: piece.purity,
      quantity: 1 + (index % 7),
      unitPrice: piece.price,
      overrideReason: 'Counter price',
    };
  });
  let order = await send('POST', '/api/orders', { side: 'sell', customerId: customer.id, priceTemplateId: null, lines });
  order = await send('POST', `/api/orders/${order.id}/quote`, {});
  order = await send('POST', `/api/orders/${order.id}/confirm`, {});
  order = await send('POST', `/api/orders/${order.id}/payments`, { method: 'wire', amount: order.totals.total, reference: 'BENCH-WIRE-0001' });
  console.log(`\norder ${order.number}: ${order.lines.length} lines, total ${order.totals.total}, status ${order.status}`);

  const path = `/api/orders/${order.id}/receipt.pdf`;
  const times = [];
  let bytes = null;
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(`${api.url}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    const body = new Uint8Array(await response.arrayBuffer());
    times.push(performance.now() - started);
    bytes ??= body;
  }
  times.sort((a, b) => a - b);
  const pages = (Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  if (args.out) writeFileSync(args.out, bytes);
  console.log(`\n## ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite (embedded)'}: ${REQUESTS} sequential requests`);
  console.table([
    {
      call: `GET /api/orders/{id}/receipt.pdf (${LINES} lines)`,
      'PDF KB': +(bytes.byteLength / 1024).toFixed(1),
      pages,
      requests: REQUESTS,
      'p50 ms': +percentile(times, 50).toFixed(1),
      'p95 ms': +percentile(times, 95).toFixed(1),
      'max ms': +times.at(-1).toFixed(1),
    },
  ]);
  if (args.out) console.log(`one receipt kept in ${args.out}`);
} finally {
  await api.stop();
}
