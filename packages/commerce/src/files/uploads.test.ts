import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_MAX_BYTES } from '@vitrine/headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createDiskFileStore } from './file-store';
import { createFiles, type FilesService } from './files';
import { fileBytes, tokenOf } from './files.fixtures';

let commerce: Commerce;
let folder: string;
let files: FilesService;
let ipCount = 0;
/** Each test signs from its own address, so the rate limit only bites where a test means it to. */
const freshIp = () => `198.51.100.${++ipCount}`;

beforeAll(async () => {
  commerce = await openTestCommerce();
  folder = await mkdtemp(join(tmpdir(), 'vitrine-uploads-test-'));
  files = createFiles(commerce.db, {
    store: createDiskFileStore(folder),
    signRateLimit: { limit: 3, windowSeconds: 3600 },
  });
});
afterAll(async () => {
  await commerce.close();
  await rm(folder, { recursive: true, force: true });
});

const signed = (input: Record<string, unknown>, now?: Date) =>
  files.sign(
    { filename: 'photo.png', content_type: 'image/png', size: 100, purpose: 'review_image', ...input },
    {
      ip: freshIp(),
      ...(now ? { now } : {}),
    },
  );

describe('POST /files/sign', () => {
  it('records a pending file and answers a PUT address valid for 15 minutes', async () => {
    const now = new Date('2030-01-01T10:00:00.000Z');
    const answer = await signed({ filename: 'Front view.PNG' }, now);
    expect(answer.file_id).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      expires_at: '2030-01-01T10:15:00.000Z',
    });
    expect(answer.upload.url).toMatch(/^\/api\/store\/files\?token=[A-Za-z0-9_.-]+$/);
    const [row] = await commerce.db.query('SELECT * FROM stored_files WHERE id = $1', [answer.file_id]);
    expect(row).toMatchObject({ status: 'pending', filename: 'Front view.PNG', size: 100, purpose: 'review_image' });
  });

  it('takes file names of 1 to 200 characters without path separators or control characters', async () => {
    await expect(signed({ filename: `${'a'.repeat(196)}.png` })).resolves.toBeDefined();
    await expectCommerceError(signed({ filename: `${'a'.repeat(197)}.png` }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'filename',
    });
    await expectCommerceError(signed({ filename: '   ' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'filename',
    });
    await expectCommerceError(signed({ filename: 'a/b.png' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'filename',
    });
    await expectCommerceError(signed({ filename: 'a\\b.png' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'filename',
    });
    await expectCommerceError(signed({ filename: 'a\nb.png' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'filename',
    });
  });

  it('takes sizes from 1 byte to 8MB', async () => {
    await expect(signed({ size: 1 })).resolves.toBeDefined();
    await expect(signed({ size: FILE_MAX_BYTES })).resolves.toBeDefined();
    await expectCommerceError(signed({ size: FILE_MAX_BYTES + 1 }), {
      status: 422,
      code: 'FILE_TOO_LARGE',
      field: 'size',
    });
    await expectCommerceError(signed({ size: 0 }), { status: 422, code: 'VALIDATION_FAILED', field: 'size' });
    await expectCommerceError(signed({ size: 1.5 }), { status: 422, code: 'VALIDATION_FAILED', field: 'size' });
    await expectCommerceError(signed({ size: '100' }), { status: 422, code: 'VALIDATION_FAILED', field: 'size' });
  });

  it('accepts each purpose’s types only (review pictures JPG/JPEG/PNG/GIF; prescriptions and attachments JPG/PNG/PDF)', async () => {
    const accepted: [string, string, string][] = [
      ['review_image', 'a.jpg', 'image/jpeg'],
      ['review_image', 'a.JPEG', 'image/jpeg'],
      ['review_image', 'a.png', 'image/png'],
      ['review_image', 'a.gif', 'image/gif'],
      ['prescription', 'a.jpg', 'image/jpeg'],
      ['prescription', 'a.png', 'image/png'],
      ['prescription', 'a.pdf', 'application/pdf'],
      ['attachment', 'a.jpeg', 'IMAGE/JPEG'],
      ['attachment', 'a.pdf', 'application/pdf'],
    ];
    for (const [purpose, filename, content_type] of accepted) {
      await expect(signed({ purpose, filename, content_type })).resolves.toBeDefined();
    }
    const refused: [string, string, string][] = [
      ['review_image', 'a.pdf', 'application/pdf'],
      ['prescription', 'a.gif', 'image/gif'],
      ['attachment', 'a.gif', 'image/gif'],
      ['attachment', 'a.svg', 'image/svg+xml'],
      ['attachment', 'a.html', 'text/html'],
    ];
    for (const [purpose, filename, content_type] of refused) {
      await expectCommerceError(signed({ purpose, filename, content_type }), {
        status: 422,
        code: 'FILE_TYPE_NOT_ALLOWED',
        field: 'content_type',
      });
    }
    await expectCommerceError(signed({ purpose: 'avatar' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'purpose',
    });
  });

  it('refuses a name that ends unlike its type', async () => {
    await expectCommerceError(signed({ filename: 'photo.gif', content_type: 'image/png' }), {
      status: 422,
      code: 'FILE_TYPE_MISMATCH',
      field: 'filename',
    });
    await expectCommerceError(signed({ filename: 'photo', content_type: 'image/png' }), {
      status: 422,
      code: 'FILE_TYPE_MISMATCH',
      field: 'filename',
    });
  });

  it('limits signing per IP address', async () => {
    const ip = freshIp();
    const input = { filename: 'a.png', content_type: 'image/png', size: 10, purpose: 'review_image' };
    for (let i = 0; i < 3; i += 1) await files.sign(input, { ip });
    const error = await expectCommerceError(files.sign(input, { ip }), { status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(error.message).toBe('Frequent operations, please try again tomorrow');
    await expect(files.sign(input, { ip: freshIp() })).resolves.toBeDefined();
  });
});

describe('PUT /files?token=', () => {
  it('stores matching bytes once; a second PUT is 409; the file is then served', async () => {
    const answer = await signed({
      filename: 'rx.pdf',
      content_type: 'application/pdf',
      size: 64,
      purpose: 'prescription',
    });
    const token = tokenOf(answer.upload.url);
    const bytes = fileBytes('pdf', 64);
    const file = await files.upload({ token, body: bytes, contentType: 'application/pdf' });
    expect(file).toEqual({
      id: answer.file_id,
      filename: 'rx.pdf',
      content_type: 'application/pdf',
      size: 64,
      url: `/api/store/files/${answer.file_id}`,
    });
    await expectCommerceError(files.upload({ token, body: bytes }), {
      status: 409,
      code: 'FILE_ALREADY_UPLOADED',
      field: 'token',
    });
    const served = await files.read(answer.file_id);
    expect(Buffer.from(served.bytes)).toEqual(Buffer.from(bytes));
    expect(served.disposition).toBe(`attachment; filename="rx.pdf"; filename*=UTF-8''rx.pdf`);
  });

  it('lets only one of two simultaneous PUTs store the bytes', async () => {
    const answer = await signed({ size: 32 });
    const token = tokenOf(answer.upload.url);
    const results = await Promise.allSettled([
      files.upload({ token, body: fileBytes('png', 32) }),
      files.upload({ token, body: fileBytes('png', 32) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 409, code: 'FILE_ALREADY_UPLOADED' });
  });

  it('answers 410 once the 15 minutes are over, and works up to the last second', async () => {
    const now = new Date();
    const late = await signed({ size: 16 }, now);
    await expectCommerceError(
      files.upload(
        { token: tokenOf(late.upload.url), body: fileBytes('png', 16) },
        new Date(now.getTime() + 15 * 60 * 1000),
      ),
      { status: 410, code: 'FILE_UPLOAD_EXPIRED', field: 'token' },
    );
    const onTime = await signed({ size: 16 }, now);
    await expect(
      files.upload(
        { token: tokenOf(onTime.upload.url), body: fileBytes('png', 16) },
        new Date(now.getTime() + 15 * 60 * 1000 - 1000),
      ),
    ).resolves.toMatchObject({ size: 16 });
  });

  it('refuses tampered, foreign and missing tokens', async () => {
    const answer = await signed({ size: 16 });
    const token = tokenOf(answer.upload.url);
    const [claims = '', signature = ''] = token.split('.');
    const flipped = `${claims}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const biggerClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), s: 32 }),
    ).toString('base64url');
    const foreign = createFiles(commerce.db, { store: files.store, secret: 'another shop' });
    const foreignToken = tokenOf(
      (
        await foreign.sign(
          { filename: 'a.png', content_type: 'image/png', size: 16, purpose: 'review_image' },
          { ip: freshIp() },
        )
      ).upload.url,
    );
    for (const bad of [flipped, `${biggerClaims}.${signature}`, foreignToken, 'nonsense', `${claims}.`]) {
      await expectCommerceError(files.upload({ token: bad, body: fileBytes('png', 16) }), {
        status: 403,
        code: 'FILE_TOKEN_INVALID',
        field: 'token',
      });
    }
    await expectCommerceError(files.upload({ token: null, body: fileBytes('png', 16) }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'token',
    });
  });

  it('takes exactly the signed size: one byte more is 413, one byte less is 422', async () => {
    const answer = await signed({ size: 100 });
    const token = tokenOf(answer.upload.url);
    await expectCommerceError(files.upload({ token, body: fileBytes('png', 101) }), {
      status: 413,
      code: 'FILE_TOO_LARGE',
      field: 'file',
    });
    await expectCommerceError(files.upload({ token, body: fileBytes('png', 99) }), {
      status: 422,
      code: 'FILE_SIZE_MISMATCH',
      field: 'file',
    });
    await expectCommerceError(files.upload({ token, body: fileBytes('png', 100), contentLength: '101' }), {
      status: 413,
      code: 'FILE_TOO_LARGE',
      field: 'file',
    });
    // Failed attempts leave the link usable.
    await expect(files.upload({ token, body: fileBytes('png', 100), contentLength: '100' })).resolves.toMatchObject({
      size: 100,
    });
  });

  it('stops reading a streamed body past the signed size', async () => {
    const answer = await signed({ size: 10 });
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(fileBytes('png', 8));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expectCommerceError(files.upload({ token: tokenOf(answer.upload.url), body: endless }), {
      status: 413,
      code: 'FILE_TOO_LARGE',
      field: 'file',
    });
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThanOrEqual(3);
  });

  it('checks the real type from the first bytes: a PNG named .gif is refused', async () => {
    const answer = await signed({ filename: 'photo.gif', content_type: 'image/gif', size: 40 });
    const token = tokenOf(answer.upload.url);
    await expectCommerceError(files.upload({ token, body: fileBytes('png', 40) }), {
      status: 422,
      code: 'FILE_TYPE_MISMATCH',
      field: 'file',
    });
    await expectCommerceError(files.upload({ token, body: fileBytes('gif', 40), contentType: 'image/png' }), {
      status: 422,
      code: 'FILE_TYPE_MISMATCH',
      field: 'content_type',
    });
    const file = await files.upload({ token, body: fileBytes('gif', 40), contentType: 'image/gif; charset=binary' });
    expect(file.content_type).toBe('image/gif');
    expect((await files.read(file.id)).disposition).toMatch(/^inline; filename="photo.gif"/);
  });

  it('keeps the link usable when the store fails to write', async () => {
    let failures = 1;
    const store = createDiskFileStore(folder);
    const flaky = createFiles(commerce.db, {
      store: {
        ...store,
        put: (...args) => (failures-- > 0 ? Promise.reject(new Error('disk full')) : store.put(...args)),
      },
    });
    const answer = await flaky.sign(
      { filename: 'a.jpg', content_type: 'image/jpeg', size: 20, purpose: 'attachment' },
      { ip: freshIp() },
    );
    const token = tokenOf(answer.upload.url);
    await expect(flaky.upload({ token, body: fileBytes('jpeg', 20) })).rejects.toThrow('disk full');
    await expect(flaky.upload({ token, body: fileBytes('jpeg', 20) })).resolves.toMatchObject({ id: answer.file_id });
  });
});

describe('GET /files/{id}', () => {
  it('is 404 for pending, unknown and malformed ids', async () => {
    const pending = await signed({ size: 10 });
    for (const id of [pending.file_id, 'f'.repeat(32), '../etc/passwd', 42]) {
      await expectCommerceError(files.read(id), { status: 404, code: 'FILE_NOT_FOUND', field: 'id' });
    }
  });

  it('names files safely in Content-Disposition', async () => {
    const answer = await signed({ filename: 'Größe "neu".png', size: 12 });
    await files.upload({ token: tokenOf(answer.upload.url), body: fileBytes('png', 12) });
    expect((await files.read(answer.file_id)).disposition).toBe(
      `inline; filename="Gr__e _neu_.png"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%22neu%22.png`,
    );
  });
});
