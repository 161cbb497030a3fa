import { describe, expect, it } from 'vitest';
import { imageUrlSchema, isImageUrl, privateStorageObjectOf } from './image-url';

describe('image fields', () => {
  it.each([
    'https://cdn.example.com/eagle.png',
    'https://images.example.com/a/b.webp?v=2',
    'http://localhost:3000/storage/v1/object/public/products/0b6c/eagle.png',
    'http://192.168.1.20:3000/storage/v1/object/authenticated/inventory-photos/0b6c/inventory/x.jpg',
    '/storage/v1/object/public/products/0b6c/eagle.png',
    '/api/catalog-art/american-gold-eagle-1-oz/obverse.svg',
  ])('accept %s', (value) => {
    expect(imageUrlSchema('Image').safeParse(value).success).toBe(true);
  });

  it.each([
    ['plain http elsewhere', 'http://tracker.example.com/pixel.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['any other path on the API', '/api/account'],
    ['a path climbing out of storage', '/storage/v1/object/../../api/account'],
    ['protocol-relative', '//evil.example.com/x.png'],
    ['free text', 'Obverse photo'],
    ['a space inside', 'https://cdn.example.com/a b.png'],
    ['ftp', 'ftp://example.com/a.png'],
  ])('refuse %s', (_label, value) => {
    const result = imageUrlSchema('Image').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Image must be an https URL/);
  });

  it('refuse more than 2048 characters', () => {
    expect(isImageUrl(`https://cdn.example.com/${'a'.repeat(2030)}`)).toBe(true);
    expect(imageUrlSchema('Image').safeParse(`https://cdn.example.com/${'a'.repeat(2030)}`).success).toBe(false);
  });
});

describe('privateStorageObjectOf', () => {
  it('names the bucket and path of a private stored photo, absolute or as a path', () => {
    expect(privateStorageObjectOf('http://localhost:3000/storage/v1/object/authenticated/inventory-photos/g1/inventory/a%20b.jpg')).toEqual({
      bucket: 'inventory-photos',
      path: 'g1/inventory/a b.jpg',
    });
    expect(privateStorageObjectOf('/storage/v1/object/authenticated/customer-ids/g1/c/p.png')).toEqual({ bucket: 'customer-ids', path: 'g1/c/p.png' });
  });

  it('is null for public buckets and other addresses', () => {
    expect(privateStorageObjectOf('/storage/v1/object/public/products/g1/p.png')).toBeNull();
    expect(privateStorageObjectOf('https://cdn.example.com/inventory-photos/x.png')).toBeNull();
    expect(privateStorageObjectOf(null)).toBeNull();
  });
});
