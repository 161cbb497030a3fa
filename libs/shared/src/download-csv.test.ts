import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './download-csv';

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    // Decoded by hand: a text reader would drop the BOM this checks for.
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('clicks a hidden link to an object URL of the CSV with a UTF-8 BOM, then lets the URL go', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('inventory-2026-11-02.csv', 'Title\nÉcu');

    expect(clicked.map((link) => [link.download, link.href])).toEqual([['inventory-2026-11-02.csv', 'blob:csv']]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(blobs[0] as Blob)).toBe('\ufeffTitle\nÉcu');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });
});
