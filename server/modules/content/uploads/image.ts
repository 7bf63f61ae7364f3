import sharp from 'sharp';
import { HttpError } from '../../../lib/http-error.js';

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
const MAX_WIDTH = 1600;
// A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp';

/** What the bytes are, by their magic numbers (a file's name and declared type are not trusted). */
function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

const uploadTypeRefused = () => new HttpError(415, 'Upload a JPEG, PNG or WebP image.').coded('upload_type');

/**
 * Re-encodes an upload to WebP: turned upright from its EXIF orientation, at most 1600 px wide,
 * and without metadata (sharp drops EXIF, GPS, XMP and ICC unless asked to keep them).
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (!sniffImage(bytes)) throw uploadTypeRefused();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'That image could not be read. Try another file.').coded('upload_unreadable');
  }
}
