import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost of a hash: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
/** Cost of new hashes: OWASP's recommended minimum for scrypt (N=2^17, r=8, p=1; 128 MiB, a few hundred ms). */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Length of the derived key and of the salt, in bytes. */
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** Shape of a stored hash: `scrypt$N$r$p$salt$key` (salt and key base64url), so parameters can change later. */
const STORED_SHAPE = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a fresh random salt. The result carries
 * its parameters, so raising them later still verifies old hashes. `params`
 * is lowered only by tests, which hash hundreds of passwords.
 *
 * @example const stored = await hashPassword('correct horse battery');
 */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, params);
  const { N, r, p } = params;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * True when `password` matches `stored`. The keys are compared with
 * `timingSafeEqual`, so the answer's timing says nothing about how close a guess was.
 *
 * @example if (!(await verifyPassword(input, row.password_hash))) throw invalidCredentials();
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED_SHAPE.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, checked when the e-mail is unknown so that a
 * login for a missing account costs the same time as a wrong password.
 */
const decoyHashes = new Map<string, Promise<string>>();
export function decoyPasswordHash(params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const key = `${params.N}:${params.r}:${params.p}`;
  let decoy = decoyHashes.get(key);
  if (!decoy) decoyHashes.set(key, (decoy = hashPassword(randomBytes(16).toString('hex'), params)));
  return decoy;
}
