// Profile pictures live in the `profiles` storage bucket, in the user's own folder (the storage API
// lets only that user write there).
import { loadSupabase } from '../auth/supabase';
import { productImageProblem as imageProblem } from '../products/images';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' };

/** Why a file cannot be a profile picture, or null when it can. */
export const avatarImageProblem = imageProblem;

/** Uploads a profile picture under a fresh name and returns its public address (then PATCH /account). */
export async function uploadProfileAvatar(userId: string, file: File): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  const path = `${userId}/avatar-${crypto.randomUUID()}.${EXTENSIONS[file.type]}`;
  const bucket = (await loadSupabase()).storage.from('profiles');
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`The picture could not be uploaded: ${error.message}`);
  return bucket.getPublicUrl(path).data.publicUrl;
}
