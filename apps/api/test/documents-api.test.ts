// Documents of an order (docs/orders.md, "Documents") and the business identity they carry
// (docs/settings.md): the identity is read by every member and set by admins, its logo only a PNG or
// JPEG of at most 1 MB by its bytes; the receipt PDF's text holds the business, the customer's
// address, every line and the totals; another group's order is 404; the Form 8300 worksheet is for
// admins; the receipt goes by e-mail with the PDF attached, or 409 when the customer has none.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { formatOzt, formatUsd, linePremiumPerUnit, type Group, type Order } from '@bullion/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_ANON_KEY, type TestApi } from './harness';
import { caller } from './inventory-fixtures';
import { act, addCustomer, expectStatus, newOrder, setUpOrderDesk, storeTestSpot, type OrderDesk } from './orders-fixtures';
import { setUpProductTeam } from './products-fixtures';

const STANDARD_FONTS = `${pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** The text of every page of a PDF, each run of text on its own line. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** A real PNG of `width` × `height`: a gold field with a darker band (pdfkit decodes it). */
function png(width = 120, height = 40): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      const band = y > height / 3 && y < (2 * height) / 3;
      rows.set(band ? [0x8a, 0x6d, 0x1d] : [0xe8, 0xc8, 0x6a], offset);
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

let api: TestApi;
let desk: OrderDesk;
beforeAll(async () => {
  api = await startTestApi();
  await storeTestSpot(api);
  desk = await setUpOrderDesk(api, 'Documents Desk');
});
afterAll(() => api.close());

/** Uploads `bytes` to the group's folder of the `groups` bucket as the admin; answers the object's name. */
async function uploadToGroupFolder(name: string, bytes: Buffer, contentType: string): Promise<string> {
  const path = `${desk.team.teamId}/${name}`;
  const response = await api.request(`/storage/v1/object/groups/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${desk.team.admin.accessToken}`, apikey: TEST_ANON_KEY, 'content-type': contentType },
    body: bytes,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return path;
}

const patchGroup = (body: unknown, role: 'admin' | 'member' = 'admin') => desk.as('PATCH', `/api/groups/${desk.team.teamId}`, body, role);

/** GET a PDF as `role`: the status, the headers and the bytes. */
async function getPdf(path: string, role: 'admin' | 'member' | 'viewer' = 'viewer') {
  const response = await api.request(path, { headers: { authorization: `Bearer ${desk.team[role].accessToken}`, token: desk.team.tokens[role] } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

const IDENTITY = {
  legalName: 'Sterling & Sons Bullion LLC',
  address: '12 Assay Lane\nSuite 4\nDenver, CO 80202',
  phone: '+1 (303) 555-0199',
  email: 'desk@sterling.example',
  taxId: '12-3456789',
};

describe('business identity', () => {
  it('is set by an admin, merged field by field, and read by every member', async () => {
    const saved = await patchGroup({ business: IDENTITY });
    expectStatus(saved, 200, 'set identity');
    expect((saved.body as Group).business).toEqual({ ...IDENTITY, logoPath: null });
    const cleared = await patchGroup({ business: { phone: '', taxId: null } });
    expect((cleared.body as Group).business).toMatchObject({ legalName: IDENTITY.legalName, phone: null, taxId: null });
    expectStatus(await patchGroup({ business: { phone: IDENTITY.phone, taxId: IDENTITY.taxId } }), 200, 'restore');
    const read = await desk.as('GET', `/api/groups/${desk.team.teamId}`, undefined, 'viewer');
    expect((read.body as Group).business).toMatchObject(IDENTITY);
  });

  it('is changed by admins only', async () => {
    const refused = await patchGroup({ business: { legalName: 'Member Co' } }, 'member');
    expect(refused.status).toBe(403);
  });

  it('refuses an e-mail, a phone or a tax ID that is not one, and overlong text', async () => {
    for (const [business, path] of [
      [{ email: 'not-an-address' }, 'business.email'],
      [{ phone: 'call me' }, 'business.phone'],
      [{ phone: '12' }, 'business.phone'],
      [{ taxId: '12#34' }, 'business.taxId'],
      [{ legalName: 'x'.repeat(201) }, 'business.legalName'],
      [{ logoPath: '../etc/passwd' }, 'business.logoPath'],
      [{ website: 'https://x.example' }, 'business'],
    ] as const) {
      const result = await patchGroup({ business });
      expect(result.status, JSON.stringify(business)).toBe(400);
      expect(result.text).toContain(path);
    }
  });

  it('takes a PNG of the group’s folder as the logo, and refuses other content whatever its name, a file over 1 MB, or another folder', async () => {
    const logo = await uploadToGroupFolder('business-logo-1.png', png(), 'image/png');
    const set = await patchGroup({ business: { logoPath: logo } });
    expectStatus(set, 200, 'set logo');
    expect((set.body as Group).business?.logoPath).toBe(logo);

    // A WebP named .png: the bytes decide.
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24)]);
    const disguised = await uploadToGroupFolder('business-logo-2.png', webp, 'image/webp');
    const refused = await patchGroup({ business: { logoPath: disguised } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('PNG or JPEG');

    const large = await uploadToGroupFolder('business-logo-3.png', Buffer.concat([png(), Buffer.alloc(1024 * 1024)]), 'image/png');
    expect((await patchGroup({ business: { logoPath: large } })).text).toContain('at most 1 MB');

    const elsewhere = await patchGroup({ business: { logoPath: `${desk.team.admin.personalGroupId}/logo.png` } });
    expect(elsewhere.status).toBe(400);
    expect((await patchGroup({ business: { logoPath: `${desk.team.teamId}/missing.png` } })).text).toContain('upload the logo first');

    const group = await desk.as('GET', `/api/groups/${desk.team.teamId}`, undefined, 'viewer');
    expect((group.body as Group).business?.logoPath).toBe(logo);
  });
});

describe('receipt', () => {
  let sale: Order;
  beforeAll(async () => {
    const customer = await desk.as('POST', '/api/customers', { name: 'Jane Receipt', email: 'jane.receipt@example.com', address: '400 Mint Street\nBoulder, CO 80301' });
    expectStatus(customer, 201, 'customer');
    const customerId = (customer.body as { id: string }).id;
    const draft = await newOrder(desk.as, {
      side: 'sell',
      customerId,
      priceTemplateId: desk.templateId,
      lines: [
        { productId: desk.silverRoundId, quantity: 20 },
        { title: 'Gold bar 10 g', metal: 'gold', form: 'bar', weight: '10', weightUnit: 'g', purity: '0.9999', quantity: 1, unitPrice: '700.00', overrideReason: 'Counter price' },
      ],
    });
    await act(desk.as, draft, 'quote');
    sale = await act(desk.as, draft, 'confirm');
  });

  it('is an invoice while confirmed and unpaid, then a sale receipt with the business, the customer’s address, each line, the totals and the payment', async () => {
    const invoice = await getPdf(`/api/orders/${sale.id}/receipt.pdf`);
    expect(invoice.status).toBe(200);
    expect(invoice.type).toBe('application/pdf');
    expect(invoice.disposition).toBe(`attachment; filename="${sale.number}-invoice.pdf"`);
    const invoiceText = await pdfText(invoice.bytes);
    expect(invoiceText).toContain('INVOICE');
    expect(invoiceText).toContain('Please pay the balance due');

    const paid = await act(desk.as, sale, 'payments', { method: 'wire', amount: sale.totals.total, reference: 'WIRE-7781' });
    const receipt = await getPdf(`/api/orders/${sale.id}/receipt.pdf`);
    expect(receipt.disposition).toBe(`attachment; filename="${sale.number}-receipt.pdf"`);
    const text = await pdfText(receipt.bytes);
    for (const expected of [
      'Sterling & Sons Bullion LLC',
      '12 Assay Lane',
      'Denver, CO 80202',
      '+1 (303) 555-0199 · desk@sterling.example',
      'Tax ID 12-3456789',
      'SALE RECEIPT',
      sale.number,
      'Jane Receipt',
      '400 Mint Street',
      'Boulder, CO 80301',
      'Test Silver Round 1 oz',
      'Gold bar 10 g',
      'WIRE-7781',
      'Balance due',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Each line's figures as the contract computes them: quantity, fine weight, spot, premium over melt, unit price and total.
    for (const line of paid.lines) {
      for (const figure of [formatOzt(line.fineOztPerUnit, 4), formatUsd(line.spot), formatUsd(linePremiumPerUnit(line)), formatUsd(line.unitPrice), formatUsd(line.lineTotal)]) {
        expect(text, `${line.title}: ${figure}`).toContain(figure);
      }
    }
    // Silver: 0.999 ozt × ($25.00 spot + $2.00) = $26.97 each, 20 → $539.40, over a melt of $24.98 (premium $1.99); gold typed in at $700.00.
    expect(paid.lines.map((line) => line.lineTotal)).toEqual(['539.40', '700.00']);
    expect(linePremiumPerUnit(paid.lines[0] ?? { unitPrice: null, fineOztPerUnit: null, spot: null })).toBe('1.99');
    expect(text).toContain('$1,239.40');
    expect(paid.totals.balanceDue).toBe('0.00');
    expect(text).toMatch(/Balance due\s+\$0\.00/);
  });

  it('shows a refund as money going back and a voided payment struck through with its reason', async () => {
    const customer = await desk.as('POST', '/api/customers', { name: 'Rita Refund', address: '7 Return Road\nAurora, CO 80010' });
    expectStatus(customer, 201, 'customer');
    const draft = await newOrder(desk.as, {
      side: 'sell',
      customerId: (customer.body as { id: string }).id,
      priceTemplateId: null,
      lines: [{ title: 'Silver bar 100 oz', metal: 'silver', form: 'bar', weight: '100', weightUnit: 'ozt', purity: '0.999', quantity: 1, unitPrice: '3000.00', overrideReason: 'Counter price' }],
    });
    await act(desk.as, draft, 'quote');
    const confirmed = await act(desk.as, draft, 'confirm');
    const twice = await act(desk.as, confirmed, 'payments', { method: 'card', amount: '100.00', reference: 'CARD-DUP' });
    const duplicate = twice.payments.find((payment) => payment.reference === 'CARD-DUP');
    expectStatus(await desk.as('POST', `/api/orders/${draft.id}/payments/${duplicate?.id}/void`, { reason: 'Entered twice' }, 'admin'), 200, 'void');
    await act(desk.as, draft, 'payments', { method: 'wire', amount: '3000.00', reference: 'WIRE-RITA' });
    expectStatus(await desk.as('POST', `/api/orders/${draft.id}/refunds`, { method: 'wire', amount: '250.00', reference: 'REFUND-RITA', reason: 'Scratched bar' }, 'admin'), 201, 'refund');

    const receipt = await getPdf(`/api/orders/${draft.id}/receipt.pdf`);
    const text = await pdfText(receipt.bytes);
    for (const expected of ['PAYMENTS AND REFUNDS', 'CARD-DUP', 'Entered twice', 'WIRE-RITA', 'Refund', 'REFUND-RITA', '-$250.00', 'Refunded', '$3,000.00']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Voided \d{2}\/\d{2}\/\d{4}:\s+Entered twice/);
  });

  it('is refused for a draft, and for another group’s order is not found', async () => {
    const customer = await addCustomer(desk.as, 'Drafty');
    const draft = await newOrder(desk.as, { side: 'buy', customerId: customer.id, lines: [{ title: 'Scrap', quantity: 1, unitPrice: '5.00', overrideReason: 'Scrap' }] });
    const refused = await desk.as('GET', `/api/orders/${draft.id}/receipt.pdf`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'document_unavailable' } });

    const other = await setUpProductTeam(api, 'Other Documents Team');
    const outsider = caller(api, other);
    for (const path of [`/api/orders/${sale.id}/receipt.pdf`, `/api/orders/${sale.id}/form-8300.pdf`]) {
      expect((await outsider('GET', path, undefined, 'admin')).status).toBe(404);
    }
    expect((await outsider('POST', `/api/orders/${sale.id}/receipt/email`, {}, 'admin')).status).toBe(404);
    expect((await api.request(`/api/orders/${sale.id}/receipt.pdf`)).status).toBe(401);
  });

  it('e-mails the receipt with the PDF attached, only for members who write orders, and 409 when the customer has no e-mail', async () => {
    expect((await desk.as('POST', `/api/orders/${sale.id}/receipt/email`, {}, 'viewer')).status).toBe(403);
    const sent = await desk.as('POST', `/api/orders/${sale.id}/receipt/email`, {});
    expectStatus(sent, 200, 'e-mail');
    expect(sent.body).toEqual({ to: 'jane.receipt@example.com', kind: 'receipt', fileName: `${sale.number}-receipt.pdf` });

    const mailbox = (await (await api.request('/_dev/mailbox.json?to=jane.receipt@example.com')).json()) as { subject: string; text: string; attachments: { filename: string; contentType: string; size: number; url: string }[] }[];
    expect(mailbox).toHaveLength(1);
    const [mail] = mailbox;
    expect(mail?.subject).toBe(`Sale receipt ${sale.number} from Sterling & Sons Bullion LLC`);
    expect(mail?.text).toContain('Dear Jane Receipt');
    expect(mail?.attachments).toEqual([{ filename: `${sale.number}-receipt.pdf`, contentType: 'application/pdf', size: expect.any(Number), url: expect.any(String) }]);
    const attachment = await api.request(mail?.attachments[0]?.url ?? '');
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await attachment.arrayBuffer());
    expect(bytes.byteLength).toBe(mail?.attachments[0]?.size);
    expect(await pdfText(bytes)).toContain('400 Mint Street');
    // The order's timeline says who sent it, and where.
    const timeline = ((await desk.as('GET', `/api/orders/${sale.id}`)).body as Order).events;
    expect(timeline.at(-1)).toMatchObject({ kind: 'receipt_emailed', detail: { to: 'jane.receipt@example.com', kind: 'receipt' }, actor: { id: desk.team.member.userId } });

    const silent = await addCustomer(desk.as, 'No Mail Customer');
    const order = await newOrder(desk.as, { side: 'buy', customerId: silent.id, lines: [{ title: 'Scrap silver', metal: 'silver', quantity: 1, unitPrice: '5.00', overrideReason: 'Scrap' }] });
    await act(desk.as, order, 'quote');
    await act(desk.as, order, 'confirm');
    const refused = await desk.as('POST', `/api/orders/${order.id}/receipt/email`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'customer_no_email', message: expect.stringContaining('No Mail Customer has no e-mail address') } });
  });
});

describe('Form 8300 worksheet', () => {
  let flagged: Order;
  beforeAll(async () => {
    const customer = await desk.as('POST', '/api/customers', { name: 'Carl Cash', address: '9 Vault Road\nGolden, CO 80401' });
    expectStatus(customer, 201, 'customer');
    const customerId = (customer.body as { id: string }).id;
    // Identification as the customers' API stores it (migration 0026).
    await api.database.db
      .updateTable('customers')
      .set({ date_of_birth: '1970-04-12', occupation: 'Rancher', id_type: 'drivers_license', id_number: 'D1234567', id_issuer: 'Colorado', tin: '123456789' })
      .where('id', '=', customerId)
      .execute();
    const draft = await newOrder(desk.as, {
      side: 'sell',
      customerId,
      lines: [{ title: 'Gold bar 1 kg', metal: 'gold', form: 'bar', quantity: 1, unitPrice: '12500.00', overrideReason: 'Agreed price' }],
      priceTemplateId: null,
    });
    await act(desk.as, draft, 'quote');
    const confirmed = await act(desk.as, draft, 'confirm');
    await act(desk.as, confirmed, 'payments', { method: 'cash', amount: '6000.00', reference: 'Cash 1' });
    flagged = await act(desk.as, confirmed, 'payments', { method: 'cash', amount: '6500.00', reference: 'Cash 2' });
    expect(flagged.form8300.review).toBe(true);
  });

  it('is for admins only', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const refused = await getPdf(`/api/orders/${flagged.id}/form-8300.pdf`, role);
      expect(refused.status).toBe(403);
    }
  });

  it('is pre-filled with the customer’s identification, the cash and its dates, and the business as the filer', async () => {
    const worksheet = await getPdf(`/api/orders/${flagged.id}/form-8300.pdf`, 'admin');
    expect(worksheet.status).toBe(200);
    expect(worksheet.disposition).toBe(`attachment; filename="${flagged.number}-form-8300-worksheet.pdf"`);
    const text = await pdfText(worksheet.bytes);
    for (const expected of ['FORM 8300 WORKSHEET', 'Carl Cash', '123-45-6789', '9 Vault Road', '04/12/1970', 'Rancher', 'Driver', 'D1234567', 'Colorado', '$12,500.00', '$6,000.00', '$6,500.00', 'Cash 2', 'Sterling & Sons Bullion LLC', '12-3456789', 'Not filed yet']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is refused for an order that is not flagged', async () => {
    const customer = await addCustomer(desk.as, 'Small Cash');
    const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [{ title: 'Silver coin', metal: 'silver', quantity: 1, unitPrice: '40.00', overrideReason: 'Counter' }], priceTemplateId: null });
    const refused = await desk.as('GET', `/api/orders/${order.id}/form-8300.pdf`, undefined, 'admin');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'not_flagged' } });
  });
});

