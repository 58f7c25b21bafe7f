import { useEffect, useId, useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { formatPrice, StoreApiError, useCart, useCoupon } from '@vitrine/headless';
import type { CartLine } from '@vitrine/headless';
import type { PricedCartJson } from '@vitrine/headless/contract';
import { CART_NOTE_MAX_LENGTH } from '@vitrine/headless/contract';
import { Button, CouponForm, QuantityStepper } from '@vitrine/ui';
import { Price as Money } from '@vitrine/ui';
import { readCartToken } from './cart-cookie.server';
import { changeCartFromForm, type CartActionFailure } from './cart-form.server';
import { cartTotalLimits } from '../checkout/checkout-limits.server';
import { failureMessage, fieldMessage, showMessage } from '../checkout/checkout-messages';
import { countryOptions, countryRules, startingCountry } from '../checkout/checkout-page.server';
import { checkoutMeta } from '../seo/checkout';
import { localeOf } from '../i18n/locale.server';
import * as styles from './cart.css';
import * as form from '../checkout/checkout.css';
import type { Route } from './+types/cart';
import { useT } from '@vitrine/i18n';
import { ignoreAbort } from '../site/abort';
import { ShippingChoice, useHydrated, type CountryOption, type CountryRules } from '../checkout/checkout-parts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeOf(request);
  const cart = await context.commerce.carts.get(readCartToken(request));
  const country = startingCountry(cart.address?.country);
  return {
    cart,
    limits: await cartTotalLimits(context),
    countries: Object.keys(cart.cart).length > 0 ? countryOptions(context, locale) : [],
    rules: countryRules(context, country),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeCartFromForm(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta({ matches }, ['common.yourCart']);
}

/** A shopper's cart is never indexed or stored by a shared cache, whatever links to it. */
export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };
}

type Translate = ReturnType<typeof useT>['t'];

function CartLineRow({
  line,
  currency,
  hydrated,
  serverError,
}: {
  line: CartLine;
  currency: string;
  hydrated: boolean;
  serverError: string | null;
}) {
  const cart = useCart();
  const [error, setError] = useState<string | null>(null);
  const pending = cart.isLinePending(line.key);
  const shownError = error ?? serverError;
  const { t } = useT();

  async function run(task: Promise<unknown>) {
    setError(null);
    try {
      await task;
    } catch (e) {
      setError(e instanceof StoreApiError ? e.message : t('cart.updateFailed'));
    }
  }

  return (
    <li className={styles.line} data-testid="cart-line" data-key={line.key} data-pending={pending} aria-busy={pending}>
      {line.image ? (
        <img
          className={styles.lineImage}
          src={`${line.image.url}?w=200`}
          srcSet={`${line.image.url}?w=200 200w, ${line.image.url}?w=400 400w`}
          sizes="120px"
          width={line.image.width}
          height={line.image.height}
          alt={line.image.alt}
          loading="lazy"
        />
      ) : (
        <span className={styles.lineImage} />
      )}
      <div className={styles.lineInfo}>
        <Link to={`/products/${line.product.handle}?variant=${line.variant.ID}`} className={styles.lineTitle}>
          {line.product.title}
        </Link>
        <p className={styles.lineVariant}>{line.variant.title}</p>
        <p className={styles.lineUnit}>
          <Money amount={line.variant.price} compareAt={line.variant.compare_at_price} currency={currency} size="sm" />
        </p>
      </div>
      <Form method="post" className={styles.lineQuantity} onSubmit={(e) => hydrated && e.preventDefault()}>
        <input type="hidden" name="key" value={line.key} />
        <QuantityStepper
          name="quantity"
          label={t('cart.quantityOf', { title: line.product.title })}
          value={line.quantity}
          min={1}
          max={Math.max(line.quantity, line.variant.available)}
          size="small"
          disabled={pending}
          onChange={(quantity) => run(cart.changeQuantity(line.key, quantity))}
        />
        {hydrated ? null : (
          <Button type="submit" name="intent" value="update" variant="secondary" size="sm">
            {t('cart.update')}
          </Button>
        )}
      </Form>
      <p className={styles.lineTotal} data-testid="line-total">
        <Money amount={line.line_total} currency={currency} />
      </p>
      <Form
        method="post"
        className={styles.lineRemove}
        onSubmit={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          void run(cart.remove(line.key));
        }}
      >
        <input type="hidden" name="key" value={line.key} />
        <Button
          type="submit"
          name="intent"
          value="remove"
          variant="ghost"
          size="sm"
          aria-label={t('common.removeLine', { title: line.product.title })}
        >
          {t('common.remove')}
        </Button>
      </Form>
      {shownError ? (
        <p role="alert" className={styles.lineError}>
          {shownError}
        </p>
      ) : null}
    </li>
  );
}

