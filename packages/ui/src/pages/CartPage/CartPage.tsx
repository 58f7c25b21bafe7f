import {
  formatPrice,
  useAdoptCart,
  useCart,
  type Cart,
  type CartIntentName,
  type CouponInputVisibility,
  type CurrencyStyle,
} from '@vitrine/headless';
import { useLabels } from '../../kit/labels';
import { CART_PATH } from '../../kit/cartUi';
import { Form } from '../../kit/form';
import { Button } from '../../Button/Button';
import { CouponForm } from '../../CouponForm/CouponForm';
import { InlineCart } from '../../InlineCart/InlineCart';
import { Link } from '../../Link/Link';
import { CartNote } from './CartNote';
import {
  ShippingEstimate,
  type CartCountryOption,
  type CartCountryStates,
  type ShippingEstimateField,
} from './ShippingEstimate';
import { DEFAULT_CART_PAGE_LABELS, type CartPageLabels } from './labels';
import * as styles from './CartPage.css';
import { ReservationCountdown } from '../../ReservationCountdown/ReservationCountdown';

const START_CHECKOUT = 'start-checkout' satisfies CartIntentName;

/** Fields of the cart page the server can refuse, by name (`cart` is the page as a whole: starting checkout). */
export type CartPageField = 'code' | 'note' | 'cart' | ShippingEstimateField;

/** Props of {@link CartPage}: plain data from the shop's loader and action. */
export interface CartPageProps {
  /** The cart the page's loader read; shown when it is newer than the cart the store shows. */
  cart: Cart;
  /** The store's cart total limits in minor units (spec 5); null: none. */
  limits: { min: number | null; max: number | null };
  /** The note's limit (the contract's `CART_NOTE_MAX_LENGTH`). */
  noteMaxLength: number;
  /** Countries the shipping estimate offers. */
  countries: readonly CartCountryOption[];
  /** The states of the country the estimate shows first. */
  states: CartCountryStates | null;
  /** The server's refusal of the last post, by field (a page without JavaScript), in the shopper's language. */
  errors?: Partial<Record<CartPageField, string>>;
  /** The same for one line, by line key. */
  lineErrors?: Readonly<Record<string, string>>;
  /** What the last refused post carried, so nothing typed is lost. */
  values?: Readonly<Record<string, string>>;
  /** The store option `cart_show_input_coupon`: the cookie discount code is applied where it allows (spec 5). */
  couponInput?: CouponInputVisibility | null;
  /**
   * The cart reservation countdown (spec 9): the store setting
   * `cart.reservation_minutes` (null: none) and the server's time when it
   * sent the page (ms since the epoch, UTC).
   */
  reservation?: { minutes: number | null; serverNow: number } | null;
  /** Where the page's forms post; the cart page's route by default. */
  action?: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  labels?: Partial<CartPageLabels>;
}

/** The notice of a cart above or below the store's total limits (the server's `notices`), or null. */
function limitNotice(cart: Cart | null): 'min' | 'max' | null {
  const notice = cart?.notices.find((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH');
  if (!notice) return null;
  return notice.code === 'CART_TOTAL_TOO_LOW' ? 'min' : 'max';
}

/** Hides the coupon input on the devices the store option turns it off for (absent: shown on both). */
function couponClassName(couponInput: CouponInputVisibility | null | undefined): string | undefined {
  if (!couponInput) return undefined;
  const hidden = [
    couponInput.mobile === 1 ? null : styles.hiddenOnMobile,
    couponInput.desktop === 1 ? null : styles.hiddenOnDesktop,
  ];
  return hidden.filter(Boolean).join(' ') || undefined;
}

/**
 * The cart page: the lines (each a form), the note (500 characters, live
 * count), the discount code, the shipping estimate (country → state →
 * postcode → methods), the server's totals, the store's minimum/maximum
 * total messages, which block checkout (spec 5), the reservation countdown
 * when the store sets one (spec 9), and "Check out", a form
 * posting `start-checkout`. Every part is a real form posting a cart intent
 * to `action`, so the page works without JavaScript; hydrated, each part
 * changes the cart in place through the headless hooks. The shop renders it
 * from its route (loader + action); Storybook renders the same with MSW.
 *
 * @example
 * <CartPage {...loaderData} errors={errorsOf(actionData)} />
 */
export function CartPage({
  cart: loaderCart,
  limits,
  noteMaxLength,
  countries,
  states,
  errors = {},
  lineErrors,
  values = {},
  couponInput,
  reservation,
  action = CART_PATH,
  locale,
  currencyStyle = 'default',
  labels,
}: CartPageProps) {
  const text = useLabels('CartPage', DEFAULT_CART_PAGE_LABELS, labels);
  useAdoptCart(loaderCart);
  const { cart: shown, lines } = useCart();
  const cart = shown ?? loaderCart;
  const limit = limitNotice(cart);
  const money = (amount: number) => formatPrice(amount, { currency: cart.currency, locale, style: currencyStyle }).text;
  const limitMessage =
    limit === 'min' && limits.min !== null
      ? text.minTotal(money(limits.min))
      : limit === 'max' && limits.max !== null
        ? text.maxTotal(money(limits.max))
        : null;
  const address = cart.address ?? {};

  const checkout = (
    <Form method="post" action={action} className={styles.checkoutForm}>
      {reservation ? <ReservationCountdown minutes={reservation.minutes} serverNow={reservation.serverNow} /> : null}
      {limitMessage ? (
        <p role="alert" className={styles.alert} data-testid="cart-limit">
          {limitMessage}
        </p>
      ) : null}
      {errors.cart ? (
        <p role="alert" className={styles.alert}>
          {errors.cart}
        </p>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value={START_CHECKOUT}
        size="lg"
        fullWidth
        disabled={limitMessage !== null}
        data-testid="checkout-button"
      >
        {text.checkout}
      </Button>
      <p className={styles.secure}>
        <svg
          className={styles.secureIcon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="4" y="10" width="16" height="11" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        </svg>
        {text.secureCheckout}
      </p>
      <Link href="/" className={styles.continueLink}>
        {text.continueShopping}
      </Link>
    </Form>
  );

  return (
    <div className={styles.page} data-testid="cart-page">
      {/* One heading: the cart's own title, as the page's h1 (with the item count beside it). */}
      <InlineCart
        action={action}
        locale={locale}
        currencyStyle={currencyStyle}
        lineErrors={lineErrors}
        checkout={checkout}
        titleAs="h1"
        titleClassName={styles.title}
      >
        <CouponForm
          action={action}
          couponInput={couponInput}
          className={couponClassName(couponInput)}
          defaultValue={values.intent?.startsWith('coupon') ? (values.code ?? '') : ''}
          errors={{ code: errors.code }}
        />
        <ShippingEstimate
          action={action}
          countries={countries}
          initialStates={states}
          values={{
            country: values.country ?? address.country,
            province: values.province ?? address.province,
            postcode: values.postcode ?? address.postcode,
          }}
          errors={errors}
          locale={locale}
          currencyStyle={currencyStyle}
          labels={text}
        />
      </InlineCart>
      {lines.length > 0 ? (
        <CartNote
          action={action}
          maxLength={noteMaxLength}
          defaultValue={values.intent === 'note' ? (values.note ?? cart.note) : cart.note}
          error={errors.note ?? null}
          labels={text}
        />
      ) : null}
    </div>
  );
}
