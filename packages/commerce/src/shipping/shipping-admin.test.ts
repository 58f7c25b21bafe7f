import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { pricedVariant } from '../cart/pricing.test-helpers';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import {
  addShippingMethod,
  createShippingZone,
  deleteShippingMethod,
  deleteShippingZone,
  listShippingZones,
} from './shipping-admin';

describe("the merchant's shipping zones and methods", () => {
  let commerce: Commerce;
  let variant: { id: number };

  /** The methods a cart of `quantity` items is offered at this address, as [title, cost]. */
  const quote = async (address: { country: string; province?: string; postcode?: string }, quantity = 1) => {
    const { token } = await commerce.carts.add(null, { variant_id: variant.id, quantity });
    const cart = await commerce.carts.setShippingAddress(token, address);
    return cart.shipping.methods.map((method) => [method.title, method.cost]);
  };

  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    // 25.00 and 400 g an item
    variant = await pricedVariant(commerce.db, 2500, 400);
  });
  afterAll(() => commerce?.close());

  it('offers nothing before the merchant sets up a zone; then offers its methods at their prices', async () => {
    expect(await quote({ country: 'US', province: 'NY', postcode: '10001' })).toEqual([]);

    const zone = await createShippingZone(commerce.db, { name: 'United States', countries: ['us'] });
    expect(zone).toMatchObject({ name: 'United States', countries: ['US'], provinces: [], methods: [] });
    await addShippingMethod(commerce.db, {
      zone: 'united states',
      title: 'Parcel post',
      rates: { type: 'flat', amount: 650 },
      freeOver: 7500,
    });
    const withExpress = await addShippingMethod(commerce.db, {
      zone: 'United States',
      title: 'By weight',
      rates: {
        type: 'weight',
        brackets: [
          { up_to_grams: 500, amount: 400 },
          { up_to_grams: null, amount: 900 },
        ],
      },
    });
    expect(withExpress.methods.map((m) => [m.title, m.rates, m.freeOver])).toEqual([
      ['Parcel post', { type: 'flat', amount: 650 }, 7500],
      [
        'By weight',
        {
          type: 'weight',
          brackets: [
            { up_to_grams: 500, amount: 400 },
            { up_to_grams: null, amount: 900 },
          ],
        },
        null,
      ],
    ]);

    const newYork = { country: 'US', province: 'NY', postcode: '10001' };
    expect(await quote(newYork)).toEqual([
      ['Parcel post', 650],
      ['By weight', 400],
    ]);
    // 3 items: 75.00 reaches free shipping, 1200 g is the heavier bracket
    expect(await quote(newYork, 3)).toEqual([
      ['Parcel post', 0],
      ['By weight', 900],
    ]);
    // Another country is not in the zone.
    expect(await quote({ country: 'GB', postcode: 'SW1A 1AA' })).toEqual([]);
  });

  it('prefers a zone of some states, and the rest of the world covers other countries', async () => {
    await createShippingZone(commerce.db, { name: 'California', countries: ['US'], provinces: ['ca'] });
    await addShippingMethod(commerce.db, {
      zone: 'California',
      title: 'Courier',
      rates: { type: 'flat', amount: 300 },
    });
    await createShippingZone(commerce.db, { name: 'Elsewhere', countries: ['*'] });
    await addShippingMethod(commerce.db, {
      zone: 'Elsewhere',
      title: 'International',
      rates: {
        type: 'subtotal',
        tiers: [
          { min_subtotal: 0, amount: 2500 },
          { min_subtotal: 5000, amount: 1500 },
        ],
      },
    });
    expect((await listShippingZones(commerce.db)).map((z) => [z.name, z.countries, z.provinces])).toEqual([
      ['United States', ['US'], []],
      ['California', ['US'], ['US-CA']],
      ['Elsewhere', ['*'], []],
    ]);
    expect(await quote({ country: 'US', province: 'CA', postcode: '94103' })).toEqual([['Courier', 300]]);
    expect(await quote({ country: 'GB', postcode: 'SW1A 1AA' }, 2)).toEqual([['International', 1500]]);
  });

  it('refuses unknown countries and states, bad rates, a taken name and an unknown zone', async () => {
    await expectCommerceError(createShippingZone(commerce.db, { name: 'Nowhere', countries: ['GB', 'XX'] }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'countries.1',
    });
    await expectCommerceError(createShippingZone(commerce.db, { name: 'Empty', countries: [] }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'countries',
    });
    await expectCommerceError(
      createShippingZone(commerce.db, { name: 'Mixed', countries: ['US', 'CA'], provinces: ['US-ZZ'] }),
      { status: 422, code: 'VALIDATION_FAILED', field: 'provinces.0' },
    );
    await expectCommerceError(createShippingZone(commerce.db, { name: 'UNITED STATES', countries: ['US'] }), {
      status: 409,
      code: 'ZONE_EXISTS',
      field: 'name',
    });
    await expectCommerceError(
      addShippingMethod(commerce.db, { zone: 'Atlantis', title: 'Boat', rates: { type: 'flat', amount: 100 } }),
      { status: 404, code: 'ZONE_NOT_FOUND', field: 'zone' },
    );
    await expectCommerceError(
      addShippingMethod(commerce.db, { zone: 'United States', title: 'Cheap', rates: { type: 'flat', amount: -1 } }),
      { status: 422, code: 'VALIDATION_FAILED', field: 'rates.amount' },
    );
    await expectCommerceError(
      addShippingMethod(commerce.db, {
        zone: 'United States',
        title: 'Backwards',
        rates: {
          type: 'weight',
          brackets: [
            { up_to_grams: 1000, amount: 400 },
            { up_to_grams: 500, amount: 900 },
          ],
        },
      }),
      { status: 422, code: 'VALIDATION_FAILED', field: 'rates.brackets' },
    );
    await expectCommerceError(
      addShippingMethod(commerce.db, {
        zone: 'United States',
        title: 'parcel POST',
        rates: { type: 'flat', amount: 1 },
      }),
      { status: 409, code: 'SHIPPING_METHOD_EXISTS', field: 'title' },
    );
    await expectCommerceError(deleteShippingZone(commerce.db, 'Atlantis'), {
      status: 404,
      code: 'ZONE_NOT_FOUND',
      field: 'zone',
    });
    await expectCommerceError(deleteShippingMethod(commerce.db, 'United States', 'Pigeon'), {
      status: 404,
      code: 'SHIPPING_METHOD_NOT_FOUND',
      field: 'title',
    });
  });

  it('deleting a method or a zone takes it out of the quotes', async () => {
    const newYork = { country: 'US', province: 'NY', postcode: '10001' };
    const left = await deleteShippingMethod(commerce.db, 'United States', 'by weight');
    expect(left.methods.map((m) => m.title)).toEqual(['Parcel post']);
    expect(await quote(newYork)).toEqual([['Parcel post', 650]]);
    await deleteShippingZone(commerce.db, 'United States');
    // The rest of the world takes over the country the zone covered.
    expect(await quote(newYork)).toEqual([['International', 2500]]);
    await deleteShippingZone(commerce.db, 'elsewhere');
    expect(await quote(newYork)).toEqual([]);
    expect((await listShippingZones(commerce.db)).map((z) => z.name)).toEqual(['California']);
  });
});

