import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCartUi, useStoredQuantity } from '@vitrine/headless';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddToCartForm } from '../AddToCartForm/AddToCartForm';
import { alderProductPage } from '../fixtures/productPage';
import {
  DemoBreadcrumb,
  DemoFooter,
  DemoHeader,
  fitsScreen,
  hasSiteFrame,
  PAGE_FROM_GLOBALS,
  pageArgTypes,
  PHONE_GLOBALS,
  type PageStoryArgs,
} from './demoChrome';
import { PageShell } from './PageShell';
import {
  preloadProductPage,
  ProductPage as ProductPageComposition,
  type ProductBuyBox,
} from './ProductPage/ProductPage';

const page = alderProductPage;
/** The buy box's parts load when the page is idle: on a busy machine that takes a moment. */
const LOADING = { timeout: 10_000 };
const { product } = page;
const path = `/products/${product.handle}`;

/**
 * The product page as the shop serves it: the kit's `ProductPage` with the
 * product route's loader data (reviews, comments, FAQ, size chart, recent
 * purchases, related products and the set), the theme's gallery and card
 * layouts and the shop's add-to-cart form, inside the site's frame with the
 * breadcrumb bar where the theme shows it.
 */
function ProductPage({ headerLayout, layout, galleryLayout, showBreadcrumbs }: PageStoryArgs) {
  const { showCart } = useCartUi();
  return (
    <PageShell
      page="product"
      header={<DemoHeader layout={headerLayout} />}
      footer={<DemoFooter />}
      breadcrumb={
        <DemoBreadcrumb
          routeName="product-index"
          path={path}
          title={product.title}
          // The route's page meta: a product in exactly one collection has it as its trail.
          pageMetaBreadcrumb={
            product.collections.length === 1
              ? product.collections.map((c) => ({ path: `/collections/${c.handle}`, name: c.title }))
              : null
          }
          showBreadcrumbs={showBreadcrumbs}
        />
      }
    >
      <ProductPageComposition
        {...page}
        galleryLayout={galleryLayout}
        cardLayout={layout}
        addToCart={(buy) => <StoryAddToCart buy={buy} />}
        onSetAdded={showCart}
      />
    </PageShell>
  );
}

/** The buy box as the shop fills it: the kit's add-to-cart form, its quantity kept per product in session storage. */
function StoryAddToCart({ buy }: { buy: ProductBuyBox }) {
  const { quantity, setQuantity } = useStoredQuantity(buy.product.ID);
  return (
    <AddToCartForm
      id={buy.formId}
      variant={buy.variant}
      product={buy.product.handle}
      productId={buy.product.ID}
      quantity={quantity}
      onQuantityChange={setQuantity}
      action={path}
    />
  );
}

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
  // The shop's server loads the page's on-demand parts before it serves the first page; so does the story.
  loaders: [async () => ({ parts: await preloadProductPage() })],
  // Done once the buy box's on-demand parts are drawn, as on the shop's first page: the checks
  // after it (accessibility) see the whole buy box, also where the play function does not run.
  afterEach: async ({ canvasElement }) => {
    await waitFor(() => {
      expect(canvasElement.querySelector('[data-testid="size-chart"]')).toHaveAttribute('data-state', 'ready');
      // No section that started loading is still on its way.
      expect(canvasElement.querySelector('[data-state="open"]')).toBeNull();
    }, LOADING);
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const theme: PageStoryArgs = loaded.pageArgs;
    const canvas = within(canvasElement);
    // One h1, the product's, in `main`. The checks below search their own part: a whole page is slow to search by role.
    const [title, ...others] = canvas.getAllByRole('heading', { level: 1 });
    await expect(others).toHaveLength(0);
    await expect(title).toHaveTextContent('Alder Linen Shirt');
    await expect(canvasElement.querySelector('main')).toContainElement(title!);
    // The theme's gallery layout and breadcrumb switch (vogue: stacked, no bar).
    await expect(canvas.getByTestId('product-page')).toHaveAttribute('data-gallery', theme.galleryLayout);
    const bar = canvasElement.querySelector<HTMLElement>('[data-testid="breadcrumb"]');
    if (theme.showBreadcrumbs?.headerModule || theme.showBreadcrumbs?.webNavigation) {
      await expect(bar).toHaveAccessibleName('Breadcrumb');
      await expect(within(bar!).getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/collections/shirts');
    } else {
      await expect(bar).toBeNull();
    }
    // The buy box: the section the title names.
    const buyBox = within(title!.closest('section')!);
    await expect(await buyBox.findByRole('button', { name: 'Size chart' }, LOADING)).toBeInTheDocument();
    // Choosing the sold-out Navy / XS disables adding it to the cart.
    await userEvent.click(await buyBox.findByRole('radio', { name: /^Navy/ }, LOADING));
    await userEvent.click(buyBox.getByRole('radio', { name: /^XS/ }));
    await expect(buyBox.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    // Back to an available choice (and to the page's first look, for screenshots).
    await userEvent.click(buyBox.getByRole('radio', { name: /^Sand/ }));
    await userEvent.click(buyBox.getByRole('radio', { name: /^M/ }));
    await expect(buyBox.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(hasSiteFrame(canvasElement)).toBe(true);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    // One column on a phone, whatever the theme's gallery layout: the buy box under the pictures, as wide as the page.
    const page = within(canvasElement).getByTestId('product-page');
    const buyBox = page.querySelector('h1')!.closest('section')!;
    const picture = page.querySelector('img')!;
    await expect(buyBox.getBoundingClientRect().top).toBeGreaterThan(picture.getBoundingClientRect().bottom);
    await expect(buyBox.getBoundingClientRect().width).toBeGreaterThan(page.getBoundingClientRect().width * 0.9);
    await expect(fitsScreen(canvasElement)).toBe(true);
  },
};
