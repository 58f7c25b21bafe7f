import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.types';
import { openTestDb } from '../test/harness';
import { MIGRATIONS } from './index';
import { runMigrations } from './migrate';

const LONG = 'A'.repeat(100);

describe('migration 0031: zone names and method titles unique without letter case', () => {
  let db: Db;
  let schema: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, schema, close } = await openTestDb());
    // A store as the earlier version left it, holding names that differ only in letter case.
    const earlier = MIGRATIONS.filter((migration) => migration.id < '0031_shipping_unique_names');
    await runMigrations(db, schema, earlier);
    await db.query(
      `INSERT INTO shipping_zones (id, name, countries, position) OVERRIDING SYSTEM VALUE VALUES
         (1, 'Europe', '{DE}', 0),
         (2, 'europe', '{FR}', 1),
         (3, 'Europe (2)', '{NL}', 2),
         (4, 'EUROPE', '{BE}', 3),
         (5, 'Asia', '{JP}', 4),
         (6, '${LONG}', '{US}', 5),
         (7, '${LONG.toLowerCase()}', '{CA}', 6)`,
    );
    await db.query(
      `INSERT INTO shipping_methods (id, zone_id, title, rate_type, rates, position) OVERRIDING SYSTEM VALUE VALUES
         (1, 1, 'Standard', 'flat', '{"amount": 500}', 0),
         (2, 1, 'STANDARD', 'flat', '{"amount": 600}', 1),
         (3, 1, 'Express', 'flat', '{"amount": 1500}', 2),
         (4, 1, 'standard', 'flat', '{"amount": 700}', 3),
         (5, 2, 'Standard', 'flat', '{"amount": 800}', 0)`,
    );
    await db.query(
      `SELECT setval(pg_get_serial_sequence('shipping_zones', 'id'), 100),
              setval(pg_get_serial_sequence('shipping_methods', 'id'), 100)`,
    );
  });
  afterAll(() => close());

  it('keeps every zone and method, renaming the later duplicates in id order with the first free number', async () => {
    expect(await runMigrations(db, schema)).toEqual(['0031_shipping_unique_names']);
    const zones = await db.query<{ id: number; name: string; countries: string[] }>(
      'SELECT id, name, countries FROM shipping_zones ORDER BY id',
    );
    expect(zones).toEqual([
      { id: 1, name: 'Europe', countries: ['DE'] },
      // 'europe (2)' is taken by zone 3, so zone 2 is the third Europe.
      { id: 2, name: 'europe (3)', countries: ['FR'] },
      { id: 3, name: 'Europe (2)', countries: ['NL'] },
      { id: 4, name: 'EUROPE (4)', countries: ['BE'] },
      { id: 5, name: 'Asia', countries: ['JP'] },
      { id: 6, name: LONG, countries: ['US'] },
      // Shortened to stay within the 100 characters a zone name may have.
      { id: 7, name: `${'a'.repeat(96)} (2)`, countries: ['CA'] },
    ]);
    const methods = await db.query<{ id: number; zone_id: number; title: string; rates: unknown }>(
      'SELECT id, zone_id, title, rates FROM shipping_methods ORDER BY id',
    );
    expect(methods).toEqual([
      { id: 1, zone_id: 1, title: 'Standard', rates: { amount: 500 } },
      { id: 2, zone_id: 1, title: 'STANDARD (2)', rates: { amount: 600 } },
      { id: 3, zone_id: 1, title: 'Express', rates: { amount: 1500 } },
      { id: 4, zone_id: 1, title: 'standard (3)', rates: { amount: 700 } },
      // Another zone's method keeps its title.
      { id: 5, zone_id: 2, title: 'Standard', rates: { amount: 800 } },
    ]);
  });

  it('then refuses a zone name, or a title within a zone, that differs only in letter case', async () => {
    const refusal = (sql: string) =>
      db.query(sql).then(
        () => undefined,
        (error: { code?: string; constraint?: string }) => ({ code: error.code, constraint: error.constraint }),
      );
    expect(await refusal(`INSERT INTO shipping_zones (name, countries) VALUES ('ASIA', '{CN}')`)).toEqual({
      code: '23505',
      constraint: 'shipping_zones_name_idx',
    });
    expect(
      await refusal(
        `INSERT INTO shipping_methods (zone_id, title, rate_type, rates) VALUES (2, 'STANDARD', 'flat', '{}')`,
      ),
    ).toEqual({ code: '23505', constraint: 'shipping_methods_title_idx' });
    expect(
      await refusal(
        `INSERT INTO shipping_methods (zone_id, title, rate_type, rates) VALUES (5, 'Standard', 'flat', '{}')`,
      ),
    ).toBeUndefined();
  });
});
