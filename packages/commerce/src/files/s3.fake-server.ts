/**
 * Test-only: a tiny S3-compatible HTTP server on loopback. It checks every
 * request's Signature Version 4 (and that the body matches its signed hash)
 * and keeps objects in memory, so the S3 file store is tested over real HTTP.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { amzDate, canonicalRequest, sha256Hex, stringToSign, type SigV4Credentials } from './sigv4';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Requests refused for a bad signature. */
  refused: number;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** The day's signing key, derived from the secret through date, region and service (the signer's own is aws4's). */
function signingKey(now: Date, credentials: SigV4Credentials): Buffer {
  const day = hmac(`AWS4${credentials.secretAccessKey}`, amzDate(now).slice(0, 8));
  return hmac(hmac(hmac(day, credentials.region), credentials.service ?? 's3'), 'aws4_request');
}

/** Recomputes the signature from what actually arrived; true when it matches. */
function signatureMatches(request: IncomingMessage, body: Buffer, credentials: SigV4Credentials): boolean {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const [, accessKeyId, , region, signedNames = '', signature] = match;
  if (accessKeyId !== credentials.accessKeyId || region !== credentials.region) return false;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256Hex(body)) return false;
  const date = String(request.headers['x-amz-date'] ?? '');
  const parsed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!parsed) return false;
  const now = new Date(`${parsed[1]}-${parsed[2]}-${parsed[3]}T${parsed[4]}:${parsed[5]}:${parsed[6]}Z`);
  if (Math.abs(Date.now() - now.getTime()) > 15 * 60 * 1000) return false;
  const headers: Record<string, string> = {};
  for (const name of signedNames.split(';')) headers[name] = String(request.headers[name] ?? '');
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const canonical = canonicalRequest({ method: request.method ?? 'GET', url, payloadHash }, headers);
  const expected = createHmac('sha256', signingKey(now, credentials))
    .update(stringToSign(canonical, now, credentials))
    .digest('hex');
  return expected === signature && signedNames.includes('host');
}

/** Starts the server for one bucket and one key pair. */
export async function startFakeS3(bucket: string, credentials: SigV4Credentials): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const state = { refused: 0 };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (!signatureMatches(request, body, credentials)) {
      state.refused += 1;
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) {
      response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = decodeURIComponent(path.slice(prefix.length));
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, { bytes: body, contentType: String(request.headers['content-type'] ?? '') });
        response.writeHead(200).end();
        return;
      case 'GET':
      case 'HEAD':
        if (!object) {
          response.writeHead(404).end(request.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
          return;
        }
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
        response.end(request.method === 'GET' ? object.bytes : undefined);
        return;
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
