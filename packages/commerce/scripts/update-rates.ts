/**
 * Updates the exchange rates from a JSON file or feed shaped like `GET /exchanges`
 * (`{ "base": "USD", "rates": { "EUR": 0.92, ... } }`). Everything is validated
 * first (no rate ≤ 0, base USD at 1) and written in one transaction.
 *
 *   pnpm --filter @vitrine/commerce exec tsx scripts/update-rates.ts rates.json
 *   pnpm --filter @vitrine/commerce exec tsx scripts/update-rates.ts https://rates.example/latest.json
 *
 * The database is `DATABASE_URL` when set, else the embedded one in
 * `VITRINE_DATA_DIR` (stop the storefront first: the embedded database has one user at a time).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CommerceError, createCommerce } from '../src/index';

async function readSource(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  // The filter runs the script in the package folder; a relative path means the caller's folder.
  const base = process.env.INIT_CWD ?? process.cwd();
  return JSON.parse(await readFile(resolve(base, source), 'utf8')) as unknown;
}

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: tsx scripts/update-rates.ts <rates.json | https://feed>');
    return 2;
  }
  const input = await readSource(source);
  const commerce = await createCommerce({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.VITRINE_DATA_DIR ? { dataDir: process.env.VITRINE_DATA_DIR } : {}),
    seed: false,
  });
  try {
    const result = await commerce.money.updateExchangeRates(input);
    console.log(`updated ${result.updated} rates against ${result.base}`);
    return 0;
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    console.error(`rates refused: ${error.message}${error.field ? ` (${error.field})` : ''}`);
    return 1;
  } finally {
    await commerce.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
