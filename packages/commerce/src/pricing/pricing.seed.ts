import type { Db } from '../db/db.types';

/** Free standard shipping from this contents total in every demo zone ($75). */
const DEMO_FREE_SHIPPING_OVER = 7500;

const EU_COUNTRIES = ['AT', 'BE', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT', 'SE'];

const demoCoupons = [
  {
    code: 'WELCOME10',
    title: '10% off your first order',
    discount_type: 'percentage',
    value: 1000,
    rule_data: {},
    per_customer_limit: 1,
    show_at_checkout: true,
  },
  {
    code: 'FREESHIP',
    title: 'Free shipping over $30',
    discount_type: 'shipping_discount',
    value: 0,
    rule_data: { limit_type: 'min_shipping', max_limit: false, max_shipping_amount: 0, select_shipping: [] },
    minimum_subtotal: 3000,
    show_at_checkout: true,
  },
  {
    code: 'SHIP5',
    title: '$5 off shipping',
    discount_type: 'shipping_discount',
    value: 0,
    rule_data: { limit_type: 'max_shipping', max_limit: true, max_shipping_amount: 500, select_shipping: [] },
  },
  {
    code: 'BULKBUY',
    title: 'Buy more, save more',
    discount_type: 'bulk_discount',
    value: 0,
    rule_data: {
      value_type: 'percentage',
      steps: [
        { quantity: 2, value: 500 },
        { quantity: 3, value: 1000 },
        { quantity: 5, value: 1500 },
        { quantity: 10, value: 2000 },
      ],
    },
    show_at_checkout: true,
  },
  {
    code: 'SPEND100',
    title: '$10 off $100, $25 off $200',
    discount_type: 'step_discount',
    value: 0,
    rule_data: {
      threshold_type: 'spend',
      value_type: 'amount',
      tiers: [
        { threshold: 10000, value: 1000 },
        { threshold: 20000, value: 2500 },
      ],
    },
  },
  {
    code: 'THIRDFREE',
    title: 'Buy 2, get a 3rd free',
    discount_type: 'buy_x_get_x_discount',
    value: 0,
    rule_data: { buy_quantity: 2, get_quantity: 1 },
    usage_limit: 500,
  },
  {
    code: 'LAUNCH',
    title: 'One-time launch code',
    discount_type: 'fixed_amount',
    value: 1500,
    rule_data: {},
    usage_limit: 1,
    minimum_subtotal: 5000,
  },
];

const flat = (amount: number) => ({ rate_type: 'flat', rates: { amount } });

const demoZones = [
  { name: 'United States', countries: ['US'], standard: 695, express: 1995 },
  { name: 'Canada', countries: ['CA'], standard: 995, express: 2495 },
  { name: 'European Union', countries: EU_COUNTRIES, standard: 1195, express: 2995 },
  { name: 'United Kingdom', countries: ['GB'], standard: 595, express: 1495 },
  { name: 'Australia', countries: ['AU'], standard: 1495, express: 3495 },
  { name: 'Rest of world', countries: ['*'], standard: null, express: 4995 },
];

/** Rest-of-world standard shipping goes by weight. */
const WORLD_STANDARD_BY_WEIGHT = {
  rate_type: 'weight',
  rates: {
    brackets: [
      { up_to_grams: 1000, amount: 1995 },
      { up_to_grams: 3000, amount: 2995 },
      { up_to_grams: null, amount: 4495 },
    ],
  },
};

const demoTaxRates = [
  ['US', 'CA', 725, 'California sales tax'],
  ['US', 'NY', 400, 'New York sales tax'],
  ['US', 'WA', 650, 'Washington sales tax'],
  ['CA', null, 500, 'GST'],
  ['CA', 'ON', 800, 'HST (Ontario)'],
  ['CA', 'QC', 998, 'QST'],
  ['GB', null, 2000, 'VAT'],
  ['DE', null, 1900, 'MwSt.'],
  ['FR', null, 2000, 'TVA'],
  ['NL', null, 2100, 'BTW'],
  ['IE', null, 2300, 'VAT'],
  ['AU', null, 1000, 'GST'],
] as const;

/**
 * Inserts believable demo coupons, shipping zones (with their methods) and tax
 * rates. Only for an empty store, inside the demo seed's transaction
 * (`seedDemoStore`), which runs once per store: a merchant's own rows, or their
 * deletions, are never touched by a later start.
 *
 * @example await db.transaction((tx) => insertDemoPricing(tx));
 */
export async function insertDemoPricing(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO coupons (code, title, discount_type, value, rule_data, usage_limit, per_customer_limit, minimum_subtotal, show_at_checkout)
     SELECT code, title, discount_type, value, rule_data, usage_limit, per_customer_limit, COALESCE(minimum_subtotal, 0), COALESCE(show_at_checkout, false)
     FROM jsonb_to_recordset($1::jsonb) AS x(code text, title text, discount_type text, value int, rule_data jsonb,
       usage_limit int, per_customer_limit int, minimum_subtotal int, show_at_checkout boolean)`,
    [JSON.stringify(demoCoupons)],
  );
  for (const [position, zone] of demoZones.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO shipping_zones (name, countries, position) VALUES ($1, $2::text[], $3) RETURNING id',
      [zone.name, zone.countries, position],
    );
    const standard = zone.standard === null ? WORLD_STANDARD_BY_WEIGHT : flat(zone.standard);
    const methods = [
      { title: 'Standard shipping', ...standard, free_over: DEMO_FREE_SHIPPING_OVER },
      { title: 'Express shipping', ...flat(zone.express), free_over: null },
    ];
    for (const [index, method] of methods.entries()) {
      await tx.query(
        `INSERT INTO shipping_methods (zone_id, title, rate_type, rates, free_over, position) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
        [row?.id, method.title, method.rate_type, JSON.stringify(method.rates), method.free_over, index],
      );
    }
  }
  for (const [country, region, rate, name] of demoTaxRates) {
    await tx.query('INSERT INTO tax_rates (country, region, rate_bp, name) VALUES ($1, $2, $3, $4)', [
      country,
      region,
      rate,
      name,
    ]);
  }
}
