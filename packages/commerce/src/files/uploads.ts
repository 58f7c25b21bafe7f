import { randomBytes } from 'node:crypto';
import {
  FILE_MAX_BYTES,
  FILE_TYPES_BY_PURPOSE,
  FILE_UPLOAD_TTL_SECONDS,
  filesSignSchema,
  filesUploadQuerySchema,
  type FilesSignedUpload,
  type StoredFile,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { rateLimit, type RateLimitRule } from '../ratelimit/ratelimit';
import type { FileStore } from './file-store';
import { isKnownContentType, nameFitsType, sniffFileType, storedExtension } from './file-types';
import { readLimited } from './read-limited';
import type { UploadTokens } from './upload-token';

/** Where the API serves files; the storefront mounts the store API at /api/store. */
export const FILES_PATH = '/api/store/files';
/** Signed uploads per client IP and hour: a review's five pictures many times over, not a flood. */
export const SIGN_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 };
const FILE_ID = /^[0-9a-f]{32}$/;

export interface UploadsContext {
  db: Db;
  store: FileStore;
  tokens: UploadTokens;
  signRateLimit: RateLimitRule;
}

/** A request to store bytes: the token from the query, the raw body, and what the client said about it. */
export interface UploadRequest {
  token: string | null | undefined;
  body: ReadableStream<Uint8Array> | Uint8Array | null | undefined;
  contentType?: string | null;
  contentLength?: string | null;
}

export interface FileRow {
  id: string;
  purpose: string;
  filename: string;
  content_type: string;
  size: number;
  storage_key: string;
  status: 'pending' | 'uploading' | 'uploaded';
}

const fail = (status: number, code: string, message: string, field?: string) =>
  new CommerceError({ status, code, message, ...(field ? { field } : {}) });

/** A stored file as the API shows it. */
export function toStoredFile(row: Pick<FileRow, 'id' | 'filename' | 'content_type' | 'size'>): StoredFile {
  return {
    id: row.id,
    filename: row.filename,
    content_type: row.content_type,
    size: row.size,
    url: `${FILES_PATH}/${row.id}`,
  };
}

const typeMessage = (purpose: keyof typeof FILE_TYPES_BY_PURPOSE) =>
  purpose === 'review_image' ? 'Pictures must be JPG, JPEG, PNG or GIF' : 'Choose a JPG, PNG or PDF file';

/**
 * POST /files/sign: checks the announced file against its purpose (type and
 * name ending, 1 byte to 8MB), records it as pending and answers where to PUT
 * the bytes within 15 minutes. Counted per client IP (429 past the limit).
 */
