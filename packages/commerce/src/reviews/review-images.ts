import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CommerceError } from '../errors';
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX } from '@vitrine/headless/contract';

/** A picture as uploaded: only the bytes are trusted, never the name or the declared type. */
export interface UploadedImage {
  name?: string;
  bytes: Uint8Array;
}

export interface StoredImage {
  fileName: string;
  mimeType: string;
  byteSize: number;
}

const FORMATS = [
  { mimeType: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/gif', ext: 'gif', magic: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { mimeType: 'image/gif', ext: 'gif', magic: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
] as const;

/** Stored file names: random, so they cannot be guessed or collide, with the extension of the real type. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|gif)$/;

/** The format the bytes really are (JPEG, PNG or GIF), or undefined. */
export function sniffImage(bytes: Uint8Array): { mimeType: string; ext: string } | undefined {
  return FORMATS.find((f) => f.magic.every((byte, i) => bytes[i] === byte));
}

const imageError = (code: string, message: string, field: string) =>
  new CommerceError({ status: 422, code, message, field });

/** Checks count, size and real type of every picture before anything is written. */
export function checkImages(images: readonly UploadedImage[]): { mimeType: string; ext: string }[] {
  if (images.length > REVIEW_IMAGES_MAX) {
    throw imageError('REVIEW_TOO_MANY_IMAGES', `You can add at most ${REVIEW_IMAGES_MAX} pictures`, 'images');
  }
  return images.map((image, i) => {
    if (image.bytes.byteLength > REVIEW_IMAGE_MAX_BYTES) {
      throw imageError('REVIEW_IMAGE_TOO_LARGE', 'Each picture must be 8MB or smaller', `images.${i}`);
    }
    const format = sniffImage(image.bytes);
    if (!format) throw imageError('REVIEW_IMAGE_TYPE', 'Pictures must be JPG, JPEG, PNG or GIF', `images.${i}`);
    return format;
  });
}

/** Writes checked pictures to `folder`; on any failure the ones already written are removed. */
export async function storeImages(folder: string, images: readonly UploadedImage[]): Promise<StoredImage[]> {
  const formats = checkImages(images);
  if (images.length === 0) return [];
  await mkdir(folder, { recursive: true });
  const stored: StoredImage[] = [];
  try {
    for (const [i, image] of images.entries()) {
      const format = formats[i]!;
      const fileName = `${randomBytes(16).toString('hex')}.${format.ext}`;
      await writeFile(join(folder, fileName), image.bytes, { flag: 'wx' });
      stored.push({ fileName, mimeType: format.mimeType, byteSize: image.bytes.byteLength });
    }
  } catch (error) {
    await removeImages(folder, stored);
    throw error;
  }
  return stored;
}

/** Removes stored pictures (after a failed insert); missing files are fine. */
export async function removeImages(folder: string, images: readonly StoredImage[]): Promise<void> {
  await Promise.all(images.map((image) => unlink(join(folder, image.fileName)).catch(() => undefined)));
}

/** Reads a stored picture; undefined when the name is not one of ours or the file is gone. */
export async function readStoredImage(folder: string, fileName: string): Promise<Uint8Array | undefined> {
  if (!STORED_NAME.test(fileName)) return undefined;
  return readFile(join(folder, fileName)).catch(() => undefined);
}
