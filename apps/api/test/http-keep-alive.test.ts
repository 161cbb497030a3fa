// An early refusal (a body over the limit) must not cost the client its next request: the answer
// says `Connection: close`, and a keep-alive client's following request is always answered.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ STORAGE_MAX_BYTES: String(64 * 1024) });
});
afterAll(() => api.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(agent: Agent, method: string, path: string, body?: string, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, api.url);
    const req = request(
      url,
      { method, agent, headers: { 'content-type': 'application/json', apikey: api.config.AUTH_PUBLIC_KEY, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}), ...extraHeaders } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

describe('a body over the limit on a keep-alive connection', () => {
  it.each([
    ['/api/products', 64 * 1024],
    ['/auth/v1/signup', 16 * 1024],
  ])('POST %s answers 413 with Connection: close, and the next requests are all answered', async (path, limit) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ title: 'x'.repeat(limit + 1024) });
      for (let round = 0; round < 5; round += 1) {
        const refused = await send(agent, 'POST', path, big);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe('close');
        expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'payload_too_large' } });
        // Sent at once on the same agent: it must get its answer, not a reset connection.
        const next = await send(agent, 'GET', '/health');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('a storage upload over the size limit on a keep-alive connection', () => {
  it('answers 413 with Connection: close, and the next request is answered', async () => {
    const user = await api.createSignedInUser();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 3; round += 1) {
        const refused = await send(agent, 'POST', `/storage/v1/object/profiles/${user.userId}/big-${round}.png`, 'x'.repeat(256 * 1024), {
          'content-type': 'image/png',
          authorization: `Bearer ${user.accessToken}`,
        });
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe('close');
        expect((await send(agent, 'GET', '/health')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
