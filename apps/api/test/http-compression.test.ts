// Answers are compressed for clients that accept it, and only for them: a day of spot history goes
// out gzip with `Vary: Accept-Encoding`, decodes to the same JSON, a client that asks for no
// encoding gets the plain bytes, and an answer under 1 KB goes out as it is.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let accessToken: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ accessToken } = await api.createSignedInUser());
});
afterAll(() => api.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** The answer's bytes as they came over the wire (node:http does not decode them). */
function getRaw(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, api.url), { headers: { authorization: `Bearer ${accessToken}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  it('sends a day of spot history gzip to a client that accepts it, smaller and decoding to the same JSON', async () => {
    const plain = await getRaw('/api/spots/history?range=24h', { 'accept-encoding': 'identity' });
    const zipped = await getRaw('/api/spots/history?range=24h', { 'accept-encoding': 'gzip, deflate, br' });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const decoded = JSON.parse(gunzipSync(zipped.bytes).toString('utf8')) as { range: string; points: unknown[] };
    expect(decoded.range).toBe('24h');
    expect(decoded.points.length).toBeGreaterThan(100);
    expect(decoded).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('sends nothing compressed to a client that does not say it accepts an encoding', async () => {
    const answer = await getRaw('/api/spots/history?range=24h', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ range: '24h' });
  });

  it('sends a small answer (an error body under 1 KB) as it is, with its length: gzip would only make it larger', async () => {
    const answer = await getRaw('/api/spots/history?range=1y', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ error: { code: expect.any(String) } });
  });
});
