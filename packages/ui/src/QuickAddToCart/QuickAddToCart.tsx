import * as Popover from '@radix-ui/react-popover';
import { StoreApiError, useCart, type CartIntentName, type CurrencyStyle, type Product, type Variant } from '@vitrine/headless';
import { useId, useState, type FormEvent } from 'react';
import { CART_PATH, useCartUi } from '../kit/cartUi';
import { Form } from '../kit/form';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_QUICK_ADD_TO_CART_LABELS, type QuickAddToCartLabels } from './labels';
import * as styles from './QuickAddToCart.css';
import { useLabels } from '../kit/labels';

/** Props of {@link QuickAddToCart}. */
export interface QuickAddToCartProps {
  /** The product with its options and variants (`GET /products/{handle}`). */
  product: Pick<Product, 'handle' | 'title' | 'price' | 'compare_at_price' | 'currency' | 'options' | 'variants'>;
  /** The product page: where the options button leads without JavaScript. Defaults to `/products/{handle}`. */
  productHref?: string;
  /** Where the add form posts without JavaScript; the cart page by default. */
  action?: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  labels?: Partial<QuickAddToCartLabels>;
  className?: string;
}

type Selection = Record<string, string>;

const ADD = 'add' satisfies CartIntentName;

const matches = (variant: Variant, selection: Selection, except?: string) =>
  variant.options.every((o) => o.name === except || !selection[o.name] || selection[o.name] === o.value);

/**
 * Add to cart from a product card, form-first. A product with one variant
 * is a form posting the `add` intent to the cart page; a product with
 * options is a button that, without JavaScript, opens the product page (a
 * GET form), and hydrated opens a panel (Radix Popover) to choose each
 * option, where values no in-stock variant has are struck through. Pressing
 * Add before every option is chosen says 'Please, select at least one
 * variant' (spec 5). Hydrated, the add goes through `useCart().add` and the
 * cart is shown the theme's way (`useCartUi`: drawer or /cart), at the latest
 * after 5000 ms (spec 4).
 *
 * Renders `data-state` (Radix) on the trigger, `data-pending` while adding
 * and `data-unavailable` on sold-out values.
 *
 * @example
 * <QuickAddToCart product={product} />
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
  const id = useId();
  const cart = useCart();
  const { showCart } = useCartUi();
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState<Selection>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  const chosen = only ?? product.variants.find((v) => v.options.every((o) => selection[o.name] === o.value));
  const isSoldOut = product.variants.every((v) => v.available === 0) || (chosen !== undefined && chosen.available === 0);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (!chosen) return setError(text.selectVariant);
    if (chosen.available === 0) return;
    setError(null);
    setIsPending(true);
    cart
      .add(
        { variant_id: chosen.ID, quantity: 1 },
        {
          onSettled: (outcome) => {
            if (outcome.status === 'failed') return;
            setOpen(false);
            setSelection({});
            showCart();
          },
        },
      )
      .catch((failure: unknown) =>
        setError(failure instanceof StoreApiError && failure.message ? failure.message : text.failed),
      )
      .finally(() => setIsPending(false));
  };

  const addButton = (extra: { className?: string; 'aria-label'?: string } = {}) => (
    <Button
      type="submit"
      name="intent"
      value={ADD}
      variant="primary"
      size="sm"
      {...extra}
      aria-disabled={isPending || isSoldOut || undefined}
      data-pending={isPending || undefined}
    >
      {isSoldOut ? text.soldOut : isPending ? text.adding : text.add}
    </Button>
  );

  if (only) {
    return (
      <Form method="post" action={action} className={className} onSubmit={add}>
        <input type="hidden" name="variant_id" value={only.ID} />
        <input type="hidden" name="quantity" value="1" />
        {addButton({ className: styles.trigger, 'aria-label': isSoldOut ? undefined : `${text.add}: ${product.title}` })}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </Form>
    );
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      {/* Without JavaScript the button opens the product page, where the options are chosen. */}
      <form method="get" action={productHref} className={className} onSubmit={(event) => event.preventDefault()}>
        <Popover.Trigger asChild>
          <Button type="submit" variant="secondary" size="sm" className={styles.trigger} aria-label={text.triggerFor(product.title)}>
            {text.trigger}
          </Button>
        </Popover.Trigger>
      </form>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          sideOffset={8}
          collisionPadding={8}
          aria-label={text.panel(product.title)}
          data-pending={isPending || undefined}
        >
          <Form method="post" action={action} onSubmit={add}>
            <input type="hidden" name="product" value={product.handle} />
            {chosen ? <input type="hidden" name="variant_id" value={chosen.ID} /> : null}
            <input type="hidden" name="quantity" value="1" />
            <div className={styles.header}>
              <p className={styles.title}>{product.title}</p>
              <Popover.Close asChild>
                <Button variant="ghost" size="sm" iconOnly aria-label={text.close}>
                  <CloseIcon className={styles.icon} />
                </Button>
              </Popover.Close>
            </div>
            {product.options.map((option) => (
              <fieldset key={option.name} className={styles.option}>
                <legend className={styles.legend}>{option.name}</legend>
                {option.values.map(({ value, swatch }) => {
                  const isAvailable = product.variants.some(
                    (v) => v.available > 0 && v.options.some((o) => o.name === option.name && o.value === value) && matches(v, selection, option.name),
                  );
                  return (
                    <label key={value} className={styles.value} data-unavailable={isAvailable ? undefined : ''}>
                      <input
                        className={styles.radio}
                        type="radio"
                        name={`option[${option.name}]`}
                        id={`${id}-${option.name}-${value}`}
                        value={value}
                        checked={selection[option.name] === value}
                        onChange={() => {
                          setSelection((current) => ({ ...current, [option.name]: value }));
                          setError(null);
                        }}
                      />
                      {swatch && <span className={styles.swatch} style={{ backgroundColor: swatch }} aria-hidden="true" />}
                      {value}
                      {!isAvailable && <VisuallyHidden>{`, ${text.soldOut}`}</VisuallyHidden>}
                    </label>
                  );
                })}
              </fieldset>
            ))}
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div className={styles.footer}>
              <Price
                amount={chosen?.price ?? product.price}
                compareAt={chosen ? chosen.compare_at_price : product.compare_at_price}
                currency={product.currency}
                locale={locale}
                style={currencyStyle}
              />
              {addButton()}
            </div>
          </Form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
