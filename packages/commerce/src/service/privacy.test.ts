import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { consentModeFor } from './privacy-regions';
import { createShopperService, type ShopperService } from './service';
import { SERVICE_RATE_LIMITS } from './service.limits';

let commerce: Commerce;
let service: ShopperService;
let clock = new Date('2025-06-01T08:00:00Z');

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
  service = createShopperService(commerce.db, { now: () => clock });
});
afterAll(() => commerce?.close());

let ipCounter = 0;
const freshIp = () => ({ ip: `192.0.2.${++ipCounter}` });
const fromGermany = { countries: ['DE'] };
const choices = { analytics: true, marketing: false, preferences: true };

describe('consent mode by region', () => {
  it.each([
    ['DE', null, 'opt_in'],
    ['FR', null, 'opt_in'],
    ['NO', null, 'opt_in'],
    ['IS', null, 'opt_in'],
    ['GB', null, 'opt_in'],
    ['CH', null, 'opt_in'],
    ['BR', null, 'opt_in'],
    ['CA', 'QC', 'opt_in'],
    ['CA', 'ON', 'notice'],
    ['US', 'CA', 'notice'],
    ['JP', null, 'notice'],
  ])('%s %s → %s', (country, state, mode) => {
    expect(consentModeFor(country, state)).toBe(mode);
  });
});

describe('GET /privacy_managements', () => {
  it('asks for opt-in in the EU with optional categories off, and links the policy', async () => {
    const settings = await service.privacySettings(fromGermany);
    expect(settings).toMatchObject({
      version: 1,
      country: 'DE',
      mode: 'opt_in',
      policy_url: '/policies/privacy-policy',
      decision: null,
      needs_decision: true,
    });
    expect(settings.categories.map((c) => [c.key, c.required, c.default])).toEqual([
      ['necessary', true, true],
      ['analytics', false, false],
      ['marketing', false, false],
      ['preferences', false, false],
    ]);
    for (const category of settings.categories) expect(category.description.length).toBeGreaterThan(10);
  });

  it('only gives notice elsewhere, optional categories on until the visitor opts out', async () => {
    const settings = await service.privacySettings({ countries: ['US'] });
    expect(settings.mode).toBe('notice');
    expect(settings.categories.every((c) => c.default)).toBe(true);
  });

  it('finds the country the way GET /ip does (Accept-Language when no CDN header)', async () => {
    expect((await service.privacySettings({ languages: ['fr-CH', 'fr'] })).country).toBe('CH');
    expect((await service.privacySettings({})).country).toBe('US');
  });

  it('refuses a visitor id that is not a UUID', async () => {
    await expectCommerceError(service.privacySettings(fromGermany, { visitor_id: 'abc' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'visitor_id',
    });
  });
});

describe('POST /privacy_managements', () => {
  it('records a decision with UTC time, country and mode, and shows it back', async () => {
    const visitor = randomUUID();
    const { decision } = await service.recordConsent(
      { visitor_id: visitor, categories: choices, version: 1 },
      fromGermany,
      freshIp(),
    );
    expect(decision).toEqual({
      visitor_id: visitor,
      categories: { necessary: true, ...choices },
      version: 1,
      country: 'DE',
      mode: 'opt_in',
      decided_at: '2025-06-01T08:00:00.000Z',
    });
    const settings = await service.privacySettings(fromGermany, { visitor_id: visitor });
    expect(settings.decision).toEqual(decision);
    expect(settings.needs_decision).toBe(false);
  });

  it('keeps every decision and the latest wins', async () => {
    const visitor = randomUUID();
    await service.recordConsent({ visitor_id: visitor, categories: choices, version: 1 }, fromGermany, freshIp());
    clock = new Date('2025-06-02T08:00:00Z');
    await service.recordConsent(
      { visitor_id: visitor, categories: { analytics: false, marketing: true, preferences: false }, version: 1 },
      { countries: ['US'] },
      freshIp(),
    );
    const latest = await service.consentFor(visitor);
    expect(latest).toMatchObject({
      categories: { analytics: false, marketing: true, preferences: false },
      country: 'US',
      mode: 'notice',
      decided_at: '2025-06-02T08:00:00.000Z',
    });
    const [row] = await commerce.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM consent_decisions WHERE visitor_id = $1',
      [visitor],
    );
    expect(row?.n).toBe(2);
  });

  it('finds a visitor in any letter case and answers null for strangers', async () => {
    const visitor = randomUUID();
    await service.recordConsent(
      { visitor_id: visitor.toUpperCase(), categories: choices, version: 1 },
      fromGermany,
      freshIp(),
    );
    expect((await service.consentFor(visitor))?.visitor_id).toBe(visitor);
    expect(await service.consentFor(randomUUID())).toBeNull();
    expect(await service.consentFor('not-a-uuid')).toBeNull();
  });

  it('never changes a recorded decision', async () => {
    const visitor = randomUUID();
    await service.recordConsent({ visitor_id: visitor, categories: choices, version: 1 }, fromGermany, freshIp());
    await expect(
      commerce.db.query('UPDATE consent_decisions SET marketing = true WHERE visitor_id = $1', [visitor]),
    ).rejects.toThrow(/audit log/);
    expect((await service.consentFor(visitor))?.categories.marketing).toBe(false);
  });

  it('asks again after the settings version changes', async () => {
    const visitor = randomUUID();
    await service.recordConsent({ visitor_id: visitor, categories: choices, version: 1 }, fromGermany, freshIp());
    await commerce.db.query(
      `UPDATE service_settings SET config = jsonb_set(config, '{version}', '2') WHERE name = 'privacy'`,
    );
    try {
      expect((await service.privacySettings(fromGermany, { visitor_id: visitor })).needs_decision).toBe(true);
      await expectCommerceError(
        service.recordConsent({ visitor_id: visitor, categories: choices, version: 1 }, fromGermany, freshIp()),
        {
          status: 409,
          code: 'CONSENT_VERSION_CHANGED',
          field: 'version',
        },
      );
      await service.recordConsent({ visitor_id: visitor, categories: choices, version: 2 }, fromGermany, freshIp());
      expect((await service.privacySettings(fromGermany, { visitor_id: visitor })).needs_decision).toBe(false);
    } finally {
      await commerce.db.query(
        `UPDATE service_settings SET config = jsonb_set(config, '{version}', '1') WHERE name = 'privacy'`,
      );
    }
  });

  it.each([
    ['visitor_id', { visitor_id: 'visitor-1' }],
    ['visitor_id', { visitor_id: undefined }],
    ['categories', { categories: undefined }],
    ['categories.marketing', { categories: { analytics: true, preferences: true } }],
    ['categories.analytics', { categories: { ...choices, analytics: 'yes' } }],
    ['version', { version: 0 }],
    ['version', { version: 1.5 }],
    ['version', { version: '1' }],
  ])('refuses a bad %s (case %#)', async (field, change) => {
    await expectCommerceError(
      service.recordConsent(
        { visitor_id: randomUUID(), categories: choices, version: 1, ...change },
        fromGermany,
        freshIp(),
      ),
      { status: 422, code: 'VALIDATION_FAILED', field },
    );
  });

  it('limits decisions per address', async () => {
    const ip = freshIp();
    const decide = () =>
      service.recordConsent({ visitor_id: randomUUID(), categories: choices, version: 1 }, fromGermany, ip);
    for (let i = 0; i < SERVICE_RATE_LIMITS.consent.limit; i++) await decide();
    await expectCommerceError(decide(), { status: 429, code: 'TOO_MANY_REQUESTS' });
  });
});
