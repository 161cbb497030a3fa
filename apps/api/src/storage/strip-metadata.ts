// Uploaded images are stored without their metadata: a phone photo's EXIF carries the GPS position
// where it was taken (the safe), the device and the time. An image that carries EXIF, XMP, IPTC or
// text comments is re-encoded by sharp (libvips) in its own format, turned upright by its EXIF
// orientation first and keeping its colour profile; one that carries none is stored byte for byte.
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Logger } from '../logger';
import type { ImageType } from './content';
import { storageError } from './errors';

/** Formats that may hold several frames: re-encoded with all of them. */
const ANIMATED: ReadonlySet<ImageType> = new Set(['image/gif', 'image/webp']);

function carriesMetadata(metadata: Metadata): boolean {
  return Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length || metadata.tifftagPhotoshop);
}

function encode(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 92 });
    case 'image/gif':
      return image.gif();
    case 'image/avif':
      return image.avif({ quality: 70 });
  }
}

/**
 * The bytes to store for an upload of `type`: the same bytes when they carry no metadata, else the
 * image re-encoded without it. Bytes that libvips cannot decode carry no metadata it could read and
 * are kept as they are (their type was already checked from their first bytes).
 */
export async function stripMetadata(bytes: Buffer, type: ImageType, logger: Logger): Promise<Buffer> {
  const options = { animated: ANIMATED.has(type), failOn: 'none' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    return bytes;
  }
  if (!carriesMetadata(metadata)) return bytes;
  try {
    // autoOrient applies the EXIF orientation to the pixels, since the tag goes with the rest.
    return await encode(sharp(bytes, options).autoOrient().keepIccProfile(), type).toBuffer();
  } catch (error) {
    logger.warn({ err: error, type }, 'image metadata could not be removed');
    throw storageError.invalidMimeType('The image could not be read to remove its metadata (location, camera): save it again and retry.');
  }
}
