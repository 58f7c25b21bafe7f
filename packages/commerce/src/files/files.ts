import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FilesSignedUpload, ProductAttachment, StoredFile } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import type { RateLimitRule } from '../ratelimit/ratelimit';
import { listAttachments } from './attachments';
import { createDiskFileStore, type FileStore } from './file-store';
import { contentDisposition } from './file-types';
import { createS3FileStore, type S3StoreConfig } from './s3-store';
import { createUploadTokens } from './upload-token';
import {
  readFile,
  receiveUpload,
  SIGN_RATE_LIMIT,
  signUpload,
  type UploadRequest,
  type UploadsContext,
} from './uploads';

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

/** Where uploaded files go (`commerceOptionsFromEnv` reads it from the `VITRINE_S3_*` variables). */
export interface FilesConfig {
  /** An S3-compatible bucket; files go to disk without one. */
  s3?: S3StoreConfig;
  /** Key that signs upload tokens (`VITRINE_FILES_SECRET`); default a random one kept in the database. */
  secret?: string;
}

/**
 * The shop's file store: the S3 bucket when configured, otherwise
 * `<dataDir>/uploads/files` on disk (a temporary folder for a throwaway shop
 * without a data folder).
 */
export function filesOptionsFor(dataDir: string | undefined, config: FilesConfig = {}): FilesOptions {
  const folder = dataDir ? resolve(dataDir, 'uploads', 'files') : join(tmpdir(), 'vitrine-uploads', 'files');
  return {
    store: config.s3 ? createS3FileStore(config.s3) : createDiskFileStore(folder),
    ...(config.secret ? { secret: config.secret } : {}),
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
