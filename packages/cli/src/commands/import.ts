import { createReadStream } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import type { ProductImportReport } from '@vitrine/commerce';
import { CliError, EXIT, usageError } from '../cli-error';
import { stringOption, type Command } from '../command';
import { startProgress } from '../progress';
import { describeStore, STORE_HELP, STORE_OPTIONS, withStore } from '../store';

export const importCommand: Command = {
  name: 'import',
  summary: 'import products from a Shopify product CSV (idempotent by handle)',
  help: `Usage: vitrine import <file.csv | -> [--report report.json] [--batch-size N] [store options]

Reads a Shopify product CSV (- reads standard input), streamed, and writes its products, options,
variants, stock, pictures (their addresses: files are not downloaded) and collections (one per tag).
A product found by its handle is updated in place, its variants matched by SKU or option values:
importing a file twice changes nothing the second time. Prices are decimal strings in the store
currency with at most its own decimals (19.99 in USD, 1999 in JPY, 19.990 in KWD; further zeros are
fine). Each refused row is listed with its line and reason at the end, and the rest is imported.
Only active, published products are imported (the store shows every product it holds).

Options:
  --report FILE     also write the report (counts, refused rows, warnings) as JSON
  --batch-size N    products per transaction (default 500)

${STORE_HELP}

Exit codes: 0 every row imported; 1 some rows refused (the rest imported), or the file could not be
read; 2 usage error.`,
  options: { ...STORE_OPTIONS, report: { type: 'string' }, 'batch-size': { type: 'string' } },
  positionals: [1, 1],
  positionalName: 'the CSV file to import (or - for standard input)',
  async run({ values, positionals, io }) {
    const file = positionals[0]!;
    const batchText = stringOption(values, 'batch-size');
    const batchSize = batchText === undefined ? 500 : Number(batchText);
    if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
      throw usageError('vitrine import: --batch-size must be a whole number from 1 to 10000');
    }
    let size = 0;
    if (file !== '-') {
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(`cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
      });
      if (!info.isFile()) throw new CliError(`cannot read ${file}: not a file`);
      size = info.size;
    }
    const report = await withStore(values, io.env, async (commerce, choice) => {
      io.err.write(`Importing ${file === '-' ? 'standard input' : file} into the ${describeStore(choice)}\n`);
      const progress = startProgress('import', size, 'bytes', io.err);
      const input = file === '-' ? process.stdin : createReadStream(file);
      try {
        return await commerce.admin.importProductsCsv(input, {
          batchSize,
          onProgress: ({ bytes, products, rows }) => progress.update(bytes, `${products} products, ${rows} rows`),
        });
      } finally {
        progress.update(size, 'done');
        progress.stop();
      }
    });
    io.out.write(summary(report));
    const reportFile = stringOption(values, 'report');
    if (reportFile) {
      await writeFile(`${reportFile}.partial`, `${JSON.stringify(report, null, 2)}\n`);
      await rename(`${reportFile}.partial`, reportFile);
    }
    return report.fatal || report.refused.length > 0 ? EXIT.refused : EXIT.ok;
  },
};

function summary(report: ProductImportReport): string {
  const lines = [
    `Products: ${report.productsCreated} created, ${report.productsUpdated} updated; variants: ${report.variantsCreated} created, ${report.variantsUpdated} updated; collections created: ${report.collectionsCreated}.`,
    `${report.rows} rows read in ${(report.ms / 1000).toFixed(1)} s.`,
  ];
  if (report.warnings.length > 0) {
    lines.push(
      `Warnings (${report.warnings.length}):`,
      ...report.warnings.map((w) => `  line ${w.line}${w.handle ? ` (${w.handle})` : ''}: ${w.reason}`),
    );
  }
  if (report.refused.length > 0) {
    lines.push(
      `Refused rows (${report.refused.length}):`,
      ...report.refused.map((r) => `  line ${r.line}${r.handle ? ` (${r.handle})` : ''}: ${r.reason}`),
    );
  }
  if (report.fatal) lines.push(`Stopped: ${report.fatal}`);
  return `${lines.join('\n')}\n`;
}
