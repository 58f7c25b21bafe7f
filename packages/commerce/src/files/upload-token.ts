import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.types';
import { safeEqual } from '../customers/secrets';

/** Separates upload tokens from anything else signed with the same key. */
const TOKEN_CONTEXT = 'vitrine:file-upload:v1';

/** What an upload token promises: this file id, this exact size under this limit, this type, until then. */
export interface UploadClaims {
  fileId: string;
  size: number;
  limit: number;
  contentType: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Issues and checks upload tokens: `<base64url claims>.<base64url HMAC-SHA256>`, nothing stored. */
export interface UploadTokens {
  issue(claims: UploadClaims): Promise<string>;
  /** The claims when the signature is ours (expiry is the caller's to judge), else null. */
  verify(token: string): Promise<UploadClaims | null>;
}

/** The signing key: configured, else a random one kept in `file_settings` (made on first use, shared by every server). */
async function storedSecret(db: Db): Promise<string> {
  await db.query('INSERT INTO file_settings (id, signing_secret) VALUES (true, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ signing_secret: string }>('SELECT signing_secret FROM file_settings WHERE id');
  if (!row) throw new Error('file_settings has no signing secret');
  return row.signing_secret;
}

function parseClaims(text: string): UploadClaims | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { f, s, l, t, e } = value;
    if (typeof f !== 'string' || typeof t !== 'string') return null;
    if (![s, l, e].every((n) => typeof n === 'number' && Number.isSafeInteger(n))) return null;
    return { fileId: f, size: s as number, limit: l as number, contentType: t, expiresAt: e as number };
  } catch {
    return null;
  }
}

/**
 * Upload tokens signed with the shop's key.
 *
 * @example const token = await tokens.issue({ fileId, size, limit, contentType, expiresAt }); await tokens.verify(token)
 */
export function createUploadTokens(db: Db, configuredSecret?: string): UploadTokens {
  let secret: Promise<string> | undefined = configuredSecret ? Promise.resolve(configuredSecret) : undefined;
  const key = () =>
    (secret ??= storedSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  const sign = async (body: string) =>
    createHmac('sha256', await key())
      .update(`${TOKEN_CONTEXT}.${body}`)
      .digest('base64url');
  return {
    async issue(claims) {
      const body = Buffer.from(
        JSON.stringify({
          f: claims.fileId,
          s: claims.size,
          l: claims.limit,
          t: claims.contentType,
          e: claims.expiresAt,
        }),
      ).toString('base64url');
      return `${body}.${await sign(body)}`;
    },
    async verify(token) {
      const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, body = '', signature = ''] = match;
      if (!safeEqual(await sign(body), signature)) return null;
      return parseClaims(body);
    },
  };
}
