import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { RATE_LIMITS } from '../ratelimit/ratelimit';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import type { Accounts } from './accounts';
import { testAccounts, uniqueEmail, verifiedCustomer, type TestClock } from './accounts.testkit';

/** An attacker's address, the customer's own, and a third one. */
const ATTACKER = { ip: '198.51.100.7' };
const OWNER = { ip: '203.0.113.9' };
const ELSEWHERE = { ip: '192.0.2.44' };

/**
 * Sign-in limits count failures per client address and per account-and-address:
 * wrong passwords from one client slow down that client,
 * never the account's owner on another one.
 */
describe('sign-in limits: failures per address and per account-and-address', () => {
  let commerce: Commerce;
  let accounts: Accounts;
  let clock: TestClock;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    ({ accounts, clock } = await testAccounts(commerce.db));
  });
  afterAll(() => commerce.close());

  /** Every test starts in a fresh hour, so earlier tests' counts never meet it. */
  const nextHour = () => clock.advance(2 * RATE_LIMITS.loginFailuresPerIp.windowSeconds);

  const wrong = (email: string, from: { ip: string }) =>
    accounts.customers.login({ email, password: 'not the password' }, from).then(
      () => 'signed in',
      (error: { status?: number }) => error.status,
    );

  it('25 wrong passwords from one client: that client is slowed, the owner signs in from their own at once', async () => {
    nextHour();
    const owner = await verifiedCustomer(commerce.db, accounts);
    const answers = [];
    for (let attempt = 0; attempt < 25; attempt += 1) answers.push(await wrong(owner.email, ATTACKER));
    const limit = RATE_LIMITS.loginFailuresPerAccountAndIp.limit;
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(answers.slice(limit)).toEqual(Array(25 - limit).fill(429));
    // The right password from the attacker's client is still refused: it could be the attacker's next guess.
    await expectCommerceError(accounts.customers.login(owner, ATTACKER), { status: 429, code: 'TOO_MANY_REQUESTS' });
    await expect(accounts.customers.login(owner, OWNER)).resolves.toMatchObject({ customer: { id: owner.id } });
    await expect(accounts.customers.login(owner, ELSEWHERE)).resolves.toMatchObject({ customer: { id: owner.id } });
    // The attacker's client waits out its window, not an hour on top of it.
    clock.advance(RATE_LIMITS.loginFailuresPerAccountAndIp.windowSeconds);
    await expect(accounts.customers.login(owner, ATTACKER)).resolves.toBeTruthy();
  });

  it('one client guessing across many accounts is stopped by the per-address limit; others are not', async () => {
    nextHour();
    const perIp = RATE_LIMITS.loginFailuresPerIp.limit;
    const perPair = RATE_LIMITS.loginFailuresPerAccountAndIp.limit;
    // Spread so no single account-and-address limit is reached first.
    const targets = Array.from({ length: Math.ceil(perIp / (perPair - 1)) + 1 }, () => uniqueEmail('target'));
    let failures = 0;
    for (const email of targets) {
      for (let attempt = 0; attempt < perPair - 1 && failures < perIp; attempt += 1, failures += 1) {
        expect(await wrong(email, ATTACKER)).toBe(401);
      }
    }
    expect(failures).toBe(perIp);
    const victim = await verifiedCustomer(commerce.db, accounts);
    expect(await wrong(victim.email, ATTACKER)).toBe(429);
    await expectCommerceError(accounts.customers.login(victim, ATTACKER), { status: 429, code: 'TOO_MANY_REQUESTS' });
    await expect(accounts.customers.login(victim, OWNER)).resolves.toMatchObject({ customer: { id: victim.id } });
  });

  it('successful sign-ins are not counted: 40 in an hour from one client all succeed', async () => {
    nextHour();
    const shopper = await verifiedCustomer(commerce.db, accounts);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await expect(accounts.customers.login(shopper, OWNER)).resolves.toBeTruthy();
    }
  });

  it('a success after a few typos starts the account-and-address count again', async () => {
    nextHour();
    const shopper = await verifiedCustomer(commerce.db, accounts);
    const perPair = RATE_LIMITS.loginFailuresPerAccountAndIp.limit;
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < perPair - 1; attempt += 1) expect(await wrong(shopper.email, OWNER)).toBe(401);
      await expect(accounts.customers.login(shopper, OWNER)).resolves.toBeTruthy();
    }
  });
});
