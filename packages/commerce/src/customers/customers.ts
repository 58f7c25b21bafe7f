import type { Db } from '../db/db.types';
import { enqueueEmail } from '../email/outbox';
import { accountExistsEmail, passwordResetEmail, verificationEmail } from '../email/messages';
import { CommerceError, parseInput } from '../errors';
import {
  rateLimitAll,
  rateLimitCheck,
  rateLimitClear,
  rateLimitCount,
  rateLimitKeys,
  RATE_LIMITS,
} from '../ratelimit/ratelimit';
import { systemClock, type Clock } from './clock';
import { consumeToken, issueToken } from './customer-tokens';
import {
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  PASSWORD_MISMATCH_MESSAGE,
  registerSchema,
  verifyEmailSchema,
} from '@vitrine/headless/contract';
import { decoyPasswordHash, hashPassword, verifyPassword, type ScryptParams } from './passwords';
import {
  createSession,
  deleteCustomerSessions,
  deleteSession,
  findSession,
  type ActiveSession,
  type NewSession,
} from './sessions';

/** Who is asking, when the storefront knows it; used for per-IP rate limits. */
export interface RequestContext {
  ip?: string;
}

/** A customer as the account calls return it. */
export interface CustomerSummary {
  id: number;
  email: string;
}

/** Sign-up, sign-in and passwords. Inputs are validated with the schemas of `customers.schema.ts`. */
export interface CustomerService {
  /** Creates an unverified account and queues the verification e-mail (link valid 20 minutes). */
  register(
    input: unknown,
    context?: RequestContext,
  ): Promise<{ customer: CustomerSummary; status: 'verification_sent' }>;
  /** Confirms the address with the link's token: once, inside its window. */
  verifyEmail(input: unknown): Promise<CustomerSummary>;
  /** Checks e-mail and password and starts a session (verified accounts only). */
  login(input: unknown, context?: RequestContext): Promise<{ customer: CustomerSummary; session: NewSession }>;
  /** The session behind a cookie's token, renewed when due; null when signed out or expired. */
  authenticate(sessionToken: string | null | undefined): Promise<ActiveSession | null>;
  /** Deletes the session. */
  logout(sessionToken: string | null | undefined): Promise<void>;
  /** Queues a reset e-mail when the account exists; answers the same either way. */
  requestPasswordReset(input: unknown, context?: RequestContext): Promise<{ status: 'reset_requested' }>;
  /** Sets a new password with the e-mail's token and signs out every session. */
  resetPassword(input: unknown): Promise<CustomerSummary>;
}

/** How the customer service is built. */
export interface CustomerServiceOptions {
  clock?: Clock;
  /** Origin of the storefront, for the links in e-mails (e.g. `https://shop.example`). */
  storeUrl?: string;
  /** scrypt cost of new password hashes (default `SCRYPT_PARAMS`); tests lower it to run fast. */
  passwordCost?: ScryptParams;
}

/** Origin used in e-mail links when none is configured: the storefront's development server. */
export const DEFAULT_STORE_URL = 'http://localhost:3000';

const invalidCredentials = () =>
  new CommerceError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' });
const notVerified = () =>
  new CommerceError({
    status: 403,
    code: 'EMAIL_NOT_VERIFIED',
    message: 'Please confirm your email address first',
    field: 'email',
  });

