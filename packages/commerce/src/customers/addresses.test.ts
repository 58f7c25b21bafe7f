import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import type { Accounts } from './accounts';
import { testAccounts, verifiedCustomer } from './accounts.testkit';
import { ADDRESS_BOOK_LIMIT, addressSchema } from '@vitrine/headless/contract';
import { accountInfoSchema } from '@vitrine/headless/contract';

const home = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  address1: '12 St James Square',
  address2: 'Flat 2',
  city: 'London',
  country: 'gb',
  province: 'England',
  postcode: 'SW1Y 4JH',
  phone: '+44(20)7946-0958',
};

describe('address book', () => {
  let commerce: Commerce;
  let accounts: Accounts;
  let ada: { id: number };
  let bob: { id: number };
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    ({ accounts } = await testAccounts(commerce.db));
    ada = await verifiedCustomer(commerce.db, accounts);
    bob = await verifiedCustomer(commerce.db, accounts);
  });
  afterAll(() => commerce.close());

  it('creates, lists, updates and deletes; the first address is the default', async () => {
    const created = await accounts.addresses.create(ada.id, home);
    expect(addressSchema.strict().parse(created)).toEqual(created);
    expect(created).toMatchObject({ ...home, country: 'GB', default: true });
    const second = await accounts.addresses.create(ada.id, {
      ...home,
      address1: '1 Other Road',
      company: undefined,
      phone: undefined,
    });
    expect(second).toMatchObject({ default: false, company: '', phone: '' });
    expect((await accounts.addresses.list(ada.id)).map((address) => address.id)).toEqual([created.id, second.id]);
    const updated = await accounts.addresses.update(ada.id, String(second.id), {
      ...home,
      city: 'Bath',
      default: true,
    });
    expect(updated).toMatchObject({ city: 'Bath', default: true });
    expect((await accounts.addresses.list(ada.id)).map((address) => [address.id, address.default])).toEqual([
      [second.id, true],
      [created.id, false],
    ]);
    await accounts.addresses.remove(ada.id, second.id);
    expect(await accounts.addresses.list(ada.id)).toEqual([{ ...created, default: true }]);
  });

  it("never shows or changes another customer's address: 404 as for a missing one", async () => {
    const adas = await accounts.addresses.create(ada.id, home);
    expect((await accounts.addresses.list(bob.id)).map((address) => address.id)).not.toContain(adas.id);
    const missing = await expectCommerceError(accounts.addresses.update(bob.id, 999_999, home), {
      status: 404,
      code: 'ADDRESS_NOT_FOUND',
      field: 'id',
    });
    const foreign = await expectCommerceError(accounts.addresses.update(bob.id, adas.id, { ...home, city: 'Hacked' }), {
      status: 404,
      code: 'ADDRESS_NOT_FOUND',
      field: 'id',
    });
    expect(foreign.message).toBe(missing.message);
    await expectCommerceError(accounts.addresses.remove(bob.id, adas.id), {
      status: 404,
      code: 'ADDRESS_NOT_FOUND',
      field: 'id',
    });
    await expectCommerceError(accounts.addresses.remove(bob.id, 'abc'), {
      status: 404,
      code: 'ADDRESS_NOT_FOUND',
      field: 'id',
    });
    const still = (await accounts.addresses.list(ada.id)).find((address) => address.id === adas.id);
    expect(still?.city).toBe('London');
  });

  it("validates with the spec's messages", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...home, first_name: ' ' }, 'first_name', 'Enter a first name'],
      [{ ...home, last_name: '' }, 'last_name', 'Enter a last name'],
      [{ ...home, address1: '' }, 'address1', 'Enter an address'],
      [{ ...home, city: undefined }, 'city', 'Enter a city'],
      [{ ...home, address1: 'x'.repeat(256) }, 'address1', 'Use at most 255 characters'],
      [{ ...home, phone: '1'.repeat(31) }, 'phone', 'Use at most 30 characters'],
      [{ ...home, phone: '+1 555 0100' }, 'phone', 'Enter a valid phone number'],
      [{ ...home, country: 'GBR' }, 'country', 'Select a country'],
    ];
    for (const [input, field, message] of cases) {
      const error = await expectCommerceError(accounts.addresses.create(bob.id, input), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field,
      });
      expect(error.message).toBe(message);
    }
    await expect(
      accounts.addresses.create(bob.id, { ...home, address1: 'x'.repeat(255), phone: '1'.repeat(30) }),
    ).resolves.toBeTruthy();
  });

  it('counts the address book in account info', async () => {
    const fresh = await verifiedCustomer(commerce.db, accounts);
    expect(await accounts.addresses.accountInfo(fresh.id)).toEqual({
      id: fresh.id,
      email: fresh.email,
      address_book_count: 0,
    });
    await accounts.addresses.create(fresh.id, home);
    const info = await accounts.addresses.accountInfo(fresh.id);
    expect(accountInfoSchema.strict().parse(info)).toEqual({ id: fresh.id, email: fresh.email, address_book_count: 1 });
    await expectCommerceError(accounts.addresses.accountInfo(2_000_000_000), { status: 401, code: 'UNAUTHENTICATED' });
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses and promotes another default when the default goes`, async () => {
    const full = await verifiedCustomer(commerce.db, accounts);
    const ids: number[] = [];
    for (let n = 1; n <= ADDRESS_BOOK_LIMIT; n += 1)
      ids.push((await accounts.addresses.create(full.id, { ...home, address1: `${n} Road` })).id);
    await expectCommerceError(accounts.addresses.create(full.id, home), { status: 422, code: 'ADDRESS_BOOK_FULL' });
    await accounts.addresses.remove(full.id, ids[0]);
    const [first] = await accounts.addresses.list(full.id);
    expect(first).toMatchObject({ id: ids[1], default: true });
    await expect(accounts.addresses.create(full.id, home)).resolves.toMatchObject({ default: false });
  });
});
