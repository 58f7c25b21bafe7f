import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeStore } from '../../test/store';
import { Price } from './Price';

describe('Price', () => {
  it('shows a regular price as text', () => {
    const { container } = render(<Price amount={6800} currency="USD" />);
    const root = container.firstElementChild!;
    expect(root).not.toHaveAttribute('data-sale');
    expect(root).toHaveTextContent('$68.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows sale and struck-through regular price when compareAt is higher', () => {
    const { container } = render(<Price amount={24500} compareAt={32000} currency="USD" />);
    expect(container.firstElementChild).toHaveAttribute('data-sale');
    expect(container.querySelector('s')).toHaveTextContent('$320.00');
    expect(screen.getByText('Sale price $245.00')).toBeInTheDocument();
    expect(screen.getByText('Regular price $320.00')).toBeInTheDocument();
  });

  it('ignores a compareAt that is not higher than the price', () => {
    const { container } = render(<Price amount={5000} compareAt={5000} currency="USD" />);
    expect(container.firstElementChild).not.toHaveAttribute('data-sale');
    expect(container.querySelector('s')).toBeNull();
  });

  it('renders cents as superscript in centsub style, with a plain text for screen readers', () => {
    const { container } = render(<Price amount={123450} currency="USD" style="centsub" />);
    const sup = container.querySelector('sup');
    expect(sup).toHaveTextContent('50');
    expect(sup?.closest('[aria-hidden="true"]')?.textContent).toBe('$1,23450');
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('has no superscript for zero-decimal currencies', () => {
    const { container } = render(<Price amount={6800} currency="JPY" style="centsub" />);
    expect(container.querySelector('sup')).toBeNull();
    expect(container).toHaveTextContent('¥6,800');
  });

  it('puts the euro after the amount in a German locale, in both styles', () => {
    const { container, rerender } = render(<Price amount={6800} currency="EUR" locale="de-DE" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toMatch(/^68,00\s€$/);
    rerender(<Price amount={6800} currency="EUR" locale="de-DE" style="centsub" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('6800\u00a0€');
    expect(container.querySelector('sup')).toHaveTextContent('00');
  });

  it('translates the screen-reader labels', () => {
    render(<Price amount={100} compareAt={200} currency="USD" labels={{ salePrice: 'Prix soldé' }} />);
    expect(screen.getByText('Prix soldé $1.00')).toBeInTheDocument();
  });

  it('shows the price in the shopper currency and the theme style of the CurrencyProvider', () => {
    const { Provider } = fakeStore(undefined, {
      currency: 'EUR',
      rates: { base: 'USD', rates: { USD: 1, EUR: 0.5 } },
      currencyStyle: 'centsub',
    });
    const { container } = render(
      <Provider>
        <Price amount={2000} compareAt={3000} currency="USD" locale="de-DE" />
      </Provider>,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-currency', 'EUR');
    expect(root).toHaveAttribute('data-converted');
    expect(root).toHaveAttribute('data-style', 'centsub');
    expect(screen.getByText(/^Sale price 10,00\s€$/)).toBeInTheDocument();
    expect(screen.getByText(/^Regular price 15,00\s€$/)).toBeInTheDocument();
  });

  it('keeps the given currency when conversion is disabled (the charge currency), in the client locale', () => {
    const { Provider } = fakeStore(undefined, {
      locale: 'en-US',
      currency: 'EUR',
      rates: { base: 'USD', rates: { USD: 1, EUR: 0.5 } },
    });
    const { container } = render(
      <Provider>
        <Price amount={2000} currency="USD" isConversionDisabled />
      </Provider>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-currency', 'USD');
    expect(container.firstElementChild).not.toHaveAttribute('data-converted');
    expect(container).toHaveTextContent('$20.00');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Price amount={24500} compareAt={32000} currency="USD" style="centsub" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
