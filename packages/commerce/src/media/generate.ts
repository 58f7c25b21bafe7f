import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderIllustration, type Illustration } from './render';

/** JPEG quality of product pictures: small files, no visible artefacts on flat colour. */
const JPEG_QUALITY = 80;

/** One picture to write: its file name in the media folder and what to draw. */
export interface ImageJob extends Illustration {
  file: string;
}

/** What a generation run did, for logs and the timing report. */
export interface ImageGenerationResult {
  written: number;
  skipped: number;
  milliseconds: number;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function writeImage(job: ImageJob, mediaDir: string): Promise<boolean> {
  const target = join(mediaDir, job.file);
  if (await exists(target)) return false;
  const jpeg = await sharp(Buffer.from(renderIllustration(job)))
    .jpeg({ quality: JPEG_QUALITY, progressive: true })
    .toBuffer();
  // Write then rename, so a second process (or a reader) never sees half a file.
  const temporary = `${target}.${process.pid}.${Math.floor(performance.now() * 1000)}.tmp`;
  await writeFile(temporary, jpeg);
  await rename(temporary, target);
  return true;
}

/**
 * Writes the pictures that are not in `mediaDir` yet, a few at a time (sharp
 * renders on its own threads, so a small pool keeps every core busy).
 *
 * @example await generateImages(jobs, '/srv/shop/media');
 */
export async function generateImages(jobs: readonly ImageJob[], mediaDir: string): Promise<ImageGenerationResult> {
  const started = performance.now();
  await mkdir(mediaDir, { recursive: true });
  const queue = [...jobs];
  let written = 0;
  const workers = Array.from({ length: Math.max(4, availableParallelism() * 2) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (await writeImage(job, mediaDir)) written += 1;
    }
  });
  await Promise.all(workers);
  return { written, skipped: jobs.length - written, milliseconds: Math.round(performance.now() - started) };
}
