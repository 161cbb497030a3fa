// The one fetch layer of the app: adds the session's bearer token and the app access token header,
// validates every response with its zod schema, and reports failed responses (every failed call
// shows an error toast with its status, unless the caller handles the failure itself).
import { apiConnection } from '@bullion/shared';
import { localUrl } from '@bullion/shared/remotes';
import type { z } from 'zod';

export const APP_TOKEN_HEADER = 'token';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Waits before resending a write whose answer never arrived (the network failed, not the API). */
export const WRITE_RETRY_DELAYS_MS = [300, 1000] as const;

export class ApiHttpError extends Error {
  override name = 'ApiHttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The response arrived but does not have the shape the client expects. */
export class ApiResponseShapeError extends Error {
  override name = 'ApiResponseShapeError';
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Unexpected response from ${path}`);
  }
}

export interface ApiClientSettings {
  apiUrl: string;
  /** The auth session's access token, or null when signed out. */
  getBearerToken: () => Promise<string | null> | string | null;
  /** The app access token of the current group, or empty. */
  getAppToken: () => string | null;
  /** Called for every failed HTTP response (not for aborted requests). */
  onHttpError?: (error: ApiHttpError) => void;
}

const DEFAULT_SETTINGS: ApiClientSettings = {
  apiUrl: `${localUrl('api')}/api`,
  getBearerToken: () => null,
  getAppToken: () => null,
};

/** The page-wide settings: in @bullion/shared's connection, so that every app's copy of this library sees the shell's. */
export function httpSettings(): Readonly<ApiClientSettings> {
  return (apiConnection.http as ApiClientSettings | undefined) ?? DEFAULT_SETTINGS;
}

export function configureHttp(next: Partial<ApiClientSettings>): void {
  const settings = httpSettings();
  apiConnection.http = { ...settings, ...next, apiUrl: (next.apiUrl ?? settings.apiUrl).replace(/\/$/, '') };
}

export interface RequestOptions<TSchema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  schema: TSchema;
  signal?: AbortSignal;
  /** Set false when the caller handles the failure itself (no toast). */
  reportErrors?: boolean;
  /**
   * Sent with every write (a fresh one per call unless given): a write is resent with the same key
   * when its answer is lost, and the API carries it out once.
   */
  idempotencyKey?: string;
}

function buildUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
  const url = new URL(`${httpSettings().apiUrl}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.href;
}

async function readError(response: Response): Promise<ApiHttpError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: unknown } } | null;
  const message = body?.error?.message ?? (response.statusText || 'Request failed');
  return new ApiHttpError(response.status, body?.error?.code ?? 'http_error', message, body?.error?.details);
}

export async function apiRequest<TSchema extends z.ZodType>(path: string, options: RequestOptions<TSchema>): Promise<z.output<TSchema>> {
  const headers = new Headers({ accept: 'application/json' });
  const settings = httpSettings();
  const bearer = await settings.getBearerToken();
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  const appToken = settings.getAppToken();
  if (appToken) headers.set(APP_TOKEN_HEADER, appToken);
  if (options.body !== undefined) headers.set('content-type', 'application/json');

  const method = options.method ?? 'GET';
  const isWrite = method !== 'GET';
  if (isWrite) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? newIdempotencyKey());
  const send = () =>
    fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  const response = isWrite ? await sendWithRetries(send, options.signal) : await send();
  if (!response.ok) {
    const error = await readError(response);
    if (options.reportErrors !== false) settings.onHttpError?.(error);
    throw error;
  }
  const data: unknown = response.status === 204 ? null : await response.json();
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`[api-client] ${path} answered an unexpected shape`, parsed.error.issues);
    throw new ApiResponseShapeError(path, parsed.error.issues);
  }
  return parsed.data;
}

/** A file the API makes (a PDF): the bytes and the name it is saved under (Content-Disposition, else `fallbackName`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET of a file with the session and app token; a failure is reported (toast) and thrown like apiRequest's. */
export async function apiDownload(path: string, { fallbackName, signal, reportErrors = true }: { fallbackName: string; signal?: AbortSignal; reportErrors?: boolean }): Promise<DownloadedFile> {
  const settings = httpSettings();
  const headers = new Headers();
  const bearer = await settings.getBearerToken();
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  const appToken = settings.getAppToken();
  if (appToken) headers.set(APP_TOKEN_HEADER, appToken);
  const response = await fetch(buildUrl(path), { headers, signal });
  if (!response.ok) {
    const error = await readError(response);
    if (reportErrors) settings.onHttpError?.(error);
    throw error;
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? fallbackName };
}

/**
 * A write whose request failed at the network level (no answer at all) is resent with the same
 * Idempotency-Key, so a write that reached the API before the connection broke is not repeated.
 */
async function sendWithRetries(send: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
  for (const delay of WRITE_RETRY_DELAYS_MS) {
    try {
      return await send();
    } catch (error) {
      if (signal?.aborted || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return send();
}

/** A random key; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
