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
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor, type Query } from '../db/kysely';
import type { Database } from '../db/schema';
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

/** A date column as the day it names (`YYYY-MM-DD`), whatever the server's time zone. */
export const dayOf = (eb: ExpressionBuilder<Database, 'customer_prescriptions'>) =>
  eb.fn<string | null>('to_char', ['expires_on', eb.val('YYYY-MM-DD')]).as('expires_on');

/** A saved prescription's columns, its expiry as a day. */
const COLUMNS = (eb: ExpressionBuilder<Database, 'customer_prescriptions'>) =>
  ['id', 'name', 'power_left', 'power_right', dayOf(eb), 'created_at'] as const;

/** The customer's prescriptions, newest first. */
const prescriptionsOf = (q: Query, customerId: number) =>
  q.selectFrom('customer_prescriptions').select(COLUMNS).where('customer_id', '=', customerId).orderBy('id', 'desc');

type PrescriptionRow = Awaited<ReturnType<ReturnType<typeof prescriptionsOf>['execute']>>[number];

function toPrescription(row: PrescriptionRow, today: string): SavedPrescription {
  return {
    id: row.id,
    name: row.name,
    power_left: formatPower(row.power_left),
    power_right: formatPower(row.power_right),
    expires_on: row.expires_on,
    is_expired: row.expires_on !== null && row.expires_on < today,
    created_at: row.created_at.toISOString(),
  };
}

/** A validated power in hundredths; a value the schema let through but that is not a power is refused like any other. */
function powerOf(value: string, field: 'power_left' | 'power_right'): number {
  const hundredths = parsePowerHundredths(value);
  if (hundredths === null) {
    throw new CommerceError({ status: 422, code: 'INVALID_POWER', message: 'This power can not be ordered', field });
  }
  return hundredths;
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

/** Whether the product `p` is sold to a prescription (its handle is listed in `prescription_products`). */
export const needsPrescription = (eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
  eb
    .exists(
      eb
        .selectFrom('prescription_products as pp')
        .select((one) => one.lit(1).as('one'))
        .whereRef('pp.product_handle', '=', 'p.handle'),
    )
    // PostgreSQL answers EXISTS with a boolean on both engines.
    .$castTo<boolean>();

/** Whether `productId` is sold to a prescription; undefined when there is no such product. */
export async function productNeedsPrescription(db: Db, productId: number): Promise<boolean | undefined> {
  const row = await kyselyFor(db)
    .selectFrom('products as p')
    .select((eb) => needsPrescription(eb).as('needs'))
    .where('p.id', '=', productId)
    .executeTakeFirst();
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

  const list = async (q: Query, customerId: number): Promise<PrescriptionList> => {
    const rows = await prescriptionsOf(q, customerId).execute();
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

    list: (customerId) => list(kyselyFor(db), customerId),

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
      return kyselyFor(db)
        .transaction()
        .execute(async (tx) => {
          const customer = await tx
            .selectFrom('customers')
            .select('id')
            .where('id', '=', customerId)
            .forUpdate()
            .executeTakeFirst();
          if (!customer) {
            throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
          }
          const { count } = await tx
            .selectFrom('customer_prescriptions')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('customer_id', '=', customerId)
            .executeTakeFirstOrThrow();
          if (count >= PRESCRIPTIONS_PER_CUSTOMER) {
            throw new CommerceError({
              status: 409,
              code: 'PRESCRIPTION_LIMIT',
              message: `You can keep at most ${PRESCRIPTIONS_PER_CUSTOMER} prescriptions; delete one first`,
            });
          }
          const row = await tx
            .insertInto('customer_prescriptions')
            .values({
              customer_id: customerId,
              name: data.name,
              power_left: powerOf(data.power_left, 'power_left'),
              power_right: powerOf(data.power_right, 'power_right'),
              expires_on: data.expires_on ?? null,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          return toPrescription(row, today);
        });
    },

    async remove(customerId, id) {
      const numeric = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id;
      if (typeof numeric !== 'number' || !Number.isInteger(numeric) || numeric < 1 || numeric > 2147483647) {
        throw notFound();
      }
      const q = kyselyFor(db);
      const { numDeletedRows } = await q
        .deleteFrom('customer_prescriptions')
        .where('id', '=', numeric)
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      if (numDeletedRows === 0n) throw notFound();
      return list(q, customerId);
    },
  };
}
