import {
  useStoreEvents,
  type CommentPage,
  type Product,
  type ProductSummary,
  type ReviewPage,
  type Variant,
  type WishlistToggleResult,
} from '@vitrine/headless';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FAQItem } from '../../FAQ/FAQ';
import type { LastSale, LastSalesProps } from '../../LastSales/LastSales';
import { useLabels } from '../../kit/labels';
import { Price } from '../../Price/Price';
import type { GalleryCarouselProps } from '../../ProductGallery/GalleryCarousel';
import { GalleryList, PRODUCT_GALLERY_SIZES } from '../../ProductGallery/GalleryParts';
import { DEFAULT_PRODUCT_GALLERY_LABELS } from '../../ProductGallery/labels';
import type { SizeChartData, SizeChartProps } from '../../SizeChart/SizeChart';
import type { ShareButtonsProps } from '../../ShareButtons/ShareButtons';
import type { GalleryLayout, ProductCardLayout } from '../../theme/settings';
import { findVariant, type SelectedOptions } from '../../VariantPicker/variants';
import type { VariantPickerProps } from '../../VariantPicker/VariantPicker';
import type { WishlistButtonProps } from '../../WishlistButton/WishlistButton';
import { Deferred, deferredModule } from '../deferred';
import { DEFAULT_PRODUCT_PAGE_LABELS, type ProductPageLabels } from './labels';
import { galleryIndexOf, ratingStars, startingSelection } from './product';
import type { ProductExtrasProps, ProductFeedbackAnswers } from './ProductExtras';
import * as skeleton from '../../Skeletons/Skeletons.css';
import * as styles from './ProductPage.css';

/*
 * What the first paint does not need is its own chunk, loaded after hydration
 * or when it nears the viewport (spec 2's lazily loaded components): the
 * server still renders it, so nothing shifts and the page works without
 * JavaScript.
 */
const Extras = deferredModule<ProductExtrasProps>(() => import('./ProductExtras'));
const Picker = deferredModule<VariantPickerProps>(() =>
  import('../../VariantPicker/VariantPicker').then((m) => ({ default: m.VariantPicker })),
);
const Carousel = deferredModule<GalleryCarouselProps>(() => import('../../ProductGallery/GalleryCarousel'));
const Wishlist = deferredModule<WishlistButtonProps>(() =>
  import('../../WishlistButton/WishlistButton').then((m) => ({ default: m.WishlistButton })),
);
const SizeChartDialog = deferredModule<SizeChartProps>(() =>
  import('../../SizeChart/SizeChart').then((m) => ({ default: m.SizeChart })),
);
const Sales = deferredModule<LastSalesProps>(() =>
  import('../../LastSales/LastSales').then((m) => ({ default: m.LastSales })),
);
const Share = deferredModule<ShareButtonsProps>(() =>
  import('../../ShareButtons/ShareButtons').then((m) => ({ default: m.ShareButtons })),
);

/**
 * Loads every on-demand part of the page: a server calls it before serving
 * (so its first page already has them), a test before rendering.
 */
export function preloadProductPage(): Promise<unknown> {
  return Promise.all([Extras, Picker, Carousel, Wishlist, SizeChartDialog, Sales, Share].map((part) => part.preload()));
}

/** What the product page shows below its buy box, read by the route's loader with the product. */
export interface ProductPageExtras {
  reviews: ReviewPage;
  comments: CommentPage;
  faq: { title: string; questions: readonly FAQItem[] };
  /** The product's size chart; null for products without one (no size chart button then). */
  sizeChart: SizeChartData | null;
  lastSales: readonly LastSale[];
  related: readonly ProductSummary[];
  /** The product "complete the look" pairs it with, sold together as a set; null when there is none. */
  companion: Product | null;
}

/** The shopper as the page needs them: the wish list heart and its CSRF token. */
export interface ProductPageShopper {
  isSignedIn: boolean;
  /** Posted as `_csrf` by the page's forms without JavaScript; null when signed out. */
  csrfToken: string | null;
  /** Wished product ids, so the heart is drawn filled by the server. */
  wishedProductIds: readonly number[];
}

/** What the buy box's add-to-cart form needs: the chosen variant, and the id its fields go by. */
export interface ProductBuyBox {
  product: Product;
  /** The chosen variant; null while the choice matches none. */
  variant: Variant | null;
  isSoldOut: boolean;
  /** Give it to the form as `id`: the variant radios (`option[Name]`) belong to it. */
  formId: string;
}

