import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { FAST_SCRYPT } from './accounts.testkit';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt with its parameters and a fresh salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    const { N, r, p } = SCRYPT_PARAMS;
    expect(first).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{86}$`));
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
    // OWASP's floor for scrypt: N >= 2^17 with r = 8, p = 1.
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
  });

  it('accepts the right password and refuses a wrong, empty or differently-cased one', async () => {
    const stored = await hashPassword('correct horse battery', FAST_SCRYPT);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('compares with timingSafeEqual', async () => {
    const stored = await hashPassword('correct horse battery', FAST_SCRYPT);
    // Wraps the real timingSafeEqual, and carries the wrapper into the named imports of node:crypto.
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    syncBuiltinESMExports();
    try {
      await verifyPassword('wrong password!', stored);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
      syncBuiltinESMExports();
    }
  });

  it('still verifies hashes made with other parameters, and refuses malformed ones', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = crypto.scryptSync('old password', salt, 64, { N: 1024, r: 8, p: 1 });
    const old = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(await verifyPassword('old password', 'plain-text')).toBe(false);
    expect(await verifyPassword('old password', old.replace('scrypt$', 'bcrypt$'))).toBe(false);
  });
});
