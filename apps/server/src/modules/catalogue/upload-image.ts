// A seller's photo: recognised by its bytes (never its name or declared type), decoded by sharp,
// re-encoded as a bounded WebP (which also drops EXIF, GPS included) plus a thumbnail.
import type { UploadedImage } from '@boibazar/shared/catalogue';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ImageStorage } from '../../lib/image-storage/index.ts';

const MAX_INPUT_PIXELS = 40_000_000;
const FULL_SIZE = 1200;
const THUMB_SIZE = 400;

const notAPhoto = () =>
  new AppError('PHOTO_TYPE_UNSUPPORTED', 'Only JPEG, PNG or WebP photos can be uploaded');

/** JPEG, PNG or WebP by their first bytes; anything else (SVG, text, PDF…) is refused. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

export async function uploadImage(storage: ImageStorage, bytes: Buffer): Promise<UploadedImage> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw notAPhoto();
  let full: Buffer;
  let thumb: Buffer;
  // NOTE: sharp (libvips, ~28 MB resident) loads with the first photo, not with the server (decision 187).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== sniffed) throw notAPhoto();
    const oriented = image.rotate();
    full = await oriented
      .clone()
      .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    thumb = await oriented
      .clone()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PHOTO_TYPE_UNSUPPORTED', 'The photo could not be read; please try another file');
  }
  const id = newId();
  const fullKey = `books/${id}.webp`;
  const thumbKey = `books/${id}-thumb.webp`;
  await storage.put(thumbKey, thumb, 'image/webp');
  await storage.put(fullKey, full, 'image/webp');
  return { url: storage.url(fullKey), thumbnailUrl: storage.url(thumbKey) };
}
