import { randomBytes } from 'node:crypto';
import { attachmentsQuerySchema, type ProductAttachment } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import type { FileStore } from './file-store';
import { productDocumentPdf } from './pdf';
import { sha256Hex } from './sigv4';
import { toStoredFile } from './uploads';

interface DocumentRow {
  id: number;
  title: string;
  filename: string;
  product_title: string;
  file_id: string | null;
  content_type: string | null;
  size: number | null;
}

/**
 * Writes a document's PDF to the file store and links it, once. The object key
 * is the hash of the bytes, so two servers doing this at the same time write
 * the same object; the row lock lets only the first link a file row.
 */
async function materialise(db: Db, store: FileStore, row: DocumentRow): Promise<DocumentRow> {
  const bytes = productDocumentPdf(row.title, row.product_title);
  const key = `documents/${sha256Hex(bytes).slice(0, 40)}.pdf`;
  await store.put(key, bytes, 'application/pdf');
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ file_id: string | null }>(
      'SELECT file_id FROM product_documents WHERE id = $1 FOR UPDATE',
      [row.id],
    );
    if (locked?.file_id) {
      const [file] = await tx.query<{ size: number }>('SELECT size FROM stored_files WHERE id = $1', [locked.file_id]);
      return { ...row, file_id: locked.file_id, content_type: 'application/pdf', size: file?.size ?? bytes.byteLength };
    }
    // The same bytes may already be linked to another document row (same title and product): reuse that file.
    const [existing] = await tx.query<{ id: string }>('SELECT id FROM stored_files WHERE storage_key = $1', [key]);
    const fileId = existing?.id ?? randomBytes(16).toString('hex');
    if (!existing) {
      await tx.query(
        `INSERT INTO stored_files (id, purpose, filename, content_type, size, storage_key, status, uploaded_at)
         VALUES ($1, 'product_document', $2, 'application/pdf', $3, $4, 'uploaded', now())`,
        [fileId, row.filename, bytes.byteLength, key],
      );
    }
    await tx.query('UPDATE product_documents SET file_id = $2 WHERE id = $1', [row.id, fileId]);
    return { ...row, file_id: fileId, content_type: 'application/pdf', size: bytes.byteLength };
  });
}

/**
 * GET /attachments?product_id=: the merchant's documents for a product (care
 * guide, size guide, warranty), in the merchant's order. A product without
 * documents has an empty list; an unknown product is 404 PRODUCT_NOT_FOUND.
 * Each PDF is written to the file store the first time it is listed.
 */
export async function listAttachments(
  db: Db,
  store: FileStore,
  query: unknown,
): Promise<{ attachments: ProductAttachment[] }> {
  const { product_id } = parseInput(attachmentsQuerySchema, query);
  const [product] = await db.query<{ handle: string; title: string }>(
    'SELECT handle, title FROM products WHERE id = $1',
    [product_id],
  );
  if (!product) {
    throw new CommerceError({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'Not Found', field: 'product_id' });
  }
  const rows = await db.query<DocumentRow>(
    `SELECT d.id, d.title, d.filename, $2::text AS product_title, d.file_id, f.content_type, f.size
     FROM product_documents d LEFT JOIN stored_files f ON f.id = d.file_id
     WHERE d.product_handle = $1 ORDER BY d.position, d.id`,
    [product.handle, product.title],
  );
  const attachments: ProductAttachment[] = [];
  for (const row of rows) {
    const ready = row.file_id ? row : await materialise(db, store, row);
    const file = toStoredFile({
      id: ready.file_id ?? '',
      filename: ready.filename,
      content_type: ready.content_type ?? 'application/pdf',
      size: ready.size ?? 0,
    });
    attachments.push({ ...file, title: row.title });
  }
  return { attachments };
}
