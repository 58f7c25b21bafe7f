import { StoreApiError, useCart, type ProductSummary } from '@vitrine/headless';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../Alert/Alert';
import { button } from '../../Button/Button.css';
import { EmptyState } from '../../EmptyState/EmptyState';
import { SelectField } from '../../Field/SelectField';
import { SubmitButton } from '../../Field/SubmitButton';
import { useCartUi, CART_PATH } from '../../kit/cartUi';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { ProductCard } from '../../ProductCard/ProductCard';
import type { CurrencyStyle, ProductCardLayout } from '../../theme/settings';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { CsrfField } from './AccountLayout';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';

/** One wished product: its card and the variants the shopper can add. */
export interface WishItem {
  product: ProductSummary;
  variants: readonly { ID: number; title: string; available: number }[];
}

/** What the server answered one item's form without scripts. */
export interface WishItemAnswer {
  /** Added to the cart. */
  isAdded?: boolean;
  /** The refusal, translated. */
  error?: string | null;
}

/** Props of {@link WishlistPage}. */
export interface WishlistPageProps {
  /** Signed out: the page asks the shopper to sign in instead. */
  isSignedIn: boolean;
  csrf: string;
  items: readonly WishItem[];
  /** A product was just removed. */
  isRemoved?: boolean;
  /** The server's answers by product id, from a post without scripts. */
  answers?: Readonly<Record<number, WishItemAnswer>>;
  /** The intent and product of the form on its way (`remove:12`). */
  pendingKey?: string | null;
  /** Where the page lives (its forms post there); `/wishlist`. */
  path?: string;
  /** The sign-in and sign-up links, each coming back here. */
  loginHref?: string;
  registerHref?: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  layout?: ProductCardLayout;
  labels?: Partial<AccountLabels>;
}

const CARD_SIZES = '(max-width: 767px) 50vw, 240px';

/** The store API's refusals of an add, in the page's words. */
function addRefusal(failure: unknown, text: AccountLabels): string {
  const code = failure instanceof StoreApiError ? failure.code : '';
  if (code === 'INSUFFICIENT_STOCK') return text.error.outOfStock;
  if (code === 'UNKNOWN_PRODUCT' || code === 'UNKNOWN_VARIANT') return text.error.productGone;
  return text.error.generic;
}

