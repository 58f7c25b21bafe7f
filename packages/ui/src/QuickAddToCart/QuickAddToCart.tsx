import * as Popover from '@radix-ui/react-popover';
import type { CurrencyStyle, Product, Variant } from '@vitrine/headless';
import { useId, useState } from 'react';
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
  product: Pick<Product, 'title' | 'price' | 'compare_at_price' | 'currency' | 'options' | 'variants'>;
  /**
   * Adds the chosen variant: `useCart().add` with the page's after-add step
   * (drawer, dialog or /cart per the theme's cart type). Reject with an error
   * whose `message` the shopper should read.
   */
  onAdd: (variantId: number, quantity: number) => Promise<unknown>;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  labels?: Partial<QuickAddToCartLabels>;
  className?: string;
}

type Selection = Record<string, string>;

const matches = (variant: Variant, selection: Selection, except?: string) =>
  variant.options.every((o) => o.name === except || !selection[o.name] || selection[o.name] === o.value);

/**
 * Add to cart from a product card. A product with one variant is added at
 * once; otherwise the button opens a panel (Radix Popover) to choose each
 * option, where values no in-stock variant has are struck through. Pressing
 * Add before every option is chosen says 'Please, select at least one
 * variant' (spec 5).
 *
 * Presentational: the add goes through `onAdd`, because what follows an add
 * (drawer, add-to-cart dialog or the cart page) is the storefront's choice.
 * Renders `data-state` (Radix) on the trigger, `data-pending` while adding
 * and `data-unavailable` on sold-out values.
 *
 * @example
 * const { add } = useCart();
 * <QuickAddToCart product={product} onAdd={(variant_id, quantity) => add({ variant_id, quantity }, { onSettled })} />
 */
export function QuickAddToCart({ product, onAdd, locale, currencyStyle = 'default', labels, className }: QuickAddToCartProps) {
  const text = useLabels('QuickAddToCart', DEFAULT_QUICK_ADD_TO_CART_LABELS, labels);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState<Selection>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  const chosen = only ?? product.variants.find((v) => v.options.every((o) => selection[o.name] === o.value));
  const isSoldOut = product.variants.every((v) => v.available === 0) || (chosen !== undefined && chosen.available === 0);

  const add = async () => {
    if (isPending) return;
    if (!chosen) return setError(text.selectVariant);
    if (chosen.available === 0) return;
    setError(null);
    setIsPending(true);
    try {
      await onAdd(chosen.ID, 1);
      setOpen(false);
      setSelection({});
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : text.failed);
    } finally {
      setIsPending(false);
    }
  };

  const addButton = (extra: { className?: string; 'aria-label'?: string } = {}) => (
    <Button
      variant="primary"
      size="sm"
      {...extra}
      aria-disabled={isPending || isSoldOut || undefined}
      data-pending={isPending || undefined}
      onClick={() => void add()}
    >
      {isSoldOut ? text.soldOut : isPending ? text.adding : text.add}
    </Button>
  );

  if (only) {
    return (
      <div className={className}>
        {addButton({ className: styles.trigger, 'aria-label': isSoldOut ? undefined : `${text.add}: ${product.title}` })}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
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
      <Popover.Trigger asChild>
        <Button variant="secondary" size="sm" className={[styles.trigger, className].filter(Boolean).join(' ')} aria-label={text.triggerFor(product.title)}>
          {text.trigger}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          sideOffset={8}
          collisionPadding={8}
          aria-label={text.panel(product.title)}
          data-pending={isPending || undefined}
        >
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
                      name={`${id}-${option.name}`}
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
