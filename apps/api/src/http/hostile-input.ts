// A NUL character is never meaningful in a URL or a JSON text, and Postgres refuses it in text
// (error 22021): such a request is refused here, with a 400, before any route or query sees it.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { errorBody } from './errors';

const NUL_IN_URL = /%00/i;
/** JSON can only carry NUL escaped; a raw NUL byte makes the body invalid JSON anyway. */
const NUL_IN_JSON = /\\u0000/i;

export const refuseNulCharacters = createMiddleware<AppEnv>(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  const refused = () => c.json(errorBody('invalid_characters', 'The request contains a NUL character, which no field accepts.'), 400);
  if (NUL_IN_URL.test(pathname) || NUL_IN_URL.test(search)) return refused();
  const type = c.req.header('content-type') ?? '';
  if (type.includes('json') && c.req.method !== 'GET' && NUL_IN_JSON.test(await c.req.text())) return refused();
  await next();
});
