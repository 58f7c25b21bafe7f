import type { Meta, StoryObj } from '@storybook/react-vite';
import { changedAtOf } from '@vitrine/headless';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoCartWithCoupon, demoCountries, demoCouponCart, demoShippingMethods } from '../fixtures/checkout';
import { CartPage as CartPageComposition } from './CartPage/CartPage';
import {
  countriesNamedIn,
  DemoBreadcrumb,
  DemoFooter,
  DemoHeader,
  PAGE_FROM_GLOBALS,
  pageArgTypes,
  PHONE_GLOBALS,
  type PageStoryArgs,
} from './demoChrome';
import { PageShell } from './PageShell';
import { StoryCart } from './storyCart';

const cart = demoCartWithCoupon;
const unitedStates = demoCountries.find((country) => country.code === 'US') ?? null;

/** The store answers a picked method with this cart repriced for it, at a newer revision, as the engine does. */
const shippingAnswers = [
  http.post('/api/store/cart/shipping', async ({ request }) => {
    const { method_id } = (await request.json()) as { method_id: string };
    if (!demoShippingMethods.some((method) => method.id === method_id)) {
      return HttpResponse.json(
        {
          status: 422,
          code: 'SHIPPING_METHOD_UNAVAILABLE',
          message: 'No shipping methods available',
          field: 'method_id',
        },
        { status: 422 },
      );
    }
    return HttpResponse.json(demoCouponCart(method_id, cart.revision + 1));
  }),
];

/** The cart page (theme cart type `page`) as the shop's cart route renders it, in the site's frame with the breadcrumb bar where the theme shows it. */
function CartPage({
  headerLayout,
  currencyStyle,
  locale,
  showBreadcrumbs,
  reservationMinutes = null,
}: PageStoryArgs & { reservationMinutes?: number | null }) {
  return (
    <PageShell
      page="cart"
      header={<DemoHeader layout={headerLayout} />}
      footer={<DemoFooter />}
      breadcrumb={<DemoBreadcrumb routeName="cart" path="/cart" title="Your cart" showBreadcrumbs={showBreadcrumbs} />}
    >
      <StoryCart cart={cart}>
        <CartPageComposition
          cart={cart}
          limits={{ min: null, max: null }}
          noteMaxLength={500}
          countries={countriesNamedIn(
            demoCountries.map(({ code, name }) => ({ code, name })),
            locale,
          )}
          states={unitedStates ? { code: unitedStates.code, states: unitedStates.states } : null}
          // The page as the server sent it four minutes after the cart's last change.
          reservation={{ minutes: reservationMinutes, serverNow: changedAtOf(cart.revision) + 4 * 60_000 }}
          locale={locale}
          currencyStyle={currencyStyle}
        />
      </StoryCart>
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  argTypes: pageArgTypes,
  parameters: {
    layout: 'fullscreen',
    fromGlobals: PAGE_FROM_GLOBALS,
    msw: { handlers: { cartPage: shippingAnswers } },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping estimated for Oregon: picking Express goes to the store, and the totals show its cost. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const shipping = canvas.getByTestId('cart-shipping');
    await expect(shipping).toHaveTextContent('Free');
    await userEvent.click(await canvas.findByRole('radio', { name: /Express/ }, { timeout: 10_000 }));
    // The server's cart, not the click alone (a pending change never recomputes totals): Express is paid for.
    await waitFor(() => expect(shipping).not.toHaveTextContent('Free'), { timeout: 10_000 });
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
  },
};

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

/** The store sets `cart.reservation_minutes` to 15 (spec 9): the countdown runs from the cart's last change; nothing is said to be set aside. */
export const ReservationCountdown: Story = {
  args: { reservationMinutes: 15 },
  play: async ({ canvasElement }) => {
    const countdown = await within(canvasElement).findByTestId('reservation-countdown');
    await expect(countdown).toHaveAttribute('data-state', 'running');
    await expect(within(countdown).getByRole('status')).toHaveTextContent(/11 minutes/);
  },
};
