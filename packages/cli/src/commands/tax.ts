import type { TaxRateSummary } from '@vitrine/commerce';
import { EXIT, usageError } from '../cli-error';
import { formatBasisPoints, parseBasisPoints } from '../engine';
import { columns, refuse, storeRefusal, stringOption, type Command } from '../command';
import { STORE_HELP, STORE_OPTIONS, withStore } from '../store';

const ACTIONS = ['list', 'set', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

export const taxCommand: Command = {
  name: 'tax',
  summary: 'list tax rates, set the rate of a country or state, delete one',
  help: `Usage: vitrine tax list [--json] [store options]
       vitrine tax set --country CODE [--region CODE] --rate PERCENT --name TEXT [store options]
       vitrine tax delete --country CODE [--region CODE] [store options]

An address pays its country's rate plus its state's or province's (e.g. Canada's GST and Ontario's part).
Whether prices include tax, and whether shipping is taxed, are the store's pricing settings.

Options:
  --country CODE           ISO 3166-1 alpha-2 code (e.g. GB)
  --region CODE            a state or province of that country (e.g. ON, CA-ON or Ontario); without it,
                           the rate is the whole country's
  --rate PERCENT           the rate in percent, up to two decimals (e.g. 20 or 7.25)
  --name TEXT              what receipts call it (e.g. VAT)

Examples:
  vitrine tax set --country GB --rate 20 --name VAT
  vitrine tax set --country US --region NY --rate 4 --name "New York sales tax"
  vitrine tax delete --country US --region NY

${STORE_HELP}

Exit codes: 0 done; 1 a place without a rate or a value the store refuses (an unknown country or state,
a rate over 100 %); 2 usage error.`,
  options: {
    ...STORE_OPTIONS,
    json: { type: 'boolean' },
    country: { type: 'string' },
    region: { type: 'string' },
    rate: { type: 'string' },
    name: { type: 'string' },
  },
  positionals: [1, 1],
  positionalName: ACTIONS.join(', '),
  async run({ values, positionals, io }) {
    const action = positionals[0] as Action;
    if (!ACTIONS.includes(action)) throw usageError(`vitrine tax: unknown action "${action}"`);
    const need = (name: string): string => {
      const value = stringOption(values, name);
      if (value === undefined) throw usageError(`vitrine tax ${action}: give --${name}`);
      return value;
    };
    const place =
      action === 'list' ? undefined : { country: need('country'), region: stringOption(values, 'region') ?? null };
    // A percentage with up to two decimals is a whole number of basis points (7.25 % = 725).
    const rate =
      action === 'set'
        ? {
            ...place!,
            name: need('name'),
            rateBasisPoints: parseBasisPoints(need('rate')) ?? refuse('--rate must be a percentage such as 20 or 7.25'),
          }
        : undefined;
    await withStore(values, io.env, async (commerce) => {
      const tax = commerce.admin.tax;
      try {
        if (action === 'list') {
          const rates = await tax.list();
          io.out.write(values.json ? `${JSON.stringify(rates, null, 2)}\n` : table(rates));
        } else if (rate) {
          io.out.write(table([await tax.set(rate)]));
        } else {
          await tax.delete(place!);
          io.out.write(`Deleted the rate of ${place!.country}${place!.region ? ` ${place!.region}` : ''}.\n`);
        }
      } catch (error) {
        throw storeRefusal(error);
      }
    });
    return EXIT.ok;
  },
};

function table(rates: TaxRateSummary[]): string {
  if (rates.length === 0) return 'No tax rates: checkout charges no tax.\n';
  return columns(
    rates.map((rate) => [
      rate.region === null ? rate.country : `${rate.country}-${rate.region}`,
      `${formatBasisPoints(rate.rateBasisPoints).replace(/\.?0+$/, '')} %`,
      rate.name,
    ]),
  );
}
