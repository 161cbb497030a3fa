// The logo of a group's business identity: a PNG or JPEG of at most 1 MB uploaded into the group's
// folder of the `groups` storage bucket (group admins write there), then named in
// PATCH /groups/{id} `business.logoPath`, where the API checks its bytes.
import { businessLogoProblem } from '@bullion/contract';
import { authServerUrl, loadSupabase } from '../auth/supabase';
import { httpSettings } from '../http/client';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Uploads the logo under a fresh name in the group's folder and answers that name (for business.logoPath). */
export async function uploadBusinessLogo(groupId: string, file: File): Promise<string> {
  const problem = businessLogoProblem(file);
  if (problem) throw new Error(problem);
  const path = `${groupId}/business-logo-${crypto.randomUUID()}.${EXTENSIONS[file.type]}`;
  const { error } = await (await loadSupabase()).storage.from('groups').upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`The logo could not be uploaded: ${error.message}`);
  return path;
}

/** The public address of an object of the public `groups` bucket, as supabase-js's getPublicUrl makes it. */
export function groupFileUrl(path: string): string {
  const server = authServerUrl() ?? new URL(httpSettings().apiUrl).origin;
  return `${server}/storage/v1/object/public/groups/${path.split('/').map(encodeURIComponent).join('/')}`;
}
