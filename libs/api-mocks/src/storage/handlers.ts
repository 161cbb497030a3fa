// The private buckets of the mock API (supabase-js storage): uploads into the mock group's folder
// are kept in memory; a member signs a URL for one (POST /object/sign/…, as the API answers) and the
// signed URL serves the bytes. Objects of another group's folder are refused (403), as the API
// refuses a non-member; public URLs of private buckets are refused (400), as the API does.
import { PRIVATE_STORAGE_BUCKETS } from '@bullion/contract';
import { http, HttpResponse } from 'msw';
import { nextMockUuid } from '../db';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import type { MockSlice } from '../http';

interface StoredFile {
  bytes: ArrayBuffer;
  type: string;
}

/** Uploaded files by `bucket/path`; forgotten when the page reloads. */
const files = new Map<string, StoredFile>();

const storageError = (status: number, code: string, message: string) =>
  HttpResponse.json({ statusCode: String(status), code, error: code, message }, { status });

/** `bucket/path` of a storage URL after `/storage/v1/object/{kind}/`, decoded. */
function keyAfter(url: string, kind: string): { bucket: string; path: string } {
  const rest = decodeURIComponent(new URL(url).pathname.replace(`/storage/v1/object/${kind}`, ''));
  const [bucket = '', ...path] = rest.split('/');
  return { bucket, path: path.join('/') };
}

const ownFolder = (path: string) => path.startsWith(`${MOCK_GROUP_ID}/`);

async function fileOf(request: Request): Promise<StoredFile> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (file) return { bytes: await file.arrayBuffer(), type: file.type };
  }
  return { bytes: await request.arrayBuffer(), type };
}

export const storageMocks: MockSlice = {
  handlers: (api) => {
    const origin = api.replace(/\/api$/, '');
    return PRIVATE_STORAGE_BUCKETS.flatMap((bucket) => [
      http.post(`${origin}/storage/v1/object/sign/${bucket}/*`, async ({ request }) => {
        const { path } = keyAfter(request.url, 'sign/');
        if (!ownFolder(path)) return storageError(403, 'AccessDenied', `Only members of the group that owns them can open files in "${bucket}".`);
        if (!files.has(`${bucket}/${path}`)) return storageError(404, 'NoSuchKey', `Object not found: ${bucket}/${path}.`);
        const { expiresIn } = (await request.json()) as { expiresIn: number };
        return HttpResponse.json({ signedURL: `/object/sign/${bucket}/${path}?token=mock-${expiresIn}-${nextMockUuid()}` });
      }),
      http.get(`${origin}/storage/v1/object/sign/${bucket}/*`, ({ request }) => {
        const { path } = keyAfter(request.url, 'sign/');
        const file = files.get(`${bucket}/${path}`);
        if (!new URL(request.url).searchParams.get('token') || !file) return storageError(400, 'InvalidSignature', 'The signed URL is not valid or has expired.');
        return new HttpResponse(file.bytes, { headers: { 'content-type': file.type } });
      }),
      http.get(`${origin}/storage/v1/object/public/${bucket}/*`, () =>
        storageError(400, 'NoSuchBucket', `Bucket "${bucket}" is private: its files open only by signed URL.`),
      ),
      http.post(`${origin}/storage/v1/object/${bucket}/*`, async ({ request }) => {
        const { path } = keyAfter(request.url, '');
        if (!ownFolder(path)) return storageError(403, 'AccessDenied', `You are not a member of this group, so you cannot write its files in "${bucket}".`);
        files.set(`${bucket}/${path}`, await fileOf(request));
        return HttpResponse.json({ Id: nextMockUuid(), Key: `${bucket}/${path}` });
      }),
    ]);
  },
  // supabase-js calls, not apiRequest calls: storage.test.ts exercises them.
  calls: [],
};
