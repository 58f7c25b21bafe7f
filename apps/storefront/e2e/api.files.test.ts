import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody, Product } from '@vitrine/headless';

const baseURL = inject('baseURL');
const api = (path: string) => `${baseURL}/api/store${path}`;
const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const EIGHT_MB = 8 * 1024 * 1024;

// This file's own client address (the e2e server trusts loopback's X-Forwarded-For): its signing limit test
// uses up the hour's uploads of that address only, not those of the other files' shoppers on 127.0.0.1.
const CLIENT_ADDRESS = '198.19.0.7';

async function call(method: string, url: string, body?: unknown, init: RequestInit = {}) {
  const response = await fetch(url, {
    method,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...init,
    headers: {
      'X-Forwarded-For': CLIENT_ADDRESS,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body of any shape, checked field by field by the assertions
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

function expectError(result: { status: number; json: unknown }, status: number, code: string, field?: string) {
  expect(result.status).toBe(status);
  const body = result.json as ApiErrorBody;
  expect(body).toMatchObject({ status, code, ...(field ? { field } : {}) });
  expect(body.message.length).toBeGreaterThan(3);
}

const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};
function bytesOf(kind: keyof typeof MAGIC, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(MAGIC[kind]);
  return bytes;
}

/** Signed uploads made by this file (they count against the per-IP limit tested last). */
let signs = 0;
async function sign(input: Record<string, unknown>) {
  signs += 1;
  return call('POST', api('/files/sign'), {
    filename: 'photo.png',
    content_type: 'image/png',
    size: 64,
    purpose: 'review_image',
    ...input,
  });
}
const put = (url: string, bytes: BodyInit, contentType = 'image/png', init: RequestInit = {}) =>
  call('PUT', `${baseURL}${url}`, undefined, { body: bytes, headers: { 'Content-Type': contentType }, ...init });

const productIds = new Map<string, number>();
beforeAll(async () => {
  for (const handle of ['merino-crewneck', 'bud-vase']) {
    const { product } = (await (await fetch(api(`/products/${handle}`))).json()) as { product: Product };
    productIds.set(handle, product.ID);
  }
});

describe('POST /files/sign', () => {
  it('answers 201 with a PUT address valid for 15 minutes', async () => {
    const before = Date.now();
    const signed = await sign({ filename: 'front.png' });
    expect(signed.status).toBe(201);
    expect(signed.headers.get('cache-control')).toBe('no-store');
    expect(signed.json.file_id).toMatch(/^[0-9a-f]{32}$/);
    expect(signed.json.upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/png' } });
    expect(signed.json.upload.url).toMatch(/^\/api\/store\/files\?token=/);
    const ttl = Date.parse(signed.json.upload.expires_at) - before;
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('checks every field at its bounds', async () => {
    expect((await sign({ filename: `${'a'.repeat(196)}.png` })).status).toBe(201);
    expectError(await sign({ filename: `${'a'.repeat(197)}.png` }), 422, 'VALIDATION_FAILED', 'filename');
    expectError(await sign({ filename: 'dir/photo.png' }), 422, 'VALIDATION_FAILED', 'filename');
    expectError(await sign({ filename: 'dir\\photo.png' }), 422, 'VALIDATION_FAILED', 'filename');
    expect((await sign({ size: 1 })).status).toBe(201);
    expect((await sign({ size: EIGHT_MB })).status).toBe(201);
    expectError(await sign({ size: EIGHT_MB + 1 }), 422, 'FILE_TOO_LARGE', 'size');
    expectError(await sign({ size: 0 }), 422, 'VALIDATION_FAILED', 'size');
    expectError(await sign({ purpose: 'avatar' }), 422, 'VALIDATION_FAILED', 'purpose');
  });

  it('accepts each purpose’s types only, with names that fit the type', async () => {
    expect((await sign({ filename: 'a.gif', content_type: 'image/gif' })).status).toBe(201);
    expect((await sign({ filename: 'a.jpeg', content_type: 'image/jpeg' })).status).toBe(201);
    expectError(
      await sign({ filename: 'a.pdf', content_type: 'application/pdf' }),
      422,
      'FILE_TYPE_NOT_ALLOWED',
      'content_type',
    );
    expect((await sign({ filename: 'rx.pdf', content_type: 'application/pdf', purpose: 'prescription' })).status).toBe(
      201,
    );
    expectError(
      await sign({ filename: 'rx.gif', content_type: 'image/gif', purpose: 'prescription' }),
      422,
      'FILE_TYPE_NOT_ALLOWED',
      'content_type',
    );
    expect((await sign({ filename: 'doc.pdf', content_type: 'application/pdf', purpose: 'attachment' })).status).toBe(
      201,
    );
    expectError(
      await sign({ filename: 'photo.gif', content_type: 'image/png' }),
      422,
      'FILE_TYPE_MISMATCH',
      'filename',
    );
  });

  it('refuses a body that is not JSON and other methods', async () => {
    // Refused before the engine is reached, so not counted against the signing limit.
    const bad = await call('POST', api('/files/sign'), undefined, {
      body: '[1]',
      headers: { 'Content-Type': 'application/json' },
    });
    expectError(bad, 400, 'INVALID_BODY', 'body');
    expect((await call('GET', api('/files/sign'))).status).toBe(405);
  });
});

describe('PUT /files?token= and GET /files/{id}', () => {
  it('stores the bytes once, serves them with safe headers, and answers 409 to a second PUT', async () => {
    const signed = await sign({ filename: 'front.png', size: 64 });
    const bytes = bytesOf('png', 64);
    const stored = await put(signed.json.upload.url, bytes);
    expect(stored.status).toBe(200);
    expect(stored.json.file).toEqual({
      id: signed.json.file_id,
      filename: 'front.png',
      content_type: 'image/png',
      size: 64,
      url: `/api/store/files/${signed.json.file_id}`,
    });
    expectError(await put(signed.json.upload.url, bytes), 409, 'FILE_ALREADY_UPLOADED', 'token');
    const served = await fetch(`${baseURL}${stored.json.file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="front.png"; filename*=UTF-8''front.png`);
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));
  });

  it('serves a PDF as a download', async () => {
    const signed = await sign({
      filename: 'rx.pdf',
      content_type: 'application/pdf',
      purpose: 'prescription',
      size: 50,
    });
    expect((await put(signed.json.upload.url, bytesOf('pdf', 50), 'application/pdf')).status).toBe(200);
    const served = await fetch(api(`/files/${signed.json.file_id}`));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="rx.pdf"/);
  });

  it('refuses tampered and missing tokens', async () => {
    const signed = await sign({});
    const url = new URL(signed.json.upload.url, baseURL);
    const token = url.searchParams.get('token') ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectError(
      await put(`/api/store/files?token=${encodeURIComponent(tampered)}`, bytesOf('png', 64)),
      403,
      'FILE_TOKEN_INVALID',
      'token',
    );
    expectError(await put('/api/store/files', bytesOf('png', 64)), 422, 'VALIDATION_FAILED', 'token');
  });

  it('closes the connection after refusing an upload it did not read, so the next request on it is answered', async () => {
    const refused = await put('/api/store/files?token=not-a-signed-token', bytesOf('png', 512 * 1024));
    expectError(refused, 403, 'FILE_TOKEN_INVALID', 'token');
    // Before: the refusal said keep-alive with half a megabyte unread, and the next request on that connection was reset.
    expect(refused.headers.get('connection')).toBe('close');
    for (let i = 0; i < 3; i += 1) expect((await call('GET', api('/cart'))).status).toBe(200);
  });

  it('takes exactly the signed size and stops reading a body that runs past it', async () => {
    const signed = await sign({ size: 100 });
    expectError(await put(signed.json.upload.url, bytesOf('png', 101)), 413, 'FILE_TOO_LARGE', 'file');
    expectError(await put(signed.json.upload.url, bytesOf('png', 99)), 422, 'FILE_SIZE_MISMATCH', 'file');
    // A client that keeps sending: the server answers 413 and stops reading (the client may see the
    // connection closed under it instead); either way far less than the 64 MB on offer was read.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        if (sent > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(bytesOf('png', 64 * 1024));
      },
    });
    const streamed = await put(signed.json.upload.url, endless, 'image/png', { duplex: 'half' } as RequestInit).catch(
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    if (typeof streamed === 'string') expect(streamed).toMatch(/ECONNRESET|EPIPE|other side closed|UND_ERR_SOCKET/);
    else expectError(streamed, 413, 'FILE_TOO_LARGE', 'file');
    expect(sent).toBeLessThan(EIGHT_MB);
    expect((await put(signed.json.upload.url, bytesOf('png', 100))).status).toBe(200);
  });

  it('checks the real type: a PNG named .gif is 422 FILE_TYPE_MISMATCH', async () => {
    const signed = await sign({ filename: 'photo.gif', content_type: 'image/gif', size: 80 });
    expectError(await put(signed.json.upload.url, bytesOf('png', 80), 'image/gif'), 422, 'FILE_TYPE_MISMATCH', 'file');
    expect((await put(signed.json.upload.url, bytesOf('gif', 80), 'image/gif')).status).toBe(200);
  });

  it('answers 404 for a file not uploaded yet or unknown, and 405 for other methods', async () => {
    const pending = await sign({});
    expectError(await call('GET', api(`/files/${pending.json.file_id}`)), 404, 'FILE_NOT_FOUND', 'id');
    expectError(await call('GET', api('/files/not-a-file')), 404, 'FILE_NOT_FOUND', 'id');
    expect((await call('POST', api('/files'), {})).status).toBe(405);
    expect((await call('DELETE', api(`/files/${pending.json.file_id}`))).status).toBe(405);
  });
});

describe('GET /attachments', () => {
  it('lists a product’s documents (cacheable) and serves each PDF', async () => {
    const list = await call('GET', api(`/attachments?product_id=${productIds.get('merino-crewneck')}`));
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(list.json.attachments.map((a: { title: string }) => a.title)).toEqual(['Care guide', 'Size guide']);
    const first = list.json.attachments[0];
    const pdf = await fetch(`${baseURL}${first.url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="merino-crewneck-care-guide.pdf"/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.length).toBe(first.size);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is empty for a product without documents, 404 for an unknown product, 422 without a product', async () => {
    expect((await call('GET', api(`/attachments?product_id=${productIds.get('bud-vase')}`))).json).toEqual({
      attachments: [],
    });
    expectError(await call('GET', api('/attachments?product_id=999999')), 404, 'PRODUCT_NOT_FOUND', 'product_id');
    expectError(await call('GET', api('/attachments')), 422, 'VALIDATION_FAILED', 'product_id');
    expectError(await call('GET', api('/attachments?product_id=abc')), 422, 'VALIDATION_FAILED', 'product_id');
  });
});

describe('GET /trackhub', () => {
  it('lists the store’s carriers, cacheable', async () => {
    const list = await call('GET', api('/trackhub'));
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(list.json.carriers.map((c: { code: string }) => c.code)).toEqual([
      'ups',
      'usps',
      'fedex',
      'dhl',
      'royal_mail',
    ]);
  });

  it('recognises carriers by number, with the S10 check digit, and is never cached', async () => {
    const ups = await call('GET', api('/trackhub?tracking_number=1Z999AA10123456784'));
    expect(ups.status).toBe(200);
    expect(ups.headers.get('cache-control')).toBe('no-store');
    expect(ups.json).toMatchObject({
      tracking_number: '1Z999AA10123456784',
      carrier: { code: 'ups' },
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      order: null,
    });
    expect((await call('GET', api('/trackhub?tracking_number=AA473124829GB'))).json.carrier.code).toBe('royal_mail');
    expect((await call('GET', api('/trackhub?tracking_number=XX123456789GB'))).json).toMatchObject({
      carrier: null,
      tracking_url: null,
    });
  });

  it('validates the number: 5–50 letters and digits', async () => {
    expect((await call('GET', api('/trackhub?tracking_number=A2345'))).status).toBe(200);
    const short = await call('GET', api('/trackhub?tracking_number=A234'));
    expectError(short, 422, 'VALIDATION_FAILED', 'tracking_number');
    expect(short.json.message).toBe('Enter a valid tracking number (5–50 letters and digits)');
    expectError(
      await call('GET', api(`/trackhub?tracking_number=${'9'.repeat(51)}`)),
      422,
      'VALIDATION_FAILED',
      'tracking_number',
    );
    expect((await call('POST', api('/trackhub'), {})).status).toBe(405);
  });
});

describe('signing limit', () => {
  it('answers 429 once an address has signed too many uploads in an hour', async () => {
    let last = await sign({});
    for (let i = 0; last.status === 201 && i < 80; i += 1) last = await sign({});
    expectError(last, 429, 'TOO_MANY_REQUESTS');
    expect(last.json.message).toBe('Frequent operations, please try again tomorrow');
    // Every call of this file counted: the limit is 60 an hour.
    expect(signs).toBe(61);
  });
});
