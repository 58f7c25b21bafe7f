import { useEffect } from 'react';
import { data, Link, redirect, useFetcher } from 'react-router';
import type { Product } from '@vitrine/headless';
import { button, EmptyState, imageSrcSet, imageUrl, Price } from '@vitrine/ui';
import type { Route } from './+types/wishlist';
import { useT } from '@vitrine/i18n';
import { useCartUi } from '../cart/CartUi';
import { loginHref, safeReturnTo } from './account-return-to';
import { wishedCards, type WishCard } from './account-wishlist';
import { ACCOUNT_HEADERS, accountPageHeaders, formAction, formFailure, requireAccountChange } from './account-session.server';
import { cartTokenHeaders, readCartToken } from '../cart/cart-cookie.server';
import { csrfTokenFor, getSession } from '../server/session.server';
import { accountMeta } from '../seo/account';
import { CsrfField, FormAlert, SubmitButton, failureOf, useTranslate, type FailedForm } from './account.shared';
import { errorMessage } from './account-errors';
import * as styles from './account.css';

/** The picture widths a wish card asks for (half a phone screen up to a desktop column). */
const CARD_WIDTHS = [200, 300, 400, 600] as const;
const CARD_SIZES = '(max-width: 767px) 50vw, 240px';

/**
 * The wish list: the signed-in shopper's wished products, newest first, each
 * with "add to cart" and "remove". A visitor who is not signed in sees a
 * sign-in prompt that comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  if (!session) return data({ signedIn: false as const, csrf: '', cards: [] as WishCard[] }, { headers: ACCOUNT_HEADERS });
  const { data: wished } = await context.commerce.accounts.wishlist.wished(session.customerId);
  const products = await Promise.all(wished.product_ids.map((id) => context.commerce.catalog.getProduct(String(id))));
  const headers = new Headers(ACCOUNT_HEADERS);
  if (session.renewedCookie) headers.append('Set-Cookie', session.renewedCookie);
  return data(
    { signedIn: true as const, csrf: csrfTokenFor(session.token), cards: wishedCards(products.filter((p): p is Product => p !== null)) },
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
      const result = await context.commerce.carts.add(token, { variant_id: form.get('variant_id'), quantity: 1 });
      return data({ added: Number(productId) }, { headers: cartTokenHeaders(request, token, result.token) });
    }
    return formFailure(form, { status: 422, code: 'VALIDATION_FAILED', message: 'Unknown wish list action', field: 'intent' });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.wishlist.title', 'Wish list');

export const headers = accountPageHeaders;

/** What one item's forms answered, with JavaScript (a fetcher) or without (the page's action data). */
type ItemAnswer = { removed: number } | { added: number } | FailedForm;

function WishItem({ card, csrf, answer }: { card: WishCard; csrf: string; answer: ItemAnswer | undefined }) {
  const { t } = useT();
  const translate = useTranslate();
  const fetcher = useFetcher<ItemAnswer>();
  const { cartType, showCart } = useCartUi();
  const result = fetcher.data ?? answer;
  const failure = failureOf(result);
  const isAdded = Boolean(result && 'added' in result);
  const isPending = fetcher.state !== 'idle';
  useEffect(() => {
    // The theme decides how an added product shows: the drawer opens where there is one.
    if (fetcher.state === 'idle' && fetcher.data && 'added' in fetcher.data && cartType === 'drawer') showCart();
  }, [fetcher.state, fetcher.data, cartType, showCart]);
  const available = card.variants.filter((variant) => variant.available > 0);
  return (
    <li className={styles.wishItem} data-testid="wish-item" data-product-id={card.id} data-pending={isPending}>
      <Link to={`/products/${card.handle}`} prefetch="intent" tabIndex={-1} aria-hidden="true">
        {card.image ? (
          <img
            className={styles.wishImage}
            src={imageUrl(card.image.url, 400)}
            srcSet={imageSrcSet(card.image.url, CARD_WIDTHS)}
            sizes={CARD_SIZES}
            width={card.image.width}
            height={card.image.height}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className={styles.wishImage} />
        )}
      </Link>
      <Link to={`/products/${card.handle}`} prefetch="intent" className={styles.wishTitle}>
        {card.title}
      </Link>
      <Price amount={card.price} compareAt={card.compareAtPrice} currency={card.currency} />
      <fetcher.Form method="post" className={styles.wishForm}>
        <CsrfField token={csrf} />
        <input type="hidden" name="product_id" value={card.id} />
        {available.length === 0 ? (
          <p className={styles.muted}>{t('common.soldOut')}</p>
        ) : available.length === 1 && card.variants.length === 1 ? (
          <input type="hidden" name="variant_id" value={available[0]!.ID} />
        ) : (
          <select name="variant_id" className={styles.input} aria-label={t('account.wishlist.chooseOption', { title: card.title })}>
            {available.map((variant) => (
              <option key={variant.ID} value={variant.ID}>
                {variant.title}
              </option>
            ))}
          </select>
        )}
        {available.length > 0 ? (
          <SubmitButton intent="add-to-cart" variant="primary" size="sm" fullWidth disabled={isPending}>
            {t('common.addToCart')}
          </SubmitButton>
        ) : null}
        <SubmitButton
          intent="remove"
          variant="ghost"
          size="sm"
          fullWidth
          disabled={isPending}
          aria-label={t('account.wishlist.removeOf', { title: card.title })}
        >
          {t('common.remove')}
        </SubmitButton>
      </fetcher.Form>
      {isAdded ? (
        <p role="status" className={styles.muted} data-testid="wish-added">
          {t('account.wishlist.added')} <Link to="/cart">{t('common.viewCart')}</Link>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.fieldError}>
          {translate(errorMessage(failure.error))}
        </p>
      ) : null}
    </li>
  );
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, labels } = useT();
  if (!loaderData.signedIn) {
    return (
      <div className={styles.page} data-testid="wishlist-signed-out">
        <h1 className={styles.pageTitle}>{t('account.wishlist.title')}</h1>
        <section className={styles.section}>
          <p>{t('account.wishlist.signInPrompt')}</p>
          <div className={styles.actions}>
            <Link to={loginHref('/wishlist')} className={button({ variant: 'primary', size: 'md' })}>
              {t('common.signIn')}
            </Link>
            <Link to="/account/register?return_to=%2Fwishlist">{t('account.login.createAccount')}</Link>
          </div>
        </section>
      </div>
    );
  }
  const answerFor = (productId: number): ItemAnswer | undefined => {
    if (!actionData) return undefined;
    const failure = failureOf(actionData);
    if (failure) return Number(failure.values.product_id) === productId ? failure : undefined;
    return 'added' in actionData && actionData.added === productId ? actionData : undefined;
  };
  const removed = actionData && 'removed' in actionData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('account.wishlist.title')}</h1>
      <FormAlert tone="success" message={removed ? t('account.wishlist.removed') : null} />
      {loaderData.cards.length === 0 ? (
        <EmptyState kind="wishlist" actionHref="/" headingLevel={2} labels={labels('EmptyState')} />
      ) : (
        <>
          <p className={styles.muted} data-testid="wish-count">
            {t('common.productCount', { count: loaderData.cards.length })}
          </p>
          <ul className={styles.wishGrid} aria-label={t('account.wishlist.title')}>
            {loaderData.cards.map((card) => (
              <WishItem key={card.id} card={card} csrf={loaderData.csrf} answer={answerFor(card.id)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
