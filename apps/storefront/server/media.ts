import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';

/** Widths the image endpoint renders (spec 9: 100 to 1300 in steps of 100, then 1600, 1800, 2000). */
export const IMAGE_WIDTHS: readonly number[] = [
  ...Array.from({ length: 13 }, (_, i) => (i + 1) * 100),
  1600,
  1800,
  2000,
];

const SAFE_FILE = /^[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/i;
const ONE_YEAR = 60 * 60 * 24 * 365;

function sendError(res: Parameters<RequestHandler>[1], status: number, code: string, message: string, field?: string) {
  res.status(status).json({ status, code, message, ...(field ? { field } : {}) });
}

/**
 * Serves product images from the media folder; `?w=` picks one of the offered
 * widths and the resized copy is cached on disk beside the original.
 */
export function mediaHandler(mediaDir: string): RequestHandler {
  return async (req, res) => {
    const file = String(req.params.file ?? '');
    if (!SAFE_FILE.test(file)) return sendError(res, 404, 'NOT_FOUND', 'Image not found', 'file');
    const original = path.join(mediaDir, file);
    try {
      await stat(original);
    } catch {
      return sendError(res, 404, 'NOT_FOUND', 'Image not found', 'file');
    }
    let servedPath = original;
    const widthParam = req.query.w;
    if (widthParam !== undefined) {
      const width = Number(widthParam);
      if (!IMAGE_WIDTHS.includes(width)) {
        return sendError(res, 422, 'INVALID_WIDTH', `Width must be one of ${IMAGE_WIDTHS.join(', ')}`, 'w');
      }
      const cacheDir = path.join(mediaDir, '.resized', String(width));
      servedPath = path.join(cacheDir, file);
      try {
        await stat(servedPath);
      } catch {
        await mkdir(cacheDir, { recursive: true });
        const tmp = `${servedPath}.${process.pid}.${Date.now()}.tmp`;
        await sharp(original).resize({ width, withoutEnlargement: true }).toFile(tmp);
        const { rename } = await import('node:fs/promises');
        await rename(tmp, servedPath);
      }
    }
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
    res.type(path.extname(file));
    createReadStream(servedPath).pipe(res);
  };
}
