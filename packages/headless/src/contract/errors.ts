import { z } from './zod';

/**
 * The one JSON error shape of the store API. `code` is a stable machine code
 * (SCREAMING_SNAKE), `message` is for people, `field` names the offending
 * input when there is one, and `errors` maps each invalid field to its messages
 * (so a 422 from coupon apply can be read as `errors.code[0]`).
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The largest id a row can have (PostgreSQL `integer`): a larger one names nothing and is refused as input. */
export const MAX_ROW_ID = 2_147_483_647;

/** Machine codes used by the catalog and cart endpoints. */
export const ERROR_CODES = {
  invalidBody: 'INVALID_BODY',
  validation: 'VALIDATION_FAILED',
  invalidQuantity: 'INVALID_QUANTITY',
  unknownVariant: 'UNKNOWN_VARIANT',
  insufficientStock: 'INSUFFICIENT_STOCK',
  lineNotFound: 'LINE_NOT_FOUND',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  internal: 'INTERNAL_ERROR',
  /** The database connection was lost (server restart, failover): nothing was changed, retry shortly. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
