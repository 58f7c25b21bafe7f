import {
  attachmentListSchema,
  attachmentsQuerySchema,
  filesSignedUploadSchema,
  filesSignSchema,
  filesUploadQuerySchema,
  storedFileSchema,
  trackhubCarrierListSchema,
  trackhubLookupSchema,
  trackhubQuerySchema,
} from '@vitrine/headless/contract';
import { z } from 'zod';
import type { ApiOperation } from './document';

/** Uploads, product documents and the tracking hub. */
export const filesOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/files/sign',
    tag: 'Files',
    summary:
      'Announce an upload (review_image: JPG/JPEG/PNG/GIF; prescription, attachment: JPG/PNG/PDF; 1 byte–8 MB); answers a PUT address valid 15 minutes',
    body: filesSignSchema,
    response: filesSignedUploadSchema,
    status: 201,
    errors: [400, 422, 429],
  },
  {
    method: 'put',
    path: '/files',
    tag: 'Files',
    summary:
      'Send the raw bytes (body = the file, Content-Type as signed) to the signed address: exactly the signed size, real type checked from the first bytes; 403 bad token, 410 expired, 409 already uploaded, 413 larger than signed',
    query: filesUploadQuerySchema,
    response: z.object({ file: storedFileSchema }),
    errors: [403, 409, 410, 413, 422],
  },
  {
    method: 'get',
    path: '/files/{id}',
    tag: 'Files',
    summary: 'An uploaded file or product document (its own Content-Type; pictures inline, PDFs as a download)',
    errors: [404],
  },
  {
    method: 'get',
    path: '/attachments',
    tag: 'Files',
    summary: "A product's downloadable documents (care guide, size guide, warranty)",
    query: attachmentsQuerySchema,
    response: attachmentListSchema,
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/trackhub',
    tag: 'Files',
    summary:
      'Without tracking_number: the carriers the store ships with. With it (5–50 letters and digits): the carrier recognised from the number, its tracking page and the status of this store’s order shipped under it',
    query: trackhubQuerySchema,
    response: z.union([trackhubCarrierListSchema, trackhubLookupSchema]),
    errors: [422, 429],
  },
];
