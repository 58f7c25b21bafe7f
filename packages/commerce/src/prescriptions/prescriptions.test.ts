import {
  PRESCRIPTION_POWER_VALUES,
  parsePowerHundredths,
  prescriptionListSchema,
  prescriptionRequirementSchema,
  savedPrescriptionSchema,
} from '@vitrine/headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createPrescriptions, type PrescriptionService } from './prescriptions';
import { insertCustomer, productIdOf as productId } from './prescriptions.test-helpers';

describe('power values', () => {
  it('run from -12.00 to +8.00: quarter steps up to ±6.00, half steps beyond, 0 as Plano', () => {
    expect(PRESCRIPTION_POWER_VALUES[0]).toBe('-12.00');
    expect(PRESCRIPTION_POWER_VALUES.at(-1)).toBe('+8.00');
    expect(PRESCRIPTION_POWER_VALUES).toContain('Plano');
    expect(PRESCRIPTION_POWER_VALUES).not.toContain('0.00');
    expect(PRESCRIPTION_POWER_VALUES).toHaveLength(12 + 24 + 1 + 24 + 4);
    for (const allowed of ['-6.00', '-5.75', '-6.50', '+6.00', '+5.75', '+6.50', '-0.25', '+0.25']) {
      expect(PRESCRIPTION_POWER_VALUES).toContain(allowed);
    }
    for (const refused of ['-6.25', '+6.25', '-12.50', '+8.50', '-11.75', '+7.25']) {
      expect(PRESCRIPTION_POWER_VALUES).not.toContain(refused);
    }
  });

  it('reads the ways a power is written, and refuses the rest', () => {
    expect(parsePowerHundredths('-1.5')).toBe(-150);
    expect(parsePowerHundredths('\u22121.50')).toBe(-150);
    expect(parsePowerHundredths(' +2.25 ')).toBe(225);
    expect(parsePowerHundredths('plano')).toBe(0);
    expect(parsePowerHundredths('-0')).toBe(0);
    expect(Object.is(parsePowerHundredths('-0.00'), 0)).toBe(true);
    expect(parsePowerHundredths(-12)).toBe(-1200);
    expect(parsePowerHundredths(8)).toBe(800);
    for (const bad of [
      '-12.50',
      '8.25',
      '+8.50',
      '-1.30',
      '1.1',
      'abc',
      '',
      '1e1',
      '--1',
      6.25,
      0.1,
      NaN,
      null,
      true,
    ]) {
      expect(parsePowerHundredths(bad), String(bad)).toBeNull();
    }
  });
});

