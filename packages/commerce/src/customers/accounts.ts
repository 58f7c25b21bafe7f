import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/db.types';
import type { EmailTransport } from '../email/email.types';
import { createFileTransport } from '../email/file-transport';
import { deliverOutbox, type DeliveryReport } from '../email/outbox';
import { createSmtpTransport } from '../email/smtp-transport';
import { createWishlist, type WishlistService } from '../wishlist/wishlist';
import { createAddresses, type AddressService } from './addresses';
import { systemClock, type Clock } from './clock';
import { createCustomers, type CustomerService } from './customers';
import type { ScryptParams } from './passwords';

/** Everything a customer account has: sign-in, address book, wish list, and the e-mails they cause. */
export interface Accounts {
  customers: CustomerService;
  addresses: AddressService;
  wishlist: WishlistService;
  /** The outgoing e-mail queue. */
  mail: {
    /** Sends what is due through the configured transport (run it on a timer, or after each request in development). */
    deliver(options?: { batchSize?: number }): Promise<DeliveryReport>;
    transport: EmailTransport;
  };
}

/** How accounts are built. */
export interface AccountsOptions {
  clock?: Clock;
  /** Origin of the storefront for links in e-mails. */
  storeUrl?: string;
  /** scrypt cost of new password hashes (tests only; the default is OWASP's minimum). */
  passwordCost?: ScryptParams;
  /** Where e-mails go; by default `.eml` files in `mailDir`. */
  transport?: EmailTransport;
  /** Folder of the development transport's `.eml` files. */
  mailDir: string;
}

/**
 * The account services over one database.
 *
 * @example
 * const accounts = createAccounts(db, { mailDir: '.data/mail' });
 * await accounts.customers.register({ email, password });
 * await accounts.mail.deliver(); // the verification e-mail is now a file in .data/mail
 */
export function createAccounts(db: Db, options: AccountsOptions): Accounts {
  const clock = options.clock ?? systemClock;
  const transport = options.transport ?? createFileTransport({ dir: options.mailDir });
  return {
    customers: createCustomers(db, {
      clock,
      ...(options.storeUrl ? { storeUrl: options.storeUrl } : {}),
      ...(options.passwordCost ? { passwordCost: options.passwordCost } : {}),
    }),
    addresses: createAddresses(db),
    wishlist: createWishlist(db),
    mail: {
      transport,
      deliver: (deliverOptions = {}) => deliverOutbox(db, transport, { ...deliverOptions, now: clock() }),
    },
  };
}

/**
 * The address links in e-mails point at: `STORE_URL` (the store's public
 * address, e.g. `https://shop.example`), else the address the server serves
 * on this machine (`http://localhost:$PORT`). Never the request's Host
 * header: a forged one would put a sign-in or reset token on another site.
 * A `STORE_URL` that is not an absolute http(s) address stops the start.
 */
export function storeUrlFrom(env: NodeJS.ProcessEnv): string {
  const configured = env.STORE_URL?.trim();
  if (!configured) return `http://localhost:${env.PORT?.trim() || '3000'}`;
  let parsed: URL | undefined;
  try {
    parsed = new URL(configured);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search || parsed.hash) {
    throw new Error(`STORE_URL must be the store's absolute http(s) address, like https://shop.example (got "${configured}")`);
  }
  return parsed.href.replace(/\/+$/, '');
}

/**
 * The options `createCommerce` uses: links point at `storeUrlFrom(env)`;
 * e-mails go to the SMTP server of `SMTP_URL` (sender `MAIL_FROM`) when set,
 * else they are `.eml` files in `<dataDir>/mail` (a temporary folder for a
 * shop without a data folder).
 */
export function accountsOptionsFor(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): AccountsOptions {
  return {
    mailDir: dataDir ? join(dataDir, 'mail') : join(tmpdir(), 'vitrine-mail'),
    storeUrl: storeUrlFrom(env),
    ...(env.SMTP_URL ? { transport: createSmtpTransport({ url: env.SMTP_URL, ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}) }) } : {}),
  };
}
