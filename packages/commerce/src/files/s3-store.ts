import { assertStoreKey, type FileStore } from './file-store';
import { EMPTY_PAYLOAD_HASH, encodeS3Key, sha256Hex, signRequest, type SigV4Credentials } from './sigv4';

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...), addressed path-style: `<endpoint>/<bucket>/<key>`. */
export interface S3StoreConfig extends SigV4Credentials {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
}

/** The environment variables that select the S3 store; absent, files go to disk. */
export const S3_ENV = {
  endpoint: 'VITRINE_S3_ENDPOINT',
  bucket: 'VITRINE_S3_BUCKET',
  region: 'VITRINE_S3_REGION',
  accessKeyId: 'VITRINE_S3_ACCESS_KEY_ID',
  secretAccessKey: 'VITRINE_S3_SECRET_ACCESS_KEY',
} as const;

/**
 * The S3 settings from the environment, or undefined when none is set. Some
 * but not all set is a mistake worth stopping for (files would silently land
 * on one server's disk). The region defaults to `us-east-1`.
 */
export function s3ConfigFromEnv(env: Record<string, string | undefined>): S3StoreConfig | undefined {
  const read = (name: string) => env[name]?.trim() || undefined;
  const values = {
    endpoint: read(S3_ENV.endpoint),
    bucket: read(S3_ENV.bucket),
    accessKeyId: read(S3_ENV.accessKeyId),
    secretAccessKey: read(S3_ENV.secretAccessKey),
  };
  const region = read(S3_ENV.region);
  const missing = Object.entries(values).filter(([, value]) => value === undefined);
  if (missing.length === Object.keys(values).length && region === undefined) return undefined;
  if (missing.length > 0) {
    const names = missing.map(([name]) => S3_ENV[name as keyof typeof values]).join(', ');
    throw new Error(`S3 file storage is partly configured: set ${names} too, or unset every VITRINE_S3_* variable`);
  }
  return { ...(values as Omit<S3StoreConfig, 'region'>), region: region ?? 'us-east-1' };
}

class S3Error extends Error {
  constructor(operation: string, key: string, status: number) {
    super(`S3 ${operation} ${key} failed with HTTP ${status}`);
    this.name = 'S3Error';
  }
}

/**
 * A file store in an S3-compatible bucket, each request signed with AWS
 * Signature Version 4 (no SDK: node:crypto and fetch).
 *
 * @example const store = createS3FileStore(s3ConfigFromEnv(env)!);
 */
export function createS3FileStore(config: S3StoreConfig, fetchImpl: typeof fetch = fetch): FileStore {
  const base = config.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => new URL(`${base}/${encodeS3Key(config.bucket)}/${encodeS3Key(assertStoreKey(key))}`);
  const send = (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const url = urlOf(key);
    const headers = signRequest(
      {
        method,
        url,
        ...(contentType ? { headers: { 'content-type': contentType } } : {}),
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      },
      config,
    );
    // A copy on its own ArrayBuffer: fetch takes no view of a shared or resizable buffer.
    return fetchImpl(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      await response.body?.cancel();
      if (!response.ok) throw new S3Error('PUT', key, response.status);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new S3Error('GET', key, response.status);
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async head(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return undefined;
      if (!response.ok) throw new S3Error('HEAD', key, response.status);
      return { size: Number(response.headers.get('content-length') ?? 0) };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new S3Error('DELETE', key, response.status);
    },
  };
}
