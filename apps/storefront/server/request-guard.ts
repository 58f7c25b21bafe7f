import type { IncomingMessage } from 'node:http';
import { FILE_MAX_BYTES } from '@vitrine/headless/contract';
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX } from '@vitrine/commerce';

/**
 * The store's one boundary for what a request may carry, applied before any
 * route reads it: a body size per route (413 before the body is read), a body
 * that parses as its type says (400), and no control characters in the path,
 * the query or any text field (422 naming the field). Routes then read a body
 * that has passed these rules.
 */

/** A refusal at the boundary: the status, the API's error code and the field it names. */
export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}

/** JSON and form bodies: far more than any form or API call needs, far less than a flood. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A review with its pictures (multipart): the documented pictures and 1 MB for the text. */
const REVIEW_LIMIT_BYTES = REVIEW_IMAGES_MAX * REVIEW_IMAGE_MAX_BYTES + BODY_LIMIT_BYTES;

/** The most a request to `path` may send; uploads get their documented sizes. */
export function bodyLimitFor(method: string, path: string): number {
  if (isRawUpload(method, path)) return FILE_MAX_BYTES;
  if (method === 'POST' && path === '/api/store/reviews') return REVIEW_LIMIT_BYTES;
  return BODY_LIMIT_BYTES;
}

/** Bodies that are bytes, not text: stored as they come, never read as fields. */
export function isRawUpload(method: string, path: string): boolean {
  return method === 'PUT' && path === '/api/store/files';
}

/**
 * C0 control characters other than tab, line feed and carriage return, and
 * DEL. PostgreSQL refuses NUL in text outright; the others have no place in a
 * name, an address, a code or a note, and they hide text from the people who
 * read it. Also a lone surrogate (`"\ud800"` in JSON): half a character, which
 * is no text at all, and which PostgreSQL refuses in `jsonb`. (With the `u`
 * flag the surrogate range matches only unpaired halves, never an emoji.)
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

function controlCharacterIn(field: string): RequestRefused {
  return new RequestRefused(422, 'INVALID_CHARACTERS', 'This field contains characters that are not allowed', field);
}

/** How deep a JSON body may nest: far more than any API body (a few levels), far less than what overflows a walker. */
export const JSON_DEPTH_LIMIT = 64;

function tooDeep(): RequestRefused {
  return new RequestRefused(
    400,
    'BODY_TOO_DEEP',
    `The request body may nest at most ${JSON_DEPTH_LIMIT} levels`,
    'body',
  );
}

/**
 * The first text in `value` (keys included) with a control character, as a
 * dotted field path. Walks with its own stack, so no nesting overflows it; a
 * body nested past `JSON_DEPTH_LIMIT` is refused (the routes' validation and
 * storage walk it recursively).
 */
function fieldWithControlCharacters(value: unknown): string | undefined {
  const stack: { value: unknown; path: string; depth: number; key?: string }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.key !== undefined && hasControlCharacters(next.key)) return next.path;
    if (typeof next.value === 'string') {
      if (hasControlCharacters(next.value)) return next.path || 'body';
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= JSON_DEPTH_LIMIT) throw tooDeep();
    const entries = Object.entries(next.value);
    // Pushed last to first, so fields are checked in their order and the first bad one is named.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      stack.push({ value: item, path: next.path ? `${next.path}.${key}` : key, depth: next.depth + 1, key });
    }
  }
  return undefined;
}

/** The path and every query parameter, decoded, must be free of control characters. */
export function checkUrl(originalUrl: string): void {
  const url = new URL(originalUrl, 'http://store.invalid');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new RequestRefused(400, 'INVALID_PATH', 'This address is not valid', 'path');
  }
  if (hasControlCharacters(path)) throw controlCharacterIn('path');
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) throw controlCharacterIn(name);
  }
}

/**
 * Reads the body of `req` up to `limit` bytes. A declared length over the
 * limit is refused before a byte is read; a body that grows past it while
 * arriving is refused as soon as it does.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Nothing more is kept; the refusal drops what is still arriving before it answers and closes the
        // connection (server/app.ts), so the sender reads the 413 instead of a reset.
        req.off('data', onData);
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function tooLarge(limit: number): RequestRefused {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${limit} bytes`;
  return new RequestRefused(413, 'BODY_TOO_LARGE', `The request body must be ${size} or smaller`, 'body');
}

function malformed(what: string): RequestRefused {
  return new RequestRefused(400, 'INVALID_BODY', `The request body is not valid ${what}`, 'body');
}

/**
 * Checks a body against its Content-Type: form bodies must parse, and none of
 * their text may carry control characters. Any other body is read by the API
 * routes as JSON whatever its type says, so when it parses as JSON its text
 * is checked too (and its nesting depth); one that does not parse is the
 * routes' own 400. Raw uploads pass as bytes.
 */
export async function checkBody(method: string, path: string, type: string, body: Buffer): Promise<void> {
  if (body.length === 0 || isRawUpload(method, path)) return;
  const mediaType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
      if (hasControlCharacters(name) || hasControlCharacters(value)) throw controlCharacterIn(name);
    }
    return;
  }
  if (mediaType === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Request('http://store.invalid/', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw malformed('multipart/form-data');
    }
    for (const [name, value] of form) {
      if (hasControlCharacters(name)) throw controlCharacterIn(name);
      if (typeof value === 'string' && hasControlCharacters(value)) throw controlCharacterIn(name);
    }
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return;
  }
  const field = fieldWithControlCharacters(value);
  if (field !== undefined) throw controlCharacterIn(field);
}
