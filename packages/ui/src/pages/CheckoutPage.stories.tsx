import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoPaymentIcons } from '../fixtures/checkout';
import { FormProvider, type FormProps } from '../kit/form';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage/CheckoutPage';
import { demoCheckoutCart, demoCheckoutCountries, demoCheckoutCountry, demoCheckoutValues, demoPaymentOptions } from './CheckoutPage/fixtures';
import { countriesNamedIn, DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, PHONE_GLOBALS, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';

/** The store answers a new shipping method with the cart repriced for it, as the engine does. */
const repricing = [
  http.post('/api/store/cart/shipping', async ({ request }) => {
    const { method_id } = (await request.json()) as { method_id: string };
    return HttpResponse.json(demoCheckoutCart(method_id));
  }),
];

/** The story's forms stay on the page (the shop's router would post them to the route action). */
function StayingForm({ onSubmit, ...props }: FormProps) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        event.preventDefault();
      }}
    />
  );
}

/** The shop's checkout page: the same composition the route renders, with demo data. */
function CheckoutStory({ headerLayout, countries, ...props }: CheckoutPageProps & PageStoryArgs) {
  return (
    <FormProvider component={StayingForm}>
      <PageShell page="checkout" header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
        <CheckoutPage {...props} countries={countriesNamedIn(countries, props.locale)} />
      </PageShell>
    </FormProvider>
  );
}

const meta = {
  title: 'Pages/Checkout',
  component: CheckoutStory,
  args: {
    step: 'all_in_one_checkout',
    cart: demoCheckoutCart(),
    countries: demoCheckoutCountries,
    country: demoCheckoutCountry,
    values: demoCheckoutValues,
    paymentMethods: demoPaymentOptions,
    paymentIcons: demoPaymentIcons,
    idempotencyKey: 'co_0123456789abcdef',
  },
  argTypes: { ...pageArgTypes, cart: { control: false }, countries: { control: false } },
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS, msw: { handlers: { checkout: repricing } } },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one-page checkout: switching to Express reprices the order on the server, and the pay button shows the new total. */
export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const express = demoCheckoutCart('express').cart_total;
    await userEvent.click(canvas.getByRole('radio', { name: /Express/ }));
    await expect(await canvas.findByText(`Pay $${(express / 100).toFixed(2)}`, undefined, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Contact: Story = { args: { step: 'contact_information' } };

export const Shipping: Story = {
  args: { step: 'shipping_method', review: { email: 'maya@example.com', shipTo: '2150 NW Lovejoy St, Portland, OR 97210, United States' } },
};

export const Payment: Story = {
  args: { step: 'payment_method', review: { email: 'maya@example.com', shipTo: '2150 NW Lovejoy St, Portland, OR 97210, United States' } },
};

/** A declined card: the message in place, focused, the form as it was. */
export const Declined: Story = {
  args: { failure: { code: 'PAYMENT_CARD_DECLINED', message: 'Your card was declined. Please try again or use another card.', key: 1 } },
};

/** Field messages from the server: on their fields, the first one focused. */
export const FieldErrors: Story = {
  args: { step: 'contact_information', errors: { email: 'Enter a valid email', 'shipping_address.city': 'Enter a city' } },
};

/** The first step on a phone, as `/checkouts` opens it in the shop. */
export const Mobile: Story = { args: { step: 'contact_information' }, globals: PHONE_GLOBALS, tags: ['phone'] };
