// A JSON answer with its length, as a server that writes a string sends it. Hono's c.json() leaves
// Content-Length out, so compress() took every answer for a large one and gzipped even a 30-byte
// error (larger once gzipped, and a new deflate stream for each request). With the length known,
// answers under compress()'s 1 KB threshold go out as they are. The API's JSON is a string in memory
// already (nothing streams JSON), so reading it back costs a copy.
import type { MiddlewareHandler } from 'hono';

export const jsonLength: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = c.res;
  if (!answer.body || answer.headers.has('content-length') || !answer.headers.get('content-type')?.startsWith('application/json')) return;
  const bytes = await answer.arrayBuffer();
  const measured = new Response(bytes, answer);
  measured.headers.set('content-length', String(bytes.byteLength));
  c.res = measured;
};
