import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, CurrencyProvider, StoreProvider, type ExchangeRates } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoIpInfo, demoRates } from '../fixtures/chrome';
import { CurrencySelector } from './CurrencySelector';

beforeAll(() => {
  // Radix measures the list with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => localStorage.clear());

function renderSelector(ui: ReactNode, rates: ExchangeRates | null = demoRates) {
  // Server-known rates and IP info: the provider makes no request.
  const fetch = async () => new Response('{}', { status: rates ? 200 : 500 });
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  return render(
    <StoreProvider client={client} initialCart={null} reportError={() => {}}>
      <CurrencyProvider initialRates={rates} initialIpInfo={demoIpInfo} checkoutCurrency="USD" storage={{ local: localStorage, session: null }}>
        {ui}
      </CurrencyProvider>
    </StoreProvider>,
  );
}

describe('CurrencySelector', () => {
  it('shows the Auto entry with the visitor country, then only currencies with a rate', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    const button = await screen.findByRole('button', { name: 'Currency: Auto (CA · CAD)' });
    await user.click(button);
    const menu = screen.getByRole('menu');
    const entries = within(menu).getAllByRole('menuitemradio');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Auto (CA · CAD)',
      'AUDAustralian Dollar',
      'CADCanadian Dollar',
      'CNYChinese Yuan',
      'EUREuro',
      'GBPBritish Pound',
      'JPYJapanese Yen',
      'NZDNew Zealand Dollar',
      'USDUS Dollar',
      'INRIndian Rupee',
      'BRLBrazilian Real',
      'KRWSouth Korean Won',
    ]);
    // MXN, ARS, UYU and RUB have no rate.
    expect(menu).not.toHaveTextContent('MXN');
    expect(entries[0]).toHaveAttribute('aria-checked', 'true');
    expect(entries[0]).toHaveAttribute('data-state', 'checked');
  });

  it('chooses a currency: stored as pricetype, marked current, shown on the button', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    await user.click(await screen.findByRole('button', { name: /Currency/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /EUR/ }));
    expect(localStorage.getItem('pricetype')).toBe('EUR');
    const button = screen.getByRole('button', { name: 'Currency: EUR' });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('menuitemradio', { name: /EUR/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: /Auto/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('opens from the keyboard and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    const button = await screen.findByRole('button', { name: /Currency/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('is disabled with a message when no rates are known', async () => {
    renderSelector(<CurrencySelector labels={{ unavailable: 'Währungen nicht verfügbar' }} />, null);
    const button = await screen.findByRole('button', { name: /Currency/ });
    await waitFor(() => expect(button).toHaveTextContent('Währungen nicht verfügbar'));
    expect(button).toBeDisabled();
    // The accessible name holds the visible text (WCAG 2.5.3).
    expect(button).toHaveAccessibleName('Currency: Währungen nicht verfügbar');
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: /Currency/ }));
    // The open list is checked on its own: it is portalled to <body>, outside any page landmark.
    expect(await axeViolations(screen.getByRole('menu'))).toEqual([]);
  });
});
