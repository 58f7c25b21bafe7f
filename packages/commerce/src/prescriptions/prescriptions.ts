import {
  POWER_LEFT_PROPERTY,
  POWER_RIGHT_PROPERTY,
  PRESCRIPTION_ATTRIBUTE_KEY,
  PRESCRIPTION_POWER_VALUES,
  PRESCRIPTIONS_PER_CUSTOMER,
  formatPower,
  parsePowerHundredths,
  prescriptionsQuerySchema,
  savePrescriptionSchema,
  type PrescriptionList,
  type PrescriptionRequirement,
  type SavedPrescription,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { utcDay } from './prescription.dates';

/** Contact-lens and eyewear prescriptions (spec 9: the special attribute `power`). */
export interface PrescriptionService {
  /** Whether a product is sold to a prescription, and the fields its form needs; 404 for an unknown product. */
  requirement(productId: number): Promise<PrescriptionRequirement>;
  /** Validates the query of `GET /fclca/prescriptions`: with `product_id` it asks for `requirement`, without for `list`. */
  parseQuery(query: unknown): { product_id?: number | undefined };
  /** The customer's saved prescriptions, newest first. */
  list(customerId: number): Promise<PrescriptionList>;
  /** Saves one (validated with `savePrescriptionSchema`); 409 PRESCRIPTION_LIMIT past `PRESCRIPTIONS_PER_CUSTOMER`. */
  save(customerId: number, input: unknown): Promise<SavedPrescription>;
  /** Deletes one of the customer's own; 404 when there is none with this id for this customer. */
  remove(customerId: number, id: unknown): Promise<PrescriptionList>;
}

/** Engine options; tests pass a fixed clock. */
export interface PrescriptionOptions {
  now?: () => Date;
}

interface PrescriptionRow {
  id: number;
  name: string;
  power_left: number;
  power_right: number;
  expires_on: string | null;
  created_at: Date | string;
}

const COLUMNS = `id, name, power_left, power_right, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, created_at`;

function toPrescription(row: PrescriptionRow, today: string): SavedPrescription {
  return {
    id: row.id,
    name: row.name,
    power_left: formatPower(row.power_left),
    power_right: formatPower(row.power_right),
    expires_on: row.expires_on,
    is_expired: row.expires_on !== null && row.expires_on < today,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Another customer's prescription answers exactly like a missing one, so ids leak nothing. */
const notFound = () =>
  new CommerceError({
    status: 404,
    code: 'PRESCRIPTION_NOT_FOUND',
    message: 'This prescription was not found',
    field: 'id',
  });

/** The two form fields of a prescription product, in the order a form shows them. */
export const PRESCRIPTION_FIELDS = [
  { key: 'power_left', label: POWER_LEFT_PROPERTY, values: [...PRESCRIPTION_POWER_VALUES] },
  { key: 'power_right', label: POWER_RIGHT_PROPERTY, values: [...PRESCRIPTION_POWER_VALUES] },
] as const;

/** Whether `productId` is sold to a prescription; undefined when there is no such product. */
export async function productNeedsPrescription(db: Db, productId: number): Promise<boolean | undefined> {
  const [row] = await db.query<{ needs: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM prescription_products pp WHERE pp.product_handle = p.handle) AS needs
     FROM products p WHERE p.id = $1`,
    [productId],
  );
  return row?.needs;
}

/**
 * Prescriptions over a database. Saves lock the customer row, so concurrent
 * saves can not push a customer past the limit.
 *
 * @example
 * const rx = createPrescriptions(db);
 * await rx.save(customerId, { name: 'Daily lenses', power_left: '-1.25', power_right: '-1.50' });
 */
export function createPrescriptions(db: Db, options: PrescriptionOptions = {}): PrescriptionService {
  const now = options.now ?? (() => new Date());

  const list = async (tx: Db, customerId: number): Promise<PrescriptionList> => {
    const rows = await tx.query<PrescriptionRow>(
      `SELECT ${COLUMNS} FROM customer_prescriptions WHERE customer_id = $1 ORDER BY id DESC`,
      [customerId],
    );
    const today = utcDay(now());
    return { prescriptions: rows.map((row) => toPrescription(row, today)), limit: PRESCRIPTIONS_PER_CUSTOMER };
  };

  return {
    parseQuery: (query) => parseInput(prescriptionsQuerySchema, query),

    async requirement(productId) {
      const needs = await productNeedsPrescription(db, productId);
      if (needs === undefined) {
        throw new CommerceError({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'Not Found', field: 'product_id' });
      }
      return {
        product_id: productId,
        requires_prescription: needs,
        attribute_key: needs ? PRESCRIPTION_ATTRIBUTE_KEY : null,
        fields: needs ? PRESCRIPTION_FIELDS.map((field) => ({ ...field, values: [...field.values] })) : [],
      };
    },

    list: (customerId) => list(db, customerId),

    async save(customerId, input) {
      const data = parseInput(savePrescriptionSchema, input);
      const today = utcDay(now());
      if (data.expires_on && data.expires_on < today) {
        throw new CommerceError({
          status: 422,
          code: 'PRESCRIPTION_EXPIRED',
          message: 'This prescription has expired',
          field: 'expires_on',
          errors: { expires_on: ['This prescription has expired'] },
        });
      }
      return db.transaction(async (tx) => {
        const customer = await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        if (customer.length === 0) {
          throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
        }
        const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM customer_prescriptions WHERE customer_id = $1',
          [customerId],
        );
        if (count >= PRESCRIPTIONS_PER_CUSTOMER) {
          throw new CommerceError({
            status: 409,
            code: 'PRESCRIPTION_LIMIT',
            message: `You can keep at most ${PRESCRIPTIONS_PER_CUSTOMER} prescriptions; delete one first`,
          });
        }
        const [row] = await tx.query<PrescriptionRow>(
          `INSERT INTO customer_prescriptions (customer_id, name, power_left, power_right, expires_on)
           VALUES ($1, $2, $3, $4, $5::date) RETURNING ${COLUMNS}`,
          [
            customerId,
            data.name,
            parsePowerHundredths(data.power_left),
            parsePowerHundredths(data.power_right),
            data.expires_on ?? null,
          ],
        );
        if (!row) throw new Error('Saving the prescription returned no row');
        return toPrescription(row, today);
      });
    },

    async remove(customerId, id) {
      const numeric = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id;
      if (typeof numeric !== 'number' || !Number.isInteger(numeric) || numeric < 1 || numeric > 2147483647) {
        throw notFound();
      }
      const deleted = await db.query(
        'DELETE FROM customer_prescriptions WHERE id = $1 AND customer_id = $2 RETURNING id',
        [numeric, customerId],
      );
      if (deleted.length === 0) throw notFound();
      return list(db, customerId);
    },
  };
}