/** The spec's 'Password entries do not match', when a confirmation was sent and differs. */
function assertConfirmed(input: { password: string; password_confirmation?: string | undefined }): void {
  if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) {
    throw new CommerceError({
      status: 422,
      code: 'PASSWORD_MISMATCH',
      message: PASSWORD_MISMATCH_MESSAGE,
      field: 'password_confirmation',
    });
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

interface CustomerRow {
  id: number;
  email: string;
  password_hash: string;
  email_verified_at: Date | string | null;
}

/**
 * Customer accounts over a database.
 *
 * @example
 * const customers = createCustomers(db, { storeUrl: 'https://shop.example' });
 * await customers.register({ email: 'ada@example.com', password: 'correct horse' });
 */
export function createCustomers(db: Db, options: CustomerServiceOptions = {}): CustomerService {
  const clock = options.clock ?? systemClock;
  const storeUrl = (options.storeUrl ?? DEFAULT_STORE_URL).replace(/\/+$/, '');
  const link = (path: string, token: string) => `${storeUrl}${path}?token=${encodeURIComponent(token)}`;

  const findByEmail = async (tx: Db, email: string, lock = false) =>
    (
      await tx.query<CustomerRow>(
        `SELECT id, email, password_hash, email_verified_at FROM customers WHERE lower(email) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
        [email],
      )
    )[0];

  /** True while an unverified account's newest verification link still works: the address is spoken for. */
  const hasLiveVerification = async (tx: Db, customerId: number, now: Date) =>
    (
      await tx.query(
        `SELECT 1 FROM customer_tokens WHERE customer_id = $1 AND purpose = 'verify_email' AND used_at IS NULL AND expires_at > $2`,
        [customerId, now.toISOString()],
      )
    ).length > 0;

  async function register(input: unknown, context: RequestContext = {}) {
    const data = parseInput(registerSchema, input);
    assertConfirmed(data);
    const now = clock();
    await rateLimitAll(db, rateLimitKeys('register', { email: data.email, ip: context.ip }), {
      ...RATE_LIMITS.register,
      now,
    });
    const passwordHash = await hashPassword(data.password, options.passwordCost);
    const name = [data.first_name, data.last_name].filter(Boolean).join(' ');
    // Whether the address already has an account is never said to the caller: the answer is the
    // same either way, and the address's owner is told by e-mail instead.
    const answer = (customer: CustomerSummary) => ({ customer, status: 'verification_sent' as const });
    try {
      return await db.transaction(async (tx) => {
        const existing = await findByEmail(tx, data.email, true);
        // A verified account, or one whose link still works, owns the address. An account
        // never verified in its window is released, so a mistyped sign-up locks no one out.
        if (existing && (existing.email_verified_at !== null || (await hasLiveVerification(tx, existing.id, now)))) {
          await enqueueEmail(
            tx,
            accountExistsEmail(existing.email, `${storeUrl}/account/login`, `${storeUrl}/account/forgot`),
            now,
          );
          return answer({ id: existing.id, email: existing.email });
        }
        const [row] = existing
          ? await tx.query<CustomerSummary>(
              `UPDATE customers SET email = $2, password_hash = $3, first_name = $4, last_name = $5, name = $6, updated_at = $7
               WHERE id = $1 RETURNING id, email`,
              [
                existing.id,
                data.email,
                passwordHash,
                data.first_name ?? '',
                data.last_name ?? '',
                name,
                now.toISOString(),
              ],
            )
          : await tx.query<CustomerSummary>(
              `INSERT INTO customers (email, password_hash, first_name, last_name, name, created_at, updated_at)
               VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id, email`,
              [data.email, passwordHash, data.first_name ?? '', data.last_name ?? '', name, now.toISOString()],
            );
        if (!row) throw new Error('Saving the customer returned no row');
        const token = await issueToken(tx, row.id, 'verify_email', now);
        await enqueueEmail(tx, verificationEmail(row.email, link('/account/verify', token)), now);
        return answer({ id: row.id, email: row.email });
      });
    } catch (error) {
      // Two sign-ups for one new address at once: the unique index lets one win, and the other
      // gets the same answer (the winner's link is already on its way to the address).
      if (!isUniqueViolation(error)) throw error;
      const winner = await findByEmail(db, data.email, true);
      if (!winner) throw error;
      return answer({ id: winner.id, email: winner.email });
    }
  }

  async function verifyEmail(input: unknown) {
    const { token } = parseInput(verifyEmailSchema, input);
    const now = clock();
    return db.transaction(async (tx) => {
      const customerId = await consumeToken(tx, token, 'verify_email', now);
      const [row] = await tx.query<CustomerSummary>(
        `UPDATE customers SET email_verified_at = COALESCE(email_verified_at, $2), updated_at = $2 WHERE id = $1 RETURNING id, email`,
        [customerId, now.toISOString()],
      );
      if (!row) throw new Error('The verified customer is gone');
      return { id: row.id, email: row.email };
    });
  }

  async function login(input: unknown, context: RequestContext = {}) {
    const data = parseInput(loginSchema, input);
    const now = clock();
    // Failures are counted per client address and per account-and-address, so wrong
    // passwords from one client slow that client only, never the owner on another one.
    const address = context.ip?.toLowerCase() ?? 'unknown';
    const ipKey = `login-failures:ip:${address}`;
    const pairKey = `login-failures:account-ip:${data.email.toLowerCase()}|${address}`;
    const perIp = { ...RATE_LIMITS.loginFailuresPerIp, now };
    const perPair = { ...RATE_LIMITS.loginFailuresPerAccountAndIp, now };
    await rateLimitCheck(db, ipKey, perIp);
    await rateLimitCheck(db, pairKey, perPair);
    const customer = await findByEmail(db, data.email);
    // An unknown address still costs one scrypt, so timing does not tell which addresses have accounts.
    const matches = await verifyPassword(
      data.password,
      customer?.password_hash ?? (await decoyPasswordHash(options.passwordCost)),
    );
    if (!customer || !matches) {
      await rateLimitCount(db, ipKey, perIp);
      await rateLimitCount(db, pairKey, perPair);
      throw invalidCredentials();
    }
    await rateLimitClear(db, pairKey);
    // Said only to someone who knows the password, so it reveals nothing to a stranger.
    if (customer.email_verified_at === null) throw notVerified();
    const session = await createSession(db, customer.id, now);
    return { customer: { id: customer.id, email: customer.email }, session };
  }

  async function requestPasswordReset(input: unknown, context: RequestContext = {}) {
    const { email } = parseInput(passwordResetRequestSchema, input);
    const now = clock();
    await rateLimitAll(db, rateLimitKeys('password_reset', { email, ip: context.ip }), {
      ...RATE_LIMITS.passwordReset,
      now,
    });
    await db.transaction(async (tx) => {
      const customer = await findByEmail(tx, email);
      if (!customer) return;
      const token = await issueToken(tx, customer.id, 'reset_password', now);
      await enqueueEmail(tx, passwordResetEmail(customer.email, link('/account/reset', token)), now);
    });
    return { status: 'reset_requested' as const };
  }

  async function resetPassword(input: unknown) {
    const data = parseInput(passwordResetSchema, input);
    assertConfirmed(data);
    const passwordHash = await hashPassword(data.password, options.passwordCost);
    const now = clock();
    return db.transaction(async (tx) => {
      const customerId = await consumeToken(tx, data.token, 'reset_password', now);
      // The link reached the inbox, which proves the address as well as a verification link would.
      const [row] = await tx.query<CustomerSummary>(
        `UPDATE customers SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3), updated_at = $3
         WHERE id = $1 RETURNING id, email`,
        [customerId, passwordHash, now.toISOString()],
      );
      if (!row) throw new Error('The customer is gone');
      await deleteCustomerSessions(tx, customerId);
      return { id: row.id, email: row.email };
    });
  }

  return {
    register,
    verifyEmail,
    login,
    authenticate: (sessionToken) => findSession(db, sessionToken, clock()),
    logout: (sessionToken) => deleteSession(db, sessionToken),
    requestPasswordReset,
    resetPassword,
  };
}
