import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../migrations/migrate';
import { openTestDb } from '../test/harness';
import type { Db } from './db.types';
import { kyselyFor } from './kysely';
import { withQueryStats } from './request-scope';

describe('typed queries over the engine connection (kyselyFor)', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let schema: string;
    ({ db, schema, close } = await openTestDb());
    await runMigrations(db, schema);
  }, 60_000);
  afterAll(() => close());
  beforeEach(() => db.query('DELETE FROM subscribers'));

  const emails = async () =>
    (await kyselyFor(db).selectFrom('subscribers').select('email').orderBy('email').execute()).map((r) => r.email);

  it('reads and writes the store schema with rows typed as the engines return them', async () => {
    const q = kyselyFor(db);
    const inserted = await q
      .insertInto('subscribers')
      .values({ email: 'ann@example.com' })
      .returning(['id', 'email', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(typeof inserted.id).toBe('number');
    expect(inserted.created_at).toBeInstanceOf(Date);
    const [count] = await q
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    // count(*) is int8: a number on both engines.
    expect(count).toEqual({ n: 1 });
    expect(kyselyFor(db)).toBe(q);
  });

  it('tells how many rows a write touched', async () => {
    const q = kyselyFor(db);
    const insert = await q
      .insertInto('subscribers')
      .values([{ email: 'a@example.com' }, { email: 'b@example.com' }, { email: 'c@example.com' }])
      .executeTakeFirstOrThrow();
    expect(insert.numInsertedOrUpdatedRows).toBe(3n);
    const update = await q
      .updateTable('subscribers')
      .set({ code: 'X' })
      .where('email', 'in', ['a@example.com', 'b@example.com'])
      .executeTakeFirstOrThrow();
    expect(update.numUpdatedRows).toBe(2n);
    const remove = await q
      .deleteFrom('subscribers')
      .where('email', '=', 'nobody@example.com')
      .executeTakeFirstOrThrow();
    expect(remove.numDeletedRows).toBe(0n);
  });

  it('runs inside an engine transaction given its tx, and is rolled back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await kyselyFor(tx).insertInto('subscribers').values({ email: 'tx@example.com' }).execute();
        const seen = await kyselyFor(tx).selectFrom('subscribers').select('email').execute();
        expect(seen).toEqual([{ email: 'tx@example.com' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await emails()).toEqual([]);
  });

  it("maps Kysely's own transactions onto the engine's: committed, rolled back, savepoints inside one", async () => {
    await kyselyFor(db)
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('subscribers').values({ email: 'kept@example.com' }).execute();
      });
    await expect(
      kyselyFor(db)
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('subscribers').values({ email: 'dropped@example.com' }).execute();
          throw new Error('undo');
        }),
    ).rejects.toThrow('undo');
    await db.transaction(async (tx) => {
      await kyselyFor(tx).insertInto('subscribers').values({ email: 'outer@example.com' }).execute();
      // Inside an engine transaction Kysely's transaction is a savepoint: its failure leaves the outer work.
      await expect(
        kyselyFor(tx)
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('subscribers').values({ email: 'inner@example.com' }).execute();
            throw new Error('undo inner');
          }),
      ).rejects.toThrow('undo inner');
    });
    expect(await emails()).toEqual(['kept@example.com', 'outer@example.com']);
  });

  it('rolls back a Kysely transaction whose statement fails, leaving the connection usable', async () => {
    await kyselyFor(db).insertInto('subscribers').values({ email: 'dup@example.com' }).execute();
    await expect(
      kyselyFor(db)
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('subscribers').values({ email: 'first@example.com' }).execute();
          await trx.insertInto('subscribers').values({ email: 'dup@example.com' }).execute();
        }),
    ).rejects.toThrow(/duplicate key|unique/);
    expect(await emails()).toEqual(['dup@example.com']);
  });

  it("counts its statements in the request's figures", async () => {
    const stats = { count: 0, durationMs: 0 };
    await withQueryStats(stats, () => kyselyFor(db).selectFrom('subscribers').selectAll().execute());
    expect(stats.count).toBe(1);
  });
});
