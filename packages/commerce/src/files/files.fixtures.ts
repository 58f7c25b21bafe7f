/** Test-only: byte strings that start like each accepted type, padded to an exact size. */
const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34],
} as const;

/** `size` bytes that begin with the magic bytes of `kind`. */
export function fileBytes(kind: keyof typeof MAGIC, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(MAGIC[kind].slice(0, size));
  return bytes;
}

/** The token in a signed upload address. */
export function tokenOf(url: string): string {
  return new URL(url, 'http://shop.example').searchParams.get('token') ?? '';
}
