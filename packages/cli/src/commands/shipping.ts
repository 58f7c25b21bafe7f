import type { NewShippingMethod, ShippingZoneSummary } from '@vitrine/commerce';
import { EXIT, usageError } from '../cli-error';
import { currencyDigits, formatPrice, parsePrice, priceProblem } from '../engine';
import { columns, moneyOption, refuse, storeRefusal, stringOption, type Command, type OptionValues } from '../command';
import { STORE_HELP, STORE_OPTIONS, withStore } from '../store';

const ACTIONS = ['list', 'zone-create', 'method-add', 'zone-delete', 'method-delete'] as const;
type Action = (typeof ACTIONS)[number];

export const shippingCommand: Command = {
  name: 'shipping',
  summary: 'list shipping zones and methods, add a zone or a method, delete one',
  help: `Usage: vitrine shipping list [--json] [store options]
       vitrine shipping zone-create --name NAME --countries CODES [--provinces CODES] [store options]
       vitrine shipping method-add --zone NAME --title TEXT (--flat A | --weight BRACKETS | --subtotal TIERS)
                                   [--free-over A] [store options]
       vitrine shipping zone-delete --zone NAME [store options]
       vitrine shipping method-delete --zone NAME --title TEXT [store options]

A shopper's address is served by its most specific zone: one naming its state, then one naming its
country, then the rest of the world (--countries '*'). Checkout offers that zone's methods.
Amounts are decimals in the store currency with at most its own decimals (6.50 in USD, 650 in JPY,
6.500 in KWD; further zeros are fine), as in the product CSV and \`vitrine coupons\`; list prints them
the same way. The examples below are for a store in USD.

zone-create options:
  --name NAME              the zone's name (zones and methods are named, without regard to letter case)
  --countries CODES        ISO 3166-1 alpha-2 codes, comma separated (e.g. US or DE,FR,NL), or '*'
  --provinces CODES        only these states or provinces, comma separated (e.g. US-CA,US-OR)

method-add options:
  --flat A                 one price (e.g. 6.50)
  --weight BRACKETS        by the cart's weight: up-to-grams:amount pairs, the last may be *:amount
                           (e.g. 500:4.00,2000:8.00,*:12.00)
  --subtotal TIERS         by the items' total: from-amount:price pairs (e.g. 0:9.95,50:4.95)
  --free-over A            free once the items (after discounts) cost at least A

Examples:
  vitrine shipping zone-create --name "United States" --countries US
  vitrine shipping method-add --zone "United States" --title "Parcel post" --flat 6.50 --free-over 75
  vitrine shipping zone-create --name "Rest of world" --countries '*'
  vitrine shipping method-add --zone "Rest of world" --title "Airmail" --weight 500:9.00,*:19.00
  vitrine shipping method-delete --zone "United States" --title "Parcel post"

${STORE_HELP}

Exit codes: 0 done; 1 an unknown zone or method, a name that exists already or a value the store refuses
(an unknown country, a malformed amount); 2 usage error.`,
  options: {
    ...STORE_OPTIONS,
    json: { type: 'boolean' },
    name: { type: 'string' },
    countries: { type: 'string' },
    provinces: { type: 'string' },
    zone: { type: 'string' },
    title: { type: 'string' },
    flat: { type: 'string' },
    weight: { type: 'string' },
    subtotal: { type: 'string' },
    'free-over': { type: 'string' },
  },
  positionals: [1, 1],
  positionalName: ACTIONS.join(', '),
  async run({ values, positionals, io }) {
    const action = positionals[0] as Action;
    if (!ACTIONS.includes(action)) throw usageError(`vitrine shipping: unknown action "${action}"`);
    const need = (name: string): string =>
      stringOption(values, name) ?? refuseUsage(`vitrine shipping ${action}: give --${name}`);
    // Everything the command line says is read before the store is opened, but its amounts: they are
    // read in the store's currency, once it is open and before anything is written.
    const zone = action === 'list' || action === 'zone-create' ? undefined : need('zone');
    const zoneInput =
      action === 'zone-create'
        ? { name: need('name'), countries: list(need('countries')), provinces: list(stringOption(values, 'provinces')) }
        : undefined;
    const methodTitle = action === 'method-add' ? need('title') : undefined;
    const rateKind = action === 'method-add' ? rateOption(values) : undefined;
    const title = action === 'method-delete' ? need('title') : undefined;
    await withStore(values, io.env, async (commerce) => {
      const shipping = commerce.admin.shipping;
      const currency = commerce.store.currency;
      const method =
        methodTitle !== undefined && rateKind
          ? newMethodFrom(zone!, methodTitle, rateKind, values, currency)
          : undefined;
      try {
        if (action === 'list') {
          const zones = await shipping.list();
          io.out.write(values.json ? `${JSON.stringify(zones, null, 2)}\n` : table(zones, currency));
        } else if (zoneInput) {
          io.out.write(table([await shipping.createZone(zoneInput)], currency));
        } else if (method) {
          io.out.write(table([await shipping.addMethod(method)], currency));
        } else if (title !== undefined) {
          io.out.write(table([await shipping.deleteMethod(zone!, title)], currency));
        } else {
          await shipping.deleteZone(zone!);
          io.out.write(`Deleted the zone ${zone} and its methods.\n`);
        }
      } catch (error) {
        throw storeRefusal(error);
      }
    });
    return EXIT.ok;
  },
};

