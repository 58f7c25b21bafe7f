import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LanguageSelector } from './LanguageSelector';

function renderSelector(ui: ReactNode, locale = 'en-US') {
  const client = createStoreClient({
    baseUrl: 'http://shop.test/api/store',
    locale,
    fetch: async () => Response.json({}),
  });
  return render(
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <main>{ui}</main>
    </StoreProvider>,
  );
}

const trigger = () => document.querySelector('summary')!;
const entries = () => within(screen.getByRole('group', { name: 'Language' })).getAllByRole('button');

afterEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('LanguageSelector', () => {
  it('names the current language in its own words', () => {
    renderSelector(<LanguageSelector />, 'de-DE');
    expect(trigger()).toHaveAccessibleName('Language: Deutsch');
    expect(trigger()).toHaveTextContent('Deutsch');
  });

  it('is a form posting the locale to /locale without JavaScript, every store language in its own name (spec 2)', () => {
    renderSelector(<LanguageSelector redirectTo="/cart" />);
    const form = screen.getByTestId('language-form') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/locale');
    expect(form.querySelector('input[name="redirectTo"]')).toHaveValue('/cart');
    expect(entries().map((entry) => entry.getAttribute('value'))).toEqual([
      'da-DK',
      'de-DE',
      'en-US',
      'es-ES',
      'fi-FI',
      'fr-FR',
      'he-IL',
      'it-IT',
      'ja-JP',
      'ko-KR',
      'nl-NL',
      'no-NO',
      'pt-PT',
      'ru-RU',
      'sv-SE',
      'zh-CN',
    ]);
    for (const entry of entries()) expect(entry).toHaveAttribute('name', 'locale');
    const hebrew = screen.getByRole('button', { name: 'עברית' });
    expect(hebrew).toHaveAttribute('lang', 'he-IL');
    expect(hebrew.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(
      entries()
        .filter((entry) => entry.getAttribute('aria-current') === 'true')
        .map((e) => e.getAttribute('value')),
    ).toEqual(['en-US']);
  });

  it('chooses through useLocale once hydrated: the cookie is set and the app is told, nothing posted', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    renderSelector(<LanguageSelector onLocaleChange={onLocaleChange} />);
    const submitted: boolean[] = [];
    document.addEventListener('submit', (event) => submitted.push(event.defaultPrevented));
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr-FR');
    expect(document.cookie).toContain('locale=fr-FR');
    expect(trigger()).toHaveAccessibleName('Language: Français');
    expect(trigger()).toHaveFocus();
    expect(submitted).toEqual([]);
  });

  it('takes translated labels and a shorter list', async () => {
    renderSelector(
      <LanguageSelector
        options={[
          { locale: 'he-IL', label: 'עברית', dir: 'rtl' },
          { locale: 'en-US', label: 'English', dir: 'ltr' },
        ]}
        labels={{ trigger: (name) => `שפה: ${name}`, listTitle: 'שפה' }}
      />,
      'he-IL',
    );
    expect(trigger()).toHaveAccessibleName('שפה: עברית');
    expect(within(screen.getByRole('group', { name: 'שפה' })).getAllByRole('button')).toHaveLength(2);
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    renderSelector(<LanguageSelector />, 'ja-JP');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(trigger());
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
