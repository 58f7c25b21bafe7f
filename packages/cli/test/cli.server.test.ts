import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '@vitrine/commerce/testing';
import { DATABASE_URL, FIXTURE, freshStore, scratch, vitrine } from './run';

describe('the vitrine command line', () => {
  it('prints its help and exits 0', async () => {
    const run = await vitrine(['--help']);
    expect(run.code).toBe(0);
    const commands = ['migrate', 'import', 'export', 'seed', 'settings', 'coupons', 'shipping', 'tax'];
    for (const command of commands) expect(run.stdout).toContain(command);
    for (const command of commands) {
      const help = await vitrine([command, '--help']);
      expect(help.code, command).toBe(0);
      expect(help.stdout, command).toMatch(new RegExp(`^Usage: vitrine ${command}`));
    }
  });

  it('answers the same from its TypeScript sources as from the built program', async () => {
    // `settings --help` loads the engine (it lists the engine's setting names); the built program is what
    // the other tests run once `pnpm build` has made it.
    const built = await vitrine(['settings', '--help']);
    const sources = await vitrine(['settings', '--help'], { VITRINE_CLI_FROM_SOURCES: '1' });
    expect(sources).toEqual({ ...built, code: 0 });
    expect(sources.stdout).toMatch(/Settings:\n(\w+, )+cart_limits\. /);
  });

  it('exits 2 on a usage error and 1 on a file it cannot read', async () => {
    expect((await vitrine([])).code).toBe(2);
    const unknown = await vitrine(['frobnicate']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect((await vitrine(['import', '--bogus', 'x.csv'])).code).toBe(2);
    expect((await vitrine(['import'])).stderr).toContain('missing the CSV file');
    expect((await vitrine(['import', 'a.csv', 'b.csv'])).code).toBe(2);
    expect((await vitrine(['export', '--data-dir', 'a', '--database-url', 'postgres://x/y'])).code).toBe(2);
    expect((await vitrine(['seed'])).code).toBe(2);
    const missing = await vitrine([
      'import',
      path.join(scratch, 'nope.csv'),
      '--data-dir',
      path.join(scratch, 'unused'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no such file');
  });

  it('imports the CSV, lists refused rows by line (exit 1), writes the JSON report, and round-trips through export', async () => {
    const store = freshStore();
    const reportFile = path.join(scratch, 'report.json');
    const imported = await vitrine(['import', FIXTURE, '--report', reportFile, ...store]);
    expect(imported.code, imported.stderr).toBe(1);
    expect(imported.stdout).toContain(
      'Products: 6 created, 0 updated; variants: 12 created, 0 updated; collections created: 9.',
    );
    expect(imported.stdout).toContain('line 15 (bad-price-socks): bad price "12.999"');
    expect(imported.stdout).toContain('line 16 (bad-price-socks): negative inventory -3');
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      refused: { line: number }[];
      productsCreated: number;
    };
    expect(report.productsCreated).toBe(6);
    expect(report.refused.map((r) => r.line)).toEqual([14, 15, 16, 18, 19, 20, 22, 23, 23]);

    const again = await vitrine(['import', FIXTURE, ...store]);
    expect(again.stdout).toContain('Products: 0 created, 6 updated; variants: 0 created, 12 updated');

    const first = path.join(scratch, 'first.csv');
    const exported = await vitrine(['export', '--out', first, ...store]);
    expect(exported.code, exported.stderr).toBe(0);
    const csv = readFileSync(first, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^Handle,Title,Body \(HTML\),/);
    expect(csv).toContain('ALD-NAVY-M,330,5,92.50,');

    const other = freshStore();
    const reimported = await vitrine(['import', first, ...other]);
    expect(reimported.code, reimported.stdout + reimported.stderr).toBe(0);
    const second = await vitrine(['export', ...other]);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(csv);
  });

  it('migrates a store and loads the demo store once (exit 1 the second time)', async () => {
    const store = freshStore();
    const migrated = await vitrine(['migrate', ...store]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('is up to date');
    const seeded = await vitrine(['seed', '--demo', ...store]);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('Loaded the demo store');
    const again = await vitrine(['seed', '--demo', ...store]);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('nothing written');
  });

  it('reads settings, changes one, and refuses an unknown setting or a bad value with exit 1', async () => {
    const store = freshStore();
    const set = await vitrine(['settings', 'set', 'theme', '{"name":"vogue"}', ...store]);
    expect(set.code, set.stderr).toBe(0);
    const got = await vitrine(['settings', 'get', 'theme', ...store]);
    expect(JSON.parse(got.stdout)).toEqual({ name: 'vogue' });
    expect((await vitrine(['settings', 'set', 'colour', '{}', ...store])).code).toBe(1);
    const bad = await vitrine(['settings', 'set', 'theme', '{"name":"no-such-theme"}', ...store]);
    expect(bad.code).toBe(1);
    expect((await vitrine(['settings', 'set', 'theme', 'not json', ...store])).code).toBe(1);
  });

  it('sets the store currency and address (applied at the next start) and the cart limits, refusing bad values with exit 1', async () => {
    const store = freshStore();
    const set = await vitrine([
      'settings',
      'set',
      'store',
      '{"url": "https://shop.example/", "currency": "eur"}',
      ...store,
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ url: 'https://shop.example', currency: 'EUR' });
    expect(set.stderr).toContain('restart');
    const limits = await vitrine([
      'settings',
      'set',
      'cart_limits',
      '{"min_cart_total": 500, "max_cart_total": 90000}',
      ...store,
    ]);
    expect(limits.code, limits.stderr).toBe(0);
    const got = await vitrine(['settings', 'get', ...store]);
    expect(JSON.parse(got.stdout)).toMatchObject({
      store: { url: 'https://shop.example', currency: 'EUR' },
      cart_limits: { min_cart_total: 500, max_cart_total: 90000 },
    });

    const moved = await vitrine(['settings', 'set', 'store', '{"url": "https://www.shop.example"}', ...store]);
    expect(JSON.parse(moved.stdout)).toEqual({ url: 'https://www.shop.example', currency: 'EUR' });
    const unknown = await vitrine(['settings', 'set', 'store', '{"currency": "XYZ"}', ...store]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('(currency) [UNSUPPORTED_CURRENCY]');
    const plain = await vitrine(['settings', 'set', 'store', '{"url": "http://shop.example"}', ...store]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('(url) [INVALID_SETTING]');
    const upsideDown = await vitrine([
      'settings',
      'set',
      'cart_limits',
      '{"min_cart_total": 500, "max_cart_total": 100}',
      ...store,
    ]);
    expect(upsideDown.code).toBe(1);
    expect(upsideDown.stderr).toContain('(max_cart_total) [INVALID_SETTING]');
    expect(JSON.parse((await vitrine(['settings', 'get', 'cart_limits', ...store])).stdout)).toEqual({
      min_cart_total: 500,
      max_cart_total: 90000,
    });
  });

  it('adds, lists and disables coupons, refusing a taken code or a bad value with exit 1', async () => {
    const store = freshStore();
    const made = await vitrine(['coupons', 'create', 'SPRING15', '--percent', '15', '--title', 'Spring', ...store]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^SPRING15 +15 % +active/);
    expect(
      (await vitrine(['coupons', 'create', 'TENOFF', '--amount', '10.00', '--minimum-subtotal', '50', ...store])).code,
    ).toBe(0);
    expect((await vitrine(['coupons', 'create', 'spring15', '--percent', '5', ...store])).code).toBe(1);
    expect((await vitrine(['coupons', 'create', 'HALF', '--percent', '150', ...store])).code).toBe(1);
    expect((await vitrine(['coupons', 'create', 'BOTH', '--percent', '5', '--amount', '5', ...store])).code).toBe(2);
    expect((await vitrine(['coupons', 'disable', 'tenoff', ...store])).code).toBe(0);
    expect((await vitrine(['coupons', 'disable', 'NOPE', ...store])).code).toBe(1);
    const list = await vitrine(['coupons', 'list', '--json', ...store]);
    expect(
      JSON.parse(list.stdout).map((c: { code: string; value: number; active: boolean }) => [c.code, c.value, c.active]),
    ).toEqual([
      ['SPRING15', 1500, true],
      ['TENOFF', 1000, false],
    ]);
  });

  it('sets up a shipping zone and its methods, refusing an unknown country or zone and a bad amount with exit 1', async () => {
    const store = freshStore();
    const zone = await vitrine(['shipping', 'zone-create', '--name', 'United States', '--countries', 'us', ...store]);
    expect(zone.code, zone.stderr).toBe(0);
    expect(zone.stdout).toMatch(/^United States +US +\(no methods\)/);
    const method = await vitrine([
      'shipping',
      'method-add',
      '--zone',
      'united states',
      '--title',
      'Parcel post',
      '--flat',
      '6.50',
      '--free-over',
      '75',
      ...store,
    ]);
    expect(method.code, method.stderr).toBe(0);
    expect(method.stdout).toMatch(/^ {2}Parcel post +6\.50 +free from 75\.00$/m);
    const weight = ['--zone', 'United States', '--title', 'Heavy', '--weight', '500:4.00,*:9.00', ...store];
    expect((await vitrine(['shipping', 'method-add', ...weight])).code).toBe(0);

    const unknownCountry = await vitrine([
      'shipping',
      'zone-create',
      '--name',
      'Far',
      '--countries',
      'US,XX',
      ...store,
    ]);
    expect(unknownCountry.code).toBe(1);
    expect(unknownCountry.stderr).toContain('(countries.1)');
    expect(
      (await vitrine(['shipping', 'zone-create', '--name', 'UNITED STATES', '--countries', 'CA', ...store])).code,
    ).toBe(1);
    const noZone = await vitrine([
      'shipping',
      'method-add',
      '--zone',
      'Mars',
      '--title',
      'Rocket',
      '--flat',
      '1',
      ...store,
    ]);
    expect(noZone).toMatchObject({ code: 1 });
    expect(noZone.stderr).toContain('No shipping zone Mars');
    expect(
      (
        await vitrine([
          'shipping',
          'method-add',
          '--zone',
          'United States',
          '--title',
          'X',
          '--flat',
          '1.005',
          ...store,
        ])
      ).code,
    ).toBe(1);
    expect((await vitrine(['shipping', 'method-add', '--zone', 'United States', '--title', 'X', ...store])).code).toBe(
      2,
    );
    expect(
      (await vitrine(['shipping', 'method-delete', '--zone', 'United States', '--title', 'heavy', ...store])).code,
    ).toBe(0);

    const list = await vitrine(['shipping', 'list', '--json', ...store]);
    expect(JSON.parse(list.stdout)).toEqual([
      {
        id: expect.any(Number),
        name: 'United States',
        countries: ['US'],
        provinces: [],
        methods: [
          {
            id: expect.any(Number),
            title: 'Parcel post',
            rates: { type: 'flat', amount: 650 },
            freeOver: 7500,
            active: true,
          },
        ],
      },
    ]);
    expect((await vitrine(['shipping', 'zone-delete', '--zone', 'United States', ...store])).code).toBe(0);
    expect((await vitrine(['shipping', 'list', ...store])).stdout).toContain('No shipping zones');
    expect((await vitrine(['shipping', 'zone-delete', '--zone', 'United States', ...store])).code).toBe(1);
  });

  it('sets, lists and deletes tax rates, refusing an unknown state or a rate over 100 % with exit 1', async () => {
    const store = freshStore();
    const gst = await vitrine(['tax', 'set', '--country', 'ca', '--rate', '5', '--name', 'GST', ...store]);
    expect(gst.code, gst.stderr).toBe(0);
    expect(gst.stdout).toMatch(/^CA +5 % +GST$/m);
    const hst = ['--country', 'CA', '--region', 'Ontario', '--rate', '7.25', '--name', 'HST'];
    expect((await vitrine(['tax', 'set', ...hst, ...store])).stdout).toMatch(/^CA-ON +7\.25 % +HST$/m);
    const badRegion = await vitrine([
      'tax',
      'set',
      '--country',
      'CA',
      '--region',
      'ZZ',
      '--rate',
      '1',
      '--name',
      'X',
      ...store,
    ]);
    expect(badRegion.code).toBe(1);
    expect(badRegion.stderr).toContain('(region)');
    expect((await vitrine(['tax', 'set', '--country', 'GB', '--rate', '101', '--name', 'VAT', ...store])).code).toBe(1);
    expect((await vitrine(['tax', 'set', '--country', 'GB', '--rate', '20', ...store])).code).toBe(2);
    expect((await vitrine(['tax', 'delete', '--country', 'CA', ...store])).code).toBe(0);
    expect((await vitrine(['tax', 'delete', '--country', 'CA', ...store])).code).toBe(1);
    const list = await vitrine(['tax', 'list', '--json', ...store]);
    expect(JSON.parse(list.stdout)).toEqual([{ country: 'CA', region: 'ON', name: 'HST', rateBasisPoints: 725 }]);
  });
});

describe('amounts in the store currency', () => {
  /** A fresh store selling in `currency` (one the store has an exchange rate for, or given `rate` per US dollar). */
  async function storeIn(currency: string, rate?: number): Promise<string[]> {
    const store = freshStore();
    if (rate !== undefined) {
      expect((await vitrine(['migrate', ...store])).code).toBe(0);
      const db = await connectDatabase({ databaseUrl: DATABASE_URL, schema: store[store.indexOf('--schema') + 1] });
      try {
        await db.query('INSERT INTO exchange_rates (currency, rate) VALUES ($1, $2)', [currency, rate]);
      } finally {
        await db.close();
      }
    }
    const set = await vitrine(['settings', 'set', 'store', JSON.stringify({ currency }), ...store]);
    expect(set.code, set.stderr).toBe(0);
    return store;
  }

  /** `shipping method-add` to the store's one zone, named Home. */
  const method = (store: string[], title: string, ...rates: string[]) =>
    vitrine(['shipping', 'method-add', '--zone', 'Home', '--title', title, ...rates, ...store]);

  it('takes and prints whole yen for shipping in a JPY store, refusing a fractional yen with exit 1 and the reason', async () => {
    const store = await storeIn('JPY');
    expect((await vitrine(['shipping', 'zone-create', '--name', 'Home', '--countries', 'JP', ...store])).code).toBe(0);
    const flat = await method(store, 'Yu-Pack', '--flat', '650', '--free-over', '5,000');
    expect(flat.code, flat.stderr).toBe(0);
    expect(flat.stdout).toMatch(/^ {2}Yu-Pack +650 +free from 5000$/m);
    const weight = await method(store, 'Heavy', '--weight', '500:400,*:1200.00');
    expect(weight.code, weight.stderr).toBe(0);
    expect(weight.stdout).toMatch(/^ {2}Heavy +up to 500 g 400, above 1200$/m);
    const subtotal = await method(store, 'By total', '--subtotal', '0:800,10000:0');
    expect(subtotal.stdout).toMatch(/^ {2}By total +from 0 800, from 10000 0$/m);

    const fractional = await method(store, 'Odd', '--flat', '6.5');
    expect(fractional).toMatchObject({ code: 1, stdout: '' });
    expect(fractional.stderr).toContain('--flat "6.5": JPY amounts have no decimals');
    const freeOver = await method(store, 'Odd', '--flat', '650', '--free-over', '4999.99');
    expect(freeOver.code).toBe(1);
    expect(freeOver.stderr).toContain('--free-over "4999.99": JPY amounts have no decimals');
    const bracket = await method(store, 'Odd', '--weight', '500:4.5');
    expect(bracket.code).toBe(1);
    expect(bracket.stderr).toContain(
      '--weight: "500:4.5" is not a pair such as 500:4 or *:12 (JPY amounts have no decimals)',
    );

    const zones = JSON.parse((await vitrine(['shipping', 'list', '--json', ...store])).stdout) as {
      methods: { title: string; rates: unknown; freeOver: number | null }[];
    }[];
    expect(zones[0]!.methods.map((m) => [m.title, m.rates, m.freeOver])).toEqual([
      ['Yu-Pack', { type: 'flat', amount: 650 }, 5000],
      [
        'Heavy',
        {
          type: 'weight',
          brackets: [
            { up_to_grams: 500, amount: 400 },
            { up_to_grams: null, amount: 1200 },
          ],
        },
        null,
      ],
      [
        'By total',
        {
          type: 'subtotal',
          tiers: [
            { min_subtotal: 0, amount: 800 },
            { min_subtotal: 10000, amount: 0 },
          ],
        },
        null,
      ],
    ]);
  });

  it('takes and prints whole yen for coupons in a JPY store, and percentages with two decimals still', async () => {
    const store = await storeIn('JPY');
    const coupon = await vitrine([
      'coupons',
      'create',
      'YEN500',
      '--amount',
      '500',
      '--minimum-subtotal',
      '3000',
      ...store,
    ]);
    expect(coupon.code, coupon.stderr).toBe(0);
    expect(coupon.stdout).toMatch(/^YEN500 +500 +active +0 uses +from 3000$/m);
    const halfYen = await vitrine(['coupons', 'create', 'HALF', '--amount', '500.5', ...store]);
    expect(halfYen.code).toBe(1);
    expect(halfYen.stderr).toContain('--amount "500.5": JPY amounts have no decimals');
    // Percentages keep their two decimals whatever the currency.
    const percent = await vitrine(['coupons', 'create', 'TWELVE', '--percent', '12.5', ...store]);
    expect(percent.stdout).toMatch(/^TWELVE +12\.50 % +active/m);
    const tax = await vitrine([
      'tax',
      'set',
      '--country',
      'JP',
      '--rate',
      '7.25',
      '--name',
      'Consumption tax',
      ...store,
    ]);
    expect(tax.stdout).toMatch(/^JP +7\.25 % +Consumption tax$/m);
    const coupons = JSON.parse((await vitrine(['coupons', 'list', '--json', ...store])).stdout) as {
      code: string;
      value: number;
      minimumSubtotal: number;
    }[];
    expect(coupons.map((c) => [c.code, c.value, c.minimumSubtotal])).toEqual([
      ['TWELVE', 1250, 0],
      ['YEN500', 500, 3000],
    ]);
    expect(JSON.parse((await vitrine(['tax', 'list', '--json', ...store])).stdout)).toMatchObject([
      { country: 'JP', rateBasisPoints: 725 },
    ]);
  });

  it('imports and exports a yen store’s product CSV in whole yen, listing a fractional yen by line and reason', async () => {
    const store = await storeIn('JPY');
    const file = path.join(scratch, 'yen.csv');
    writeFileSync(
      file,
      [
        'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price',
        'iron-teapot,Iron Teapot,Size,Small,POT-S,"1,200",1500.00',
        'iron-teapot,,,Large,POT-L,2400.5,',
        'iron-teapot,,,Family,POT-F,3000,',
        '',
      ].join('\n'),
    );
    const imported = await vitrine(['import', file, ...store]);
    expect(imported.code).toBe(1);
    expect(imported.stdout).toContain('variants: 2 created');
    expect(imported.stdout).toContain('line 3 (iron-teapot): bad price "2400.5": JPY amounts have no decimals');
    const exported = await vitrine(['export', ...store]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(',POT-S,0,0,1200,1500,');
    expect(exported.stdout).toContain(',POT-F,0,0,3000,,');
  });

  it('takes and prints three decimals in a KWD store', async () => {
    const store = await storeIn('KWD', 0.307);
    expect((await vitrine(['shipping', 'zone-create', '--name', 'Home', '--countries', 'KW', ...store])).code).toBe(0);
    const flat = await method(store, 'Courier', '--flat', '2.75', '--free-over', '30.125');
    expect(flat.code, flat.stderr).toBe(0);
    expect(flat.stdout).toMatch(/^ {2}Courier +2\.750 +free from 30\.125$/m);
    const extra = await method(store, 'Odd', '--flat', '2.7505');
    expect(extra.code).toBe(1);
    expect(extra.stderr).toContain('--flat "2.7505": KWD amounts have at most 3 decimals');
    const coupon = await vitrine(['coupons', 'create', 'FILS', '--amount', '1.5', ...store]);
    expect(coupon.stdout).toMatch(/^FILS +1\.500 +active/m);
    const zones = JSON.parse((await vitrine(['shipping', 'list', '--json', ...store])).stdout) as {
      methods: { rates: unknown; freeOver: number | null }[];
    }[];
    expect(zones[0]!.methods).toMatchObject([{ rates: { type: 'flat', amount: 2750 }, freeOver: 30125 }]);
    const coupons = JSON.parse((await vitrine(['coupons', 'list', '--json', ...store])).stdout) as { value: number }[];
    expect(coupons.map((c) => c.value)).toEqual([1500]);
  });
});
