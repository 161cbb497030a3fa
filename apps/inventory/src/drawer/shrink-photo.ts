// A phone photo is several megabytes and larger than any screen shows it: it is scaled down to
// PHOTO_MAX_SIDE pixels and re-encoded as JPEG before uploading (quicker on a mobile connection and
// within the storage limit). Whatever the browser cannot decode (HEIC in some browsers) goes as it is.
// A JPEG already small enough goes as it is too: the API removes its metadata (EXIF, the GPS position)
// on upload, whatever the size (docs/storage.md).
export const PHOTO_MAX_SIDE = 2000;
const JPEG_QUALITY = 0.85;

export async function shrinkPhoto(file: File, maxSide = PHOTO_MAX_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.type === 'image/jpeg') {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
