import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { accountsOptionsFor, storeUrlFrom } from './accounts';
import { commerceOptionsFromEnv } from '../commerce.env';

describe('accountsOptionsFor', () => {
  it('writes mail into <dataDir>/mail by default, or a temporary folder', () => {
    expect(accountsOptionsFor('/srv/shop', {}).mailDir).toBe(join('/srv/shop', 'mail'));
    expect(accountsOptionsFor(undefined, {}).mailDir).toBe(join(tmpdir(), 'vitrine-mail'));
  });

  it('uses STORE_URL for links and SMTP_URL for delivery when set', () => {
    const options = accountsOptionsFor(
      '/srv/shop',
      commerceOptionsFromEnv({ STORE_URL: 'https://shop.example', SMTP_URL: 'smtp://127.0.0.1:2525' }).mail,
    );
    expect(options.storeUrl).toBe('https://shop.example');
    expect(typeof options.transport?.send).toBe('function');
  });
});

describe('storeUrlFrom: where e-mail links point', () => {
  it('defaults to the address the server serves on this machine, on its port', () => {
    expect(storeUrlFrom({})).toBe('http://localhost:3000');
    expect(storeUrlFrom({ PORT: '8080' })).toBe('http://localhost:8080');
  });

  it('takes the store address as given, without a trailing slash, under a path too', () => {
    expect(storeUrlFrom({ STORE_URL: 'https://shop.example/', PORT: '8080' })).toBe('https://shop.example');
    expect(storeUrlFrom({ STORE_URL: 'https://example.com/shop/' })).toBe('https://example.com/shop');
  });

  it('refuses an address that is not an absolute http(s) one', () => {
    for (const STORE_URL of [
      'shop.example',
      'ftp://shop.example',
      'javascript:alert(1)',
      'https://shop.example/?next=x',
    ]) {
      expect(() => storeUrlFrom({ STORE_URL }), STORE_URL).toThrow(
        /STORE_URL must be the store's absolute http\(s\) address/,
      );
    }
  });
});