/** Props of {@link ProductPage}: the route loader's data, the theme's layouts and the shop's own parts. */
export interface ProductPageProps {
  product: Product;
  /** The review summary: the stars under the title. */
  rating: { average: number; count: number } | null;
  extras: ProductPageExtras;
  shopper: ProductPageShopper;
  /** Absolute address of the page, for the share links. */
  shareUrl: string;
  /** The variant the address names (`?variant=`, or the options a browser without JavaScript sent). */
  initialVariantId?: number | null;
  /** The theme's `settings.layout.gallery`. */
  galleryLayout?: GalleryLayout;
  /** The theme's `settings.layout.productCard`, for the product rows below. */
  cardLayout?: ProductCardLayout;
  /** The buy box's add-to-cart form, filled by the shop. */
  addToCart?: (buy: ProductBuyBox) => ReactNode;
  /** The shop's quick add-to-cart for the cards below (loaded on demand). */
  quickAdd?: (product: ProductSummary) => ReactNode;
  /** After the sign-in dialog signed the shopper in: the shop reloads what depends on the session. */
  onSignedIn?: () => void;
  /** After the set was added to the cart: the shop shows the cart its way (drawer or page). */
  onSetAdded?: () => void;
  /** What the page's own forms answered after a post without JavaScript. */
  answers?: ProductFeedbackAnswers;
  labels?: Partial<ProductPageLabels>;
}

/**
 * The product page, composed from the kit: the gallery in the theme's layout
 * beside the buy box (vendor, title, rating, price in the shopper's
 * currency, variant radios that work without JavaScript, size chart, the
 * shop's add-to-cart form, wish list heart, recent purchases, description,
 * share links), then the set, reviews, comments, FAQ, "You may also like"
 * and recently viewed products.
 *
 * The chosen variant is kept in the address (`?variant=`) without a
 * navigation, so no loader runs again on a choice. A product view is tracked
 * (`track:view_item`) and recorded in the browsing record once per product.
 *
 * Renders `data-gallery` and `data-product-id` on the root.
 *
 * @example
 * <ProductPage {...loaderData} galleryLayout={theme.settings.layout.gallery} addToCart={(buy) => <AddToCartForm … />} />
 */
