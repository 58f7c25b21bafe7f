import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { ADDRESS_BOOK_LIMIT, addressInputSchema, type Address, type AddressInput } from '@vitrine/headless/contract';
import type { AccountInfo } from '@vitrine/headless/contract';

/** A signed-in customer's address book. Every call is scoped to `customerId`. */
export interface AddressService {
  /** The addresses, default first, then oldest first. */
  list(customerId: number): Promise<Address[]>;
  create(customerId: number, input: unknown): Promise<Address>;
  /** Replaces the address's fields; 404 when it is not this customer's. */
  update(customerId: number, addressId: unknown, input: unknown): Promise<Address>;
  /** 404 when it is not this customer's. Deleting the default makes the oldest remaining address the default. */
  remove(customerId: number, addressId: unknown): Promise<void>;
  /** GET /account/info: id, email and how many addresses the book holds. */
  accountInfo(customerId: number): Promise<AccountInfo>;
}

const COLUMNS = `id, first_name, last_name, company, address1, address2, city, country, province, postcode, phone, is_default AS "default"`;

/** The same answer for "does not exist" and "is someone else's", so ids reveal nothing. */
const addressNotFound = () =>
  new CommerceError({ status: 404, code: 'ADDRESS_NOT_FOUND', message: 'Not Found', field: 'id' });

function addressId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw addressNotFound();
  return id;
}

function fieldValues(input: AddressInput): unknown[] {
  return [
    input.first_name,
    input.last_name,
    input.company ?? '',
    input.address1,
    input.address2 ?? '',
    input.city,
    input.country,
    input.province ?? '',
    input.postcode ?? '',
    input.phone ?? '',
  ];
}

/**
 * Address books over a database. Changes lock the customer row, so the book
 * limit and the single default hold under concurrent requests.
 *
 * @example const address = await addresses.create(customerId, { first_name: 'Ada', ... });
 */
export function createAddresses(db: Db): AddressService {
  const lockCustomer = async (tx: Db, customerId: number) => {
    const rows = await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    if (rows.length === 0) throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
  };
  const clearDefault = (tx: Db, customerId: number) =>
    tx.query('UPDATE customer_addresses SET is_default = false WHERE customer_id = $1 AND is_default', [customerId]);

  return {
    list: (customerId) =>
      db.query<Address>(
        `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = $1 ORDER BY is_default DESC, id`,
        [customerId],
      ),

    create: async (customerId, input) => {
      const data = parseInput(addressInputSchema, input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM customer_addresses WHERE customer_id = $1',
          [customerId],
        );
        if (count >= ADDRESS_BOOK_LIMIT) {
          throw new CommerceError({
            status: 422,
            code: 'ADDRESS_BOOK_FULL',
            message: `You can keep at most ${ADDRESS_BOOK_LIMIT} addresses`,
          });
        }
        // The first address is the default, as a shopper with one address expects.
        const isDefault = count === 0 || data.default === true;
        if (isDefault) await clearDefault(tx, customerId);
        const [row] = await tx.query<Address>(
          `INSERT INTO customer_addresses (customer_id, first_name, last_name, company, address1, address2, city, country, province, postcode, phone, is_default)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
          [customerId, ...fieldValues(data), isDefault],
        );
        if (!row) throw new Error('Saving the address returned no row');
        return row;
      });
    },

    update: async (customerId, rawId, input) => {
      const id = addressId(rawId);
      const data = parseInput(addressInputSchema, input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        if (data.default === true) await clearDefault(tx, customerId);
        // An address stays default unless another one is made default; `default: false` alone does not orphan the book.
        const [row] = await tx.query<Address>(
          `UPDATE customer_addresses SET first_name = $3, last_name = $4, company = $5, address1 = $6, address2 = $7, city = $8,
             country = $9, province = $10, postcode = $11, phone = $12, is_default = is_default OR $13, updated_at = now()
           WHERE id = $1 AND customer_id = $2 RETURNING ${COLUMNS}`,
          [id, customerId, ...fieldValues(data), data.default === true],
        );
        if (!row) throw addressNotFound();
        return row;
      });
    },

    remove: async (customerId, rawId) => {
      const id = addressId(rawId);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [removed] = await tx.query<{ is_default: boolean }>(
          'DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2 RETURNING is_default',
          [id, customerId],
        );
        if (!removed) throw addressNotFound();
        if (removed.is_default) {
          await tx.query(
            `UPDATE customer_addresses SET is_default = true
             WHERE id = (SELECT id FROM customer_addresses WHERE customer_id = $1 ORDER BY id LIMIT 1)`,
            [customerId],
          );
        }
      });
    },

    accountInfo: async (customerId) => {
      const [row] = await db.query<AccountInfo>(
        `SELECT c.id, c.email, (SELECT count(*)::int FROM customer_addresses a WHERE a.customer_id = c.id) AS address_book_count
         FROM customers c WHERE c.id = $1`,
        [customerId],
      );
      if (!row) throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
      return row;
    },
  };
}
