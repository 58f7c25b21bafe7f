import { CommerceError, type Commerce } from '@vitrine/commerce';
import type { AccountProfile } from '@vitrine/ui';
import { z } from 'zod';

export type { AccountProfile };

/*
 * The account profile (the kit's `AccountProfile`): name, e-mail and the marketing (newsletter) opt-in.
 *
 * The engine has no profile service yet, so this reads and writes the
 * `customers` row and the newsletter's `subscribers` row through the engine's
 * query layer (`commerce.db`), scoped to the signed-in customer. It belongs in
 * `@vitrine/commerce` (`accounts.profile`) and should move there.
 */

/** A name as the sign-up form takes it (the contract's limit). */
const NAME_MAX_LENGTH = 100;
const name = z.string().trim().max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters`);

/** What the profile form posts. */
export const profileInputSchema = z.object({
  first_name: name,
  last_name: name,
  accepts_marketing: z.boolean(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** Where newsletter sign-ups from the account page are recorded (the subscribers' `code`). */
export const ACCOUNT_SUBSCRIBE_CODE = 'account';

type ProfileDb = Pick<Commerce, 'db'>;

/** The signed-in customer's profile; a 401 when the account is gone. */
export async function readProfile(commerce: ProfileDb, customerId: number): Promise<AccountProfile> {
  const [row] = await commerce.db.query<{
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
  if (!row) throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    acceptsMarketing: row.subscribed,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Reads the posted profile form: a checked box is `accepts_marketing=on`, an unchecked one is absent. */
export function profileInputFromForm(form: FormData): unknown {
  return {
    first_name: form.get('first_name') ?? '',
    last_name: form.get('last_name') ?? '',
    accepts_marketing: form.get('accepts_marketing') === 'on',
  };
}

/**
 * Saves the name and the marketing choice in one transaction: opting in adds
 * the address to the newsletter list (as the subscribe form does), opting out
 * removes it.
 */
export async function updateProfile(commerce: ProfileDb, customerId: number, input: unknown): Promise<AccountProfile> {
  const parsed = profileInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    const first = parsed.error.issues[0];
    throw new CommerceError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: first?.message ?? 'The request is not valid',
      ...(first?.path.length ? { field: first.path.join('.') } : {}),
      errors,
    });
  }
  const data = parsed.data;
  await commerce.db.transaction(async (tx) => {
    const [customer] = await tx.query<{ email: string }>(
      `UPDATE customers SET first_name = $2, last_name = $3, name = trim($2 || ' ' || $3), updated_at = now()
       WHERE id = $1 RETURNING email`,
      [customerId, data.first_name, data.last_name],
    );
    if (!customer) throw new CommerceError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
    if (data.accepts_marketing) {
      await tx.query('INSERT INTO subscribers (email, code) VALUES (lower($1), $2) ON CONFLICT (email) DO NOTHING', [
        customer.email,
        ACCOUNT_SUBSCRIBE_CODE,
      ]);
    } else {
      await tx.query('DELETE FROM subscribers WHERE email = lower($1)', [customer.email]);
    }
  });
  return readProfile(commerce, customerId);
}
