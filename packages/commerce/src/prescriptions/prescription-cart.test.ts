import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarts, type CartService } from '../cart/cart';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { createPrescriptions } from './prescriptions';
import { insertCustomer, prescriptionVariant } from './prescriptions.test-helpers';

const powers = (left: string, right: string) => [
  { name: 'Power (L)', value: left },
  { name: 'Power (R)', value: right },
];

describe('prescription products in the cart', () => {
  let commerce: Commerce;
  let carts: CartService;
  let lens: { id: number; onHand: number };
  let plain: { id: number };
  let ada: number;
  let grace: number;
  const today = new Date('2030-06-15T12:00:00Z');

  beforeAll(async () => {
    commerce = await openTestCommerce();
    carts = createCarts(commerce.db, { now: () => today });
    lens = await prescriptionVariant(commerce);
    plain = await variantWithStock(commerce.db, { min: 20, max: 1000 });
    ada = await insertCustomer(commerce, 'ada');
    grace = await insertCustomer(commerce, 'grace');
  });
  afterAll(() => commerce.close());

  it('needs both powers: PRESCRIPTION_REQUIRED names the missing one', async () => {
    await expectCommerceError(carts.add(null, { variant_id: lens.id }), {
      status: 422,
      code: 'PRESCRIPTION_REQUIRED',
      field: 'properties.power_left',
    });
    await expectCommerceError(
      carts.add(null, { variant_id: lens.id, properties: [{ name: 'Power (L)', value: '-1.00' }] }),
      {
        status: 422,
        code: 'PRESCRIPTION_REQUIRED',
        field: 'properties.power_right',
      },
    );
  });

  it('refuses powers outside the list with INVALID_POWER, at and around the bounds', async () => {
    for (const [left, right, field] of [
      ['-12.50', '-1.00', 'properties.power_left'],
      ['-1.00', '+8.25', 'properties.power_right'],
      ['-6.25', '-1.00', 'properties.power_left'],
      ['+1.10', '-1.00', 'properties.power_left'],
      ['', '-1.00', 'properties.power_left'],
      ['-1.00', 'strong', 'properties.power_right'],
    ] as const) {
      await expectCommerceError(carts.add(null, { variant_id: lens.id, properties: powers(left, right) }), {
        status: 422,
        code: 'INVALID_POWER',
        field,
      });
    }
    const twice = [...powers('-1.00', '-1.00'), { name: 'Power (L)', value: '-2.00' }];
    await expectCommerceError(carts.add(null, { variant_id: lens.id, properties: twice }), {
      status: 422,
      code: 'INVALID_POWER',
      field: 'properties.power_left',
    });
    const { cart } = await carts.add(null, { variant_id: lens.id, properties: powers('-12', '+8') });
    expect(Object.values(cart.cart)[0]?.properties).toEqual(powers('-12.00', '+8.00'));
    const edges = await carts.add(null, { variant_id: lens.id, properties: powers('-6.50', '+6.00') });
    expect(Object.values(edges.cart.cart)[0]?.properties).toEqual(powers('-6.50', '+6.00'));
  });

  it('stores powers in their shown form after the other properties; different powers are different lines', async () => {
    const { token } = await carts.add(null, {
      variant_id: lens.id,
      properties: [
        { name: 'Power (R)', value: '0' },
        { name: 'Engraving', value: 'A' },
        { name: 'Power (L)', value: '-1.5' },
      ],
    });
    // The same powers written another way merge into the same line.
    await carts.add(token, {
      variant_id: lens.id,
      properties: [{ name: 'Engraving', value: 'A' }, ...powers('-1.50', 'plano')],
    });
    const { cart } = await carts.add(token, {
      variant_id: lens.id,
      properties: [{ name: 'Engraving', value: 'A' }, ...powers('-1.75', 'Plano')],
    });
    const lines = Object.values(cart.cart);
    expect(lines.map((line) => [line.quantity, line.properties])).toEqual([
      [2, [{ name: 'Engraving', value: 'A' }, ...powers('-1.50', 'Plano')]],
      [1, [{ name: 'Engraving', value: 'A' }, ...powers('-1.75', 'Plano')]],
    ]);
  });

  it('leaves other products alone', async () => {
    const { cart } = await carts.add(null, {
      variant_id: plain.id,
      properties: [{ name: 'Power (L)', value: 'whatever' }],
    });
    expect(Object.values(cart.cart)[0]?.properties).toEqual([{ name: 'Power (L)', value: 'whatever' }]);
  });

  it("expands the customer's own saved prescription into the two powers", async () => {
    const rx = createPrescriptions(commerce.db, { now: () => today });
    const saved = await rx.save(ada, { name: 'Daily', power_left: '-2.25', power_right: '-2.5' });
    const viaId = [{ name: 'prescription_id', value: String(saved.id) }];
    const { token, cart } = await carts.add(null, { variant_id: lens.id, properties: viaId }, { customerId: ada });
    expect(Object.values(cart.cart)[0]?.properties).toEqual(powers('-2.25', '-2.50'));
    // Entering the same powers by hand lands on the same line.
    const again = await carts.add(
      token,
      { variant_id: lens.id, properties: powers('-2.25', '-2.50') },
      { customerId: ada },
    );
    expect(Object.values(again.cart.cart).map((line) => line.quantity)).toEqual([2]);

    for (const shopper of [{ customerId: grace }, { customerId: null }, undefined]) {
      await expectCommerceError(carts.add(null, { variant_id: lens.id, properties: viaId }, shopper), {
        status: 422,
        code: 'PRESCRIPTION_NOT_FOUND',
        field: 'properties.prescription_id',
      });
    }
    for (const value of ['999999', 'abc', '']) {
      await expectCommerceError(
        carts.add(null, { variant_id: lens.id, properties: [{ name: 'prescription_id', value }] }, { customerId: ada }),
        { status: 422, code: 'PRESCRIPTION_NOT_FOUND', field: 'properties.prescription_id' },
      );
    }
    await expectCommerceError(
      carts.add(
        null,
        { variant_id: lens.id, properties: [...viaId, ...powers('-1.00', '-1.00')] },
        { customerId: ada },
      ),
      { status: 422, code: 'INVALID_POWER', field: 'properties.prescription_id' },
    );
  });

  it('accepts a prescription through its last day and refuses it the day after', async () => {
    const rx = createPrescriptions(commerce.db, { now: () => today });
    const saved = await rx.save(ada, {
      name: 'Ending',
      power_left: '+1.00',
      power_right: '+1.00',
      expires_on: '2030-06-15',
    });
    const item = { variant_id: lens.id, properties: [{ name: 'prescription_id', value: String(saved.id) }] };
    await carts.add(null, item, { customerId: ada });
    const tomorrow = createCarts(commerce.db, { now: () => new Date('2030-06-16T00:00:00Z') });
    await expectCommerceError(tomorrow.add(null, item, { customerId: ada }), {
      status: 422,
      code: 'PRESCRIPTION_EXPIRED',
      field: 'properties.prescription_id',
    });
  });

  it('checks every item of a batch and adds none when one fails', async () => {
    const { token, cart: before } = await carts.add(null, { variant_id: plain.id });
    await expectCommerceError(
      carts.addBatch(token, {
        items: [
          { variant_id: lens.id, properties: powers('-1.00', '-1.00') },
          { variant_id: lens.id, properties: [{ name: 'Power (L)', value: '-1.00' }] },
        ],
      }),
      { status: 422, code: 'PRESCRIPTION_REQUIRED', field: 'items.1.properties.power_right' },
    );
    expect(await carts.get(token)).toEqual(before);
    const { cart } = await carts.addBatch(token, {
      items: [
        { variant_id: lens.id, properties: powers('-1.00', '-1.00') },
        { variant_id: lens.id, properties: powers('-1.00', '-1.25') },
      ],
    });
    expect(Object.keys(cart.cart)).toHaveLength(3);
  });
});
