import type { CouponSummary } from '@vitrine/commerce';
import { EXIT, usageError } from '../cli-error';
import { formatPrice, parsePrice } from '../engine';
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

create options:
  --percent P              percentage off the items (e.g. 15 or 12.5)
  --amount A               amount off the items, in the store currency (e.g. 10.00)
  --title TEXT             what the shopper sees beside the code
  --minimum-subtotal A     the least the items must cost for the code to apply
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
    const input = action === 'create' ? newCouponFrom(code!, values) : undefined;
    await withStore(values, io.env, async (commerce) => {
      try {
        if (action === 'list') {
          const coupons = await commerce.admin.coupons.list();
          io.out.write(values.json ? `${JSON.stringify(coupons, null, 2)}\n` : table(coupons));
          return;
        }
        const coupon = input
          ? await commerce.admin.coupons.create(input)
          : await commerce.admin.coupons.setActive(code!, action === 'enable');
        io.out.write(table([coupon]));
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

function newCouponFrom(code: string, values: OptionValues) {
  const percent = stringOption(values, 'percent');
  const amount = money(values, 'amount');
  if ((percent === undefined) === (amount === undefined))
    throw usageError('vitrine coupons create: give either --percent or --amount');
  return {
    code,
    title: stringOption(values, 'title') ?? '',
    // A percentage with up to two decimals is a whole number of basis points (12.5 % = 1250).
    ...(percent !== undefined
      ? {
          discountType: 'percentage' as const,
          value: parsePrice(percent) ?? refuse('--percent must be a number such as 15 or 12.5'),
        }
      : { discountType: 'fixed_amount' as const, value: amount! }),
    minimumSubtotal: money(values, 'minimum-subtotal') ?? 0,
    usageLimit: whole(values, 'usage-limit'),
    perCustomerLimit: whole(values, 'per-customer-limit'),
    startsAt: stringOption(values, 'starts') ?? null,
    expiresAt: stringOption(values, 'expires') ?? null,
    showAtCheckout: values['show-at-checkout'] === true,
  };
}

function describeValue(coupon: CouponSummary): string {
  if (coupon.discountType === 'percentage') return `${formatPrice(coupon.value).replace(/\.00$/, '')} %`;
  if (coupon.discountType === 'fixed_amount') return formatPrice(coupon.value);
  return coupon.discountType;
}

function table(coupons: CouponSummary[]): string {
  if (coupons.length === 0) return 'No coupons.\n';
  const rows = coupons.map((c) => [
    c.code,
    describeValue(c),
    c.active ? 'active' : 'disabled',
    `${c.uses}${c.usageLimit === null ? '' : `/${c.usageLimit}`} uses`,
    c.minimumSubtotal > 0 ? `from ${formatPrice(c.minimumSubtotal)}` : '',
    c.title,
  ]);
  return columns(rows);
}
