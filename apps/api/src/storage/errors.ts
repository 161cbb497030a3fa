// Errors of /storage/v1 use Supabase Storage's shape `{ statusCode, code, error, message }` (the
// HTTP status as a string, a Storage error code such as NoSuchKey or ResourceAlreadyExists, a short
// name and a sentence). supabase-js turns it into a StorageApiError with that message, `status`,
// `statusCode` and `code`, so apps can branch on `error.code` as with Supabase.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';
import { MFA_REQUIRED_ERROR_CODE } from '@bullion/contract';
import type { ZodError } from 'zod';

export const storageErrorSchema = z
  .object({
    statusCode: z.string().openapi({ example: '404' }),
    code: z.string().openapi({ example: 'NoSuchKey' }),
    error: z.string().openapi({ example: 'not_found' }),
    message: z.string().openapi({ example: 'Object not found.' }),
  })
  .openapi('StorageError');

export type StorageErrorBody = z.infer<typeof storageErrorSchema>;

export class StorageHttpError extends Error {
  override name = 'StorageHttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function storageErrorBody(status: number, code: string, error: string, message: string): StorageErrorBody {
  return { statusCode: String(status), code, error, message };
}

export const storageError = {
  invalidRequest: (message: string) => new StorageHttpError(400, 'InvalidRequest', 'Bad Request', message),
  invalidKey: (message: string) => new StorageHttpError(400, 'InvalidKey', 'Invalid key', message),
  unauthorized: (message: string) => new StorageHttpError(401, 'InvalidJWT', 'Unauthorized', message),
  invalidApiKey: () =>
    new StorageHttpError(401, 'InvalidApiKey', 'Unauthorized', 'The apikey header is missing or is not the public key of this API.'),
  accessDenied: (message: string) => new StorageHttpError(403, 'AccessDenied', 'Forbidden', message),
  noSuchBucket: (bucket: string, known: readonly string[]) =>
    new StorageHttpError(404, 'NoSuchBucket', 'Bucket not found', `Bucket "${bucket}" does not exist. Buckets: ${known.join(', ')}.`),
  /** As Supabase Storage answers a public URL of a private bucket (it looks among public buckets only). */
  notPublic: (bucket: string) =>
    new StorageHttpError(
      400,
      'NoSuchBucket',
      'Bucket not found',
      `Bucket "${bucket}" is private: its files open only by signed URL, for members of the group that owns them.`,
    ),
  noSuchKey: (key?: string) => new StorageHttpError(404, 'NoSuchKey', 'not_found', key ? `Object not found: ${key}.` : 'Object not found.'),
  duplicate: (key: string) =>
    new StorageHttpError(409, 'ResourceAlreadyExists', 'Duplicate', `The object ${key} already exists. Upload with upsert: true to replace it.`),
  conflict: (message: string) => new StorageHttpError(409, 'InvalidKey', 'Conflict', message),
  tooLarge: (maxBytes: number) =>
    new StorageHttpError(413, 'EntityTooLarge', 'Payload too large', `The object exceeded the maximum allowed size of ${maxBytes} bytes.`),
  invalidMimeType: (message: string) => new StorageHttpError(415, 'InvalidMimeType', 'invalid_mime_type', message),
  /** As Supabase Storage answers for a feature that is turned off: a 400, not a server fault. */
  notSupported: (feature: string) =>
    new StorageHttpError(400, 'FeatureNotEnabled', 'Feature not enabled', `${feature} is not supported by this storage server.`),
  /** The API's mfa_required code, so the app handles it as for any other call in the group. */
  mfaRequired: () =>
    new StorageHttpError(
      403,
      MFA_REQUIRED_ERROR_CODE,
      'Forbidden',
      'This group requires two-factor sign-in: sign in with a code from your authenticator app to use its files.',
    ),
  invalidSignature: () =>
    new StorageHttpError(400, 'InvalidSignature', 'Invalid signature', 'The signed URL is not valid or has expired.'),
};

export function validationMessage(error: ZodError): string {
  const issues = error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return `The request is not valid: ${issues.join('; ')}.`;
}
