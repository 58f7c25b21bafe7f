import { lazy, useEffect, useRef, useState } from 'react';
import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { StoreApiError, useCart, useStoredQuantity, useStoreEvents, type Product, type Variant } from '@vitrine/headless';
import { Button, ProductGallery, QuantityStepper, VariantPicker } from '@vitrine/ui';
import { addToCartFromForm } from '../cart/add-to-cart.server';
import { findVariant, initialVariant, optionsOf, type SelectedOptions } from './variants';
import { useCartUi } from '../cart/CartUi';
import { Money } from '../site/Money';
import { ShowcaseDeferred } from './ShowcaseDeferred';
import { ShowcaseSizeChart } from './ShowcaseSizeChart';
import { ShowcaseWishlistSlot } from './ShowcaseWishlistSlot';
import { loadProductExtras, loadShopperState } from './showcase.server';
import { galleryIndexOf, ratingStars } from './showcase-product';
import { PAGE_CACHE } from '../server/cache';
import { siteOrigin } from '../seo/origin.server';
import * as styles from './product.css';
import * as showcase from './showcase.css';
import { productMeta } from '../seo/pages';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/product';
import { useT } from '@vitrine/i18n';

/** Below the fold and on demand: reviews, comments, FAQ, the set, related and recently viewed products. */
/**
 * A product view, once per product (not again when only the variant changes):
 * `track:view_item` on the shopper-event bus and an entry in the browsing record.
 * Both modules load after the first paint, outside the page's first-load JS.
 */
function useProductView(product: Product, variant: Variant | null | undefined) {
  const bus = useStoreEvents();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current === product.ID) return;
    seen.current = product.ID;
    void Promise.all([import('./showcase-tracking'), import('./showcase-recently-viewed')]).then(
      ([tracking, record]) => {
        bus.publish(tracking.VIEW_ITEM_EVENT, tracking.itemEventPayload(product, variant));
        try {
          record.recordProductView(window.localStorage, product, Date.now());
        } catch {
          // Storage may be full or blocked (private mode): the page works without the record.
        }
      },
    );
    // Only a new product is a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, product.ID]);
}

const ProductExtras = lazy(() => import('./ShowcaseProductExtras'));
/** The recent-purchases ticker moves only after hydration; its code follows the first load. */
const LastSales = lazy(() => import('./ShowcaseLastSales'));
const ShareButtons = lazy(() => import('./ShowcaseShare'));

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
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
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

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, rating, extras, shopper, shareUrl } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<SelectedOptions>(() => {
    const first = initialVariant(product, searchParams.get('variant'));
    return first ? optionsOf(first) : {};
  });
  const variant = findVariant(product, selected) ?? null;
  const [galleryIndex, setGalleryIndex] = useState(() => galleryIndexOf(product, variant));
  // Kept in session storage under `inputnum`, so a reload or a trip to the cart and back keeps it (spec 3).
  const { quantity, setQuantity } = useStoredQuantity(product.ID);
  const [clientError, setClientError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cart = useCart();
  const { showCart } = useCartUi();
  const navigation = useNavigation();
  const { t, labels, locale } = useT();
  useProductView(product, variant);

  const soldOut = !variant || variant.available === 0;
  const serverError = actionData && 'error' in actionData ? actionData.error.message : null;
  const error = clientError ?? serverError;

  function choose(next: SelectedOptions) {
    setSelected(next);
    setClientError(null);
    const match = findVariant(product, next);
    if (match) {
      setGalleryIndex(galleryIndexOf(product, match));
      setSearchParams({ variant: String(match.ID) }, { replace: true, preventScrollReset: true });
    }
  }

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
    <div className={styles.page} data-testid="product-page" data-product-id={product.ID}>
      <div className={styles.layout}>
        <ProductGallery
          images={product.images}
          index={galleryIndex}
          onIndexChange={setGalleryIndex}
          labels={labels('ProductGallery')}
          className={styles.gallery}
        />
        <section className={styles.details} aria-labelledby="product-title">
          <p className={styles.vendor}>{product.vendor}</p>
          <h1 id="product-title" className={styles.title}>
            {product.title}
          </h1>
          {rating ? (
            <a href="#reviews" className={showcase.rating} data-testid="product-rating">
              <span className={showcase.ratingStars} aria-hidden="true">
                {ratingStars(rating.average)}
              </span>
              <span>{t('showcase.rating.summary', { rating: rating.average.toFixed(1), count: rating.count })}</span>
            </a>
          ) : null}
          <div className={styles.price} data-testid="product-price">
            <Money
              amount={variant?.price ?? product.price}
              compareAt={variant?.compare_at_price ?? null}
              currency={product.currency}
              size="lg"
            />
          </div>
          <Form method="post" className={styles.form} onSubmit={onSubmit} data-testid="add-to-cart-form">
            {product.options.length > 0 ? (
              <VariantPicker
                options={product.options}
                variants={product.variants}
                value={selected}
                onValueChange={(next) => choose(next)}
                name="option"
                labels={labels('VariantPicker')}
              />
            ) : null}
            {extras.sizeChart ? (
              <div className={showcase.toolsRow}>
                <ShowcaseSizeChart chart={extras.sizeChart} />
              </div>
            ) : null}
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
                disabled={soldOut || adding || navigation.state === 'submitting'}
                data-testid="add-to-cart"
                className={styles.addButton}
              >
                {soldOut ? t('common.soldOut') : adding ? t('common.adding') : t('common.addToCart')}
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
          <div className={showcase.toolsRow} data-testid="product-wishlist">
            <ShowcaseWishlistSlot
              product={product}
              variant={variant}
              isSignedIn={shopper.isSignedIn}
              csrfToken={shopper.csrfToken}
              wishedProductIds={shopper.wishedProductIds}
            />
          </div>
          {extras.lastSales.length > 0 ? (
            <ShowcaseDeferred placeholder={<div className={showcase.placeholderSmall} />} testId="last-sales">
              <LastSales sales={extras.lastSales} />
            </ShowcaseDeferred>
          ) : null}
          <div
            className={styles.description}
            dir="auto"
            dangerouslySetInnerHTML={{ __html: product.description_html }}
          />
          <ShowcaseDeferred placeholder={<div className={showcase.placeholderSmall} />} testId="product-share">
            <ShareButtons
              url={shareUrl}
              title={product.title}
              description={product.vendor}
              media={product.images[0] ? new URL(product.images[0].url, shareUrl).href : undefined}
            />
          </ShowcaseDeferred>
        </section>
      </div>
      <ShowcaseDeferred placeholder={<div className={showcase.placeholder} />} testId="product-extras">
        <ProductExtras product={product} extras={extras} />
      </ShowcaseDeferred>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
