import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FilesSignedUpload, ProductAttachment, StoredFile } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import type { RateLimitRule } from '../ratelimit/ratelimit';
import { listAttachments } from './attachments';
import { createDiskFileStore, type FileStore } from './file-store';
import { contentDisposition } from './file-types';
import { createS3FileStore, s3ConfigFromEnv } from './s3-store';
import { createUploadTokens } from './upload-token';
import { readFile, receiveUpload, SIGN_RATE_LIMIT, signUpload, type UploadRequest, type UploadsContext } from './uploads';

/** Uploads, their bytes and the products' downloadable documents. */
export interface FilesService {
  /** Where the bytes live (disk or S3). */
  store: FileStore;
  /** POST /files/sign → where to PUT the bytes (see `signUpload`). */
  sign(input: unknown, options?: { ip?: string | undefined; now?: Date }): Promise<FilesSignedUpload>;
  /** PUT /files?token= → the stored file (see `receiveUpload`). */
  upload(request: UploadRequest, now?: Date): Promise<StoredFile>;
  /** GET /files/{id}: the file, its bytes and how to present them (inline picture or PDF download). */
  read(id: unknown): Promise<{ file: StoredFile; bytes: Uint8Array; disposition: string }>;
  /** GET /attachments?product_id= */
  attachments(query: unknown): Promise<{ attachments: ProductAttachment[] }>;
}

export interface FilesOptions {
  /** Where bytes go (see `fileStoreFor`). */
  store: FileStore;
  /** Key that signs upload tokens; default a random one kept in the database. */
  secret?: string;
  /** Signed uploads allowed per IP and window (default `SIGN_RATE_LIMIT`). */
  signRateLimit?: RateLimitRule;
}

/**
 * The shop's file store: S3 when every `VITRINE_S3_*` variable is set,
 * otherwise `<dataDir>/uploads/files` on disk (a temporary folder for a
 * throwaway shop without a data folder). `VITRINE_FILES_SECRET` signs upload
 * tokens when set.
 */
export function filesOptionsFor(dataDir: string | undefined, env: Record<string, string | undefined> = process.env): FilesOptions {
  const s3 = s3ConfigFromEnv(env);
  const folder = dataDir ? resolve(dataDir, 'uploads', 'files') : join(tmpdir(), 'vitrine-uploads', 'files');
  return {
    store: s3 ? createS3FileStore(s3) : createDiskFileStore(folder),
    ...(env.VITRINE_FILES_SECRET ? { secret: env.VITRINE_FILES_SECRET } : {}),
  };
}

/**
 * The files module over a database and a file store.
 *
 * @example
 * const files = createFiles(db, filesOptionsFor('.data'));
 * const { upload } = await files.sign({ filename: 'rx.pdf', content_type: 'application/pdf', size: 1234, purpose: 'prescription' });
 */
export function createFiles(db: Db, options: FilesOptions): FilesService {
  const context: UploadsContext = {
    db,
    store: options.store,
    tokens: createUploadTokens(db, options.secret),
    signRateLimit: options.signRateLimit ?? SIGN_RATE_LIMIT,
  };
  return {
    store: options.store,
    sign: (input, signOptions) => signUpload(context, input, signOptions),
    upload: (request, now) => receiveUpload(context, request, now),
    async read(id) {
      const found = await readFile(context, id);
      return { ...found, disposition: contentDisposition(found.file.filename, found.file.content_type) };
    },
    attachments: (query) => listAttachments(db, options.store, query),
  };
}
