import { createRequire } from 'node:module';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@bar/domain';
import { AppError, badRequest } from '../http/errors.js';

export interface ImageKind {
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

const KINDS: Record<ImageKind['extension'], ImageKind> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

// image-size loads with the first image checked, not at every start (budget B9); the check is synchronous, hence require
let imageSizeOf: typeof import('image-size').imageSize | undefined;
const imageSize = (bytes: Uint8Array) => (imageSizeOf ??= (createRequire(import.meta.url)('image-size') as typeof import('image-size')).imageSize)(bytes);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** The image type from the file's first bytes (magic numbers), never from its name. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpg;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return KINDS.gif;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return KINDS.webp;
  return undefined;
}

/** Content type of a stored file by its server-made extension. */
export function contentTypeOf(fileName: string): string | undefined {
  const ext = fileName.split('.').pop() as ImageKind['extension'];
  return KINDS[ext]?.contentType;
}

/**
 * Checks an uploaded image by content: a PNG, JPEG, GIF or WebP whose header parses, within the
 * byte, side and pixel limits. `label` names the field in messages.
 */
export function checkImage(label: string, bytes: Uint8Array): ImageKind {
  if (bytes.length === 0) throw badRequest(`${label}: the file is empty.`);
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, `${label}: the image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(`${label}: only PNG, JPEG, GIF or WebP images are accepted.`);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw badRequest(`${label}: the image is damaged or incomplete.`);
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) throw badRequest(`${label}: the image has no size.`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(`${label}: the image is too large (at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`);
  }
  return kind;
}
