import {
  StoreApiError,
  useCart,
  type CartIntentName,
  type CurrencyStyle,
  type ShippingMethod,
} from '@vitrine/headless';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../Button/Button';
import { CART_PATH } from '../kit/cartUi';
import { Form, NoScript } from '../kit/form';
import { useLabels } from '../kit/labels';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_SHIPPING_METHOD_PICKER_LABELS, type ShippingMethodPickerLabels } from './labels';
import * as styles from './ShippingMethodPicker.css';

/** Props of {@link ShippingMethodPicker}. */
export interface ShippingMethodPickerProps {
  /** The methods as the server priced them (a shipping-discount coupon already applied, the original in `regular_cost`). */
  methods: readonly ShippingMethod[];
  /**
   * `form`: its own form posting the cart's `shipping` intent to `action`
   * (the cart page's estimate); hydrated, a pick goes through
   * `useCart().selectShipping`. `fields` (default): only the radios, inside
   * the page's form (a checkout step posts them with its own intent);
   * `onValueChange` saves a pick at once.
   */
  as?: 'form' | 'fields';
  /** Where the `form` posts without JavaScript; the cart page by default. */
  action?: string;
  /** Field name of the radios, posted with the form; `method_id` (the cart's `shipping` intent) by default. */
  name?: string;
  /** The server's choice (e.g. the cart's `shipping.selected`): checked at first, and again whenever the server's choice changes. */
  value?: string | null;
  /** The first choice, when no `value` is given. */
  defaultValue?: string | null;
  /** A pick, including one made before the page's scripts ran (read from the page on hydration). */
  onValueChange?: (id: string) => void;
  /** Currency of the costs (the cart's currency). */
  currency: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** A change of method is waiting for the server: the choice is locked and marked busy. */
  isPending?: boolean;
  /** The server's message for this field (spec 8), shown under the choice. */
  error?: string | null;
  /** Reading direction; follows the page (`dir` on an ancestor) when not given. */
  dir?: 'ltr' | 'rtl';
  labels?: Partial<ShippingMethodPickerLabels>;
  className?: string;
}

const SHIPPING = 'shipping' satisfies CartIntentName;

/**
 * The shipping methods as a radio group, form-first: native radios named
 * `name` that the browser checks and posts by itself, so a choice works
 * without JavaScript and one made before the page's scripts ran survives
 * them (the radios are uncontrolled; on hydration the picker reads which one
 * the shopper checked and saves it). Arrow keys move the choice, one tab
 * stop. A method a coupon made cheaper shows its `regular_cost` struck
 * through; a cost of 0 reads "Free". Without methods it says "No shipping
 * methods available" (spec 8).
 *
 * As a `form` it is the cart's shipping choice on its own: the `shipping`
 * intent posted to the cart page (a submit button in `NoScript`), and once
 * hydrated each pick saved through `useCart().selectShipping`. As `fields`
 * it sits inside a checkout step's form, which posts it.
 *
 * Renders `data-empty`, `data-pending`, `data-invalid`, and per option
 * `data-state`, `data-discounted`, `data-free`.
 *
 * @example
 * <ShippingMethodPicker as="form" methods={cart.shipping.methods} value={cart.shipping.selected} currency={cart.currency} />
 * <ShippingMethodPicker name="shipping_method_id" methods={methods} value={selected} onValueChange={save} currency="USD" />
 */
export function ShippingMethodPicker({ as = 'fields', action = CART_PATH, ...props }: ShippingMethodPickerProps) {
  return as === 'form' ? <ShippingMethodForm action={action} {...props} /> : <ShippingMethodRadios {...props} />;
}

/** The cart's own shipping form: the `shipping` intent, saved through `useCart` once hydrated. */
function ShippingMethodForm({
  action,
  error: serverError = null,
  isPending = false,
  onValueChange,
  ...props
}: Omit<ShippingMethodPickerProps, 'as'> & { action: string }) {
  const text = useLabels('ShippingMethodPicker', DEFAULT_SHIPPING_METHOD_PICKER_LABELS, props.labels);
  const { selectShipping } = useCart();
  const [isChoosing, setIsChoosing] = useState(false);
  const [error, setError] = useState(serverError);
  const choose = (id: string) => {
    setIsChoosing(true);
    setError(null);
    onValueChange?.(id);
    selectShipping(id)
      .catch((failure: unknown) =>
        setError(failure instanceof StoreApiError && failure.message ? failure.message : text.failed),
      )
      .finally(() => setIsChoosing(false));
  };
  return (
    <Form method="post" action={action} onSubmit={(event) => event.preventDefault()}>
      <ShippingMethodRadios {...props} isPending={isPending || isChoosing} error={error} onValueChange={choose} />
      <NoScript>
        <Button type="submit" name="intent" value={SHIPPING} variant="secondary" size="sm">
          {text.submit}
        </Button>
      </NoScript>
    </Form>
  );
}

