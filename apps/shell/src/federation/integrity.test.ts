import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkIntegrity, hintModulePreload, preloadModuleWithIntegrity, sriOf } from './integrity';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const nodeSri = (algorithm: string, text: string) => `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

describe('integrity', () => {
  it('computes the SRI string the deploy tool writes (sha384 by default; sha256 and sha512 too)', async () => {
    expect(await sriOf(bytes('export const x = 1;\n'))).toBe(nodeSri('sha384', 'export const x = 1;\n'));
    expect(await sriOf(bytes('a'), 'sha256')).toBe(nodeSri('sha256', 'a'));
    expect(await sriOf(bytes('a'), 'sha512')).toBe(nodeSri('sha512', 'a'));
  });

  it('compares bytes with an SRI hash in its own algorithm and reports the actual hash', async () => {
    expect(await checkIntegrity(bytes('same'), nodeSri('sha256', 'same'))).toEqual({ matches: true, actual: nodeSri('sha256', 'same') });
    expect(await checkIntegrity(bytes('changed'), nodeSri('sha384', 'same'))).toEqual({ matches: false, actual: nodeSri('sha384', 'changed') });
  });

  it('has the browser load a module with its integrity through <link rel="modulepreload">', async () => {
    const loading = preloadModuleWithIntegrity('https://cdn.example/remoteEntry.js', 'sha384-abc');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.href).toBe('https://cdn.example/remoteEntry.js');
    expect(link?.integrity).toBe('sha384-abc');
    expect(link?.crossOrigin).toBe('anonymous');
    link?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();

    const failing = preloadModuleWithIntegrity('https://cdn.example/other.js', 'sha384-def');
    document.head.querySelector<HTMLLinkElement>('link[href="https://cdn.example/other.js"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('https://cdn.example/other.js did not load with integrity sha384-def');
  });
});

describe('hintModulePreload', () => {
  it('adds one anonymous-CORS modulepreload link per address, however often it is asked', () => {
    const doc = document.implementation.createHTMLDocument('hint');
    const remote = 'https://cdn.example.test/inventory';
    hintModulePreload(`${remote}/assets/parcel-1.js`, undefined, doc);
    hintModulePreload(`${remote}/assets/parcel-1.js`, undefined, doc);
    hintModulePreload(`${remote}/assets/card-2.js`, undefined, doc);
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.href)).toEqual([`${remote}/assets/parcel-1.js`, `${remote}/assets/card-2.js`]);
    expect(links.every((link) => link.crossOrigin === 'anonymous' && !link.integrity)).toBe(true);
  });

  it("carries a pinned chunk's hash, so the module it puts in the page is the checked one", () => {
    const doc = document.implementation.createHTMLDocument('hint');
    hintModulePreload('https://cdn.example.test/catalog/assets/parcel-1.js', 'sha384-abc', doc);
    expect(doc.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.integrity).toBe('sha384-abc');
  });
});
