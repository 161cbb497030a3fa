import { describe, expect, it } from 'vitest';
import { addImportMapIntegrity, importMapIntegritySupported } from './chunk-integrity';

const importMaps = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLScriptElement>('script[type="importmap"]')].map((script) => JSON.parse(script.textContent ?? '') as unknown);

const base = 'https://cdn.example.test/catalog/0.2.0-abc/assets';
const A = `sha384-${'A'.repeat(64)}`;
const B = `sha384-${'B'.repeat(64)}`;

describe('addImportMapIntegrity', () => {
  it('adds one import map with exactly the given hashes, and on a retry of the same chunks none (the first rule wins anyway)', () => {
    const doc = document.implementation.createHTMLDocument('remote');
    expect(addImportMapIntegrity({ [`${base}/parcel-1.js`]: A, [`${base}/page-2.js`]: B }, doc)).toEqual({
      added: [`${base}/parcel-1.js`, `${base}/page-2.js`],
      conflicting: [],
    });
    expect(importMaps(doc)).toEqual([{ imports: {}, integrity: { [`${base}/parcel-1.js`]: A, [`${base}/page-2.js`]: B } }]);

    // The same release loaded again (Retry): nothing new, no second rule for the browser to ignore.
    expect(addImportMapIntegrity({ [`${base}/parcel-1.js`]: A, [`${base}/page-2.js`]: B }, doc).added).toEqual([]);
    expect(importMaps(doc)).toHaveLength(1);
  });

  it('adds only the new addresses of a later load, and reports an address an earlier map pinned with another hash', () => {
    const doc = document.implementation.createHTMLDocument('remote');
    addImportMapIntegrity({ [`${base}/parcel-1.js`]: A }, doc);

    const result = addImportMapIntegrity({ [`${base}/parcel-1.js`]: B, [`${base}/widget-3.js`]: B }, doc);

    expect(result).toEqual({ added: [`${base}/widget-3.js`], conflicting: [`${base}/parcel-1.js`] });
    expect(importMaps(doc)[1]).toEqual({ imports: {}, integrity: { [`${base}/widget-3.js`]: B } });
  });
});

describe('importMapIntegritySupported', () => {
  it('answers false, without adding a map, where import maps are not supported (here jsdom: no HTMLScriptElement.supports)', async () => {
    const doc = document.implementation.createHTMLDocument('old browser');
    expect('supports' in HTMLScriptElement).toBe(false);
    await expect(importMapIntegritySupported(doc)).resolves.toBe(false);
    expect(importMaps(doc)).toEqual([]);
  });
});
