import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs';
import type { Messages } from './catalog';
import { createI18n } from './I18nProvider';
import { PAGE_LABEL_TABLES } from './pageLabels';

describe('translation contexts', () => {
  it('are made once per catalogue and locale, so every request of a locale reuses the labels already built', () => {
    const german = CATALOGS['de-DE'] as Messages;
    const first = createI18n('de-DE', german);
    const again = createI18n('de-DE', german);
    expect(again).toBe(first);
    expect(again.labels('CartDrawer')).toBe(first.labels('CartDrawer'));
    expect(first.withTables(PAGE_LABEL_TABLES)).toBe(again.withTables(PAGE_LABEL_TABLES));
    expect(first.withTables(PAGE_LABEL_TABLES).labels('CartPage')).toBe(
      again.withTables(PAGE_LABEL_TABLES).labels('CartPage'),
    );
  });

  it('keep locales, catalogues and label tables apart', () => {
    const german = CATALOGS['de-DE'] as Messages;
    const english = CATALOGS['en-US'] as Messages;
    expect(createI18n('de-DE', german)).not.toBe(createI18n('en-US', english));
    // The same catalogue read with another locale's plural rules is another context.
    expect(createI18n('de-AT', german)).not.toBe(createI18n('de-DE', german));
    expect(createI18n('de-DE', german).labels('CartDrawer')).not.toEqual(
      createI18n('en-US', english).labels('CartDrawer'),
    );
    const base = createI18n('de-DE', german);
    expect(base.withTables(PAGE_LABEL_TABLES)).not.toBe(base);
    expect(base.withTables(PAGE_LABEL_TABLES).t('common.yourCart')).toBe(base.t('common.yourCart'));
  });
});
