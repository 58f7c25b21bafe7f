import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LanguageSelector } from './LanguageSelector';

beforeAll(() => {
  // Radix measures the list with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('LanguageSelector', () => {
  it('names the current language in its own words', () => {
    render(<LanguageSelector locale="de-DE" onLocaleChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Language: Deutsch' })).toHaveTextContent('Deutsch');
  });

  it('offers every store language in its own name, with lang and dir, the current one checked', async () => {
    const user = userEvent.setup();
    render(<LanguageSelector locale="en-US" onLocaleChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Language/ }));
    const entries = screen.getAllByRole('menuitemradio');
    expect(entries.map((entry) => entry.getAttribute('lang'))).toEqual([
      'da-DK', 'de-DE', 'en-US', 'es-ES', 'fi-FI', 'fr-FR', 'he-IL', 'it-IT',
      'ja-JP', 'ko-KR', 'nl-NL', 'no-NO', 'pt-PT', 'ru-RU', 'sv-SE', 'zh-CN',
    ]);
    const hebrew = screen.getByRole('menuitemradio', { name: 'עברית' });
    expect(hebrew.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toBeInTheDocument();
    expect(entries.filter((entry) => entry.getAttribute('aria-checked') === 'true').map((e) => e.getAttribute('lang'))).toEqual(['en-US']);
  });

  it('calls back with the chosen locale, from the keyboard too', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    render(<LanguageSelector locale="en-US" onLocaleChange={onLocaleChange} />);
    screen.getByRole('button', { name: /Language/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr-FR');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('takes translated labels and a shorter list', async () => {
    const user = userEvent.setup();
    render(
      <LanguageSelector
        locale="he-IL"
        onLocaleChange={() => {}}
        options={[{ locale: 'he-IL', label: 'עברית', dir: 'rtl' }, { locale: 'en-US', label: 'English', dir: 'ltr' }]}
        labels={{ trigger: (name) => `שפה: ${name}`, listTitle: 'שפה' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'שפה: עברית' }));
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(2);
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    render(<main><LanguageSelector locale="ja-JP" onLocaleChange={() => {}} /></main>);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(await axeViolations(screen.getByRole('menu'))).toEqual([]);
  });
});
