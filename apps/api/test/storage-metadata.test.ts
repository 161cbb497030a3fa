// Uploaded photos are stored without their metadata: a phone photo's EXIF carries the GPS position
// where it was taken. The fixtures are real images made here with sharp, EXIF and GPS included.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let owner: Actor;
let teamId: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signIn(api, 'Olive Owner');
  teamId = await createTeam(api, owner, 'Coin Vault');
});
afterAll(() => api.close());

/** The EXIF GPS IFD pointer tag (0x8825), as a little- or big-endian TIFF header writes it. */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2637/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3954/100' },
};

/** A phone-like JPEG: GPS position in its EXIF and the camera held sideways (orientation 6). */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#b08d57' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif(GPS_EXIF)
    .toBuffer();
  const metadata = await sharp(bytes).metadata();
  expect(hasGpsPointer(metadata.exif)).toBe(true);
  expect(metadata.orientation).toBe(6);
  return bytes;
}

async function uploadAndFetch(bucket: string, path: string, bytes: Buffer, type: string): Promise<Buffer> {
  const headers = { authorization: `Bearer ${owner.accessToken}`, 'content-type': type };
  const uploaded = await api.request(`/storage/v1/object/${bucket}/${path}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  expect(uploaded.status).toBe(200);
  const stored = await api.request(`/storage/v1/object/authenticated/${bucket}/${path}`, { headers });
  expect(stored.status).toBe(200);
  expect(stored.headers.get('content-type')).toBe(type);
  return Buffer.from(await stored.arrayBuffer());
}

describe('uploaded photos', () => {
  it('are stored without EXIF (no GPS position, no camera), upright, still a JPEG', async () => {
    const stored = await uploadAndFetch('inventory-photos', `${teamId}/items/phone.jpg`, await phonePhoto(64, 48), 'image/jpeg');
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The orientation went into the pixels: the sideways photo is stored turned upright.
    expect([metadata.width, metadata.height]).toEqual([48, 64]);
    expect(metadata.orientation ?? 1).toBe(1);
  });

  it('lose their EXIF whatever their size, in every bucket (a large photo into the public products bucket)', async () => {
    const stored = await uploadAndFetch('products', `${teamId}/catalog/large.jpg`, await phonePhoto(2600, 1800), 'image/jpeg');
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(hasGpsPointer(stored)).toBe(false);
  });

  it('lose EXIF from PNG and WebP too', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const original = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#eee' } })
        .toFormat(format)
        .withExif(GPS_EXIF)
        .toBuffer();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const stored = await uploadAndFetch('inventory-photos', `${teamId}/items/photo.${format}`, original, type);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format, type).toBe(format);
      expect(metadata.exif, type).toBeUndefined();
    }
  });

  it('are stored byte for byte when they carry no metadata', async () => {
    const plain = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } }).png().toBuffer();
    expect(await uploadAndFetch('inventory-photos', `${teamId}/items/plain.png`, plain, 'image/png')).toEqual(plain);
  });
});
