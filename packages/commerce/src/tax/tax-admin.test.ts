import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { pricedVariant } from '../cart/pricing.test-helpers';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { deleteTaxRate, listTaxRates, setTaxRate } from './tax-admin';

describe("the merchant's tax rates", () => {
  let commerce: Commerce;
  let variant: { id: number };

  /** The tax on one 25.00 item shipped to this address. */
  const taxAt = async (address: { country: string; province?: string; postcode?: string }) => {
    const { token } = await commerce.carts.add(null, { variant_id: variant.id, quantity: 1 });
    return (await commerce.carts.setShippingAddress(token, address)).tax_total;
  };
  const toronto = { country: 'CA', province: 'ON', postcode: 'M5V 2T6' };

  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
    variant = await pricedVariant(commerce.db, 2500);
  });
  afterAll(() => commerce?.close());

  it("charges a country's rate plus its province's, as set", async () => {
    expect(await taxAt(toronto)).toBe(0);
    expect(await setTaxRate(commerce.db, { country: 'ca', name: 'GST', rateBasisPoints: 500 })).toEqual({
      country: 'CA',
      region: null,
      name: 'GST',
      rateBasisPoints: 500,
    });
    expect(await taxAt(toronto)).toBe(125);
    // The province by its name or ISO code is stored as addresses carry it.
    expect(
      await setTaxRate(commerce.db, { country: 'CA', region: 'Ontario', name: 'HST (Ontario)', rateBasisPoints: 800 }),
    ).toMatchObject({ region: 'ON' });
    expect(await taxAt(toronto)).toBe(325);
    // Setting a place again replaces its rate.
    await setTaxRate(commerce.db, { country: 'CA', region: 'CA-ON', name: 'HST', rateBasisPoints: 1000 });
    expect(await taxAt(toronto)).toBe(375);
    expect(await taxAt({ country: 'CA', province: 'QC', postcode: 'H2X 1Y4' })).toBe(125);
    expect((await listTaxRates(commerce.db)).map((r) => [r.country, r.region, r.name, r.rateBasisPoints])).toEqual([
      ['CA', null, 'GST', 500],
      ['CA', 'ON', 'HST', 1000],
    ]);
  });

  it('ends with one rate when the same place is set several times at once', async () => {
    const names = ['VAT', 'MwSt', 'USt', 'Umsatzsteuer'];
    const set = await Promise.all(
      names.map((name, index) => setTaxRate(commerce.db, { country: 'DE', name, rateBasisPoints: 1900 + index })),
    );
    expect(set.map((rate) => rate.country)).toEqual(['DE', 'DE', 'DE', 'DE']);
    const german = (await listTaxRates(commerce.db)).filter((rate) => rate.country === 'DE');
    expect(german).toHaveLength(1);
    expect(names).toContain(german[0]!.name);
    await deleteTaxRate(commerce.db, { country: 'DE' });
  });

  it('refuses an unknown country or province and a rate over 100 %', async () => {
    await expectCommerceError(setTaxRate(commerce.db, { country: 'XX', name: 'VAT', rateBasisPoints: 2000 }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'country',
    });
    await expectCommerceError(
      setTaxRate(commerce.db, { country: 'CA', region: 'ZZ', name: 'Tax', rateBasisPoints: 100 }),
      { status: 422, code: 'VALIDATION_FAILED', field: 'region' },
    );
    await expectCommerceError(setTaxRate(commerce.db, { country: 'GB', name: 'VAT', rateBasisPoints: 10_001 }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'rateBasisPoints',
    });
    await expectCommerceError(deleteTaxRate(commerce.db, { country: 'GB' }), {
      status: 404,
      code: 'TAX_RATE_NOT_FOUND',
      field: 'country',
    });
  });

  it("deleting a province's rate leaves the country's", async () => {
    await deleteTaxRate(commerce.db, { country: 'CA', region: 'ON' });
    expect(await taxAt(toronto)).toBe(125);
    await deleteTaxRate(commerce.db, { country: 'CA' });
    expect(await taxAt(toronto)).toBe(0);
    expect(await listTaxRates(commerce.db)).toEqual([]);
  });
});
