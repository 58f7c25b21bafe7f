import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCartWithCoupon, demoCountries } from '../fixtures/checkout';
import { alderShirt, juniperBeanie, marlowTote, harborCoat } from '../fixtures/demo';
import { GuessYouLike } from '../GuessYouLike/GuessYouLike';
import { CartPage as CartPageComposition } from './CartPage/CartPage';
import { countriesNamedIn, DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, PHONE_GLOBALS, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';
import { StoryCart } from './storyCart';

const cart = demoCartWithCoupon;
const unitedStates = demoCountries.find((country) => country.code === 'US') ?? null;

/** The cart page (theme cart type `page`): the shop's own composition, then recommendations. */
function CartPage({ headerLayout, layout, currencyStyle, locale }: PageStoryArgs) {
  return (
    <PageShell page="cart" header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
      <StoryCart cart={cart}>
        <CartPageComposition
          cart={cart}
          limits={{ min: null, max: null }}
          noteMaxLength={500}
          countries={countriesNamedIn(demoCountries.map(({ code, name }) => ({ code, name })), locale)}
          states={unitedStates ? { code: unitedStates.code, states: unitedStates.states } : null}
          locale={locale}
          currencyStyle={currencyStyle}
        />
      </StoryCart>
      <GuessYouLike products={[juniperBeanie, alderShirt, harborCoat, marlowTote]} layout={layout} currencyStyle={currencyStyle} locale={locale} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(await canvas.findByRole('radio', { name: /Express/ }));
    await expect(await canvas.findByRole('radio', { name: /Express/ })).toBeChecked();
  },
};

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };
