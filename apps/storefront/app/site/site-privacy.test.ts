import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_RECORD_KEY,
  PRIVACY_VISITOR_KEY,
  allowsTracking,
  fetchPrivacySettings,
  privacyVisitorId,
  readConsentRecord,
  saveConsent,
  writeConsentRecord,
} from './site-privacy';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('privacy visitor id', () => {
  it('makes a UUID once and keeps it', () => {
    const storage = memoryStorage();
    const first = privacyVisitorId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(privacyVisitorId(storage)).toBe(first);
    expect(storage.data.get(PRIVACY_VISITOR_KEY)).toBe(first);
  });

  it('replaces a stored value that is not a UUID (the consent log only takes UUIDs)', () => {
    const storage = memoryStorage({ [PRIVACY_VISITOR_KEY]: '3f9a0c51e2b47d86' });
    expect(privacyVisitorId(storage, () => '11111111-2222-4333-8444-555555555555')).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
  });

  it('still gives an id when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(privacyVisitorId(broken, () => '11111111-2222-4333-8444-555555555555')).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
  });
});

describe('consent record', () => {
  const decision = {
    visitor_id: '11111111-2222-4333-8444-555555555555',
    categories: { necessary: true as const, analytics: true, marketing: false, preferences: true },
    version: 1,
    country: 'DE',
    mode: 'opt_in' as const,
    decided_at: '2025-01-01T00:00:00.000Z',
  };

  it('remembers what the server recorded', () => {
    const storage = memoryStorage();
    writeConsentRecord(storage, decision);
    expect(readConsentRecord(storage)).toEqual({ version: 1, analytics: true, marketing: false, preferences: true });
    expect(allowsTracking(readConsentRecord(storage))).toBe(true);
  });

  it('reads nothing from garbage, and allows nothing without a record or with everything refused', () => {
    expect(readConsentRecord(memoryStorage({ [CONSENT_RECORD_KEY]: '{bad' }))).toBeNull();
    expect(readConsentRecord(memoryStorage({ [CONSENT_RECORD_KEY]: '{"analytics":true}' }))).toBeNull();
    expect(allowsTracking(null)).toBe(false);
    expect(allowsTracking({ version: 1, analytics: false, marketing: false, preferences: true })).toBe(false);
  });
});

describe('privacy API calls', () => {
  it('asks with the visitor id and saves the categories with the version shown', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce({ needs_decision: true })
      .mockResolvedValueOnce({ decision: { version: 2 } });
    await fetchPrivacySettings({ request }, 'id-1');
    expect(request).toHaveBeenLastCalledWith('GET', '/privacy_managements', { query: { visitor_id: 'id-1' } });
    const saved = await saveConsent(
      { request },
      { visitorId: 'id-1', version: 2, analytics: false, marketing: true, preferences: false },
    );
    expect(saved).toEqual({ version: 2 });
    expect(request).toHaveBeenLastCalledWith('POST', '/privacy_managements', {
      body: { visitor_id: 'id-1', version: 2, categories: { analytics: false, marketing: true, preferences: false } },
    });
  });
});
