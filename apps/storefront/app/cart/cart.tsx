import { CartPage, type CartPageField } from '@vitrine/ui';
import { CART_NOTE_MAX_LENGTH } from '@vitrine/headless/contract';
import { useT } from '@vitrine/i18n';
import { readCartToken } from './cart-cookie.server';
import { cartPageAction, type CartActionFailure } from './cart-intents.server';
import { useStoreTheme } from '../site/theme';
import { cartTotalLimits } from '../checkout/checkout-limits.server';
import { failureMessage, fieldMessage, showMessage } from '../checkout/checkout-messages';
import { countryOptions, countryRules, startingCountry } from '../checkout/checkout-page.server';
import { checkoutMeta } from '../seo/checkout';
import { localeOf } from '../i18n/locale.server';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeOf(request);
  const [cart, settings] = await Promise.all([
    context.commerce.carts.get(readCartToken(request)),
    context.commerce.settings.read(),
  ]);
  const rules = countryRules(context, startingCountry(cart.address?.country));
  return {
    cart,
    // Where the coupon input shows; the code a visitor arrived with is applied only there (spec 5).
    couponInput: settings.cart.coupon_input,
    // Spec 9's countdown: the store's minutes, counted in the browser from this server time (never the device's date).
    reservation: { minutes: settings.cart.reservation_minutes, serverNow: Date.now() },
    limits: await cartTotalLimits(context),
    noteMaxLength: CART_NOTE_MAX_LENGTH,
    countries: Object.keys(cart.cart).length > 0 ? countryOptions(context, locale) : [],
    states: rules ? { code: rules.code, states: rules.states } : null,
  };
}

/** Every cart form posts here (with or without JavaScript): one intent, handled once (`runCartIntent`). */
export async function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context, { successPath: '/cart' });
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta({ matches }, ['common.yourCart']);
}

/** A shopper's cart is never indexed or stored by a shared cache, whatever links to it. */
export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };
}

export const handle = { routeName: 'cart' };

/** Which page field a refused intent is about, when the error does not name one the page shows. */
const FIELD_OF_INTENT: Readonly<Record<string, CartPageField>> = {
  'coupon-apply': 'code',
  'coupon-remove': 'code',
  note: 'note',
  estimate: 'country',
  shipping: 'method_id',
  'start-checkout': 'cart',
};
const PAGE_FIELDS = new Set<string>(['code', 'note', 'cart', 'country', 'province', 'postcode', 'method_id']);

/** The cart page: the kit's composition over the loader's data; a refused post comes back on its field, translated. */
export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, has, locale } = useT();
  const theme = useStoreTheme();
  const failure = (actionData as CartActionFailure | undefined) ?? null;
  const errors: Partial<Record<CartPageField, string>> = {};
  const lineErrors: Record<string, string> = {};
  if (failure) {
    const { error } = failure;
    const field =
      error.field && PAGE_FIELDS.has(error.field) ? (error.field as CartPageField) : FIELD_OF_INTENT[failure.intent];
    const message = showMessage(
      field === 'cart' ? failureMessage(error, has) : fieldMessage(error.field ?? '', error.message),
      t,
    );
    if (failure.key && (failure.intent === 'update' || failure.intent === 'remove')) lineErrors[failure.key] = message;
    else errors[field ?? 'cart'] = message;
  }
  return (
    <CartPage
      {...loaderData}
      errors={errors}
      lineErrors={lineErrors}
      values={failure?.values}
      locale={locale}
      currencyStyle={theme.settings.currencyStyle}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
