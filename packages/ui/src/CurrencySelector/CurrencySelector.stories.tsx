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

/** Open: Auto first, then only the currencies with a rate (no MXN, ARS, UYU, RUB), each a submit button of the form. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvasElement.querySelector('summary')!);
    const list = canvas.getByRole('group', { name: 'Show prices in' });
    await expect(within(list).getAllByRole('button')).toHaveLength(12);
    await expect(list).not.toHaveTextContent('MXN');
  },
};

/** Choosing EUR re-prices in place, marks it current and shows it on the button. */
export const ChooseCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvasElement.querySelector('summary')!);
    await userEvent.click(canvas.getByRole('button', { name: /^EUR/ }));
    await expect(canvasElement.querySelector('summary')).toHaveAccessibleName('Currency: EUR');
  },
};

/** In a footer the list opens upwards. */
export const InFooter: Story = {
  args: { side: 'top' },
  render: (args) => (
    <div style={{ paddingBlockStart: 380 }}>
      <WithCurrency rates={demoRates} ipInfo={demoIpInfo} {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('summary')!);
  },
};

/** Currency names in the page's language. */
export const German: Story = {
  args: { locale: 'de-DE', labels: { listTitle: 'Preise anzeigen in', trigger: (c) => `Währung: ${c}` } },
};

/** Rates still loading: the button waits. */
export const Loading: Story = { render: (args) => <WithCurrency rates={null} ipInfo={demoIpInfo} isSlow {...args} /> };

/** Rates could not be loaded: prices stay in the store currency and there is nothing to choose. */
export const Unavailable: Story = { render: (args) => <WithCurrency rates={null} ipInfo={demoIpInfo} {...args} /> };
