import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { accountsOptionsFor } from './accounts';

describe('accountsOptionsFor', () => {
  it('writes mail into <dataDir>/mail by default, or a temporary folder', () => {
    expect(accountsOptionsFor('/srv/shop', {})).toEqual({ mailDir: join('/srv/shop', 'mail') });
    expect(accountsOptionsFor(undefined, {})).toEqual({ mailDir: join(tmpdir(), 'vitrine-mail') });
  });

  it('uses STORE_URL for links and SMTP_URL for delivery when set', () => {
    const options = accountsOptionsFor('/srv/shop', { STORE_URL: 'https://shop.example', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(options.storeUrl).toBe('https://shop.example');
    expect(typeof options.transport?.send).toBe('function');
  });
});
