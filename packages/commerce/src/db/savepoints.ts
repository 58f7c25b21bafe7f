import type { Db } from './db.types';

let savepointCounter = 0;

/**
 * Runs `fn` inside a savepoint of an open transaction, so a nested
 * `transaction()` call can fail without aborting its caller's work.
 */
export async function withSavepoint<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  savepointCounter += 1;
  const name = `sp_${savepointCounter}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
