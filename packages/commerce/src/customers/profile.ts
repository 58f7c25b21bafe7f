import { z } from 'zod';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';

/** The signed-in customer's profile: name, e-mail and the marketing (newsletter) opt-in. */
export interface CustomerProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** True while the customer's address is on the newsletter list. */
  acceptsMarketing: boolean;
  /** When the account was made (ISO 8601). */
  createdAt: string;
}

/** A name as the sign-up form takes it (the contract's limit). */
const NAME_MAX_LENGTH = 100;
const name = z.string().trim().max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters`);

/** What the profile form changes. */
export const profileInputSchema = z.object({
  first_name: name,
  last_name: name,
  accepts_marketing: z.boolean(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** Where newsletter sign-ups from the account page are recorded (the subscribers' `code`). */
export const ACCOUNT_SUBSCRIBE_CODE = 'account';

export interface ProfileService {
  /** The customer's profile; 401 `UNAUTHENTICATED` when the account is gone. */
  read(customerId: number): Promise<CustomerProfile>;
  /**
   * Saves the name and the marketing choice (validated with `profileInputSchema`,
   * 422 with the field) in one transaction: opting in adds the address to the
   * newsletter list (as the subscribe form does), opting out removes it.
   */
  update(customerId: number, input: unknown): Promise<CustomerProfile>;
}

const signedOut = () => new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });

/**
 * Profiles over the `customers` rows and the newsletter's `subscribers`.
 *
 * @example await createProfiles(db).update(42, { first_name: 'Ada', last_name: 'Lovelace', accepts_marketing: true });
 */
export function createProfiles(db: Db): ProfileService {
  const read = async (customerId: number): Promise<CustomerProfile> => {
    const [row] = await db.query<{
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      subscribed: boolean;
      created_at: Date | string;
    }>(
      `SELECT c.id, c.email, c.first_name, c.last_name, c.created_at,
              EXISTS (SELECT 1 FROM subscribers s WHERE s.email = lower(c.email)) AS subscribed
       FROM customers c WHERE c.id = $1`,
      [customerId],
    );
    if (!row) throw signedOut();
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      acceptsMarketing: row.subscribed,
      createdAt: new Date(row.created_at).toISOString(),
    };
  };
  return {
    read,
    async update(customerId, input) {
      const data = parseInput(profileInputSchema, input);
      await db.transaction(async (tx) => {
        const [customer] = await tx.query<{ email: string }>(
          `UPDATE customers SET first_name = $2, last_name = $3, name = trim($2 || ' ' || $3), updated_at = now()
           WHERE id = $1 RETURNING email`,
          [customerId, data.first_name, data.last_name],
        );
        if (!customer) throw signedOut();
        if (data.accepts_marketing) {
          await tx.query(
            'INSERT INTO subscribers (email, code) VALUES (lower($1), $2) ON CONFLICT (email) DO NOTHING',
            [customer.email, ACCOUNT_SUBSCRIBE_CODE],
          );
        } else {
          await tx.query('DELETE FROM subscribers WHERE email = lower($1)', [customer.email]);
        }
      });
      return read(customerId);
    },
  };
}
