import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, CurrencyProvider, StoreProvider, type ExchangeRates } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoIpInfo, demoRates } from '../fixtures/chrome';
import { CurrencySelector } from './CurrencySelector';

beforeEach(() => localStorage.clear());

function renderSelector(ui: ReactNode, rates: ExchangeRates | null = demoRates) {
  // Server-known rates and IP info: the provider makes no request.
  const fetch = async () => new Response('{}', { status: rates ? 200 : 500 });
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  return render(
    <StoreProvider client={client} initialCart={null} reportError={() => {}}>
      <CurrencyProvider
        initialRates={rates}
        initialIpInfo={demoIpInfo}
        checkoutCurrency="USD"
        storage={{ local: localStorage, session: null }}
      >
        <main>{ui}</main>
      </CurrencyProvider>
    </StoreProvider>,
  );
}

const trigger = () => document.querySelector('summary')!;
const entries = () => within(screen.getByRole('group', { name: 'Show prices in' })).getAllByRole('button');

describe('CurrencySelector', () => {
  it('is a form that posts the choice to /currency without JavaScript: one submit button per entry', () => {
    renderSelector(<CurrencySelector redirectTo="/products/linen?variant=2" />);
    const form = screen.getByTestId('currency-form') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/currency');
    expect(form.querySelector('input[name="redirectTo"]')).toHaveValue('/products/linen?variant=2');
    for (const entry of entries()) {
      expect(entry).toHaveAttribute('type', 'submit');
      expect(entry).toHaveAttribute('name', 'currency');
    }
  });

  it('lists the Auto entry with the visitor country, then only currencies with a rate (spec 2, 5)', () => {
    renderSelector(<CurrencySelector />);
    expect(trigger()).toHaveAccessibleName('Currency: CAD, Auto (CA · CAD)');
    // The button shows the code prices are in; its name holds that text (WCAG 2.5.3).
    expect(trigger()).toHaveTextContent('CAD');
    expect(entries().map((entry) => entry.textContent)).toEqual([
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
    expect(entries().map((entry) => entry.getAttribute('value'))).not.toContain('MXN');
    expect(entries()[0]).toHaveAttribute('aria-current', 'true');
    expect(entries()[0]).toHaveAttribute('data-state', 'checked');
  });

  it('chooses in place once hydrated: stored as pricetype, shown on the button, nothing posted', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    const submitted: boolean[] = [];
    document.addEventListener('submit', (event) => submitted.push(event.defaultPrevented));
    await user.click(trigger());
    expect(trigger().parentElement).toHaveProperty('open', true);
    expect(trigger()).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: /^EUR/ }));
    expect(localStorage.getItem('pricetype')).toBe('EUR');
    expect(trigger()).toHaveAccessibleName('Currency: EUR');
    expect(trigger().parentElement).toHaveProperty('open', false);
    expect(trigger()).toHaveFocus();
    expect(submitted).toEqual([]);
    expect(screen.getByRole('button', { name: /^EUR/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Auto/ })).not.toHaveAttribute('aria-current');
  });

  it('moves through the list with the arrow keys and closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger().parentElement).toHaveProperty('open', true);
    // The chosen entry first, then down and round.
    expect(entries()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entries()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(entries().at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entries()[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger().parentElement).toHaveProperty('open', false);
    expect(trigger()).toHaveFocus();
  });

  it('closes when the shopper clicks elsewhere', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    await user.click(trigger());
    await user.click(document.body);
    expect(trigger().parentElement).toHaveProperty('open', false);
  });

  it('shows a message and no list when no rates are known', async () => {
    renderSelector(<CurrencySelector labels={{ unavailable: 'Währungen nicht verfügbar' }} />, null);
    await waitFor(() => expect(screen.getByTestId('currency-form')).toHaveTextContent('Währungen nicht verfügbar'));
    expect(document.querySelector('summary')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    renderSelector(<CurrencySelector />);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(trigger());
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