export async function signUpload(
  context: UploadsContext,
  input: unknown,
  options: { ip?: string | undefined; now?: Date } = {},
): Promise<FilesSignedUpload> {
  const now = options.now ?? new Date();
  await rateLimit(context.db, `files-sign:ip:${options.ip ?? 'unknown'}`, { ...context.signRateLimit, now });
  const file = parseInput(filesSignSchema, input);
  const allowed = FILE_TYPES_BY_PURPOSE[file.purpose];
  if (!isKnownContentType(file.content_type) || !allowed.includes(file.content_type)) {
    throw fail(422, 'FILE_TYPE_NOT_ALLOWED', typeMessage(file.purpose), 'content_type');
  }
  if (!nameFitsType(file.filename, file.content_type)) {
    throw fail(422, 'FILE_TYPE_MISMATCH', 'The file name does not end the way its type does', 'filename');
  }
  if (file.size > FILE_MAX_BYTES) throw fail(422, 'FILE_TOO_LARGE', 'Files must be 8MB or smaller', 'size');
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + FILE_UPLOAD_TTL_SECONDS * 1000);
  await context.db.query(
    `INSERT INTO stored_files (id, purpose, filename, content_type, size, storage_key, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      file.purpose,
      file.filename,
      file.content_type,
      file.size,
      `uploads/${file.purpose}/${id}.${storedExtension(file.content_type)}`,
      expiresAt.toISOString(),
      now.toISOString(),
    ],
  );
  const token = await context.tokens.issue({
    fileId: id,
    size: file.size,
    limit: FILE_MAX_BYTES,
    contentType: file.content_type,
    expiresAt: expiresAt.getTime() / 1000,
  });
  return {
    file_id: id,
    upload: {
      method: 'PUT',
      url: `${FILES_PATH}?token=${encodeURIComponent(token)}`,
      headers: { 'Content-Type': file.content_type },
      expires_at: expiresAt.toISOString(),
    },
  };
}

/**
 * PUT /files?token=: checks the token (tampered 403 FILE_TOKEN_INVALID,
 * expired 410 FILE_UPLOAD_EXPIRED), the size (more than signed 413, less 422
 * FILE_SIZE_MISMATCH) and the real type from the first bytes (422
 * FILE_TYPE_MISMATCH), then stores the bytes once: a second PUT is 409.
 */
export async function receiveUpload(
  context: UploadsContext,
  request: UploadRequest,
  now: Date = new Date(),
): Promise<StoredFile> {
  const { token } = parseInput(filesUploadQuerySchema, { token: request.token ?? undefined });
  const claims = await context.tokens.verify(token);
  if (!claims || !FILE_ID.test(claims.fileId) || claims.size > claims.limit) {
    throw fail(403, 'FILE_TOKEN_INVALID', 'This upload link is not valid', 'token');
  }
  if (claims.expiresAt * 1000 <= now.getTime()) {
    throw fail(410, 'FILE_UPLOAD_EXPIRED', 'This upload link has expired, please try again', 'token');
  }
  const [row] = await context.db.query<FileRow>('SELECT * FROM stored_files WHERE id = $1', [claims.fileId]);
  if (!row) throw fail(403, 'FILE_TOKEN_INVALID', 'This upload link is not valid', 'token');
  if (row.status !== 'pending')
    throw fail(409, 'FILE_ALREADY_UPLOADED', 'This file has already been uploaded', 'token');
  const declared = request.contentType?.split(';')[0]?.trim().toLowerCase();
  if (declared && declared !== claims.contentType) {
    throw fail(422, 'FILE_TYPE_MISMATCH', `Send this file as ${claims.contentType}`, 'content_type');
  }
  const tooLarge = () =>
    fail(413, 'FILE_TOO_LARGE', `This file must be exactly ${claims.size} bytes, as announced`, 'file');
  if (request.contentLength && Number(request.contentLength) > claims.size) throw tooLarge();
  const read = await readLimited(request.body, claims.size);
  if (read.tooLarge) throw tooLarge();
  if (read.bytes.byteLength !== claims.size) {
    throw fail(422, 'FILE_SIZE_MISMATCH', `This file must be exactly ${claims.size} bytes, as announced`, 'file');
  }
  if (sniffFileType(read.bytes) !== claims.contentType) {
    throw fail(422, 'FILE_TYPE_MISMATCH', 'The file content does not match its type', 'file');
  }
  return storeOnce(context, row, read.bytes, now);
}

/** Claims the pending row (so two PUTs cannot both write), writes the bytes, then marks it uploaded. */
async function storeOnce(context: UploadsContext, row: FileRow, bytes: Uint8Array, now: Date): Promise<StoredFile> {
  const claimed = await context.db.query(
    `UPDATE stored_files SET status = 'uploading' WHERE id = $1 AND status = 'pending' RETURNING id`,
    [row.id],
  );
  if (claimed.length === 0) throw fail(409, 'FILE_ALREADY_UPLOADED', 'This file has already been uploaded', 'token');
  try {
    await context.store.put(row.storage_key, bytes, row.content_type);
  } catch (error) {
    // The bytes never arrived: the link stays usable for another try.
    await context.db.query(`UPDATE stored_files SET status = 'pending' WHERE id = $1`, [row.id]);
    throw error;
  }
  await context.db.query(`UPDATE stored_files SET status = 'uploaded', uploaded_at = $2 WHERE id = $1`, [
    row.id,
    now.toISOString(),
  ]);
  return toStoredFile(row);
}

/** GET /files/{id}: an uploaded file and its bytes; unknown, pending or missing bytes are 404 FILE_NOT_FOUND. */
export async function readFile(
  context: Pick<UploadsContext, 'db' | 'store'>,
  id: unknown,
): Promise<{ file: StoredFile; bytes: Uint8Array }> {
  const notFound = () => fail(404, 'FILE_NOT_FOUND', 'Not Found', 'id');
  if (typeof id !== 'string' || !FILE_ID.test(id)) throw notFound();
  const [row] = await context.db.query<FileRow>(`SELECT * FROM stored_files WHERE id = $1 AND status = 'uploaded'`, [
    id,
  ]);
  if (!row) throw notFound();
  const bytes = await context.store.get(row.storage_key);
  if (!bytes) throw notFound();
  return { file: toStoredFile(row), bytes };
}
