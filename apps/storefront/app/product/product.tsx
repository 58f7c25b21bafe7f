import { useCallback, useState } from 'react';
import { data, Form, useNavigation, useRevalidator } from 'react-router';
import { StoreApiError, useCart, useStoredQuantity } from '@vitrine/headless';
import { Button, ProductPage, QuantityStepper, type ProductBuyBox, type ProductFeedbackAnswers } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { addToCartFromForm } from '../cart/add-to-cart.server';
import { useCartUi } from '../cart/CartUi';
import { PAGE_CACHE } from '../server/cache';
import { deferredStylesheets } from '../server/deferred-styles.server';
import { siteOrigin } from '../seo/origin.server';
import { productMeta } from '../seo/pages';
import type { PageHandle } from '../site/page-meta';
import { useStoreTheme } from '../site/theme';
import { feedbackFromForm } from './feedback.server';
import { loadProductExtras, loadShopperState } from './showcase.server';
import { variantFromAddress } from './variants';
import * as styles from './product.css';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const product = await context.commerce.catalog.getProduct(params.handle);
  if (!product) throw data(null, { status: 404, statusText: 'Not Found' });
  const [extras, shopper] = await Promise.all([
    loadProductExtras(context.commerce, product),
    loadShopperState(request, context),
  ]);
  const { reviews } = extras;
  return {
    product,
    // The review summary feeds the JSON-LD aggregate rating and the stars under the title.
    rating: reviews.count > 0 ? { average: reviews.average_rating, count: reviews.count } : null,
    extras,
    shopper,
    shareUrl: `${siteOrigin(request)}/products/${product.handle}`,
    initialVariantId: variantFromAddress(product, new URL(request.url).searchParams)?.ID ?? null,
    // The server draws the page's on-demand parts: their styles come with the page.
    stylesheets: deferredStylesheets('app/product/product.tsx'),
  };
}

/** The page's forms without JavaScript: a comment or a review, else the add to cart. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'comment' || intent === 'review') return feedbackFromForm(request, context, intent);
  return addToCartFromForm(request, context, params.handle);
}

/**
 * The site shell's breadcrumb (spec 2): a product in exactly one collection has
 * that collection as its page-meta trail; one in several follows the shopper
 * (the collection or all-products page they came from).
 */
export const handle = {
  routeName: 'product-index',
  pageMeta: ({ product }: Route.ComponentProps['loaderData']) => ({
    title: product.title,
    breadcrumb:
      product.collections.length === 1
        ? product.collections.map((collection) => ({ path: `/collections/${collection.handle}`, name: collection.title }))
        : null,
  }),
} satisfies PageHandle;

export function meta(args: Route.MetaArgs) {
  return productMeta(args.loaderData, args);
}

/** The HTML carries the shopper's wish list state: a browser may keep it, shared caches may not. */
export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { stylesheets, ...page } = loaderData;
  const { settings } = useStoreTheme();
  const { showCart } = useCartUi();
  const { revalidate } = useRevalidator();
  // Stable, so the page's on-demand parts are not drawn again before they hydrate.
  const onSignedIn = useCallback(() => void revalidate(), [revalidate]);
  const answers: ProductFeedbackAnswers | undefined = actionData && !('error' in actionData) ? actionData : undefined;
  const cartError = actionData && 'error' in actionData ? actionData.error.message : null;
  return (
    <>
      {stylesheets.map((href) => (
        // React puts these in the head, before the page is shown.
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <ProductPage
        {...page}
        galleryLayout={settings.layout.gallery}
        cardLayout={settings.layout.productCard}
        addToCart={(buy) => <ProductAddToCart buy={buy} serverError={cartError} />}
        onSignedIn={onSignedIn}
        onSetAdded={showCart}
        answers={answers}
      />
    </>
  );
}

/**
 * The buy box's add-to-cart form: quantity (kept in session storage under
 * `inputnum`, spec 3) and the add button. Without JavaScript it posts the
 * variant radios (they name this form) to the page's action.
 */
function ProductAddToCart({ buy, serverError }: { buy: ProductBuyBox; serverError: string | null }) {
  const { product, variant, isSoldOut, formId } = buy;
  // Kept in session storage under `inputnum`, so a reload or a trip to the cart and back keeps it (spec 3).
  const { quantity, setQuantity } = useStoredQuantity(product.ID);
  const [clientError, setClientError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cart = useCart();
  const { showCart } = useCartUi();
  const navigation = useNavigation();
  const { t } = useT();
  const error = clientError ?? serverError;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // With JavaScript the add goes through the cart hook, then the cart opens the theme's way.
    event.preventDefault();
    if (!variant) {
      setClientError(t('validation.selectVariant'));
      return;
    }
    setAdding(true);
    setClientError(null);
    try {
      await cart.add({ variant_id: variant.ID, quantity });
      showCart();
    } catch (e) {
      setClientError(e instanceof StoreApiError ? e.message : t('product.addFailed'));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Form method="post" id={formId} className={styles.form} onSubmit={onSubmit} data-testid="add-to-cart-form">
      <div className={styles.buyRow}>
        <QuantityStepper
          name="quantity"
          label={t('common.quantity')}
          decreaseLabel={t('common.decreaseQuantity')}
          increaseLabel={t('common.increaseQuantity')}
          value={quantity}
          min={1}
          max={Math.max(1, variant?.available ?? 1)}
          onChange={setQuantity}
        />
        <Button
          type="submit"
          name="intent"
          value="add"
          disabled={isSoldOut || adding || navigation.state === 'submitting'}
          data-testid="add-to-cart"
          className={styles.addButton}
        >
          {isSoldOut ? t('common.soldOut') : adding ? t('common.adding') : t('common.addToCart')}
        </Button>
      </div>
      {variant && variant.available > 0 && variant.available <= 5 ? (
        <p className={styles.stockNote} data-testid="low-stock">
          {t('product.onlyLeft', { count: variant.available })}
        </p>
      ) : null}
      <p role="alert" className={styles.error} data-testid="add-to-cart-error">
        {error}
      </p>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
