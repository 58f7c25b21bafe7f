import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertStoreKey, createDiskFileStore, type FileStore } from './file-store';
import { createS3FileStore, s3ConfigFromEnv } from './s3-store';
import { startFakeS3, type FakeS3 } from './s3.fake-server';

const CREDENTIALS = { accessKeyId: 'VITRINETESTKEY', secretAccessKey: 'vitrine-test-secret', region: 'eu-west-1' };
const BYTES = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3, 255]);

/** The same behaviour is asked of every store. */
function behavesLikeAFileStore(name: string, open: () => FileStore) {
  describe(`${name} file store`, () => {
    it('puts, heads, gets and deletes an object', async () => {
      const store = open();
      await store.put('uploads/attachment/abc.pdf', BYTES, 'application/pdf');
      expect(await store.head('uploads/attachment/abc.pdf')).toEqual({ size: BYTES.length });
      expect(Buffer.from((await store.get('uploads/attachment/abc.pdf'))!)).toEqual(Buffer.from(BYTES));
      await store.delete('uploads/attachment/abc.pdf');
      expect(await store.get('uploads/attachment/abc.pdf')).toBeUndefined();
      expect(await store.head('uploads/attachment/abc.pdf')).toBeUndefined();
      await store.delete('uploads/attachment/abc.pdf'); // deleting twice is fine
    });

    it('replaces an object written again under the same key', async () => {
      const store = open();
      await store.put('documents/x.pdf', BYTES, 'application/pdf');
      await store.put('documents/x.pdf', Uint8Array.from([1]), 'application/pdf');
      expect(Array.from((await store.get('documents/x.pdf'))!)).toEqual([1]);
    });

    it('refuses keys that could leave the store', async () => {
      const store = open();
      for (const key of ['../x.pdf', '/etc/passwd', 'a/../../b', 'A.pdf', 'a//b', '']) {
        await expect(store.put(key, BYTES, 'application/pdf')).rejects.toThrow(/Not a file store key/);
      }
    });
  });
}

let folder: string;
let s3: FakeS3;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-file-store-'));
  s3 = await startFakeS3('vitrine-files', CREDENTIALS);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await s3.close();
});

behavesLikeAFileStore('disk', () => createDiskFileStore(folder));
behavesLikeAFileStore('S3', () =>
  createS3FileStore({ ...CREDENTIALS, endpoint: s3.endpoint, bucket: 'vitrine-files' }),
);

describe('S3 file store over HTTP', () => {
  it('sends signed requests the server accepts and keeps the bytes and type there', async () => {
    const store = createS3FileStore({ ...CREDENTIALS, endpoint: `${s3.endpoint}/`, bucket: 'vitrine-files' });
    await store.put('uploads/review_image/0123.png', BYTES, 'image/png');
    expect(s3.objects.get('uploads/review_image/0123.png')).toMatchObject({ contentType: 'image/png' });
    expect(Buffer.from(s3.objects.get('uploads/review_image/0123.png')!.bytes)).toEqual(Buffer.from(BYTES));
  });

  it('fails loudly when the server refuses the signature (wrong secret)', async () => {
    const refusedBefore = s3.refused;
    const store = createS3FileStore({
      ...CREDENTIALS,
      secretAccessKey: 'wrong',
      endpoint: s3.endpoint,
      bucket: 'vitrine-files',
    });
    await expect(store.put('uploads/x.png', BYTES, 'image/png')).rejects.toThrow(/HTTP 403/);
    await expect(store.get('uploads/x.png')).rejects.toThrow(/HTTP 403/);
    expect(s3.refused).toBe(refusedBefore + 2);
  });
});

describe('S3 settings from the environment', () => {
  const full = {
    VITRINE_S3_ENDPOINT: 'http://127.0.0.1:9000',
    VITRINE_S3_BUCKET: 'shop',
    VITRINE_S3_REGION: 'eu-central-1',
    VITRINE_S3_ACCESS_KEY_ID: 'id',
    VITRINE_S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is absent without any variable (files go to disk)', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
  });

  it('reads every variable; the region defaults to us-east-1', () => {
    expect(s3ConfigFromEnv(full)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    const { VITRINE_S3_REGION: _region, ...withoutRegion } = full;
    expect(s3ConfigFromEnv(withoutRegion)?.region).toBe('us-east-1');
  });

  it('stops on a partial configuration, naming what is missing', () => {
    const { VITRINE_S3_SECRET_ACCESS_KEY: _secret, ...partial } = full;
    expect(() => s3ConfigFromEnv(partial)).toThrow(/VITRINE_S3_SECRET_ACCESS_KEY/);
  });
});

describe('store keys', () => {
  it('accepts the engine’s key shapes', () => {
    expect(assertStoreKey('uploads/prescription/0af3.pdf')).toBe('uploads/prescription/0af3.pdf');
    expect(assertStoreKey('documents/9c1e.pdf')).toBe('documents/9c1e.pdf');
  });
});
