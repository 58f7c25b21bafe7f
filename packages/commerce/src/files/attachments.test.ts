import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createDiskFileStore } from './file-store';
import { createFiles, type FilesService } from './files';
import { fileBytes, tokenOf } from './files.fixtures';
import { simplePdf } from './pdf';
import { createS3FileStore } from './s3-store';
import { startFakeS3, type FakeS3 } from './s3.fake-server';

let commerce: Commerce;
let folder: string;
let files: FilesService;
let s3: FakeS3;
const productId = async (handle: string) =>
  (await commerce.db.query<{ id: number }>('SELECT id FROM products WHERE handle = $1', [handle]))[0]!.id;

beforeAll(async () => {
  commerce = await openTestCommerce();
  folder = await mkdtemp(join(tmpdir(), 'vitrine-attachments-test-'));
  files = createFiles(commerce.db, { store: createDiskFileStore(folder) });
  s3 = await startFakeS3('shop-files', { accessKeyId: 'KEY', secretAccessKey: 'SECRET', region: 'us-east-1' });
});
afterAll(async () => {
  await commerce.close();
  await rm(folder, { recursive: true, force: true });
  await s3.close();
});

describe('GET /attachments?product_id=', () => {
  it('lists a product’s documents in order, each a served PDF', async () => {
    const { attachments } = await files.attachments({ product_id: String(await productId('merino-crewneck')) });
    expect(attachments.map((a) => [a.title, a.filename, a.content_type])).toEqual([
      ['Care guide', 'merino-crewneck-care-guide.pdf', 'application/pdf'],
      ['Size guide', 'merino-crewneck-size-guide.pdf', 'application/pdf'],
    ]);
    for (const attachment of attachments) {
      expect(attachment.url).toBe(`/api/store/files/${attachment.id}`);
      const served = await files.read(attachment.id);
      expect(served.bytes.byteLength).toBe(attachment.size);
      const text = Buffer.from(served.bytes).toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain(`(Fell Merino Crewneck: ${attachment.title}) Tj`);
      expect(served.disposition).toMatch(/^attachment; /);
    }
  });

  it('writes each PDF once: listing again (also concurrently) gives the same files', async () => {
    const query = { product_id: String(await productId('waxed-canvas-backpack')) };
    const [first, second] = await Promise.all([files.attachments(query), files.attachments(query)]);
    expect(second).toEqual(first);
    expect(await files.attachments(query)).toEqual(first);
    expect(first.attachments.map((a) => a.title)).toEqual(['Care guide', 'Warranty']);
  });

  it('is an empty list for a product without documents and 404 for an unknown product', async () => {
    expect(await files.attachments({ product_id: String(await productId('bud-vase')) })).toEqual({ attachments: [] });
    await expectCommerceError(files.attachments({ product_id: '999999' }), {
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      field: 'product_id',
    });
    // 2^31 and 3903588781 fit the ten digits but not the id column: refused, not a database error.
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12345678901', '2147483648', '3903588781']) {
      await expectCommerceError(files.attachments({ product_id: bad }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'product_id',
      });
    }
  });
});

describe('generated PDFs', () => {
  it('have a cross-reference table that points at every object', () => {
    const text = Buffer.from(simplePdf('Size (guide) \\ test', ['One line'])).toString('latin1');
    expect(text).toContain('(Size \\(guide\\) \\\\ test) Tj');
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});

describe('files on an S3-compatible store', () => {
  it('signs, uploads, serves and lists documents through the bucket', async () => {
    const onS3 = createFiles(commerce.db, {
      store: createS3FileStore({
        endpoint: s3.endpoint,
        bucket: 'shop-files',
        accessKeyId: 'KEY',
        secretAccessKey: 'SECRET',
        region: 'us-east-1',
      }),
    });
    const answer = await onS3.sign(
      { filename: 'prescription.jpg', content_type: 'image/jpeg', size: 300, purpose: 'prescription' },
      { ip: '203.0.113.9' },
    );
    const bytes = fileBytes('jpeg', 300);
    await onS3.upload({ token: tokenOf(answer.upload.url), body: bytes });
    const key = `uploads/prescription/${answer.file_id}.jpg`;
    expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');
    expect(Buffer.from((await onS3.read(answer.file_id)).bytes)).toEqual(Buffer.from(bytes));
    s3.objects.delete(key);
    await expectCommerceError(onS3.read(answer.file_id), { status: 404, code: 'FILE_NOT_FOUND', field: 'id' });
    const { attachments } = await onS3.attachments({ product_id: String(await productId('speckled-ceramic-mug')) });
    expect(attachments).toHaveLength(1);
    expect(Buffer.from((await onS3.read(attachments[0]!.id)).bytes).toString('latin1')).toMatch(/^%PDF-1\.4/);
    expect(s3.refused).toBe(0);
  });
});
