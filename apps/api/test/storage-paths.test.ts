// Unit checks of storage names, disk paths, content sniffing and Cache-Control parsing.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUCKETS } from '../src/storage/buckets';
import { parseCacheControl, resolveContentType, sniffImageType } from '../src/storage/content';
import { StorageHttpError } from '../src/storage/errors';
import { folderOf, objectFile, parseObjectName, parsePrefix } from '../src/storage/paths';
import { createLocalBlobStore } from '../src/storage/local-blobs';

const GROUP = '0b6c5a52-8f3e-4b1c-9a77-1f2e3d4c5b6a';

function rejection(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof StorageHttpError ? { status: error.status, code: error.code } : error;
  }
  return null;
}

describe('object names', () => {
  it('accepts relative names of safe characters', () => {
    for (const name of [`${GROUP}/bar.png`, `${GROUP}/bars/gold bar (1oz).jpg`, `${GROUP}/café-ünïcode_1.webp`, `${GROUP}/.hidden.png`]) {
      expect(parseObjectName(name)).toBe(name);
    }
  });

  it('refuses traversal, absolute names, backslashes, percent signs, control characters and overlong names', () => {
    const bad = [
      '',
      '..',
      '../x.png',
      `${GROUP}/../x.png`,
      `${GROUP}/./x.png`,
      `${GROUP}/.../x.png`,
      '/etc/passwd',
      `${GROUP}//x.png`,
      `${GROUP}/x.png/`,
      `${GROUP}/a\\..\\x.png`,
      `${GROUP}/%2e%2e/x.png`,
      `${GROUP}/x\u0000.png`,
      `${GROUP}/x\n.png`,
      `${GROUP}/ x.png`,
      `${GROUP}/<script>.png`,
      `${GROUP}/x?.png`,
      `${GROUP}/${'a'.repeat(300)}.png`,
      `${GROUP}/${'abc/'.repeat(130)}x.png`,
    ];
    for (const name of bad) expect(rejection(() => parseObjectName(name)), JSON.stringify(name)).toEqual({ status: 400, code: 'InvalidKey' });
  });

  it('keeps files inside their bucket directory', () => {
    const root = '/srv/data/storage';
    expect(objectFile(root, 'products', `${GROUP}/a/b.png`)).toBe(join(root, 'products', GROUP, 'a', 'b.png'));
    expect(rejection(() => objectFile(root, 'products', `${GROUP}/../../profiles/x.png`))).toMatchObject({ status: 400 });
  });

  it('needs a uuid folder per bucket rule, and reads list prefixes leniently', () => {
    expect(folderOf(BUCKETS.products, `${GROUP}/x.png`)).toMatchObject({ kind: 'group', groupId: GROUP, permission: 'catalog.write' });
    expect(folderOf(BUCKETS.groups, `${GROUP}/x.png`)).toMatchObject({ kind: 'group', permission: 'group.update' });
    expect(folderOf(BUCKETS.profiles, `${GROUP}/x.png`)).toEqual({ kind: 'user', userId: GROUP });
    expect(rejection(() => folderOf(BUCKETS.products, 'x.png'))).toMatchObject({ status: 400 });
    expect(rejection(() => folderOf(BUCKETS.products, `${GROUP.toUpperCase()}/x.png`))).toMatchObject({ status: 400 });
    expect(parsePrefix('')).toBe('');
    expect(parsePrefix(`/${GROUP}/sub/`)).toBe(`${GROUP}/sub`);
    expect(rejection(() => parsePrefix('../'))).toMatchObject({ status: 400 });
  });
});

describe('content', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  it('recognises the accepted formats by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF87a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8L'))).toBe('image/webp');
    expect(sniffImageType(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypmif1\0\0\0\0mif1avifmiaf')]))).toBe('image/avif');
    expect(sniffImageType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('stores the declared type only when the bytes match it; undeclared types are sniffed', () => {
    expect(resolveContentType('image/png', png)).toBe('image/png');
    expect(resolveContentType('IMAGE/PNG; charset=binary', png)).toBe('image/png');
    expect(resolveContentType('application/octet-stream', png)).toBe('image/png');
    expect(resolveContentType('', png)).toBe('image/png');
    expect(rejection(() => resolveContentType('image/jpeg', png))).toEqual({ status: 415, code: 'InvalidMimeType' });
    expect(rejection(() => resolveContentType('image/svg+xml', Buffer.from('<svg/>')))).toEqual({ status: 415, code: 'InvalidMimeType' });
    expect(rejection(() => resolveContentType('text/html', Buffer.from('<html>')))).toEqual({ status: 415, code: 'InvalidMimeType' });
    expect(rejection(() => resolveContentType('application/octet-stream', Buffer.from('MZ')))).toEqual({ status: 415, code: 'InvalidMimeType' });
  });

  it('reads Cache-Control as supabase-js sends it', () => {
    expect(parseCacheControl('3600')).toBe('max-age=3600');
    expect(parseCacheControl('max-age=60')).toBe('max-age=60');
    expect(parseCacheControl('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable');
    expect(parseCacheControl(null)).toBe('max-age=3600');
    expect(rejection(() => parseCacheControl('max-age=1\r\nSet-Cookie: x=1'))).toMatchObject({ status: 400 });
  });
});

describe('folder clean-up', () => {
  it('removes one group\'s or user\'s folders in every bucket and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bullion-storage-'));
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    for (const bucket of ['products', 'groups']) {
      for (const id of [GROUP, other]) {
        mkdirSync(join(root, bucket, id), { recursive: true });
        writeFileSync(join(root, bucket, id, 'x.png'), 'x');
      }
    }
    const blobs = createLocalBlobStore(root);
    await blobs.removeFolder(GROUP);
    expect(existsSync(join(root, 'products', GROUP))).toBe(false);
    expect(existsSync(join(root, 'groups', GROUP))).toBe(false);
    expect(existsSync(join(root, 'products', other, 'x.png'))).toBe(true);
    await expect(blobs.removeFolder('..')).rejects.toThrow();
    rmSync(root, { recursive: true, force: true });
  });
});
