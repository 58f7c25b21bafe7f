import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStoreClient, CurrencyProvider, StoreProvider, type ExchangeRates, type IpInfo } from '@vitrine/headless';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { demoIpInfo, demoRates } from '../fixtures/chrome';
import { CurrencySelector, type CurrencySelectorProps } from './CurrencySelector';

interface Scenario {
  /** Rates the page was rendered with; `null` makes the provider fetch them (and fail). */
  rates: ExchangeRates | null;
  ipInfo: IpInfo;
  /** Keep `GET /exchanges` waiting, to show the loading state. */
  isSlow?: boolean;
}

/** Its own providers with server-known rates, so every story is deterministic and needs no network. */
function WithCurrency({ rates, ipInfo, isSlow, ...props }: CurrencySelectorProps & Scenario) {
  const client = useMemo(
    () =>
      createStoreClient({
        baseUrl: '/api/store',
        fetch: () => (isSlow ? new Promise<Response>(() => {}) : Promise.resolve(new Response('{}', { status: 503 }))),
      }),
    [isSlow],
  );
  return (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <CurrencyProvider initialRates={rates} initialIpInfo={ipInfo} checkoutCurrency="USD" storage={null}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 420 }}>
          <CurrencySelector {...props} />
        </div>
      </CurrencyProvider>
    </StoreProvider>
  );
}

const meta = {
  title: 'Components/CurrencySelector',
  component: CurrencySelector,
  render: (args) => <WithCurrency rates={demoRates} ipInfo={demoIpInfo} {...args} />,
  parameters: { fromGlobals: ['locale'] },
} satisfies Meta<typeof CurrencySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Auto (the visitor's country currency) is chosen until the shopper picks one. */
export const Closed: Story = {};

/** Open: Auto first, then only the currencies with a rate (no MXN, ARS, UYU, RUB). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(12);
    await expect(menu).not.toHaveTextContent('MXN');
  },
};

/** Choosing EUR marks it current and shows it on the button. */
export const ChooseCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    await userEvent.click(within(document.body).getByRole('menuitemradio', { name: /EUR/ }));
    await expect(canvas.getByRole('button', { name: 'Currency: EUR' })).toBeInTheDocument();
  },
};

/** Currency names in the page's language. */
export const German: Story = { args: { locale: 'de-DE', labels: { listTitle: 'Preise anzeigen in', trigger: (c) => `Währung: ${c}` } } };

/** Rates still loading: the button waits. */
export const Loading: Story = { render: (args) => <WithCurrency rates={null} ipInfo={demoIpInfo} isSlow {...args} /> };

/** Rates could not be loaded: prices stay in the store currency and there is nothing to choose. */
export const Unavailable: Story = { render: (args) => <WithCurrency rates={null} ipInfo={demoIpInfo} {...args} /> };