function WishCard({
  item,
  csrf,
  path,
  answer,
  pendingKey,
  locale,
  currencyStyle,
  layout,
  text,
}: {
  item: WishItem;
  csrf: string;
  path: string;
  answer: WishItemAnswer | undefined;
  pendingKey: string | null | undefined;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  layout?: ProductCardLayout;
  text: AccountLabels;
}) {
  const { product, variants } = item;
  const cart = useCart();
  const { cartType, showCart } = useCartUi();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<WishItemAnswer | null>(null);
  const shown = added ?? answer;
  const available = variants.filter((variant) => variant.available > 0);
  const isRemoving = pendingKey === `remove:${product.ID}`;
  const isAdding = adding || pendingKey === `add-to-cart:${product.ID}`;

  // Hydrated, "add to cart" goes through the cart store (the header's count follows) and shows the cart the theme's way.
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdding) return;
    const field = event.currentTarget.elements.namedItem('variant_id');
    const variantId = Number(
      field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : NaN,
    );
    setAdding(true);
    setAdded(null);
    cart
      .add(
        { variant_id: variantId, quantity: 1 },
        { onSettled: (outcome) => outcome.status !== 'failed' && cartType === 'drawer' && showCart() },
      )
      .then(() => setAdded({ isAdded: true }))
      .catch((failure: unknown) => setAdded({ error: addRefusal(failure, text) }))
      .finally(() => setAdding(false));
  };

  return (
    <li
      className={styles.wishItem}
      data-testid="wish-item"
      data-product-id={product.ID}
      data-pending={isAdding || isRemoving}
    >
      <ProductCard
        product={product}
        href={`/products/${product.handle}`}
        locale={locale}
        currencyStyle={currencyStyle}
        layout={layout}
        sizes={CARD_SIZES}
        headingLevel={2}
        quickAdd={false}
      />
      {available.length > 0 ? (
        <Form method="post" action={path} className={styles.wishActions} onSubmit={onAdd}>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="add-to-cart" />
          <input type="hidden" name="product_id" value={product.ID} />
          {available.length === 1 && variants.length === 1 ? (
            <input type="hidden" name="variant_id" value={available[0]!.ID} />
          ) : (
            <SelectField
              name="variant_id"
              // The card names the product just above: the option's name is for screen readers.
              label={<VisuallyHidden>{text.wishlist.chooseOption(product.title)}</VisuallyHidden>}
              options={available.map((variant) => ({ value: String(variant.ID), label: variant.title }))}
            />
          )}
          <SubmitButton size="sm" fullWidth isPending={isAdding}>
            {text.shared.addToCart}
          </SubmitButton>
        </Form>
      ) : (
        <p className={styles.muted}>{text.shared.soldOut}</p>
      )}
      <Form method="post" action={path} className={styles.wishActions}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="product_id" value={product.ID} />
        <SubmitButton
          variant="ghost"
          size="sm"
          fullWidth
          isPending={isRemoving}
          aria-label={text.wishlist.removeOf(product.title)}
        >
          {text.shared.remove}
        </SubmitButton>
      </Form>
      {shown?.isAdded ? (
        <p role="status" className={styles.wishMessage} data-testid="wish-added">
          {text.wishlist.added} <Link href={CART_PATH}>{text.shared.viewCart}</Link>
        </p>
      ) : null}
      {shown?.error ? (
        <p role="alert" className={styles.wishMessage} data-testid="wish-error">
          {shown.error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The wish list (spec 2 route `wishlist`): the signed-in shopper's wished
 * products, newest first, as product cards, each with "add to cart" (an
 * option picker when it has several) and "remove". Both are forms posting
 * their intent with the CSRF token; hydrated, "add to cart" goes through
 * `useCart()` and shows the cart the theme's way. Signed out, the page asks
 * the shopper to sign in and come back.
 *
 * @example
 * <WishlistPage isSignedIn csrf={csrf} items={items} locale="en-US" />
 */
export function WishlistPage({
  isSignedIn,
  csrf,
  items,
  isRemoved,
  answers = {},
  pendingKey,
  path = '/wishlist',
  loginHref = '/account/login?return_to=%2Fwishlist',
  registerHref = '/account/register?return_to=%2Fwishlist',
  locale,
  currencyStyle,
  layout,
  labels,
}: WishlistPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  if (!isSignedIn) {
    return (
      <div className={styles.page} data-testid="wishlist-signed-out">
        <h1 className={styles.pageTitle}>{text.wishlist.title}</h1>
        <section className={styles.section}>
          <p className={styles.wishMessage}>{text.wishlist.signInPrompt}</p>
          <div className={styles.actions}>
            <Link href={loginHref} className={button({ variant: 'primary', size: 'md' })}>
              {text.shared.signIn}
            </Link>
            <Link href={registerHref}>{text.login.createAccount}</Link>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{text.wishlist.title}</h1>
      {isRemoved ? (
        <Alert tone="success" data-testid="form-notice">
          {text.wishlist.removed}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <EmptyState kind="wishlist" actionHref="/" headingLevel={2} />
      ) : (
        <>
          <p className={styles.muted} data-testid="wish-count">
            {text.shared.productCount(items.length)}
          </p>
          <ul className={styles.wishGrid} aria-label={text.wishlist.title}>
            {items.map((item) => (
              <WishCard
                key={item.product.ID}
                item={item}
                csrf={csrf}
                path={path}
                answer={answers[item.product.ID]}
                pendingKey={pendingKey}
                locale={locale}
                currencyStyle={currencyStyle}
                layout={layout}
                text={text}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