/** The discount code: the CouponForm once hydrated, a plain form posting to the cart action before (and without JavaScript). */
function CouponSection({ cart, failure }: { cart: PricedCartJson; failure: CartActionFailure | null }) {
  const hydrated = useHydrated();
  const coupon = useCoupon({ position: 'cart' });
  const { t, labels } = useT();
  const text = labels('CouponForm');
  const id = useId();
  if (hydrated) {
    const error = coupon.error ? showMessage(fieldMessage('code', coupon.error), t) : null;
    return (
      <div data-testid="coupon-section">
        <CouponForm coupon={{ ...coupon, error }} labels={text} />
      </div>
    );
  }
  const applied = cart.coupon_record?.code ?? null;
  const serverError =
    failure && failure.intent.startsWith('coupon') ? showMessage(fieldMessage('code', failure.error.message), t) : null;
  return (
    <div data-testid="coupon-section" className={form.section}>
      {applied ? (
        <Form method="post" className={styles.couponApplied}>
          <input type="hidden" name="code" value={applied} />
          <span className={form.codeTag}>{applied}</span>
          <Button
            type="submit"
            name="intent"
            value="coupon-remove"
            variant="ghost"
            size="sm"
            aria-label={text.removeCode(applied)}
          >
            {text.remove}
          </Button>
        </Form>
      ) : (
        <Form method="post" className={form.field}>
          <label className={form.label} htmlFor={`${id}-code`}>
            {text.label}
          </label>
          <div className={styles.inlineForm}>
            <input
              id={`${id}-code`}
              className={form.input}
              name="code"
              autoComplete="off"
              placeholder={text.placeholder}
              defaultValue={failure?.values?.code ?? ''}
              aria-invalid={serverError ? true : undefined}
              aria-describedby={serverError ? `${id}-error` : undefined}
            />
            <Button type="submit" name="intent" value="coupon-apply" variant="secondary">
              {text.apply}
            </Button>
          </div>
        </Form>
      )}
      {serverError ? (
        <p id={`${id}-error`} role="alert" className={form.fieldError}>
          {serverError}
        </p>
      ) : null}
    </div>
  );
}

