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
import { createProfiles, type ProfileService } from './profile';

/** Everything a customer account has: sign-in, address book, wish list, and the e-mails they cause. */
export interface Accounts {
  customers: CustomerService;
  addresses: AddressService;
  wishlist: WishlistService;
  /** The signed-in customer's name, e-mail and newsletter choice. */
  profile: ProfileService;
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
    profile: createProfiles(db),
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
export function storeUrlFrom(env: Record<string, string | undefined>): string {
  const configured = env.STORE_URL?.trim();
  if (!configured) return `http://localhost:${env.PORT?.trim() || '3000'}`;
  let parsed: URL | undefined;
  try {
    parsed = new URL(configured);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search || parsed.hash) {
    throw new Error(
      `STORE_URL must be the store's absolute http(s) address, like https://shop.example (got "${configured}")`,
    );
  }
  return parsed.href.replace(/\/+$/, '');
}

/** Where the store's e-mails go and where their links point (`commerceOptionsFromEnv` reads them from the environment). */
export interface MailOptions {
  /** The store's public address for links in e-mails (see `storeUrlFrom`); default `http://localhost:3000`. */
  storeUrl?: string;
  /** An SMTP server (`smtp://` or `smtps://` URL) and the sender; without one, e-mails are `.eml` files. */
  smtp?: { url: string; from?: string };
}

/**
 * The options `createCommerce` uses: links point at `mail.storeUrl`; e-mails
 * go to `mail.smtp` when set, else they are `.eml` files in `<dataDir>/mail`
 * (a temporary folder for a shop without a data folder).
 */
export function accountsOptionsFor(dataDir: string | undefined, mail: MailOptions = {}): AccountsOptions {
  return {
    mailDir: dataDir ? join(dataDir, 'mail') : join(tmpdir(), 'vitrine-mail'),
    storeUrl: mail.storeUrl ?? storeUrlFrom({}),
    ...(mail.smtp ? { transport: createSmtpTransport(mail.smtp) } : {}),
  };
}