const refuseUsage = (message: string): never => {
  throw usageError(message);
};

/** 'US, CA' → ['US', 'CA']; nothing → []. */
const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Reads a side of a pair: its value, or why the text is none when that can be said. */
type PairSide<T> = (text: string) => { value: T } | { problem: string | undefined };

/** 'a:b,c:d' as pairs, each side read by its reader; a malformed pair is refused (exit 1), saying why when it can. */
function pairs<A, B>(
  option: string,
  text: string,
  readLeft: PairSide<A>,
  readRight: PairSide<B>,
  example: string,
): Array<[A, B]> {
  return list(text).map((pair) => {
    const [left = '', right = '', ...rest] = pair.split(':');
    const a = readLeft(left.trim());
    const b = readRight(right.trim());
    if (!('value' in a) || !('value' in b) || rest.length > 0) {
      const problem = ('problem' in a ? a.problem : undefined) ?? ('problem' in b ? b.problem : undefined);
      return refuse(`--${option}: "${pair}" is not a pair such as ${example}${problem ? ` (${problem})` : ''}`);
    }
    return [a.value, b.value];
  });
}

const RATE_OPTIONS = ['flat', 'weight', 'subtotal'] as const;
type RateOption = (typeof RATE_OPTIONS)[number];

/** Which of --flat, --weight and --subtotal prices the method: exactly one, else a usage error. */
function rateOption(values: OptionValues): RateOption {
  const given = RATE_OPTIONS.filter((name) => stringOption(values, name) !== undefined);
  if (given.length !== 1) throw usageError('vitrine shipping method-add: give one of --flat, --weight or --subtotal');
  return given[0]!;
}

/** The method the options describe, its amounts read in the store currency `currency`. */
function newMethodFrom(
  zone: string,
  title: string,
  kind: RateOption,
  values: OptionValues,
  currency: string,
): NewShippingMethod {
  const freeOver = moneyOption(values, 'free-over', currency) ?? null;
  const text = stringOption(values, kind)!;
  const grams: PairSide<number | null> = (part) =>
    part === '*' ? { value: null } : /^\d{1,9}$/.test(part) ? { value: Number(part) } : { problem: undefined };
  const amount: PairSide<number> = (part) => {
    const value = parsePrice(part, currency);
    return value === undefined ? { problem: priceProblem(part, currency) } : { value };
  };
  // Examples in the currency's own decimals: 4.00 in USD, 4 in JPY, 4.000 in KWD.
  const whole = (units: number) => formatPrice(units * 10 ** currencyDigits(currency), currency);
  const rates: NewShippingMethod['rates'] =
    kind === 'flat'
      ? { type: 'flat', amount: moneyOption(values, 'flat', currency)! }
      : kind === 'weight'
        ? {
            type: 'weight',
            brackets: pairs('weight', text, grams, amount, `500:${whole(4)} or *:${whole(12)}`).map(
              ([upTo, price]) => ({ up_to_grams: upTo, amount: price }),
            ),
          }
        : {
            type: 'subtotal',
            tiers: pairs('subtotal', text, amount, amount, `50:${whole(5)}`).map(([min, price]) => ({
              min_subtotal: min,
              amount: price,
            })),
          };
  return { zone, title, rates, freeOver };
}

function describeRates(rates: ShippingZoneSummary['methods'][number]['rates'], currency: string): string {
  const money = (minor: number) => formatPrice(minor, currency);
  switch (rates.type) {
    case 'flat':
      return money(rates.amount);
    case 'weight':
      return rates.brackets
        .map((b) => `${b.up_to_grams === null ? 'above' : `up to ${b.up_to_grams} g`} ${money(b.amount)}`)
        .join(', ');
    case 'subtotal':
      return rates.tiers.map((t) => `from ${money(t.min_subtotal)} ${money(t.amount)}`).join(', ');
  }
}

/** Zones and their methods, one line each; amounts in the store currency `currency`. */
function table(zones: ShippingZoneSummary[], currency: string): string {
  if (zones.length === 0) return 'No shipping zones: checkout offers no shipping method.\n';
  const rows = zones.flatMap((zone) => [
    [
      zone.name,
      // A zone naming states covers only those.
      (zone.provinces.length > 0 ? zone.provinces : zone.countries).join(','),
      zone.methods.length === 0 ? '(no methods)' : '',
      '',
    ],
    ...zone.methods.map((method) => [
      `  ${method.title}`,
      describeRates(method.rates, currency),
      method.freeOver === null ? '' : `free from ${formatPrice(method.freeOver, currency)}`,
      method.active ? '' : 'inactive',
    ]),
  ]);
  return columns(rows);
}
