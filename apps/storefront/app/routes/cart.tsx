import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { StoreApiError, useCart } from '@vitrine/headless';
import type { CartLine } from '@vitrine/headless';
import { activeTheme } from '../lib/theme';
import { Button, Price, QuantityStepper } from '@vitrine/ui';
import { readCartToken } from '../lib/cart-cookie.server';
import { changeCartFromForm } from '../lib/cart-form.server';
import * as styles from '../styles/cart.css';
import { cartMeta } from '../lib/seo/pages';
import type { Route } from './+types/cart';
import { useT } from '../i18n/I18nProvider';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { cart: await context.commerce.carts.get(readCartToken(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeCartFromForm(request, context);
}

export function meta() {
  return cartMeta();
}

/** A shopper's cart is never indexed, whatever links to it. */
export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow' };
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

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
          <Price
            style={activeTheme.settings.currencyStyle}
            amount={line.variant.price}
            compareAt={line.variant.compare_at_price ?? undefined}
            currency={currency}
            size="sm"
          />
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
        <Price style={activeTheme.settings.currencyStyle} amount={line.line_total} currency={currency} />
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

export default function CartPage({ actionData }: Route.ComponentProps) {
  const cart = useCart();
  const hydrated = useHydrated();
  const currency = cart.currency ?? 'USD';
  const failedKey = actionData && 'key' in actionData ? actionData.key : null;
  const failedMessage = actionData && 'error' in actionData ? actionData.error.message : null;
  const { t } = useT();

  if (cart.lines.length === 0) {
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
        <ul className={styles.lines} aria-label={t('common.cartLines')}>
          {cart.lines.map((line) => (
            <CartLineRow
              key={line.key}
              line={line}
              currency={currency}
              hydrated={hydrated}
              serverError={failedKey === line.key ? failedMessage : null}
            />
          ))}
        </ul>
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.summaryTitle}>
            {t('cart.summary')}
          </h2>
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>{t('cart.items')}</dt>
              <dd data-testid="cart-item-count">{cart.count}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{t('common.subtotal')}</dt>
              <dd data-testid="cart-subtotal">
                <Price style={activeTheme.settings.currencyStyle} amount={cart.total} currency={currency} />
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t('cart.taxNote')}</p>
          {failedMessage && !failedKey ? <p role="alert">{failedMessage}</p> : null}
          <Link to="/" className={styles.continueLink}>
            {t('common.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/RouteErrorBoundary';
