import {
  POWER_LEFT_PROPERTY,
  POWER_RIGHT_PROPERTY,
  PRESCRIPTION_ID_PROPERTY,
  formatPower,
  parsePowerHundredths,
  type LineProperty,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import { dayOf, needsPrescription } from './prescriptions';
import { CommerceError } from '../errors';

/** Who is adding to the cart, so a saved prescription can be checked to be theirs. */
export interface PrescriptionShopper {
  /** The signed-in customer, or null for an anonymous shopper (who has no saved prescriptions). */
  customerId: number | null;
  /** Today (UTC, `YYYY-MM-DD`): an expired prescription can not be used. */
  today: string;
}

const POWERS = [
  { key: 'power_left', property: POWER_LEFT_PROPERTY },
  { key: 'power_right', property: POWER_RIGHT_PROPERTY },
] as const;

function lineError(code: string, field: string, message: string): CommerceError {
  return new CommerceError({ status: 422, code, message, field, errors: { [field]: [message] } });
}

/** Whether the variant's product is sold to a prescription; undefined for an unknown variant. */
async function variantNeedsPrescription(tx: Db, variantId: number): Promise<boolean | undefined> {
  const row = await kyselyFor(tx)
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select((eb) => needsPrescription(eb).as('needs'))
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  return row?.needs;
}

/** The powers of the shopper's own, unexpired saved prescription, as shown values. */
async function savedPowers(
  tx: Db,
  value: string,
  shopper: PrescriptionShopper,
  field: string,
): Promise<{ left: string; right: string }> {
  const id = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
  const [row] =
    id === null || shopper.customerId === null
      ? []
      : await kyselyFor(tx)
          .selectFrom('customer_prescriptions')
          .select((eb) => ['power_left', 'power_right', dayOf(eb)])
          .where('id', '=', id)
          .where('customer_id', '=', shopper.customerId)
          .execute();
  // Someone else's prescription answers like a missing one.
  if (!row) throw lineError('PRESCRIPTION_NOT_FOUND', field, 'This prescription was not found');
  if (row.expires_on !== null && row.expires_on < shopper.today) {
    throw lineError('PRESCRIPTION_EXPIRED', field, 'This prescription has expired');
  }
  return { left: formatPower(row.power_left), right: formatPower(row.power_right) };
}

/**
 * Applies the prescription rule to one item about to go in the cart. A
 * product sold to a prescription needs `Power (L)` and `Power (R)` with
 * orderable values (422 PRESCRIPTION_REQUIRED / INVALID_POWER, field
 * `properties.power_left|power_right`), or a `prescription_id` of the
 * shopper's own saved prescription, which is replaced by its two powers.
 * Powers are stored in their shown form (`-1.50`, `Plano`) after the other
 * properties, left then right, so the same powers always make the same line.
 * Other products' properties pass unchanged.
 *
 * @param fieldPrefix names the item in errors (`items.2.` inside a batch)
 * @example
 * const properties = await applyPrescriptionRule(tx, 12, [{ name: 'Power (L)', value: '-1.5' }, ...], shopper);
 */
export async function applyPrescriptionRule(
  tx: Db,
  variantId: number,
  properties: readonly LineProperty[],
  shopper: PrescriptionShopper,
  fieldPrefix = '',
): Promise<LineProperty[]> {
  if (!(await variantNeedsPrescription(tx, variantId))) return [...properties];
  const field = (key: string) => `${fieldPrefix}properties.${key}`;
  const named = (name: string) => properties.filter((property) => property.name === name);
  const others = properties.filter(
    (property) =>
      !POWERS.some((power) => power.property === property.name) && property.name !== PRESCRIPTION_ID_PROPERTY,
  );
  const saved = named(PRESCRIPTION_ID_PROPERTY);
  if (saved.length > 0) {
    if (saved.length > 1 || POWERS.some((power) => named(power.property).length > 0)) {
      throw lineError(
        'INVALID_POWER',
        field(PRESCRIPTION_ID_PROPERTY),
        'Choose one saved prescription or enter both powers, not both',
      );
    }
    const { left, right } = await savedPowers(tx, saved[0]?.value ?? '', shopper, field(PRESCRIPTION_ID_PROPERTY));
    return [...others, { name: POWER_LEFT_PROPERTY, value: left }, { name: POWER_RIGHT_PROPERTY, value: right }];
  }
  const powers: LineProperty[] = [];
  for (const power of POWERS) {
    const given = named(power.property);
    if (given.length === 0) {
      throw lineError('PRESCRIPTION_REQUIRED', field(power.key), `Choose ${power.property} for this product`);
    }
    const hundredths = given.length === 1 ? parsePowerHundredths(given[0]?.value) : null;
    if (hundredths === null) {
      throw lineError('INVALID_POWER', field(power.key), `Choose ${power.property} from the list`);
    }
    powers.push({ name: power.property, value: formatPower(hundredths) });
  }
  return [...others, ...powers];
}
