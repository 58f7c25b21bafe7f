import { describe, expect, it } from 'vitest';
import { commerceOptionsFromEnv } from './commerce.env';

describe('commerceOptionsFromEnv: the engine configured by environment variables', () => {
  it('leaves every service at its default when nothing is set', () => {
    expect(commerceOptionsFromEnv({})).toEqual({
      mail: { storeUrl: 'http://localhost:3000' },
      files: {},
      money: { relay: { storeId: 'vitrine', pixelCodes: [] } },
      settings: { fallback: {} },
    });
  });

  it('reads mail, files, money and the settings fallback', () => {
    const options = commerceOptionsFromEnv({
      STORE_URL: 'https://shop.example/',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Shop <hello@shop.example>',
      VITRINE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      VITRINE_S3_BUCKET: 'files',
      VITRINE_S3_ACCESS_KEY_ID: 'key',
      VITRINE_S3_SECRET_ACCESS_KEY: 'secret',
      VITRINE_FILES_SECRET: 'files-key',
      VITRINE_REWARDS_SECRET: 'rewards-key',
      VITRINE_STORE_ID: 'shop-1',
      VITRINE_PIXEL_CODES: 'A1, B2',
      VITRINE_THEME: 'vogue',
      VITRINE_GA4_ID: 'G-ABC123',
      UNRELATED: 'x',
    });
    expect(options.mail).toEqual({
      storeUrl: 'https://shop.example',
      smtp: { url: 'smtp://127.0.0.1:2525', from: 'Shop <hello@shop.example>' },
    });
    expect(options.files).toEqual({
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'files',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        region: 'us-east-1',
      },
      secret: 'files-key',
    });
    expect(options.money).toEqual({
      rewardsSecret: 'rewards-key',
      relay: { storeId: 'shop-1', pixelCodes: ['A1', 'B2'] },
    });
    expect(options.settings).toEqual({
      fallback: { VITRINE_THEME: 'vogue', VITRINE_GA4_ID: 'G-ABC123', STORE_URL: 'https://shop.example/' },
    });
  });

  it('stops on a value that cannot work, naming the variable', () => {
    expect(() => commerceOptionsFromEnv({ STORE_URL: 'shop.example' })).toThrow(/STORE_URL/);
    expect(() => commerceOptionsFromEnv({ VITRINE_S3_BUCKET: 'files' })).toThrow(/VITRINE_S3_ENDPOINT/);
  });
});