/** Shipping estimate: country, state and postcode give the methods (and their costs) for the cart. */
function ShippingEstimate({
  cart,
  countries,
  rules,
  failure,
}: {
  cart: PricedCartJson;
  countries: readonly CountryOption[];
  rules: CountryRules | null;
  failure: CartActionFailure | null;
}) {
  const { t, labels } = useT();
  const text = labels('AddressForm');
  const estimate = useFetcher<CartActionFailure>();
  const choose = useFetcher<CartActionFailure>();
  const id = useId();
  const [country, setCountry] = useState(cart.address?.country ?? rules?.code ?? '');
  const [current, setCurrent] = useState(rules);
  useEffect(() => {
    if (!country || current?.code === country) return;
    let isLive = true;
    fetch(`/api/store/countries/${encodeURIComponent(country)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { country?: CountryRules } | null) => isLive && body?.country && setCurrent(body.country))
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [country, current?.code]);
  const states = current?.code === country ? current.states : [];
  const shippingFailure = choose.data ?? (failure?.intent === 'shipping' ? failure : null);
  const estimateFailure = estimate.data ?? (failure?.intent === 'estimate' ? failure : null);
  return (
    <section className={form.section} aria-labelledby={`${id}-title`} data-testid="shipping-estimate">
      <h3 id={`${id}-title`} className={styles.blockTitle}>
        {t('checkoutPage.cart.estimateTitle')}
      </h3>
      <estimate.Form method="post" className={form.section}>
        <div className={styles.estimateRow}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-country`}>
              {text.country}
            </label>
            <select
              id={`${id}-country`}
              className={form.input}
              name="country"
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            >
              <option value="">{text.chooseCountry}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {states.length > 0 ? (
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-province`}>
                {text.province}
              </label>
              <select
                id={`${id}-province`}
                key={country}
                className={form.input}
                name="province"
                defaultValue={cart.address?.province ?? ''}
              >
                <option value="">{text.chooseProvince}</option>
                {states.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-postcode`}>
              {text.postcode}
            </label>
            <input
              id={`${id}-postcode`}
              className={form.input}
              name="postcode"
              autoComplete="postal-code"
              defaultValue={cart.address?.postcode ?? ''}
            />
          </div>
        </div>
        <Button
          type="submit"
          name="intent"
          value="estimate"
          variant="secondary"
          aria-disabled={estimate.state !== 'idle' || undefined}
        >
          {t('checkoutPage.cart.estimateSubmit')}
        </Button>
        {estimateFailure ? (
          <p role="alert" className={form.fieldError}>
            {showMessage(fieldMessage(estimateFailure.error.field ?? '', estimateFailure.error.message), t)}
          </p>
        ) : null}
      </estimate.Form>
      {cart.address ? (
        <choose.Form method="post" className={form.section} data-testid="cart-shipping-methods">
          <ShippingChoice
            name="method_id"
            methods={cart.shipping.methods}
            selected={cart.shipping.selected}
            currency={cart.currency}
            isPending={choose.state !== 'idle'}
            error={shippingFailure ? showMessage(fieldMessage('method_id', shippingFailure.error.message), t) : null}
            onChange={(methodId) =>
              void ignoreAbort(choose.submit({ intent: 'shipping', method_id: methodId }, { method: 'post' }))
            }
          />
          <NoScriptSubmit label={t('checkoutPage.cart.shippingSubmit')} intent="shipping" />
        </choose.Form>
      ) : null}
    </section>
  );
}

/** A submit button only forms without JavaScript need (the enhanced control saves on change). */
function NoScriptSubmit({ label, intent }: { label: string; intent: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <Button type="submit" name="intent" value={intent} variant="secondary" size="sm">
      {label}
    </Button>
  );
}

/** The cart note (spec 5: at most CART_NOTE_MAX_LENGTH characters, 'Character limit reached!'). */
function CartNote({ cart, failure }: { cart: PricedCartJson; failure: CartActionFailure | null }) {
  const { t } = useT();
  const note = useFetcher<CartActionFailure>();
  const id = useId();
  const initial = failure?.intent === 'note' ? (failure.values?.note ?? cart.note) : cart.note;
  const [text, setText] = useState(initial);
  const remaining = CART_NOTE_MAX_LENGTH - text.length;
  const hydrated = useHydrated();
  const serverFailure = note.data ?? (failure?.intent === 'note' ? failure : null);
  const isSaved = hydrated && note.state === 'idle' && !serverFailure && text === cart.note && cart.note !== '';
  const error = serverFailure
    ? showMessage(fieldMessage('note', serverFailure.error.message), t)
    : remaining <= 0
      ? t('validation.characterLimit')
      : null;
  return (
    <note.Form method="post" className={form.field} data-testid="cart-note">
      <label className={form.label} htmlFor={`${id}-note`}>
        {t('checkoutPage.cart.noteLabel')} <span className={form.optional}>{t('common.optional')}</span>
      </label>
      <textarea
        id={`${id}-note`}
        className={form.textarea}
        name="note"
        maxLength={CART_NOTE_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, CART_NOTE_MAX_LENGTH))}
        aria-invalid={serverFailure ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count`}
      />
      <p id={`${id}-hint`} className={form.hint}>
        {t('checkoutPage.cart.noteHint')}
      </p>
      <div className={styles.noteFooter}>
        <span id={`${id}-count`} className={form.hint} aria-live="polite" data-testid="note-remaining">
          {t('checkoutPage.cart.noteRemaining', { count: Math.max(0, remaining) })}
        </span>
        <Button type="submit" name="intent" value="note" variant="secondary" size="sm">
          {t('checkoutPage.cart.noteSave')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={form.fieldError}>
          {error}
        </p>
      ) : isSaved ? (
        <p role="status" className={form.hint}>
          {t('checkoutPage.cart.noteSaved')}
        </p>
      ) : null}
    </note.Form>
  );
}

/** The limit a cart breaks, as the spec words it, in the shopper's language and the cart's currency. */
function limitMessage(
  cart: PricedCartJson,
  limits: { min: number | null; max: number | null },
  t: Translate,
  money: (n: number) => string,
) {
  const notice = cart.notices.find((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH');
  if (!notice) return null;
  if (notice.code === 'CART_TOTAL_TOO_LOW' && limits.min !== null)
    return t('validation.cartMinTotal', { p: money(limits.min) });
  if (notice.code === 'CART_TOTAL_TOO_HIGH' && limits.max !== null)
    return t('validation.cartMaxTotal', { p: money(limits.max) });
  return notice.message;
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const cartState = useCart();
  const hydrated = useHydrated();
  const { t, has, locale } = useT();
  const navigation = useNavigation();
  // The store follows every change (coupon calls, revalidated loaders); the loader's cart is the first paint.
  const cart = (cartState.cart ?? loaderData.cart) as PricedCartJson;
  const currency = cart.currency ?? 'USD';
  const failure = (actionData as CartActionFailure | undefined) ?? null;
  const failedKey = failure?.key ?? null;
  const lineError = failure && failedKey ? failure.error.message : null;
  const lines = Object.values(cart.cart ?? {});
  // The limit is a sentence argument, so it is formatted as text with the same rules as <Money>.
  const money = (amount: number) => formatPrice(amount, { currency, locale }).text;
  const limit = limitMessage(cart, loaderData.limits, t, money);
  const checkoutFailure = failure?.intent === 'checkout' ? showMessage(failureMessage(failure.error, has), t) : null;
  const selected = cart.shipping?.methods.find((m) => m.id === cart.shipping.selected);
  const isStarting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'checkout';

  if (lines.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('common.yourCart')}</h1>
        <div className={styles.empty} data-testid="cart-empty">
          <p>{t('common.cartEmpty')}</p>
          <Link to="/" className={styles.continueLink}>
            {t('common.continueShopping')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('common.yourCart')}</h1>
      <div className={styles.layout}>
        <div className={styles.mainColumn}>
          <ul className={styles.lines} aria-label={t('common.cartLines')}>
            {lines.map((line) => (
              <CartLineRow
                key={line.key}
                line={line}
                currency={currency}
                hydrated={hydrated}
                serverError={failedKey === line.key ? lineError : null}
              />
            ))}
          </ul>
          <CartNote cart={cart} failure={failure} />
        </div>
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.summaryTitle}>
            {t('cart.summary')}
          </h2>
          <CouponSection cart={cart} failure={failure} />
          <ShippingEstimate cart={cart} countries={loaderData.countries} rules={loaderData.rules} failure={failure} />
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>{t('cart.items')}</dt>
              <dd data-testid="cart-item-count">{cartState.count}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{t('common.subtotal')}</dt>
              <dd data-testid="cart-subtotal">
                <Money amount={cart.cart_subtotal ?? cart.cart_contents_total} currency={currency} />
              </dd>
            </div>
            {cart.discount_total > 0 ? (
              <div className={styles.totalRow}>
                <dt>
                  {t('checkoutPage.discount')}
                  {cart.coupon_record ? <span className={form.codeTag}>{cart.coupon_record.code}</span> : null}
                </dt>
                <dd className={form.discountValue} data-testid="cart-discount">
                  −<Money amount={cart.discount_total} currency={currency} />
                </dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>{t('common.shipping')}</dt>
              <dd data-testid="cart-shipping">
                {selected ? (
                  cart.shipping_total === 0 ? (
                    t('common.free')
                  ) : (
                    <Money amount={cart.shipping_total} currency={currency} />
                  )
                ) : (
                  t('checkoutPage.shippingLater')
                )}
              </dd>
            </div>
            {cart.tax_total > 0 ? (
              <div className={styles.totalRow}>
                <dt>{t('checkoutPage.taxes')}</dt>
                <dd data-testid="cart-tax">
                  <Money amount={cart.tax_total} currency={currency} />
                </dd>
              </div>
            ) : null}
            <div className={styles.grandTotal}>
              <dt>{t('common.total')}</dt>
              <dd data-testid="cart-total">
                <Money amount={cart.cart_total} currency={currency} size="lg" />
              </dd>
            </div>
          </dl>
          {!selected ? <p className={styles.note}>{t('cart.taxNote')}</p> : null}
          {limit ? (
            <p role="alert" className={form.alert} data-testid="cart-limit">
              {limit}
            </p>
          ) : null}
          {checkoutFailure ? (
            <p role="alert" className={form.alert}>
              {checkoutFailure}
            </p>
          ) : null}
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="checkout"
              size="lg"
              fullWidth
              disabled={limit !== null}
              aria-disabled={isStarting || undefined}
              data-testid="checkout-button"
            >
              {t('common.checkout')}
            </Button>
          </Form>
          <p className={styles.secure}>
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <rect x="4" y="10" width="16" height="11" rx="2" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" />
            </svg>
            {t('checkoutPage.secureCheckout')}
          </p>
          <Link to="/" className={styles.continueLink}>
            {t('common.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
