import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Variant } from '@vitrine/headless';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Button } from '../Button/Button';
import { FAQ } from '../FAQ/FAQ';
import { demoProducts } from '../fixtures/demo';
import { alderProduct, alderReviews, alderReviewSummary, alderSizeChart, faqItems } from '../fixtures/product';
import { GuessYouLike } from '../GuessYouLike/GuessYouLike';
import { Price } from '../Price/Price';
import { ProductGallery } from '../ProductGallery/ProductGallery';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Reviews } from '../Reviews/Reviews';
import { ShareButtons } from '../ShareButtons/ShareButtons';
import { SizeChart } from '../SizeChart/SizeChart';
import { Titles } from '../Titles/Titles';
import { defaultSelection, findVariant } from '../VariantPicker/variants';
import { VariantPicker } from '../VariantPicker/VariantPicker';
import { WishlistButton } from '../WishlistButton/WishlistButton';
import { DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, PHONE_GLOBALS, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';
import * as styles from './pages.css';

const product = alderProduct;
const breadcrumb = [
  { label: 'Home', href: '/', isCurrent: false },
  { label: 'Shirts', href: '/collections/shirts', isCurrent: false },
  { label: product.title, href: null, isCurrent: true },
];
const startSelection = defaultSelection(product.options, product.variants);

/**
 * The product page: breadcrumb, gallery beside the buy box (balanced by the
 * theme's gallery layout), then reviews, questions and recommendations.
 */
function ProductPage({ headerLayout, layout, galleryLayout = 'carousel', currencyStyle, locale, showBreadcrumbs = true }: PageStoryArgs & { showBreadcrumbs?: boolean }) {
  const [variant, setVariant] = useState<Variant | null>(findVariant(product.variants, startSelection) ?? null);
  const [quantity, setQuantity] = useState(1);
  const isSoldOut = !variant || variant.available === 0;
  return (
    <PageShell
      page="product"
      header={<DemoHeader layout={headerLayout} />}
      footer={<DemoFooter />}
      breadcrumb={<Breadcrumb items={breadcrumb} isShown={showBreadcrumbs} />}
    >
      <div className={styles.product} data-gallery={galleryLayout}>
        <ProductGallery images={product.images} />
        <div className={styles.buyBox}>
          <p className={styles.vendor}>{product.vendor}</p>
          <Titles level={1} variant="page" title={product.title} />
          <Price amount={variant?.price ?? product.price} compareAt={variant?.compare_at_price} currency={product.currency} style={currencyStyle} locale={locale} size="lg" />
          <VariantPicker
            options={product.options}
            variants={product.variants}
            defaultValue={startSelection}
            onValueChange={(_, next) => setVariant(next)}
          />
          {/* A block of its own so the trigger keeps its width at the start of the buy box. */}
          <div>
            <SizeChart chart={alderSizeChart} locale={locale} />
          </div>
          <div className={styles.row}>
            <QuantityStepper value={quantity} onChange={setQuantity} max={variant?.available || undefined} disabled={isSoldOut} />
            <Button size="lg" className={styles.grow} disabled={isSoldOut}>
              {isSoldOut ? 'Sold out' : 'Add to cart'}
            </Button>
            <WishlistButton productId={product.ID} variantId={variant?.ID} isNoStock={isSoldOut} />
          </div>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.description_html }} />
          <ShareButtons url={`https://northwind.example/products/${product.handle}`} title={product.title} networks={['facebook', 'pinterest', 'x', 'email']} />
        </div>
      </div>
      <Reviews reviews={alderReviews} summary={alderReviewSummary} locale={locale} />
      <FAQ title="Shipping, sizing and returns" items={faqItems} />
      <GuessYouLike products={demoProducts.filter((p) => p.ID !== product.ID)} layout={layout} currencyStyle={currencyStyle} locale={locale} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  argTypes: { ...pageArgTypes, showBreadcrumbs: { control: 'boolean' } },
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Alder Linen Shirt');
    // Choosing the sold-out Navy / XS disables adding it to the cart.
    await userEvent.click(canvas.getByRole('radio', { name: /Navy/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^XS/ }));
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    // Back to an available choice (and to the page's first look, for screenshots).
    await userEvent.click(canvas.getByRole('radio', { name: /Sand/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^M/ }));
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };
