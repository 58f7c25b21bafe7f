import { data, redirect, useNavigation } from 'react-router';
import type { Product } from '@vitrine/headless';
import { WishlistPage as WishlistComposition, type WishItem, type WishItemAnswer } from '@vitrine/ui';
import type { Route } from './+types/wishlist';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { loginHref, safeReturnTo } from './account-return-to';
import { wishedItems } from './account-wishlist';
import {
  ACCOUNT_HEADERS,
  accountPageHeaders,
  formAction,
  formFailure,
  requireAccountChange,
} from './account-session.server';
import { cartTokenHeaders, readCartToken } from '../cart/cart-cookie.server';
import { csrfTokenFor, getSession } from '../server/session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { useStoreTheme } from '../site/theme';
import { errorMessage } from './account-errors';
import { failureOf, usePendingIntent, useTranslate } from './account-forms';

/**
 * The wish list: the signed-in shopper's wished products, newest first, each
 * with "add to cart" and "remove". A visitor who is not signed in sees a
 * sign-in prompt that comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  if (!session)
    return data({ signedIn: false as const, csrf: '', items: [] as WishItem[] }, { headers: ACCOUNT_HEADERS });
  const { data: wished } = await context.commerce.accounts.wishlist.wished(session.customerId);
  const products = await Promise.all(wished.product_ids.map((id) => context.commerce.catalog.getProduct(String(id))));
  const headers = new Headers(ACCOUNT_HEADERS);
  if (session.renewedCookie) headers.append('Set-Cookie', session.renewedCookie);
  return data(
    {
      signedIn: true as const,
      csrf: csrfTokenFor(session.token),
      items: wishedItems(products.filter((p): p is Product => p !== null)),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // A heart elsewhere (the product page without JavaScript) comes back to its page; signed out, through the sign-in page.
  const returnTo = form.get('return_to');
  const back = typeof returnTo === 'string' ? safeReturnTo(returnTo, '') : '';
  if (back && !(await getSession(request, context))) throw redirect(loginHref(back));
  return formAction(form, async () => {
    const session = await requireAccountChange(request, context, form);
    const intent = form.get('intent');
    const productId = form.get('product_id');
    if (intent === 'add' && back) {
      const variantId = form.get('variant_id');
      await context.commerce.accounts.wishlist.add(session.customerId, {
        product_id: productId,
        ...(variantId ? { variant_id: variantId } : {}),
      });
      return redirect(back);
    }
    if (intent === 'remove') {
      await context.commerce.accounts.wishlist.remove(session.customerId, { product_id: productId });
      if (back) return redirect(back);
      return { removed: Number(productId) };
    }
    if (intent === 'add-to-cart') {
      const token = readCartToken(request);
      const shopper = { customerId: session.customerId, ip: context.clientIp ?? 'unknown' };
      const result = await context.commerce.carts.add(
        token,
        { variant_id: form.get('variant_id'), quantity: 1 },
        shopper,
      );
      return data({ added: Number(productId) }, { headers: cartTokenHeaders(request, token, result.token) });
    }
    return formFailure(form, {
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Unknown wish list action',
      field: 'intent',
    });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.wishlist.title', 'Wish list');

export const headers = accountPageHeaders;

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useT();
  const translate = useTranslate();
  const { settings } = useStoreTheme();
  const navigation = useNavigation();
  const pendingIntent = usePendingIntent();
  const failure = failureOf(actionData);
  // Without scripts (or after a refusal) the answer belongs to the product whose form was posted.
  const answers: Record<number, WishItemAnswer> = {};
  if (failure) answers[Number(failure.values.product_id)] = { error: translate(errorMessage(failure.error)) };
  else if (actionData && 'added' in actionData) answers[actionData.added] = { isAdded: true };
  return (
    <PageLabelsProvider>
      <RouterForms>
        <WishlistComposition
          isSignedIn={loaderData.signedIn}
          csrf={loaderData.csrf}
          items={loaderData.items}
          isRemoved={Boolean(actionData && 'removed' in actionData)}
          answers={answers}
          pendingKey={pendingIntent ? `${pendingIntent}:${String(navigation.formData?.get('product_id') ?? '')}` : null}
          loginHref={loginHref('/wishlist')}
          locale={locale}
          layout={settings.layout.productCard}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
