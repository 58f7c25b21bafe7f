import { z } from './zod';
import { MAX_ROW_ID } from './errors';

/** What an upload is for; each purpose accepts its own file types (see `FILE_TYPES_BY_PURPOSE`). */
export const FILE_PURPOSES = ['review_image', 'prescription', 'attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Longest file name a shopper may upload under. */
export const FILE_NAME_MAX = 200;
/** Largest upload of any purpose (spec 5: review pictures at most 8MB; the same bound serves prescriptions and attachments). */
export const FILE_MAX_BYTES = 8 * 1024 * 1024;
/** How long a signed upload address stays valid. */
export const FILE_UPLOAD_TTL_SECONDS = 15 * 60;

/** The file types the store accepts, by their MIME type, with the name endings that go with each. */
export const FILE_EXTENSIONS = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
} as const;
export type FileContentType = keyof typeof FILE_EXTENSIONS;

/** Which types each purpose accepts (spec 5 for review pictures: JPG, JPEG, PNG, GIF). */
export const FILE_TYPES_BY_PURPOSE: Record<FilePurpose, readonly FileContentType[]> = {
  review_image: ['image/jpeg', 'image/png', 'image/gif'],
  prescription: ['image/jpeg', 'image/png', 'application/pdf'],
  attachment: ['image/jpeg', 'image/png', 'application/pdf'],
};

/** POST /files/sign: announce a file before sending its bytes. */
export const filesSignSchema = z.object({
  filename: z
    .string({ error: 'Enter a file name' })
    .trim()
    .min(1, { error: 'Enter a file name' })
    .max(FILE_NAME_MAX, { error: `File names are at most ${FILE_NAME_MAX} characters` })
    .regex(/^[^/\\]*$/, { error: 'File names cannot contain / or \\' })
    // Control characters would end up in a response header (Content-Disposition).
    .regex(/^[^\p{Cc}]*$/u, { error: 'File names cannot contain control characters' }),
  content_type: z
    .string({ error: 'Choose a JPG, PNG, GIF or PDF file' })
    .trim()
    .toLowerCase()
    .max(100, { error: 'Choose a JPG, PNG, GIF or PDF file' }),
  size: z
    .number({ error: 'The file size must be a whole number of bytes' })
    .int({ error: 'The file size must be a whole number of bytes' })
    .min(1, { error: 'The file is empty' }),
  purpose: z.enum(FILE_PURPOSES, { error: 'Purpose must be review_image, prescription or attachment' }),
});
export type FilesSignInput = z.input<typeof filesSignSchema>;

/** 201 answer of POST /files/sign: where and how to send the bytes. */
export const filesSignedUploadSchema = z.object({
  file_id: z.string(),
  upload: z.object({
    method: z.literal('PUT'),
    url: z.string(),
    headers: z.object({ 'Content-Type': z.string() }),
    expires_at: z.string(),
  }),
});
export type FilesSignedUpload = z.infer<typeof filesSignedUploadSchema>;

/** PUT /files?token=: the token from the signed upload address. */
export const filesUploadQuerySchema = z.object({
  token: z.string({ error: 'The upload token is missing' }).min(1, { error: 'The upload token is missing' }).max(1000),
});

/** An uploaded file as the API shows it; `url` serves its bytes. */
export const storedFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** GET /attachments?product_id= */
export const attachmentsQuerySchema = z.object({
  product_id: z
    .string({ error: 'Choose a product' })
    .regex(/^[1-9]\d{0,9}$/, { error: 'Choose a product' })
    // Ten digits reach past a database integer: a larger id names no product.
    .refine((id) => Number(id) <= MAX_ROW_ID, { error: 'Choose a product' })
    .transform(Number),
});

/** A merchant's downloadable document for a product (care guide, size guide, warranty). */
export const productAttachmentSchema = storedFileSchema.extend({ title: z.string() });
export type ProductAttachment = z.infer<typeof productAttachmentSchema>;
export const attachmentListSchema = z.object({ attachments: z.array(productAttachmentSchema) });

/** Tracking numbers are 5–50 letters and digits (spec 5). */
export const TRACKHUB_NUMBER = /^[A-Za-z0-9]{5,50}$/;

/** GET /trackhub[?tracking_number=] */
export const trackhubQuerySchema = z.object({
  tracking_number: z
    .string({ error: 'Enter a valid tracking number' })
    .trim()
    .regex(TRACKHUB_NUMBER, { error: 'Enter a valid tracking number (5–50 letters and digits)' })
    .transform((number) => number.toUpperCase())
    .optional(),
});

/** A carrier the store ships with; `{tracking_number}` in the template is replaced by the number. */
export const trackhubCarrierSchema = z.object({
  code: z.string(),
  name: z.string(),
  tracking_url_template: z.string(),
});
export type TrackhubCarrier = z.infer<typeof trackhubCarrierSchema>;
export const trackhubCarrierListSchema = z.object({ carriers: z.array(trackhubCarrierSchema) });

/** The store's own order behind a tracking number: its carrier status and progress stages (spec 4). */
export const trackhubOrderSchema = z.object({
  number: z.string(),
  tracking_status: z.string(),
  payment_status: z.string(),
  fulfillment_status: z.string(),
  stages: z.array(z.object({ name: z.string(), done: z.boolean() })),
});

/** GET /trackhub?tracking_number=: which carrier the number belongs to and, when it is ours, the order's status. */
export const trackhubLookupSchema = z.object({
  tracking_number: z.string(),
  carrier: trackhubCarrierSchema.nullable(),
  tracking_url: z.string().nullable(),
  order: trackhubOrderSchema.nullable(),
});
export type TrackhubLookup = z.infer<typeof trackhubLookupSchema>;
