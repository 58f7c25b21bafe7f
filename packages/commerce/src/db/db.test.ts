import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_SERVER, openTestDb } from '../test/harness';
import type { Db } from './db.types';

describe('query layer', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDb());
    await db.query(
      'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL, tags jsonb, at timestamptz DEFAULT now())',
    );
  });
  afterAll(() => close());

  it('talks to the engine the environment asks for', () => {
    expect(db.dialect).toBe(ON_SERVER ? 'postgres' : 'pglite');
  });

  it('binds parameters and returns typed rows the same way on both engines', async () => {
    const [row] = await db.query<{ id: number; body: string; tags: unknown; at: Date }>(
      `INSERT INTO notes (body, tags) VALUES ($1, $2::jsonb) RETURNING id, body, tags, at`,
      ['hello', JSON.stringify([{ name: 'a', value: 'b' }])],
    );
    expect(row).toMatchObject({ body: 'hello', tags: [{ name: 'a', value: 'b' }] });
    expect(typeof row?.id).toBe('number');
    expect(row?.at).toBeInstanceOf(Date);
    // bigint (int8) comes back as a number on both engines.
    const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM notes WHERE id = ANY($1::int[])', [
      [row?.id],
    ]);
    expect(count).toEqual({ n: 1 });
  });

  it('runs a multi-statement script when there are no parameters and returns the last rows', async () => {
    const rows = await db.query<{ two: number }>('SELECT 1 AS one; SELECT 2 AS two');
    expect(rows).toEqual([{ two: 2 }]);
  });

  it('commits a transaction that resolves', async () => {
    await db.transaction((tx) => tx.query(`INSERT INTO notes (body) VALUES ('kept')`));
    expect(await db.query(`SELECT body FROM notes WHERE body = 'kept'`)).toHaveLength(1);
  });

  it('rolls back a transaction that throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes (body) VALUES ('lost')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT body FROM notes WHERE body = 'lost'`)).toHaveLength(0);
  });

  it('rolls back only the inner work of a nested transaction', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes (body) VALUES ('outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query(`INSERT INTO notes (body) VALUES ('inner')`);
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    const bodies = await db.query<{ body: string }>(`SELECT body FROM notes WHERE body IN ('outer', 'inner')`);
    expect(bodies.map((row) => row.body)).toEqual(['outer']);
  });

  it('refuses to close from inside a transaction', async () => {
    await db.transaction(async (tx) => {
      await expect(tx.close()).rejects.toThrow();
    });
  });
});