/** The radio checked in the page's HTML of a group, while the page hydrates (null on the server or after a client navigation). */
function checkedOnPage(groupId: string): string | null {
  if (typeof document === 'undefined') return null;
  return (
    document.getElementById(groupId)?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? null
  );
}

function ShippingMethodRadios({
  methods,
  name = 'method_id',
  value,
  defaultValue = null,
  onValueChange,
  currency,
  locale,
  currencyStyle = 'default',
  isPending = false,
  error = null,
  dir,
  labels,
  className,
}: Omit<ShippingMethodPickerProps, 'as' | 'action'>) {
  const text = useLabels('ShippingMethodPicker', DEFAULT_SHIPPING_METHOD_PICKER_LABELS, labels);
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const server = value === undefined ? defaultValue : value;
  // Read while the page hydrates, before React sets the radios' `checked` attributes back to the
  // server's choice (which re-checks an untouched radio): a pick made before the scripts ran stays.
  const [first] = useState(() => checkedOnPage(`${id}-group`) ?? server);
  // Drawn as the server drew it first (hydration keeps attributes as they are), then as the page holds it.
  const [chosen, setChosen] = useState(server);
  const isEmpty = methods.length === 0;
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const price = (amount: number) => (
    <Price amount={amount} currency={currency} locale={locale} style={currencyStyle} size="sm" />
  );
  const radioOf = (method: string | null) =>
    [...(group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find(
      (radio) => radio.value === method,
    );

  // The last pick handed on: React may also replay the early pick as a change event; it is handed on once.
  const picked = useRef(server);
  const pick = (method: string) => {
    if (picked.current === method) return;
    picked.current = method;
    setChosen(method);
    onValueChange?.(method);
  };

  // The shopper's early pick is saved once the scripts run.
  useEffect(() => {
    if (first !== null) pick(first);
    // Once, on hydration: later picks arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The server's choice changed (its answer to a pick, a new address): the radios follow it.
  const [lastServer, setLastServer] = useState(server);
  if (server !== lastServer) {
    setLastServer(server);
    setChosen(server);
  }

  const synced = useRef(server);
  useEffect(() => {
    if (synced.current === server) return;
    synced.current = server;
    picked.current = server;
    const radio = radioOf(server);
    if (radio && !radio.checked) radio.checked = true;
  }, [server]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (isPending) {
      // Locked while a change is on its way: the earlier choice stays checked.
      const previous = radioOf(chosen);
      if (previous) previous.checked = true;
      return;
    }
    pick(event.currentTarget.value);
  };

  return (
    <fieldset
      className={classes}
      data-empty={isEmpty || undefined}
      data-pending={isPending || undefined}
      data-invalid={error ? '' : undefined}
      aria-busy={isPending || undefined}
    >
      <legend className={styles.legend} id={`${id}-legend`}>
        {text.legend}
      </legend>
      {isEmpty ? (
        <p className={styles.empty} role="status">
          {text.noMethods}
        </p>
      ) : (
        <div
          ref={group}
          id={`${id}-group`}
          role="radiogroup"
          className={styles.group}
          dir={dir}
          aria-labelledby={`${id}-legend`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {methods.map((method) => {
            const isDiscounted = method.regular_cost != null && method.regular_cost > method.cost;
            const isFree = method.cost === 0;
            const isChecked = chosen === method.id;
            return (
              <label
                key={method.id}
                className={styles.option}
                data-state={isChecked ? 'checked' : 'unchecked'}
                data-disabled={isPending || undefined}
                data-discounted={isDiscounted || undefined}
                data-free={isFree || undefined}
              >
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={method.id}
                  defaultChecked={first === method.id}
                  // Locked while a change is pending, but still posted (a disabled radio would not be).
                  aria-disabled={isPending || undefined}
                  onChange={onChange}
                />
                <span className={styles.title}>{method.title}</span>{' '}
                <span className={styles.cost}>
                  {isFree ? text.free : price(method.cost)}{' '}
                  {isDiscounted && (
                    <s className={styles.regular}>
                      <VisuallyHidden>{text.regularCost}</VisuallyHidden> {price(method.regular_cost!)}
                    </s>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <VisuallyHidden role="status">{isPending ? text.updating : ''}</VisuallyHidden>
    </fieldset>
  );
}
