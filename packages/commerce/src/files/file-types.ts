import { FILE_EXTENSIONS, type FileContentType } from '@vitrine/headless/contract';

/** How each accepted type starts; only the bytes are trusted, never the name or the declared type. */
const SIGNATURES: readonly { type: FileContentType; magic: readonly number[] }[] = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/**
 * The type the bytes really are, from their first bytes, or undefined.
 *
 * @example sniffFileType(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d])) // 'application/pdf'
 */
export function sniffFileType(bytes: Uint8Array): FileContentType | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte))?.type;
}

/** True when `value` is one of the types the store knows. */
export function isKnownContentType(value: string): value is FileContentType {
  return Object.hasOwn(FILE_EXTENSIONS, value);
}

/** The name's ending in lower case (`photo.JPG` → `jpg`), or '' without one. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** True when the file name ends the way its type does (`.jpg`/`.jpeg` for JPEG ...). */
export function nameFitsType(filename: string, type: FileContentType): boolean {
  return (FILE_EXTENSIONS[type] as readonly string[]).includes(extensionOf(filename));
}

/** The extension a stored object gets: the type's first one, never the shopper's. */
export function storedExtension(type: FileContentType): string {
  return FILE_EXTENSIONS[type][0];
}

/**
 * The Content-Disposition of a served file: pictures open in the page, PDFs
 * download. The name is given twice, as plain ASCII for old clients and in
 * RFC 5987 form for the exact name, so quotes or accents cannot break the header.
 *
 * @example contentDisposition('Größen.pdf', 'application/pdf') // 'attachment; filename="Gr__en.pdf"; filename*=UTF-8\'\'Gr%C3%B6%C3%9Fen.pdf'
 */
export function contentDisposition(filename: string, type: string): string {
  const kind = type.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
