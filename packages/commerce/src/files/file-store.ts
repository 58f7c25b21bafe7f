import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where file bytes live. Keys are relative names such as
 * `uploads/review_image/<id>.png`; the database keeps everything else
 * (name, type, owner), so a store only moves bytes.
 */
export interface FileStore {
  /** `disk` or `s3`, for logs and tests. */
  readonly kind: 'disk' | 's3';
  /** Writes (or replaces) the object at `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** The object's size without reading it, or undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; a missing one is fine. */
  delete(key: string): Promise<void>;
}

/** Lower-case path segments of letters, digits, `_` and `-`, the last with one extension: no `..`, no absolute paths. */
const STORE_KEY = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9]+)?$/;

/** Throws on a key that could escape the store's folder; keys come from the engine, so this is a programming error. */
export function assertStoreKey(key: string): string {
  if (!STORE_KEY.test(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * A file store in a folder of the local disk. Writes go to a temporary name
 * first and are renamed into place, so a reader never sees half a file.
 *
 * @example const store = createDiskFileStore('.data/uploads/files');
 */
export function createDiskFileStore(folder: string): FileStore {
  const root = resolve(folder);
  const pathOf = (key: string) => join(root, assertStoreKey(key));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}
