import { StoreApiError, useCart, type CartIntentName, type CartLine } from '@vitrine/headless';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Form, NoScript } from '../kit/form';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { QUANTITY_MAX } from '../QuantityStepper/quantity';

/** The texts the line forms need (both cart views carry them). */
export interface CartLineFormsLabels {
  quantityFor: (title: string) => string;
  decreaseQuantity: string;
  increaseQuantity: string;
  remove: string;
  removeLine: (title: string) => string;
  /** The quantity form's submit, shown only without JavaScript. */
  update: string;
  /** A failed change without a message of its own. */
  updateFailed: string;
}

/** The intents these forms post, checked against the cart contract. */
const UPDATE = 'update' satisfies CartIntentName;
const REMOVE = 'remove' satisfies CartIntentName;

interface CartLineFormsProps {
  line: CartLine;
  /** Where the forms post without JavaScript: the cart page's route. */
  action: string;
  labels: CartLineFormsLabels;
  /** The server's refusal of the last posted change of this line (a page without JavaScript). */
  error?: string | null;
  /** Runs after a removal the server confirmed, e.g. to move focus off the removed line. */
  onRemoved?: () => void;
  classNames: { quantity: string; remove: string; removeButton: string; error: string };
}

/**
 * A cart line's quantity and Remove, each a real form posting a cart intent
 * (`update` with `key` and `quantity`, `remove` with `key`). Without
 * JavaScript the browser posts them (the quantity form's Update button is in
 * `NoScript`); once hydrated they call `useCart()`: the stepper saves on
 * change, the line shows its new quantity as pending, and a refusal is shown
 * on the line.
 */
export function CartLineForms({
  line,
  action,
  labels,
  error: serverError = null,
  onRemoved,
  classNames,
}: CartLineFormsProps) {
  const cart = useCart();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? serverError;
  const title = line.product.title;
  // Never cap below the quantity already in the cart, even if stock dropped since.
  const max = Math.min(QUANTITY_MAX, Math.max(line.quantity, line.variant.available));
  const run = (task: Promise<unknown>, then?: () => void) => {
    setError(null);
    task.then(then, (failure: unknown) =>
      setError(failure instanceof StoreApiError && failure.message ? failure.message : labels.updateFailed),
    );
  };

  return (
    <>
      <Form
        method="post"
        action={action}
        className={classNames.quantity}
        // Hydrated, the stepper saves on change; Enter in the field commits it instead of posting.
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="key" value={line.key} />
        <QuantityStepper
          name="quantity"
          size="small"
          value={line.quantity}
          max={max}
          productId={line.product.ID}
          variantId={line.variant.ID}
          label={labels.quantityFor(title)}
          decreaseLabel={labels.decreaseQuantity}
          increaseLabel={labels.increaseQuantity}
          invalid={Boolean(shownError)}
          describedBy={shownError ? `${id}-error` : undefined}
          onChange={(quantity) => run(cart.changeQuantity(line.key, quantity))}
        />
        <NoScript>
          <Button type="submit" name="intent" value={UPDATE} variant="secondary" size="sm">
            {labels.update}
          </Button>
        </NoScript>
      </Form>
      <Form
        method="post"
        action={action}
        className={classNames.remove}
        onSubmit={(event) => {
          event.preventDefault();
          run(cart.remove(line.key), onRemoved);
        }}
      >
        <input type="hidden" name="key" value={line.key} />
        {/* The visible word starts the accessible name (label in name), the product follows. */}
        <Button
          type="submit"
          name="intent"
          value={REMOVE}
          variant="ghost"
          size="sm"
          className={classNames.removeButton}
          aria-label={labels.removeLine(title)}
        >
          {labels.remove}
        </Button>
      </Form>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className={classNames.error}>
          {shownError}
        </p>
      ) : null}
    </>
  );
}
