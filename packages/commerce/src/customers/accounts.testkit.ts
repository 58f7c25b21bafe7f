import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/db.types';
import type { EmailTransport, OutgoingEmail } from '../email/email.types';
import { createAccounts, type Accounts } from './accounts';

/** A cheap scrypt cost so tests can hash many passwords; production uses `SCRYPT_PARAMS`. */
export const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };

/** A clock tests move by hand. */
export interface TestClock {
  (): Date;
  set(date: Date): void;
  advance(seconds: number): void;
}

/** A clock standing at `start` until moved. */
export function testClock(start = new Date('2030-03-01T12:00:00.000Z')): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.set = (date) => (now = date);
  clock.advance = (seconds) => (now = new Date(now.getTime() + seconds * 1000));
  return clock;
}

/** A transport that keeps what it was given. */
export function memoryTransport(): EmailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return { sent, send: async (email) => void sent.push(email) };
}

/** Account services on `db` with a hand-moved clock and a memory transport. */
export async function testAccounts(db: Db, clock = testClock()) {
  const transport = memoryTransport();
  const mailDir = await mkdtemp(join(tmpdir(), 'vitrine-mail-test-'));
  const accounts: Accounts = createAccounts(db, {
    clock,
    transport,
    mailDir,
    storeUrl: 'https://shop.test',
    passwordCost: FAST_SCRYPT,
  });
  return { accounts, clock, transport };
}

/** The token of the newest link e-mailed to `to` (read from the outbox, as a customer reads their inbox). */
export async function lastEmailedToken(db: Db, to: string): Promise<string> {
  const rows = await db.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC',
    [to],
  );
  // The newest message that carries a link (an "account exists" notice carries none).
  for (const row of rows) {
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(row.text_body)?.[1];
    if (token) return token;
  }
  throw new Error(`No link was e-mailed to ${to}`);
}

let accountNumber = 0;
/** A new e-mail address no other test uses. */
export function uniqueEmail(name = 'shopper'): string {
  accountNumber += 1;
  return `${name}.${process.pid}.${accountNumber}.${Date.now()}@example.com`;
}

/** Registers and verifies an account, returning its id, e-mail and password. */
export async function verifiedCustomer(db: Db, accounts: Accounts, password = 'correct horse battery') {
  const email = uniqueEmail();
  const { customer } = await accounts.customers.register({ email, password });
  await accounts.customers.verifyEmail({ token: await lastEmailedToken(db, email) });
  return { id: customer.id, email, password };
}
