import { localUrl } from '@bullion/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PREVIEW_STORAGE_KEY,
  readStoredOverrides,
  resolvePreviewOverrides,
  writeStoredOverrides,
} from './preview-overrides';

const PREVIEWS = localUrl('preview');
const ALLOWED = [PREVIEWS];
const PREVIEW = `${PREVIEWS}/x/mf-manifest.json`;

describe('resolvePreviewOverrides', () => {
  it('accepts an override whose origin is allowed', () => {
    const result = resolvePreviewOverrides(`?remote.catalog=${PREVIEW}`, {}, ALLOWED);
    expect(result.overrides).toEqual({ catalog: PREVIEW });
    expect(result.rejected).toEqual([]);
  });

  it('accepts an allowed origin written with a trailing path in the config', () => {
    const result = resolvePreviewOverrides(`?remote.orders=${PREVIEW}`, {}, [`${PREVIEWS}/`]);
    expect(result.overrides).toEqual({ orders: PREVIEW });
  });

  it('refuses an override whose origin is not allowed, naming the origin', () => {
    const url = 'https://evil.example.com/mf-manifest.json';
    const result = resolvePreviewOverrides(`?remote.catalog=${url}`, {}, ALLOWED);
    expect(result.overrides).toEqual({});
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]).toMatchObject({ remote: 'catalog', url });
    expect(result.rejected[0]?.reason).toContain('https://evil.example.com');
  });

  it('refuses a different port on an allowed host', () => {
    const result = resolvePreviewOverrides('?remote.catalog=http://localhost:4291/mf-manifest.json', {}, ALLOWED);
    expect(result.overrides).toEqual({});
    expect(result.rejected[0]?.reason).toContain('http://localhost:4291');
  });

  it('refuses every override when no preview origin is configured', () => {
    const result = resolvePreviewOverrides(`?remote.catalog=${PREVIEW}`, {}, []);
    expect(result.overrides).toEqual({});
    expect(result.rejected).toHaveLength(1);
  });

  it('refuses an unknown remote name', () => {
    const result = resolvePreviewOverrides(`?remote.billing=${PREVIEW}`, {}, ALLOWED);
    expect(result.overrides).toEqual({});
    expect(result.rejected).toEqual([{ remote: 'billing', url: PREVIEW, reason: expect.stringContaining('billing') }]);
  });

  it.each(['javascript:alert(1)', `${PREVIEWS.replace('http:', 'ftp:')}/mf-manifest.json`, 'not a url', '/relative/mf-manifest.json'])(
    'refuses the non-http(s) address %s',
    (url) => {
      const result = resolvePreviewOverrides(`?remote.catalog=${encodeURIComponent(url)}`, {}, ALLOWED);
      expect(result.overrides).toEqual({});
      expect(result.rejected).toHaveLength(1);
      expect(result.rejected[0]).toMatchObject({ remote: 'catalog', url });
      expect(result.rejected[0]?.reason).toMatch(/not a valid http\(s\) URL/);
    },
  );

  it('strips the remote.* parameters from the address and keeps the others', () => {
    const result = resolvePreviewOverrides(
      `?tab=photos&remote.catalog=${PREVIEW}&remote.billing=x&page=2`,
      {},
      ALLOWED,
    );
    expect(result.cleanedSearch).toBe('?tab=photos&page=2');
  });

  it('leaves an empty search when only remote.* parameters were present', () => {
    expect(resolvePreviewOverrides(`?remote.catalog=${PREVIEW}`, {}, ALLOWED).cleanedSearch).toBe('');
  });

  it('keeps stored overrides whose origin is still allowed and drops the others', () => {
    const stored = {
      catalog: PREVIEW,
      inventory: 'http://old-preview.example/mf-manifest.json',
    };
    const result = resolvePreviewOverrides('', stored, ALLOWED);
    expect(result.overrides).toEqual({ catalog: PREVIEW });
    expect(result.rejected).toEqual([]);
  });

  it('merges a new override from the address with the stored ones, the address winning', () => {
    const newer = `${PREVIEWS}/y/mf-manifest.json`;
    const stored = { catalog: PREVIEW, orders: `${PREVIEWS}/o/mf-manifest.json` };
    const result = resolvePreviewOverrides(`?remote.catalog=${newer}`, stored, ALLOWED);
    expect(result.overrides).toEqual({ catalog: newer, orders: `${PREVIEWS}/o/mf-manifest.json` });
  });
});

describe('stored preview overrides', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('round-trips through sessionStorage', () => {
    const overrides = { catalog: PREVIEW, settings: `${PREVIEWS}/s/mf-manifest.json` };
    writeStoredOverrides(sessionStorage, overrides);
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).not.toBeNull();
    expect(readStoredOverrides(sessionStorage)).toEqual(overrides);
  });

  it('removes the stored entry when there are no overrides left', () => {
    writeStoredOverrides(sessionStorage, { catalog: PREVIEW });
    writeStoredOverrides(sessionStorage, {});
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(readStoredOverrides(sessionStorage)).toEqual({});
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredOverrides(sessionStorage)).toEqual({});
  });

  it('ignores a corrupt stored value', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(sessionStorage)).toEqual({});
  });

  it('ignores stored entries for unknown remotes or with non-string addresses', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ catalog: PREVIEW, billing: PREVIEW, orders: 42 }));
    expect(readStoredOverrides(sessionStorage)).toEqual({ catalog: PREVIEW });
  });
});
