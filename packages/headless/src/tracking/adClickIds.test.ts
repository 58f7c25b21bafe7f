import { describe, expect, it } from 'vitest';
import {
  AD_CLICK_IDS_SESSION_KEY,
  CAMPAIGN_MEDIUM_SESSION_KEY,
  loadAdClickIds,
  loadCampaignMedium,
  readAdClickIds,
  rememberAdClickIds,
  rememberCampaignMedium,
} from './adClickIds';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('ad-click ids', () => {
  it('reads the known click-id parameters only', () => {
    expect(readAdClickIds('?ttclid=t1&fbclid=f1&gclid=g1&utm_source=news&gclid2=x')).toEqual({
      ttclid: 't1',
      fbclid: 'f1',
      gclid: 'g1',
    });
    expect(readAdClickIds('?gclid=')).toEqual({});
  });

  it('keeps them in session storage and merges later clicks', () => {
    const storage = memoryStorage();
    expect(rememberAdClickIds(storage, '?gclid=g1&fbclid=f1')).toEqual({ gclid: 'g1', fbclid: 'f1' });
    expect(rememberAdClickIds(storage, '?gclid=g2')).toEqual({ gclid: 'g2', fbclid: 'f1' });
    expect(JSON.parse(storage.map.get(AD_CLICK_IDS_SESSION_KEY) ?? '')).toEqual({ gclid: 'g2', fbclid: 'f1' });
  });

  it('keeps the record when a later page has no click id', () => {
    const storage = memoryStorage();
    rememberAdClickIds(storage, '?ttclid=t1');
    expect(rememberAdClickIds(storage, '?page=2')).toEqual({ ttclid: 't1' });
    expect(loadAdClickIds(storage)).toEqual({ ttclid: 't1' });
  });

  it('ignores an unreadable record and a failing storage', () => {
    expect(loadAdClickIds(memoryStorage({ [AD_CLICK_IDS_SESSION_KEY]: '{oops' }))).toEqual({});
    expect(loadAdClickIds(memoryStorage({ [AD_CLICK_IDS_SESSION_KEY]: '[1]' }))).toEqual({});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(rememberAdClickIds(full, '?gclid=g')).toEqual({});
  });
});

describe('campaign medium', () => {
  it('keeps the landing utm_medium for the visit; a later campaign link replaces it, a plain page keeps it', () => {
    const storage = memoryStorage();
    expect(loadCampaignMedium(storage)).toBe('');
    expect(rememberCampaignMedium(storage, '?utm_source=news&utm_medium=email')).toBe('email');
    expect(rememberCampaignMedium(storage, '?page=2')).toBe('email');
    expect(rememberCampaignMedium(storage, '?utm_medium=%20cpc%20')).toBe('cpc');
    expect(storage.map.get(CAMPAIGN_MEDIUM_SESSION_KEY)).toBe('cpc');
    expect(rememberCampaignMedium(storage, `?utm_medium=${'x'.repeat(300)}`)).toHaveLength(100);
  });

  it('reads nothing from missing or refusing storage', () => {
    expect(loadCampaignMedium(null)).toBe('');
    expect(
      loadCampaignMedium({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('');
  });
});
