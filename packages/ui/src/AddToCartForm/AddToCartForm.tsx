import { StoreApiError, useCart, type CartIntentName, type LineProperty } from '@vitrine/headless';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CART_PATH, useCartUi } from '../kit/cartUi';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import { storeErrorText } from '../kit/storeErrorText';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { DEFAULT_ADD_TO_CART_FORM_LABELS, type AddToCartFormLabels } from './labels';
import * as styles from './AddToCartForm.css';

const ADD = 'add' satisfies CartIntentName;

/**
 * The words for a refused add, in the form's own (translated) labels: too few
 * in stock says how many are left, a variant gone says sold out, and a failure
 * the client made up (no answer, a 504, a broken answer) says "could not add".
 * Other refusals keep the store's message.
 */
function refusalText(failure: unknown, variant: AddToCartFormProps['variant'], text: AddToCartFormLabels): string {
  if (!(failure instanceof StoreApiError)) return text.failed;
  if (failure.code === 'INSUFFICIENT_STOCK' && variant)
    return variant.available > 0 ? text.onlyLeft(variant.available) : text.soldOut;
  if (failure.code === 'UNKNOWN_VARIANT') return text.soldOut;
  return storeErrorText(failure, text.failed);
}

/** The fields of an add the server can refuse, by name. */
export type AddToCartFormField = 'variant_id' | 'quantity' | 'form';

/** Props of {@link AddToCartForm}. */
export interface AddToCartFormProps {
  /** The variant the shopper's choice points at; `null` when the options chosen match none. */
  variant: { ID: number; available: number } | null;
  /** The product's handle: posted with the options, so without JavaScript the server resolves what was picked. */
  product: string;
  /** The product's id, for the large-quantity analytics event. */
  productId?: number;
  /** Quantity (controlled), e.g. kept in session storage by `useStoredQuantity` (spec 3). */
  quantity?: number;
  defaultQuantity?: number;
  onQuantityChange?: (quantity: number) => void;
  /** Line properties (name/value pairs), posted as `properties[Name]`. */
  properties?: readonly LineProperty[];
  /** Where the form posts without JavaScript: the cart page by default (it lands there); a product page may post to itself. */
  action?: string;
  /** The server's refusal by field, from a post without JavaScript. */
  errors?: Partial<Record<AddToCartFormField, string>>;
  /** Parts of the form before the quantity (the variant picker, whose radios post `option[Name]`). */
  children?: ReactNode;
  /**
   * "Only 3 left" under the button when the chosen variant has at most this
   * many in stock (and some); null: never.
   */
  lowStockAt?: number | null;
  /** Under the button, after the low-stock note. */
  footer?: ReactNode;
  labels?: Partial<AddToCartFormLabels>;
  className?: string;
  /** The form's id, for controls outside it that post with it (`form="…"`: the product page's variant radios). */
  id?: string;
}

/**
 * The product's add-to-cart form. Without JavaScript it posts the `add`
 * intent (the product, the picked options, `variant_id`, quantity,
 * properties) and the shopper lands on /cart, or sees the refusal on its
 * field. Hydrated, it adds through `useCart().add` and then shows the cart
 * the theme's way (spec 2: the drawer on a drawer theme, else /cart, through
 * `useCartUi()`), at the latest 5000 ms after the click (spec 4), whatever
 * the server is doing.
 *
 * Renders `data-pending` while adding.
 *
 * @example
 * <AddToCartForm variant={variant} product={product.handle} productId={product.ID} errors={actionErrors}>
 *   <VariantPicker name="option" … />
 * </AddToCartForm>
 */
export function AddToCartForm({
  variant,
  product,
  productId,
  quantity,
  defaultQuantity = 1,
  onQuantityChange,
  properties = [],
  action = CART_PATH,
  errors = {},
  children,
  lowStockAt = 5,
  footer,
  labels,
  className,
  id: formId,
}: AddToCartFormProps) {
  const text = useLabels('AddToCartForm', DEFAULT_ADD_TO_CART_FORM_LABELS, labels);
  const id = useId();
  const cart = useCart();
  const { showCart } = useCartUi();
  const [isAdding, setIsAdding] = useState(false);
  const [clientErrors, setClientErrors] = useState<Partial<Record<AddToCartFormField, string>> | null>(null);
  const shown = clientErrors ?? errors;
  const isSoldOut = variant !== null && variant.available === 0;
  const quantityError = shown.quantity;
  const formError = shown.variant_id ?? shown.form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdding || isSoldOut) return;
    if (!variant) {
      setClientErrors({ variant_id: text.selectVariant });
      return;
    }
    const field = event.currentTarget.elements.namedItem('quantity');
    const wanted = quantity ?? (field instanceof HTMLInputElement ? Number(field.value) : defaultQuantity);
    setClientErrors({});
    setIsAdding(true);
    cart
      .add(
        { variant_id: variant.ID, quantity: wanted, properties: [...properties] },
        // Spec 2 and 4: show the cart once added, or after 5000 ms at the latest; a refusal stays here.
        { onSettled: (outcome) => outcome.status !== 'failed' && showCart() },
      )
      .catch((failure: unknown) => {
        const message = refusalText(failure, variant, text);
        const onQuantity = failure instanceof StoreApiError && failure.field === 'quantity';
        setClientErrors(onQuantity ? { quantity: message } : { form: message });
      })
      .finally(() => setIsAdding(false));
  };

  return (
    <Form
      id={formId}
      method="post"
      action={action}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      data-pending={isAdding || undefined}
      data-testid="add-to-cart-form"
    >
      <input type="hidden" name="product" value={product} />
      {variant ? <input type="hidden" name="variant_id" value={variant.ID} /> : null}
      {properties.map((property) => (
        <input key={property.name} type="hidden" name={`properties[${property.name}]`} value={property.value} />
      ))}
      {children}
      <div className={styles.buyRow}>
        <QuantityStepper
          name="quantity"
          label={text.quantity}
          decreaseLabel={text.decreaseQuantity}
          increaseLabel={text.increaseQuantity}
          value={quantity}
          defaultValue={quantity === undefined ? defaultQuantity : undefined}
          onChange={onQuantityChange}
          min={1}
          max={Math.max(1, variant?.available ?? 1)}
          productId={productId}
          variantId={variant?.ID}
          invalid={Boolean(quantityError)}
          describedBy={quantityError ? `${id}-error` : undefined}
        />
        <Button
          type="submit"
          name="intent"
          value={ADD}
          disabled={isSoldOut}
          aria-disabled={isAdding || undefined}
          className={styles.addButton}
          data-testid="add-to-cart"
        >
          {isSoldOut ? text.soldOut : isAdding ? text.adding : text.add}
        </Button>
      </div>
      {variant && lowStockAt !== null && variant.available > 0 && variant.available <= lowStockAt ? (
        <p className={styles.lowStock} data-testid="low-stock">
          {text.onlyLeft(variant.available)}
        </p>
      ) : null}
      {footer}
      {/* Always present, so a refusal is announced when it appears. */}
      <p id={`${id}-error`} role="alert" className={styles.error} data-testid="add-to-cart-error">
        {quantityError ?? formError ?? ''}
      </p>
    </Form>
  );
}
