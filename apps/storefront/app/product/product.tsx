import { useCallback } from 'react';
import { data, useRevalidator } from 'react-router';
import { useStoredQuantity } from '@vitrine/headless';
import { AddToCartForm, ProductPage, type ProductBuyBox, type ProductFeedbackAnswers } from '@vitrine/ui';
import { addToCartErrors } from '../cart/cart-errors';
import { cartPageAction } from '../cart/cart-intents.server';
import { useCartUi } from '../cart/CartUi';
import { PAGE_CACHE } from '../server/cache';
import { deferredStylesheets } from '../server/deferred-styles.server';
import { siteOrigin } from '../seo/origin.server';
import { notFoundMeta, productMeta } from '../seo/pages';
import { metaInputOf } from '../seo/meta-input.server';
import type { PageHandle } from '../site/page-meta';
import { useStoreTheme } from '../site/theme';
import { feedbackFromForm } from './feedback.server';
import { loadProductExtras, loadShopperState } from './showcase.server';
import { variantFromAddress } from './variants';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const product = await context.commerce.catalog.getProduct(params.handle);
  if (!product) throw data(null, { status: 404, statusText: 'Not Found' });
  const [extras, shopper] = await Promise.all([
    loadProductExtras(context.commerce, product),
    loadShopperState(request, context),
  ]);
  const { reviews } = extras;
  // The review summary feeds the JSON-LD aggregate rating and the stars under the title.
  const rating = reviews.count > 0 ? { average: reviews.average_rating, count: reviews.count } : null;
  return {
    product,
    rating,
    // Title, Open Graph and JSON-LD are built here, so their builders stay off the page's JavaScript.
    meta: productMeta({ product, rating }, metaInputOf(request, context.commerce.store.url)),
    extras,
    shopper,
    shareUrl: `${siteOrigin(request, context.commerce.store.url)}/products/${product.handle}`,
    initialVariantId: variantFromAddress(product, new URL(request.url).searchParams)?.ID ?? null,
    // The server draws the page's on-demand parts: their styles come with the page.
    stylesheets: deferredStylesheets('app/product/product.tsx'),
  };
}

/**
 * The page's forms without JavaScript: a comment or a review, else the cart's
 * `add` intent, handled once (`runCartIntent`); an add lands on /cart.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'comment' || intent === 'review') return feedbackFromForm(request, context, intent);
  return cartPageAction(request, context, { successPath: '/cart', extra: { intent: 'add', product: params.handle } });
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
        ? product.collections.map((collection) => ({
            path: `/collections/${collection.handle}`,
            name: collection.title,
          }))
        : null,
  }),
} satisfies PageHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? notFoundMeta();
}

/** The HTML carries the shopper's wish list state: a browser may keep it, shared caches may not. */
export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { stylesheets, meta: _meta, ...page } = loaderData;
  const { settings } = useStoreTheme();
  const { showCart } = useCartUi();
  const { revalidate } = useRevalidator();
  // Stable, so the page's on-demand parts are not drawn again before they hydrate.
  const onSignedIn = useCallback(() => void revalidate(), [revalidate]);
  const answers: ProductFeedbackAnswers | undefined = actionData && !('error' in actionData) ? actionData : undefined;
  // A refused add posted without JavaScript comes back on its field.
  const cartErrors = actionData && 'error' in actionData ? addToCartErrors(actionData) : {};
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
        addToCart={(buy) => <ProductAddToCart buy={buy} errors={cartErrors} />}
        onSignedIn={onSignedIn}
        onSetAdded={showCart}
        answers={answers}
      />
    </>
  );
}

/**
 * The buy box: the kit's add-to-cart form (the cart's `add` intent with or
 * without JavaScript). The quantity is kept in session storage under
 * `inputnum` (spec 3); the variant radios name this form by its id.
 */
function ProductAddToCart({ buy, errors }: { buy: ProductBuyBox; errors: ReturnType<typeof addToCartErrors> }) {
  const { product, variant, formId } = buy;
  const { quantity, setQuantity } = useStoredQuantity(product.ID);
  return (
    <AddToCartForm
      id={formId}
      variant={variant}
      product={product.handle}
      productId={product.ID}
      quantity={quantity}
      onQuantityChange={setQuantity}
      // Posts to this page without JavaScript, so a refusal shows here; an add lands on /cart.
      action={`/products/${product.handle}`}
      errors={errors}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
