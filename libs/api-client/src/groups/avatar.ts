// A group's avatar lives in the `groups` storage bucket, in the group's folder (the storage API lets
// members with group.update write there).
import { loadSupabase } from '../auth/supabase';
import { productImageProblem } from '../products/images';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' };

/** Why a file cannot be a group avatar, or null when it can (the same rules as product images). */
export const groupAvatarProblem = productImageProblem;

/**
 * Uploads a new avatar (or, with `kind` 'logo', a branding logo) into the group's folder under a fresh
 * name and returns its public address.
 */
export async function uploadGroupAvatar(groupId: string, file: File, kind: 'avatar' | 'logo' = 'avatar'): Promise<string> {
  const problem = groupAvatarProblem(file);
  if (problem) throw new Error(problem);
  const path = `${groupId}/${kind}-${crypto.randomUUID()}.${EXTENSIONS[file.type]}`;
  const bucket = (await loadSupabase()).storage.from('groups');
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`The picture could not be uploaded: ${error.message}`);
  return bucket.getPublicUrl(path).data.publicUrl;
}