describe('two merchants naming a zone or a method at the same time', () => {
  let commerce: Commerce;

  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
  });
  afterAll(() => commerce?.close());

  /** The one call of `calls` that succeeded, checking that every other was refused with `expected` (a 409). */
  async function oneWins<T>(
    calls: Promise<T>[],
    expected: { code: string; field: string; message: RegExp },
  ): Promise<T> {
    const results = await Promise.allSettled(calls);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(calls.length - 1);
    for (const { reason } of lost) {
      const error = await expectCommerceError(Promise.reject(reason), { status: 409, ...expected });
      expect(error.message).toMatch(expected.message);
    }
    return won[0]!.value;
  }

  it('makes one zone of two names that differ only in letter case, and refuses the other with ZONE_EXISTS', async () => {
    // Two transactions at once (two pooled connections on a server; on the embedded database they take turns).
    const zone = await oneWins(
      [
        createShippingZone(commerce.db, { name: 'Europe', countries: ['DE'] }),
        createShippingZone(commerce.db, { name: 'europe', countries: ['FR'] }),
      ],
      { code: 'ZONE_EXISTS', field: 'name', message: /^A shipping zone named (Europe|europe) exists already$/ },
    );
    expect((await listShippingZones(commerce.db)).map((z) => [z.name, z.countries])).toEqual([
      [zone.name, zone.countries],
    ]);
  });

  it('adds one of two methods of a zone whose titles differ only in letter case, and refuses the other', async () => {
    const zone = (await listShippingZones(commerce.db))[0]!;
    const added = await oneWins(
      [
        addShippingMethod(commerce.db, { zone: zone.name, title: 'Courier', rates: { type: 'flat', amount: 500 } }),
        addShippingMethod(commerce.db, { zone: zone.name, title: 'COURIER', rates: { type: 'flat', amount: 700 } }),
      ],
      {
        code: 'SHIPPING_METHOD_EXISTS',
        field: 'title',
        message: new RegExp(`^${zone.name} has a method named (Courier|COURIER) already$`),
      },
    );
    expect(added.methods).toHaveLength(1);
    expect((await listShippingZones(commerce.db))[0]!.methods).toEqual(added.methods);
    // Another zone may have a method of the same title.
    await createShippingZone(commerce.db, { name: 'Asia', countries: ['JP'] });
    const asia = await addShippingMethod(commerce.db, {
      zone: 'asia',
      title: 'courier',
      rates: { type: 'flat', amount: 900 },
    });
    expect(asia.methods.map((m) => m.title)).toEqual(['courier']);
  });
});
