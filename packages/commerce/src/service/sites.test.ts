import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@vitrine/headless/contract';
import type { Commerce } from '../commerce';
import { openTestCommerce } from '../test/harness';
import { createShopperService, type ShopperService } from './service';

let commerce: Commerce;
let service: ShopperService;

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
  service = createShopperService(commerce.db);
});
afterAll(() => commerce?.close());

describe('GET /api/app/multi_sites', () => {
  it('lists the demo sites with spec locales, the default one current', async () => {
    const { sites } = await service.multiSites({});
    expect(sites.map((s) => [s.id, s.locale, s.currency])).toEqual([
      ['us', 'en-US', 'USD'],
      ['eu', 'de-DE', 'EUR'],
      ['uk', 'en-US', 'GBP'],
      ['jp', 'ja-JP', 'JPY'],
      ['il', 'he-IL', 'ILS'],
    ]);
    for (const site of sites) expect(SITE_LOCALES).toContain(site.locale);
    expect(sites.filter((s) => s.is_current).map((s) => s.id)).toEqual(['us']);
    expect(sites.find((s) => s.id === 'eu')?.countries).toContain('DE');
  });

  it("suggests the site of the visitor's country", async () => {
    const result = await service.multiSites({ countries: ['JP'] });
    expect(result.country).toBe('JP');
    expect(result.suggested).toMatchObject({ id: 'jp', url: 'https://jp.vitrine.example', is_current: false });
    expect((await service.multiSites({ languages: ['he-IL'] })).suggested?.id).toBe('il');
  });

  it('suggests nothing when the current site serves the visitor, or no site lists the country', async () => {
    expect((await service.multiSites({ countries: ['US'] })).suggested).toBeNull();
    expect((await service.multiSites({ countries: ['AU'] })).suggested).toBeNull();
  });

  it("takes the current site from the request's host", async () => {
    const onEurope = await service.multiSites({ countries: ['FR'] }, 'EU.vitrine.example');
    expect(onEurope.sites.filter((s) => s.is_current).map((s) => s.id)).toEqual(['eu']);
    expect(onEurope.suggested).toBeNull();
    const usVisitor = await service.multiSites({ countries: ['US'] }, 'eu.vitrine.example');
    expect(usVisitor.suggested?.id).toBe('us');
    const unknownHost = await service.multiSites({}, 'localhost:5173');
    expect(unknownHost.sites.find((s) => s.is_current)?.id).toBe('us');
  });

  it('allows one default site only', async () => {
    await expect(commerce.db.query("UPDATE regional_sites SET is_default = true WHERE id = 'jp'")).rejects.toThrow();
  });
});
