import { useCart, useStoreClient, type CurrencyStyle, type Product, type ProductSummary } from '@vitrine/headless';
import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { CART_PATH, useCartUi } from '../kit/cartUi';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import { storeErrorText } from '../kit/storeErrorText';
import { Button } from '../Button/Button';
import { AddButton } from './AddButton';
import { DEFAULT_QUICK_ADD_TO_CART_LABELS, type QuickAddToCartLabels } from './labels';
import type { QuickAddPanelProps } from './QuickAddPanel';
import * as styles from './QuickAddToCart.css';

/** What quick add needs of a product: a card's summary (the options load when opened), or the whole product. */
export type QuickAddProduct = Pick<ProductSummary, 'handle' | 'title' | 'available' | 'single_variant_id'> &
  Partial<Pick<Product, 'price' | 'compare_at_price' | 'currency' | 'options' | 'variants'>>;

/** Props of {@link QuickAddToCart}. */
export interface QuickAddToCartProps {
  /** The card's product; with `options` and `variants` (a whole product) the panel needs no request. */
  product: QuickAddProduct;
  /** The product page: where the options button leads without JavaScript. Defaults to `/products/{handle}`. */
  productHref?: string;
  /** Where the add form posts without JavaScript; the cart page by default. */
  action?: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  labels?: Partial<QuickAddToCartLabels>;
  className?: string;
}

type Panel = ComponentType<QuickAddPanelProps>;
type PanelProduct = QuickAddPanelProps['product'];

/** The panel's chunk, asked for once per page. */
let panelChunk: Promise<Panel> | null = null;
const loadPanel = () => (panelChunk ??= import('./QuickAddPanel').then((module) => module.default));

const hasVariants = (product: QuickAddProduct): product is QuickAddProduct & PanelProduct =>
  product.variants !== undefined && product.options !== undefined && product.price !== undefined;

/** The one variant to post at once, when the product has nothing to choose. */
function singleVariantOf(product: QuickAddProduct): number | null {
  if (hasVariants(product)) return product.variants.length === 1 ? product.variants[0]!.ID : null;
  return product.single_variant_id ?? null;
}

/**
 * Add to cart from a product card, form-first. A product with one variant
 * is a form posting the `add` intent to the cart page (hydrated: through
 * `useCart().add`). A product with options is a button that, without
 * JavaScript, opens the product page (a GET form); hydrated, it opens a
 * panel to choose each option (`QuickAddPanel`, spec 2's lazily loaded
 * quick add-to-cart: its code and the product's variants, `GET
 * /api/store/products/{handle}`, load when the shopper first points at,
 * focuses or presses the button, never with the page). Pressing Add before
 * every option is chosen says 'Please, select at least one variant' (spec 5).
 * After an add the cart is shown the theme's way (`useCartUi`: drawer or
 * /cart, spec 4). Should the panel fail to load, the button goes to the
 * product page, as it does without scripts.
 *
 * Renders `data-pending` while adding or loading the panel, and
 * `aria-expanded` on the options button.
 *
 * @example
 * <QuickAddToCart product={summary} />
 */
export function QuickAddToCart({
  product,
  productHref = `/products/${product.handle}`,
  action = CART_PATH,
  locale,
  currencyStyle = 'default',
  labels,
  className,
}: QuickAddToCartProps) {
  const text = useLabels('QuickAddToCart', DEFAULT_QUICK_ADD_TO_CART_LABELS, labels);
  const panelId = useId();
  const client = useStoreClient();
  const cart = useCart();
  const { showCart } = useCartUi();
  const trigger = useRef<HTMLButtonElement>(null);
  const details = useRef<Promise<PanelProduct> | null>(null);
  const [panel, setPanel] = useState<{ Panel: Panel; product: PanelProduct } | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const single = singleVariantOf(product);
  const isSoldOut = !product.available;

  /** Starts loading what the panel needs; a second call reuses the first. */
  const prepare = () => {
    details.current ??= hasVariants(product) ? Promise.resolve(product) : client.getProduct(product.handle);
    return Promise.all([loadPanel(), details.current]);
  };
  const preload = () => {
    prepare().catch(() => {
      // Asked again when pressed; a second failure sends the shopper to the product page.
      details.current = null;
    });
  };

  if (single !== null) {
    const add = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isPending || isSoldOut) return;
      setError(null);
      setIsPending(true);
      cart
        .add({ variant_id: single, quantity: 1 }, { onSettled: (outcome) => outcome.status !== 'failed' && showCart() })
        .catch((failure: unknown) => setError(storeErrorText(failure, text.failed)))
        .finally(() => setIsPending(false));
    };
    return (
      <Form method="post" action={action} className={className} onSubmit={add}>
        <input type="hidden" name="variant_id" value={single} />
        <input type="hidden" name="quantity" value="1" />
        <AddButton
          text={text}
          isPending={isPending}
          isSoldOut={isSoldOut}
          className={styles.trigger}
          aria-label={isSoldOut ? undefined : `${text.add}: ${product.title}`}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </Form>
    );
  }

  // Nothing to choose from: the card's own badge says so.
  if (isSoldOut) return null;

  const openPanel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (panel) return setOpen(!open);
    setIsPending(true);
    prepare()
      .then(([Panel, full]) => {
        setPanel({ Panel, product: full });
        setOpen(true);
      })
      .catch(() => window.location.assign(productHref))
      .finally(() => setIsPending(false));
  };

  return (
    <>
      {/* Without JavaScript the button opens the product page, where the options are chosen. */}
      <form method="get" action={productHref} className={className} onSubmit={openPanel}>
        <Button
          ref={trigger}
          type="submit"
          variant="secondary"
          size="sm"
          className={styles.trigger}
          aria-label={text.triggerFor(product.title)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-busy={isPending || undefined}
          data-pending={isPending || undefined}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {text.trigger}
        </Button>
      </form>
      {panel && (
        <panel.Panel
          product={panel.product}
          anchor={trigger}
          id={panelId}
          open={open}
          onOpenChange={setOpen}
          action={action}
          locale={locale}
          currencyStyle={currencyStyle}
          labels={labels}
        />
      )}
    </>
  );
}
