import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXIT } from '../cli-error';
import { stringOption, type Command } from '../command';
import { startProgress } from '../progress';
import { STORE_HELP, STORE_OPTIONS, withStore } from '../store';

export const exportCommand: Command = {
  name: 'export',
  summary: 'export every product as a Shopify product CSV',
  help: `Usage: vitrine export [--out file.csv] [store options]

Writes the store's products in the Shopify product CSV format \`vitrine import\` reads (tags are the
product's collections): exporting, importing into an empty store and exporting again gives the same file.
Prices are written in the store currency with its decimals (19.99 in USD, 1999 in JPY, 19.990 in KWD).

Options:
  --out FILE   write to this file (replaced only when the export is complete); standard output otherwise

${STORE_HELP}`,
  options: { ...STORE_OPTIONS, out: { type: 'string', short: 'o' } },
  positionals: [0, 0],
  async run({ values, io }) {
    const out = stringOption(values, 'out');
    await withStore(values, io.env, async (commerce) => {
      let progress: ReturnType<typeof startProgress> | undefined;
      const chunks = commerce.admin.exportProductsCsv({
        onProgress: (done, total) => {
          progress ??= startProgress('export', total, 'products', io.err);
          progress.update(done, `${done} of ${total} products`);
        },
      });
      try {
        if (!out) {
          await pipeline(Readable.from(chunks), io.out, { end: false });
          return;
        }
        try {
          await pipeline(Readable.from(chunks), createWriteStream(`${out}.partial`));
          await rename(`${out}.partial`, out);
        } catch (error) {
          await rm(`${out}.partial`, { force: true });
          throw error;
        }
      } finally {
        progress?.stop();
      }
    });
    if (out) io.err.write(`Wrote ${out}\n`);
    return EXIT.ok;
  },
};