export function ProductPage({
  product,
  rating,
  extras,
  shopper,
  shareUrl,
  initialVariantId,
  galleryLayout = 'carousel',
  cardLayout,
  addToCart,
  quickAdd,
  onSignedIn,
  onSetAdded,
  answers,
  labels,
}: ProductPageProps) {
  const text = useLabels('ProductPage', DEFAULT_PRODUCT_PAGE_LABELS, labels);
  const galleryText = useLabels('ProductGallery', DEFAULT_PRODUCT_GALLERY_LABELS);
  const titleId = useId();
  const formId = `product-form-${product.ID}`;
  const path = `/products/${product.handle}`;
  const [selected, setSelected] = useState<SelectedOptions>(() => startingSelection(product, initialVariantId));
  const variant = findVariant(product.variants, selected);
  const [galleryIndex, setGalleryIndex] = useState(() => galleryIndexOf(product, variant));
  const isSoldOut = !variant || variant.available === 0;
  const bus = useProductView(product, variant);

  // Stable across renders: the picker is drawn again only when its props change.
  const choose = useCallback(
    (next: SelectedOptions, match: Variant | null) => {
      setSelected(next);
      if (!match) return;
      setGalleryIndex(galleryIndexOf(product, match));
      // The address follows the choice (to share or reload it) without a navigation: no loader runs again.
      const url = new URL(window.location.href);
      url.searchParams.set('variant', String(match.ID));
      window.history.replaceState(window.history.state, '', url);
    },
    [product],
  );

  // Stable across renders (the heart is drawn again only when its props change); reads the variant of the moment.
  const chosen = useRef(variant);
  chosen.current = variant;
  const onWishResult = useCallback(
    (result: WishlistToggleResult) => {
      if (result.outcome === 'joined')
        void import('./productView').then((m) => m.productWished(bus, product, chosen.current));
    },
    [bus, product],
  );

  const image = product.images[0];
  const gallery = {
    images: product.images,
    current: Math.min(galleryIndex, Math.max(0, product.images.length - 1)),
    sizes: PRODUCT_GALLERY_SIZES,
    text: galleryText,
    className: styles.gallery,
  };
  return (
    <div className={styles.root} data-gallery={galleryLayout} data-product-id={product.ID} data-testid="product-page">
      <div className={styles.layout}>
        {galleryLayout === 'carousel' && product.images.length > 1 ? (
          // The carousel's buttons and swipes are its own chunk; its first paint is the chosen picture.
          <Deferred
            module={Carousel}
            props={{ ...gallery, onShow: setGalleryIndex }}
            when="idle"
            fallback={<GalleryList {...gallery} layout="carousel" />}
            className={styles.gallery}
          />
        ) : (
          <GalleryList {...gallery} layout={galleryLayout} />
        )}
        <section className={styles.details} aria-labelledby={titleId}>
          {product.vendor && <p className={styles.vendor}>{product.vendor}</p>}
          <h1 id={titleId} className={styles.title}>
            {product.title}
          </h1>
          {rating && (
            <a href="#reviews" className={styles.rating} data-testid="product-rating">
              <span className={styles.ratingStars} aria-hidden="true">
                {ratingStars(rating.average)}
              </span>
              <span>{text.ratingSummary(rating.average, rating.count)}</span>
            </a>
          )}
          <div className={styles.price} data-testid="product-price">
            <Price
              amount={variant?.price ?? product.price}
              compareAt={variant?.compare_at_price ?? null}
              currency={product.currency}
              size="lg"
            />
          </div>
          {product.options.length > 0 && (
            <Deferred
              module={Picker}
              props={{
                options: product.options,
                variants: product.variants,
                value: selected,
                onValueChange: choose,
                name: 'option',
                form: formId,
                refreshAction: path,
              }}
              when="idle"
              fallback={<div className={styles.pickerBox} />}
            />
          )}
          {extras.sizeChart && (
            <div className={styles.tools}>
              <Deferred
                module={SizeChartDialog}
                props={{ chart: extras.sizeChart }}
                when="idle"
                fallback={<span className={styles.toolBox} />}
                testId="size-chart"
              />
            </div>
          )}
          {addToCart?.({ product, variant, isSoldOut, formId })}
          <div className={styles.tools} data-testid="product-wishlist">
            <Deferred
              module={Wishlist}
              props={{
                productId: product.ID,
                variantId: variant?.ID,
                isNoStock: variant ? variant.available === 0 : undefined,
                isSignedIn: shopper.isSignedIn,
                wishedProductIds: shopper.wishedProductIds,
                returnTo: path,
                csrfToken: shopper.csrfToken,
                onSignedIn,
                onResult: onWishResult,
                showText: true,
              }}
              // A plain form until its code is in (it posts, and asks a signed-out shopper to sign in on
              // its own page), so the heart's code waits for the shopper's first interaction.
              when="interaction"
              fallback={<span className={styles.toolBox} />}
            />
          </div>
          {extras.lastSales.length > 0 && (
            <Deferred
              module={Sales}
              props={{ sales: extras.lastSales }}
              when="idle"
              fallback={<div className={styles.salesBox} />}
              className={styles.salesBox}
              testId="last-sales"
            />
          )}
          <div
            className={styles.description}
            dir="auto"
            dangerouslySetInnerHTML={{ __html: product.description_html }}
          />
          <Deferred
            module={Share}
            props={{
              url: shareUrl,
              title: product.title,
              description: product.vendor,
              media: image ? new URL(image.url, shareUrl).href : undefined,
            }}
            fallback={<div className={styles.shareBox} />}
            className={styles.shareBox}
            testId="product-share"
          />
        </section>
      </div>
      <Deferred
        module={Extras}
        props={{
          product,
          reviews: extras.reviews,
          comments: extras.comments,
          faq: extras.faq,
          related: extras.related,
          companion: extras.companion,
          cardLayout,
          quickAdd,
          action: path,
          answers,
          onSetAdded,
        }}
        fallback={<ExtrasPlaceholder />}
        testId="product-extras"
      />
    </div>
  );
}

/**
 * What a client-side navigation shows while the sections below the buy box
 * load: the boxes of a review summary and a product row, so the page does
 * not jump when they arrive (a first load gets them from the server).
 */
function ExtrasPlaceholder() {
  return (
    <div className={styles.extras} aria-hidden="true" data-skeleton="product-extras">
      <div className={styles.section}>
        <span className={`${skeleton.block} ${styles.placeholderHeading}`} />
        <span className={`${skeleton.block} ${styles.placeholderText}`} />
      </div>
      <div className={styles.section}>
        <span className={`${skeleton.block} ${styles.placeholderHeading}`} />
        <span className={styles.placeholderRow}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={skeleton.cardMedia} />
          ))}
        </span>
      </div>
    </div>
  );
}

/**
 * A product view, once per product (not again when only the variant
 * changes): `track:view_item` and an entry in the browsing record, from a
 * module loaded after the first paint. Returns the event bus for later events.
 */
function useProductView(product: Product, variant: Variant | null) {
  const bus = useStoreEvents();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current === product.ID) return;
    seen.current = product.ID;
    void import('./productView').then((m) => m.productViewed(bus, product, variant, Date.now()));
    // Only a new product is a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, product.ID]);
  return bus;
}