describe('prescriptions', () => {
  let commerce: Commerce;
  let rx: PrescriptionService;
  let ada: number;
  let grace: number;
  const now = new Date('2030-06-15T12:00:00Z');

  beforeAll(async () => {
    commerce = await openTestCommerce();
    rx = createPrescriptions(commerce.db, { now: () => now });
    ada = await insertCustomer(commerce, 'ada');
    grace = await insertCustomer(commerce, 'grace');
  });
  afterAll(() => commerce.close());

  it('tells which products take a prescription and lists both power fields', async () => {
    const pouch = await productId(commerce, 'canvas-zip-pouch');
    const needs = await commerce.prescriptions.requirement(pouch);
    expect(prescriptionRequirementSchema.strict().parse(needs)).toEqual(needs);
    expect(needs).toMatchObject({ product_id: pouch, requires_prescription: true, attribute_key: 'power' });
    expect(needs.fields.map(({ key, label }) => ({ key, label }))).toEqual([
      { key: 'power_left', label: 'Power (L)' },
      { key: 'power_right', label: 'Power (R)' },
    ]);
    expect(needs.fields[0]?.values).toEqual(PRESCRIPTION_POWER_VALUES);

    const mug = await productId(commerce, 'speckled-ceramic-mug');
    expect(await rx.requirement(mug)).toEqual({
      product_id: mug,
      requires_prescription: false,
      attribute_key: null,
      fields: [],
    });
    await expectCommerceError(rx.requirement(999999), { status: 404, code: 'PRODUCT_NOT_FOUND', field: 'product_id' });
  });

  it('validates the query', () => {
    expect(rx.parseQuery({ product_id: '12' })).toEqual({ product_id: 12 });
    expect(rx.parseQuery({})).toEqual({});
    expect(rx.parseQuery({ product_id: '2147483647' })).toEqual({ product_id: 2147483647 });
    // Past the id column (2^31, 2^53 - 1): refused as input, never sent to the database.
    for (const bad of ['0', '-1', 'abc', '1.5', '2147483648', '9007199254740991']) {
      expect(() => rx.parseQuery({ product_id: bad })).toThrowError(
        expect.objectContaining({ status: 422, field: 'product_id' }),
      );
    }
  });

  it('saves a prescription in its shown form and lists it, newest first', async () => {
    const first = await rx.save(ada, { name: '  Daily lenses  ', power_left: '-1.5', power_right: 0 });
    expect(savedPrescriptionSchema.strict().parse(first)).toEqual(first);
    expect(first).toMatchObject({
      name: 'Daily lenses',
      power_left: '-1.50',
      power_right: 'Plano',
      expires_on: null,
      is_expired: false,
    });
    const second = await rx.save(ada, {
      name: 'Sport',
      power_left: '+8.00',
      power_right: '-12',
      expires_on: '2030-06-15',
    });
    expect(second).toMatchObject({
      power_left: '+8.00',
      power_right: '-12.00',
      expires_on: '2030-06-15',
      is_expired: false,
    });
    const list = await rx.list(ada);
    expect(prescriptionListSchema.parse(list)).toEqual(list);
    expect(list.prescriptions.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list.limit).toBe(10);
    expect((await rx.list(grace)).prescriptions).toEqual([]);
  });

  it('marks a prescription expired the day after its last day', async () => {
    const saved = await rx.save(ada, {
      name: 'Old',
      power_left: '-1.00',
      power_right: '-1.00',
      expires_on: '2030-06-15',
    });
    const tomorrow = createPrescriptions(commerce.db, { now: () => new Date('2030-06-16T00:00:00Z') });
    const later = (await tomorrow.list(ada)).prescriptions.find((p) => p.id === saved.id);
    expect(later?.is_expired).toBe(true);
    await rx.remove(ada, saved.id);
  });

  it('refuses a bad name, power or date with the field that is wrong', async () => {
    const base = { name: 'Reading', power_left: '-1.00', power_right: '-1.00' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, name: '' }, 'name', 'VALIDATION_FAILED'],
      [{ ...base, name: '   ' }, 'name', 'VALIDATION_FAILED'],
      [{ ...base, name: 'x'.repeat(61) }, 'name', 'VALIDATION_FAILED'],
      [{ ...base, power_left: '-12.50' }, 'power_left', 'VALIDATION_FAILED'],
      [{ ...base, power_right: '+8.25' }, 'power_right', 'VALIDATION_FAILED'],
      [{ ...base, power_right: '-6.25' }, 'power_right', 'VALIDATION_FAILED'],
      [{ ...base, power_left: undefined }, 'power_left', 'VALIDATION_FAILED'],
      [{ ...base, expires_on: '2030-02-30' }, 'expires_on', 'VALIDATION_FAILED'],
      [{ ...base, expires_on: '15/06/2030' }, 'expires_on', 'VALIDATION_FAILED'],
      [{ ...base, expires_on: '2030-06-14' }, 'expires_on', 'PRESCRIPTION_EXPIRED'],
    ];
    const before = (await rx.list(ada)).prescriptions.length;
    for (const [input, field, code] of cases) {
      await expectCommerceError(rx.save(ada, input), { status: 422, code, field });
    }
    expect((await rx.list(ada)).prescriptions).toHaveLength(before);
    const one = await rx.save(ada, { ...base, name: 'y'.repeat(60), power_left: '-6.00', power_right: '+6.50' });
    expect(one.name).toHaveLength(60);
    await rx.remove(ada, one.id);
  });

  it('keeps at most 10 per customer, even when saves race', async () => {
    const customer = await insertCustomer(commerce, 'racer');
    const input = { name: 'Lenses', power_left: '-2.00', power_right: '-2.25' };
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => rx.save(customer, input)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => [r.reason.status, r.reason.code])).toEqual([
      [409, 'PRESCRIPTION_LIMIT'],
      [409, 'PRESCRIPTION_LIMIT'],
    ]);
    expect((await rx.list(customer)).prescriptions).toHaveLength(10);
    // Deleting one makes room for exactly one more.
    await rx.remove(customer, (await rx.list(customer)).prescriptions[0]?.id);
    await rx.save(customer, input);
    await expectCommerceError(rx.save(customer, input), { status: 409, code: 'PRESCRIPTION_LIMIT', field: undefined });
  });

  it('lets only the owner delete, answering 404 to anyone else and for unknown ids', async () => {
    const saved = await rx.save(ada, { name: 'Mine', power_left: '+1.00', power_right: '+1.25' });
    await expectCommerceError(rx.remove(grace, saved.id), { status: 404, code: 'PRESCRIPTION_NOT_FOUND', field: 'id' });
    for (const bad of ['abc', '0', -1, 1.5, '99999999999', 999999]) {
      await expectCommerceError(rx.remove(ada, bad), { status: 404, code: 'PRESCRIPTION_NOT_FOUND', field: 'id' });
    }
    expect((await rx.list(ada)).prescriptions.some((p) => p.id === saved.id)).toBe(true);
    const after = await rx.remove(ada, String(saved.id));
    expect(after.prescriptions.some((p) => p.id === saved.id)).toBe(false);
    await expectCommerceError(rx.remove(ada, saved.id), { status: 404, code: 'PRESCRIPTION_NOT_FOUND', field: 'id' });
  });
});
