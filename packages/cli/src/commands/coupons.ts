import type { CouponSummary } from '@vitrine/commerce';
import { EXIT, usageError } from '../cli-error';
import { formatBasisPoints, formatPrice, parseBasisPoints } from '../engine';
import {
  columns,
  moneyOption as money,
  refuse,
  storeRefusal,
  stringOption,
  type Command,
  type OptionValues,
} from '../command';
import { STORE_HELP, STORE_OPTIONS, withStore } from '../store';

export const couponsCommand: Command = {
  name: 'coupons',
  summary: 'list coupons, add a percentage or fixed-amount code, disable or enable one',
  help: `Usage: vitrine coupons list [--json] [store options]
       vitrine coupons create <CODE> (--percent P | --amount A) [options] [store options]
       vitrine coupons disable <CODE> [store options]
       vitrine coupons enable <CODE> [store options]

Amounts are decimals in the store currency with at most its own decimals (10.00 in USD, 1000 in JPY,
10.000 in KWD; further zeros are fine); list prints them the same way.

create options:
  --percent P              percentage off the items, up to two decimals (e.g. 15 or 12.5)
  --amount A               amount off the items, in the store currency (e.g. 10.00)
  --title TEXT             what the shopper sees beside the code
  --minimum-subtotal A     the least the items must cost for the code to apply, in the store currency
  --usage-limit N          uses in all; --per-customer-limit N  uses per customer
  --starts ISO-TIME        --expires ISO-TIME   (e.g. 2026-12-01T00:00:00Z)
  --show-at-checkout       offer the code to shoppers at checkout

${STORE_HELP}

Exit codes: 0 done; 1 a code that exists already, an unknown code or a value the store refuses; 2 usage error.`,
  options: {
    ...STORE_OPTIONS,
    json: { type: 'boolean' },
    percent: { type: 'string' },
    amount: { type: 'string' },
    title: { type: 'string' },
    'minimum-subtotal': { type: 'string' },
    'usage-limit': { type: 'string' },
    'per-customer-limit': { type: 'string' },
    starts: { type: 'string' },
    expires: { type: 'string' },
    'show-at-checkout': { type: 'boolean' },
  },
  positionals: [1, 2],
  positionalName: 'list, create, disable or enable',
  async run({ values, positionals, io }) {
    const [action, code] = positionals;
    if (!['list', 'create', 'disable', 'enable'].includes(action!))
      throw usageError(`vitrine coupons: unknown action "${action}"`);
    if (action === 'list' && code !== undefined)
      throw usageError(`vitrine coupons list: unexpected argument "${code}"`);
    if (action !== 'list' && code === undefined) throw usageError(`vitrine coupons ${action}: give the coupon's code`);
    const percent = action === 'create' ? discountPercent(values) : undefined;
    await withStore(values, io.env, async (commerce) => {
      const currency = commerce.store.currency;
      // Amounts are in the store's currency: read once the store is open, before anything is written.
      const input = action === 'create' ? newCouponFrom(code!, values, percent, currency) : undefined;
      try {
        if (action === 'list') {
          const coupons = await commerce.admin.coupons.list();
          io.out.write(values.json ? `${JSON.stringify(coupons, null, 2)}\n` : table(coupons, currency));
          return;
        }
        const coupon = input
          ? await commerce.admin.coupons.create(input)
          : await commerce.admin.coupons.setActive(code!, action === 'enable');
        io.out.write(table([coupon], currency));
      } catch (error) {
        throw storeRefusal(error);
      }
    });
    return EXIT.ok;
  },
};

function whole(values: OptionValues, name: string): number | null {
  const text = stringOption(values, name);
  if (text === undefined) return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : refuse(`--${name} must be a whole number`);
}

/** --percent in basis points, or undefined for a fixed amount off; a usage error unless exactly one of them is given. */
function discountPercent(values: OptionValues): number | undefined {
  const percent = stringOption(values, 'percent');
  if ((percent === undefined) === (stringOption(values, 'amount') === undefined))
    throw usageError('vitrine coupons create: give either --percent or --amount');
  // A percentage with up to two decimals is a whole number of basis points (12.5 % = 1250).
  return percent === undefined
    ? undefined
    : (parseBasisPoints(percent) ?? refuse('--percent must be a number such as 15 or 12.5'));
}

/** The coupon the options describe: `percent` basis points off, else --amount; amounts in the store currency `currency`. */
function newCouponFrom(code: string, values: OptionValues, percent: number | undefined, currency: string) {
  return {
    code,
    title: stringOption(values, 'title') ?? '',
    ...(percent !== undefined
      ? { discountType: 'percentage' as const, value: percent }
      : { discountType: 'fixed_amount' as const, value: money(values, 'amount', currency)! }),
    minimumSubtotal: money(values, 'minimum-subtotal', currency) ?? 0,
    usageLimit: whole(values, 'usage-limit'),
    perCustomerLimit: whole(values, 'per-customer-limit'),
    startsAt: stringOption(values, 'starts') ?? null,
    expiresAt: stringOption(values, 'expires') ?? null,
    showAtCheckout: values['show-at-checkout'] === true,
  };
}

function describeValue(coupon: CouponSummary, currency: string): string {
  if (coupon.discountType === 'percentage') return `${formatBasisPoints(coupon.value).replace(/\.00$/, '')} %`;
  if (coupon.discountType === 'fixed_amount') return formatPrice(coupon.value, currency);
  return coupon.discountType;
}

/** Coupons, one line each; amounts in the store currency `currency`. */
function table(coupons: CouponSummary[], currency: string): string {
  if (coupons.length === 0) return 'No coupons.\n';
  const rows = coupons.map((c) => [
    c.code,
    describeValue(c, currency),
    c.active ? 'active' : 'disabled',
    `${c.uses}${c.usageLimit === null ? '' : `/${c.usageLimit}`} uses`,
    c.minimumSubtotal > 0 ? `from ${formatPrice(c.minimumSubtotal, currency)}` : '',
    c.title,
  ]);
  return columns(rows);
}
