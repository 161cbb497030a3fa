// What every slice's mock handlers share: the default API base, the mock clock, the API's error
// shape and request bodies, and the shape of a slice's mocks (its handlers and the calls they answer).
import { localUrl } from '@bullion/shared/remotes';
import { HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';

export const MOCK_API_URL = `${localUrl('api')}/api`;
export const MOCK_NOW = '2026-11-02T09:00:00.000Z';

/** One call the client makes, as mocks.test.ts sends it: the response must parse with `schema`. */
export interface MockCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path under the API base as the client sends it, query included. */
  path: string;
  body?: unknown;
  schema: z.ZodType;
}

/** A resource's part of the mock API. */
export interface MockSlice {
  /** The msw handlers answering the resource's routes under `api` (the API base, no trailing slash). */
  handlers(api: string): HttpHandler[];
  /** Every call the client makes to the resource, each answered and checked by mocks.test.ts. */
  calls: readonly MockCall[];
}

export function apiError(status: number, code: string, message: string, details?: unknown) {
  return HttpResponse.json({ error: details === undefined ? { code, message } : { code, message, details } }, { status });
}

export const notFound = (what: string) => apiError(404, 'not_found', `${what} not found.`);

/** 400 with the zod issues, as the API answers a request its schemas refuse. */
export function invalid(error: z.ZodError) {
  return apiError(
    400,
    'validation_failed',
    'The request is not valid.',
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined);
}

export const now = () => new Date().toISOString();

/** Copies the fields that are present (undefined means "not sent" in a partial update). */
export function presentFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
