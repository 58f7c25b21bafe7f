/**
 * The merchant's side of shipping: list the zones with their methods, add a
 * zone (countries, optionally some of their states), add a method to a zone,
 * delete either. What is written here is what checkout reads: zones.ts picks
 * an address's zone and rates.ts prices its methods.
 */
import { z } from 'zod';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor, type Query } from '../db/kysely';
import type { Database } from '../db/schema';
import { CommerceError, parseInput } from '../errors';
import { findCountry, findState } from '../geo/countries';
import type { ShippingRates } from './shipping.types';

/** A method of a zone as the merchant sees it; amounts in minor units. */
export interface ShippingMethodSummary {
  id: number;
  title: string;
  rates: ShippingRates;
  /** free when the discounted contents total is at least this; null: never free */
  freeOver: number | null;
  active: boolean;
}

/** A zone with its methods, in the order checkout offers them. */
export interface ShippingZoneSummary {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 codes; `['*']` is the rest of the world */
  countries: string[];
  /** 'US-CA' style codes; empty: the whole of each country */
  provinces: string[];
  methods: ShippingMethodSummary[];
}

const REST_OF_WORLD = '*';
const amount = z.number().int().min(0).max(2_147_483_647);
const zoneName = z.string().trim().min(1).max(100);

/** A new zone: its countries (or `*` for the rest of the world) and, optionally, only some of their states. */
export const newShippingZoneSchema = z
  .object({
    name: zoneName,
    countries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => code === REST_OF_WORLD || findCountry(code)?.code === code, {
            message: 'Not an ISO 3166-1 alpha-2 country code (e.g. US, GB, DE) or * for the rest of the world',
          }),
      )
      .min(1, 'A zone covers at least one country')
      .max(300),
    /** 'US-CA' or, for a zone of one country, 'CA'. */
    provinces: z.array(z.string().trim().toUpperCase().min(1)).max(500).default([]),
  })
  .refine((zone) => !zone.countries.includes(REST_OF_WORLD) || zone.countries.length === 1, {
    message: '* (the rest of the world) stands alone',
    path: ['countries'],
  })
  .transform((zone, ctx) => {
    const provinces: string[] = [];
    for (const [index, given] of zone.provinces.entries()) {
      const code = provinceCode(zone.countries, given);
      if (code === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${given} is not a state or province of ${zone.countries.join(', ')} (e.g. US-CA)`,
          path: ['provinces', index],
        });
        return z.NEVER;
      }
      provinces.push(code);
    }
    return { ...zone, countries: [...new Set(zone.countries)], provinces: [...new Set(provinces)] };
  });
export type NewShippingZone = z.input<typeof newShippingZoneSchema>;

/** 'US-CA' for a state of one of the countries; a bare 'CA' when the zone has one country. */
function provinceCode(countries: string[], given: string): string | undefined {
  const dash = given.indexOf('-');
  const country = dash > 0 ? given.slice(0, dash) : countries.length === 1 ? countries[0]! : '';
  if (!countries.includes(country) || country === REST_OF_WORLD) return undefined;
  const state = findState(country, given);
  return state ? `${country}-${state.code}` : undefined;
}

const ratesSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flat'), amount }),
  z.object({
    type: z.literal('weight'),
    brackets: z
      .array(z.object({ up_to_grams: z.number().int().positive().max(2_147_483_647).nullable(), amount }))
      .min(1)
      .max(50)
      .refine(
        (brackets) =>
          brackets.every((b, i) => {
            const next = brackets[i + 1];
            if (!next) return true;
            return b.up_to_grams !== null && (next.up_to_grams === null || next.up_to_grams > b.up_to_grams);
          }),
        { message: 'Weight brackets go up, and only the last is open-ended' },
      ),
  }),
  z.object({
    type: z.literal('subtotal'),
    tiers: z
      .array(z.object({ min_subtotal: amount, amount }))
      .min(1)
      .max(50),
  }),
]);

/** A new method of a zone; every amount in minor units. */
export const newShippingMethodSchema = z.object({
  zone: zoneName,
  title: z.string().trim().min(1).max(200),
  rates: ratesSchema,
  freeOver: amount.nullable().default(null),
});
export type NewShippingMethod = z.input<typeof newShippingMethodSchema>;

type ZoneRef = ExpressionBuilder<Pick<Database, 'shipping_zones'> & { z: Database['shipping_zones'] }, 'z'>;

/** Zone names compare without their letter case. */
const sameZoneName = (name: string) => (eb: ZoneRef) =>
  eb(eb.fn('lower', ['z.name']), '=', eb.fn('lower', [eb.val(name.trim())]));

const zoneNotFound = (name: string) =>
  new CommerceError({ status: 404, code: 'ZONE_NOT_FOUND', message: `No shipping zone ${name}`, field: 'zone' });

/** 409 `ZONE_EXISTS`, naming the zone as stored; `cause`: the database's refusal, when a concurrent request won. */
function zoneExists(name: string, cause?: unknown): CommerceError {
  const error = new CommerceError({
    status: 409,
    code: 'ZONE_EXISTS',
    message: `A shipping zone named ${name} exists already`,
    field: 'name',
  });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** 409 `SHIPPING_METHOD_EXISTS`, naming the method as stored; `cause` as for {@link zoneExists}. */
function methodExists(zone: string, title: string, cause?: unknown): CommerceError {
  const error = new CommerceError({
    status: 409,
    code: 'SHIPPING_METHOD_EXISTS',
    message: `${zone} has a method named ${title} already`,
    field: 'title',
  });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** The unique indexes (migration 0031) on zone names and, within a zone, method titles, both without letter case. */
const ZONE_NAME_INDEX = 'shipping_zones_name_idx';
const METHOD_TITLE_INDEX = 'shipping_methods_title_idx';

/**
 * Whether the database refused a row because `index` holds its name already (PostgreSQL 23505): a request
 * that added the same name at the same time passed the check as ours did, and committed first.
 */
function takenMeanwhile(error: unknown, index: string): boolean {
  const refusal = error as { code?: unknown; constraint?: unknown } | null;
  return refusal?.code === '23505' && refusal.constraint === index;
}

/** The zone's name as stored, when a zone of that name (without regard to letter case) exists. */
async function takenZoneName(q: Query, name: string): Promise<string | undefined> {
  const taken = await q.selectFrom('shipping_zones as z').select('z.name').where(sameZoneName(name)).executeTakeFirst();
  return taken?.name;
}

/** The method's title as stored, when the zone has a method of that title (without regard to letter case). */
async function takenMethodTitle(q: Query, zoneId: number, title: string): Promise<string | undefined> {
  const taken = await q
    .selectFrom('shipping_methods as m')
    .select('m.title')
    .where('m.zone_id', '=', zoneId)
    .where((eb) => eb(eb.fn('lower', ['m.title']), '=', eb.fn('lower', [eb.val(title.trim())])))
    .executeTakeFirst();
  return taken?.title;
}

async function findZone(q: Query, name: string): Promise<{ id: number; name: string }> {
  const zone = await q
    .selectFrom('shipping_zones as z')
    .select(['z.id', 'z.name'])
    .where(sameZoneName(name))
    .executeTakeFirst();
  if (!zone) throw zoneNotFound(name);
  return zone;
}

/** The zones (by id, or all), with their methods, in checkout's order. */
async function zonesWithMethods(q: Query, ids?: number[]): Promise<ShippingZoneSummary[]> {
  let zones = q
    .selectFrom('shipping_zones as z')
    .select(['z.id', 'z.name', 'z.countries', 'z.provinces'])
    .orderBy('z.position')
    .orderBy('z.id');
  if (ids) zones = zones.where('z.id', 'in', ids);
  const zoneRows = await zones.execute();
  if (zoneRows.length === 0) return [];
  const methodRows = await q
    .selectFrom('shipping_methods as m')
    .select(['m.id', 'm.zone_id', 'm.title', 'm.rate_type', 'm.rates', 'm.free_over', 'm.active'])
    .where(
      'm.zone_id',
      'in',
      zoneRows.map((zone) => zone.id),
    )
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
  return zoneRows.map((zone) => ({
    id: zone.id,
    name: zone.name,
    countries: zone.countries,
    provinces: zone.provinces,
    methods: methodRows
      .filter((method) => method.zone_id === zone.id)
      .map((method) => ({
        id: method.id,
        title: method.title,
        // Stored as the rates without their type, which has its own column (see zones.ts).
        rates: { type: method.rate_type, ...(method.rates as object) } as ShippingRates,
        freeOver: method.free_over,
        active: method.active,
      })),
  }));
}

/** Every zone with its methods, in the order checkout tries them. */
export async function listShippingZones(db: Db): Promise<ShippingZoneSummary[]> {
  return zonesWithMethods(kyselyFor(db));
}

/** Adds a zone after the others; 422 on an unknown country or state, 409 `ZONE_EXISTS` when the name is taken. */
export async function createShippingZone(db: Db, input: NewShippingZone): Promise<ShippingZoneSummary> {
  const zone = parseInput(newShippingZoneSchema, input);
  const q = kyselyFor(db);
  try {
    return await q.transaction().execute(async (trx) => {
      const taken = await takenZoneName(trx, zone.name);
      if (taken !== undefined) throw zoneExists(taken);
      const { id } = await trx
        .insertInto('shipping_zones')
        .values((eb) => ({
          name: zone.name,
          countries: zone.countries,
          provinces: zone.provinces,
          position: eb
            .selectFrom('shipping_zones')
            .select((sub) => sub.fn.coalesce(sub(sub.fn.max('position'), '+', 1), sub.lit(0)).as('next')),
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await zonesWithMethods(trx, [id]))[0]!;
    });
  } catch (error) {
    // A concurrent request took the name after our check: the same 409 as the check gives, naming its zone.
    if (!takenMeanwhile(error, ZONE_NAME_INDEX)) throw error;
    throw zoneExists((await takenZoneName(q, zone.name)) ?? zone.name, error);
  }
}

/**
 * Adds a method after the zone's others; 404 `ZONE_NOT_FOUND` for an unknown zone, 422 on invalid rates,
 * 409 `SHIPPING_METHOD_EXISTS` when the zone has a method of that title.
 */
export async function addShippingMethod(db: Db, input: NewShippingMethod): Promise<ShippingZoneSummary> {
  const method = parseInput(newShippingMethodSchema, input);
  const { type, ...rates } = method.rates;
  const q = kyselyFor(db);
  let zone: { id: number; name: string } | undefined;
  try {
    return await q.transaction().execute(async (trx) => {
      const found = (zone = await findZone(trx, method.zone));
      const taken = await takenMethodTitle(trx, found.id, method.title);
      if (taken !== undefined) throw methodExists(found.name, taken);
      await trx
        .insertInto('shipping_methods')
        .values((eb) => ({
          zone_id: found.id,
          title: method.title,
          rate_type: type,
          rates: JSON.stringify(rates),
          free_over: method.freeOver,
          position: eb
            .selectFrom('shipping_methods')
            .select((sub) => sub.fn.coalesce(sub(sub.fn.max('position'), '+', 1), sub.lit(0)).as('next'))
            .where('zone_id', '=', found.id),
        }))
        .execute();
      return (await zonesWithMethods(trx, [found.id]))[0]!;
    });
  } catch (error) {
    // As for zones: a concurrent request added the title to the zone after our check.
    if (!zone || !takenMeanwhile(error, METHOD_TITLE_INDEX)) throw error;
    throw methodExists(zone.name, (await takenMethodTitle(q, zone.id, method.title)) ?? method.title, error);
  }
}

/** Deletes a zone and its methods; 404 `ZONE_NOT_FOUND` for an unknown zone. */
export async function deleteShippingZone(db: Db, name: string): Promise<void> {
  const { numDeletedRows } = await kyselyFor(db)
    .deleteFrom('shipping_zones as z')
    .where(sameZoneName(name))
    .executeTakeFirstOrThrow();
  if (numDeletedRows === 0n) throw zoneNotFound(name);
}

/** Deletes a zone's method by its title; 404 `ZONE_NOT_FOUND` or `SHIPPING_METHOD_NOT_FOUND`. */
export async function deleteShippingMethod(db: Db, zoneName: string, title: string): Promise<ShippingZoneSummary> {
  return kyselyFor(db)
    .transaction()
    .execute(async (trx) => {
      const zone = await findZone(trx, zoneName);
      const { numDeletedRows } = await trx
        .deleteFrom('shipping_methods as m')
        .where('m.zone_id', '=', zone.id)
        .where((eb) => eb(eb.fn('lower', ['m.title']), '=', title.trim().toLowerCase()))
        .executeTakeFirstOrThrow();
      if (numDeletedRows === 0n) {
        throw new CommerceError({
          status: 404,
          code: 'SHIPPING_METHOD_NOT_FOUND',
          message: `${zone.name} has no method named ${title}`,
          field: 'title',
        });
      }
      return (await zonesWithMethods(trx, [zone.id]))[0]!;
    });
}
