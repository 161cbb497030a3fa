// Reading an upload body: raw bytes (content type and Cache-Control in the headers) or multipart form
// data as supabase-js sends for a Blob/File (the file in a form field named "", `cacheControl` in a
// text field, the type on the file part). The body is read at most to the size limit: a declared
// Content-Length above it, or more bytes than allowed, is 413 without reading further.
import { storageError } from './errors';

/** Room for multipart boundaries, part headers and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadBody {
  bytes: Buffer;
  /** The declared type: the Content-Type header (raw) or the file part's type (multipart). */
  declaredType: string;
  cacheControl: string | null;
}

async function readLimited(request: Request, limit: number, maxBytes: number): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw storageError.tooLarge(maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw storageError.tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

export async function readUpload(request: Request, maxBytes: number): Promise<UploadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const raw = await readLimited(request, maxBytes + MULTIPART_OVERHEAD, maxBytes);
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageError.invalidRequest('The multipart form could not be read.');
    }
    const files: File[] = [];
    form.forEach((value) => {
      if (typeof value !== 'string') files.push(value);
    });
    const [file] = files;
    if (!file) throw storageError.invalidRequest('The form has no file: send the file as a form field.');
    if (files.length > 1) throw storageError.invalidRequest('Send one file per upload.');
    if (file.size > maxBytes) throw storageError.tooLarge(maxBytes);
    const cacheField = form.get('cacheControl');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      declaredType: file.type,
      cacheControl: typeof cacheField === 'string' ? cacheField : request.headers.get('cache-control'),
    };
  }
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    throw storageError.invalidMimeType('Send the file as raw bytes or as multipart/form-data.');
  }
  return {
    bytes: await readLimited(request, maxBytes, maxBytes),
    declaredType: contentType,
    cacheControl: request.headers.get('cache-control'),
  };
}
