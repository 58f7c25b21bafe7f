import type { NewShippingMethod, ShippingZoneSummary } from '@vitrine/commerce';
import { EXIT, usageError } from '../cli-error';
import { formatPrice, parsePrice } from '../engine';
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
Amounts are in the store currency (e.g. 6.50), as in the product CSV and \`vitrine coupons\`.

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
    // Everything the command line says is read before the store is opened.
    const zone = action === 'list' || action === 'zone-create' ? undefined : need('zone');
    const zoneInput =
      action === 'zone-create'
        ? { name: need('name'), countries: list(need('countries')), provinces: list(stringOption(values, 'provinces')) }
        : undefined;
    const method = action === 'method-add' ? newMethodFrom(zone!, need('title'), values) : undefined;
    const title = action === 'method-delete' ? need('title') : undefined;
    await withStore(values, io.env, async (commerce) => {
      const shipping = commerce.admin.shipping;
      try {
        if (action === 'list') {
          const zones = await shipping.list();
          io.out.write(values.json ? `${JSON.stringify(zones, null, 2)}\n` : table(zones));
        } else if (zoneInput) {
          io.out.write(table([await shipping.createZone(zoneInput)]));
        } else if (method) {
          io.out.write(table([await shipping.addMethod(method)]));
        } else if (title !== undefined) {
          io.out.write(table([await shipping.deleteMethod(zone!, title)]));
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

/** 'a:b,c:d' as pairs, each side read by `read`; a malformed pair is refused (exit 1). */
function pairs<A, B>(
  option: string,
  text: string,
  readLeft: (text: string) => A | undefined,
  readRight: (text: string) => B | undefined,
  example: string,
): Array<[A, B]> {
  return list(text).map((pair) => {
    const [left = '', right = '', ...rest] = pair.split(':');
    const a = readLeft(left.trim());
    const b = readRight(right.trim());
    if (a === undefined || b === undefined || rest.length > 0)
      return refuse(`--${option}: "${pair}" is not a pair such as ${example}`);
    return [a, b];
  });
}

function newMethodFrom(zone: string, title: string, values: OptionValues): NewShippingMethod {
  const given = (['flat', 'weight', 'subtotal'] as const).filter((name) => stringOption(values, name) !== undefined);
  if (given.length !== 1) throw usageError('vitrine shipping method-add: give one of --flat, --weight or --subtotal');
  const freeOver = moneyOption(values, 'free-over') ?? null;
  const text = stringOption(values, given[0]!)!;
  const grams = (part: string) => (part === '*' ? null : /^\d{1,9}$/.test(part) ? Number(part) : undefined);
  const rates: NewShippingMethod['rates'] =
    given[0] === 'flat'
      ? { type: 'flat', amount: moneyOption(values, 'flat')! }
      : given[0] === 'weight'
        ? {
            type: 'weight',
            brackets: pairs('weight', text, grams, parsePrice, '500:4.00 or *:12.00').map(([upTo, amount]) => ({
              up_to_grams: upTo,
              amount,
            })),
          }
        : {
            type: 'subtotal',
            tiers: pairs('subtotal', text, parsePrice, parsePrice, '50:4.95').map(([min, amount]) => ({
              min_subtotal: min,
              amount,
            })),
          };
  return { zone, title, rates, freeOver };
}

function describeRates(rates: ShippingZoneSummary['methods'][number]['rates']): string {
  switch (rates.type) {
    case 'flat':
      return formatPrice(rates.amount);
    case 'weight':
      return rates.brackets
        .map((b) => `${b.up_to_grams === null ? 'above' : `up to ${b.up_to_grams} g`} ${formatPrice(b.amount)}`)
        .join(', ');
    case 'subtotal':
      return rates.tiers.map((t) => `from ${formatPrice(t.min_subtotal)} ${formatPrice(t.amount)}`).join(', ');
  }
}

function table(zones: ShippingZoneSummary[]): string {
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
      describeRates(method.rates),
      method.freeOver === null ? '' : `free from ${formatPrice(method.freeOver)}`,
      method.active ? '' : 'inactive',
    ]),
  ]);
  return columns(rows);
}
