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
 * The options `createCommerce` uses: links point at `STORE_URL` (when set);
 * e-mails go to the SMTP server of `SMTP_URL` (sender `MAIL_FROM`) when set,
 * else they are `.eml` files in `<dataDir>/mail` (a temporary folder for a
 * shop without a data folder).
 */
export function accountsOptionsFor(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): AccountsOptions {
  return {
    mailDir: dataDir ? join(dataDir, 'mail') : join(tmpdir(), 'vitrine-mail'),
    ...(env.STORE_URL ? { storeUrl: env.STORE_URL } : {}),
    ...(env.SMTP_URL ? { transport: createSmtpTransport({ url: env.SMTP_URL, ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}) }) } : {}),
  };
}
