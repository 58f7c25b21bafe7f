import * as Popover from '@radix-ui/react-popover';
import { useCart, type CurrencyStyle, type Product } from '@vitrine/headless';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useCartUi } from '../kit/cartUi';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import { storeErrorText } from '../kit/storeErrorText';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { AddButton } from './AddButton';
import { DEFAULT_QUICK_ADD_TO_CART_LABELS, type QuickAddToCartLabels } from './labels';
import { chosenVariant, isValueAvailable, type OptionSelection } from './quickAdd';
import * as styles from './QuickAddToCart.css';

/** Props of {@link QuickAddPanel}. */
export interface QuickAddPanelProps {
  /** The product with its options and variants (`GET /products/{handle}`). */
  product: Pick<Product, 'handle' | 'title' | 'price' | 'compare_at_price' | 'currency' | 'options' | 'variants'>;
  /** The card's button the panel stands beside; focus returns to it when the panel closes. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** Its element id, named by the button's `aria-controls`. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the add form posts without JavaScript. */
  action: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  labels?: Partial<QuickAddToCartLabels>;
}

/**
 * The options panel of {@link QuickAddToCart}, in its own chunk: loaded when
 * the shopper first points at, focuses or presses a card's quick-add button,
 * so the Popover and this form never weigh on a page's first load. A Radix
 * Popover anchored to the card's button: one radio group per option (values
 * no in-stock variant has with the other choices are struck through), the
 * chosen variant's price, and Add, which posts the `add` intent through
 * `useCart().add` and shows the cart the theme's way (`useCartUi`).
 */
export default function QuickAddPanel({
  product,
  anchor,
  id,
  open,
  onOpenChange,
  action,
  locale,
  currencyStyle = 'default',
  labels,
}: QuickAddPanelProps) {
  const text = useLabels('QuickAddToCart', DEFAULT_QUICK_ADD_TO_CART_LABELS, labels);
  const inputId = useId();
  const cart = useCart();
  const { showCart } = useCartUi();
  const [selection, setSelection] = useState<OptionSelection>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const chosen = chosenVariant(product.variants, selection);
  const isSoldOut =
    product.variants.every((v) => v.available === 0) || (chosen !== undefined && chosen.available === 0);

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
            onOpenChange(false);
            setSelection({});
            showCart();
          },
        },
      )
      .catch((failure: unknown) => setError(storeErrorText(failure, text.failed)))
      .finally(() => setIsPending(false));
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setError(null);
      }}
    >
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          className={styles.panel}
          sideOffset={8}
          collisionPadding={8}
          aria-label={text.panel(product.title)}
          data-pending={isPending || undefined}
          data-testid="quick-add-panel"
          onCloseAutoFocus={(event) => {
            // No Radix trigger (the card's button is plain HTML that works without scripts): focus goes back to it by hand.
            event.preventDefault();
            anchor.current?.focus();
          }}
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
                  const isAvailable = isValueAvailable(product.variants, selection, option.name, value);
                  return (
                    <label key={value} className={styles.value} data-unavailable={isAvailable ? undefined : ''}>
                      <input
                        className={styles.radio}
                        type="radio"
                        name={`option[${option.name}]`}
                        id={`${inputId}-${option.name}-${value}`}
                        value={value}
                        checked={selection[option.name] === value}
                        onChange={() => {
                          setSelection((current) => ({ ...current, [option.name]: value }));
                          setError(null);
                        }}
                      />
                      {swatch && (
                        <span className={styles.swatch} style={{ backgroundColor: swatch }} aria-hidden="true" />
                      )}
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
              <AddButton text={text} isPending={isPending} isSoldOut={isSoldOut} />
            </div>
          </Form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
