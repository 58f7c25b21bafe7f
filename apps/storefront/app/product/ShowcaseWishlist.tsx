import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  createStoreClient,
  StoreProvider,
  useCustomer,
  useReportError,
  useStoreClient,
  useStoreEvents,
  useWishlist,
  type Product,
  type Variant,
} from '@vitrine/headless';
import { WishlistButton, type LoginCredentials } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { ADD_TO_WISHLIST_EVENT, itemEventPayload } from './showcase-tracking';

/** The sign-in dialog (Radix Dialog) is only needed after a signed-out heart click. */
const LoginDialog = lazy(() => import('./ShowcaseLoginDialog'));

/** Header the store API checks on cookie-authenticated changes (see `server/session.server.ts`). */
const CSRF_HEADER = 'X-CSRF-Token';

export interface ShowcaseWishlistProps {
  product: Product;
  variant: Variant | null;
  isSignedIn: boolean;
  csrfToken: string | null;
  wishedProductIds: readonly number[];
}

interface LoginAnswer {
  csrf_token: string;
}

/**
 * The product page's wish list heart. Signed out, a click opens the sign-in
 * dialog; after signing in the product the shopper wanted is added. Signed in,
 * it toggles the wish list (POST/DELETE /wish_list/wishing).
 *
 * Wish list changes need the session's CSRF token as a header, which the
 * site-wide store client does not send; so the heart gets a store client of
 * its own (same event bus and error reporter as the page) carrying it.
 */
export function ShowcaseWishlist(props: ShowcaseWishlistProps) {
  const { locale } = useT();
  const events = useStoreEvents();
  const reportError = useReportError();
  const [csrfToken, setCsrfToken] = useState(props.csrfToken);
  useEffect(() => setCsrfToken(props.csrfToken), [props.csrfToken]);
  const client = useMemo(
    () => createStoreClient({ locale, headers: csrfToken ? { [CSRF_HEADER]: csrfToken } : {} }),
    [locale, csrfToken],
  );
  return (
    <StoreProvider
      client={client}
      initialCart={null}
      events={events}
      reportError={reportError}
      refreshCartOnHistoryNavigation={false}
    >
      <WishlistHeart {...props} isSignedIn={props.isSignedIn || csrfToken !== null} onSignedIn={setCsrfToken} />
    </StoreProvider>
  );
}

function WishlistHeart({
  product,
  variant,
  isSignedIn,
  wishedProductIds,
  onSignedIn,
}: ShowcaseWishlistProps & { onSignedIn: (csrfToken: string) => void }) {
  const { labels } = useT();
  const client = useStoreClient();
  const events = useStoreEvents();
  const revalidator = useRevalidator();
  const [isLoginOpen, setLoginOpen] = useState(false);
  const [isWishAfterLogin, setWishAfterLogin] = useState(false);
  useCustomer({ initialCustomer: { loginStatus: isSignedIn } });
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const wishlist = useWishlist({ isSignedIn, onLoginRequired: openLogin, initialProductIds: wishedProductIds });
  const { lastResult, isLoaded, isWished, toggle } = wishlist;

  useEffect(() => {
    if (lastResult?.outcome === 'joined' && String(lastResult.productId) === String(product.ID)) {
      events.publish(ADD_TO_WISHLIST_EVENT, itemEventPayload(product, variant));
    }
    // Once per toggle result; the product and variant are those of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);

  // The click that opened the sign-in dialog meant "add this": finish it once the list is known.
  useEffect(() => {
    if (!isWishAfterLogin || !isSignedIn || !isLoaded) return;
    setWishAfterLogin(false);
    if (!isWished(product.ID)) {
      toggle({ productId: product.ID, variantId: variant?.ID, isNoStock: variant ? variant.available === 0 : undefined }).catch(
        () => undefined,
      );
    }
  }, [isWishAfterLogin, isSignedIn, isLoaded, isWished, toggle, product.ID, variant]);

  const signIn = async (credentials: LoginCredentials) => {
    const answer = await client.request<LoginAnswer>('POST', '/account/login', { body: credentials });
    setWishAfterLogin(true);
    onSignedIn(answer.csrf_token);
    // The header and other loaders learn about the new session.
    void revalidator.revalidate();
  };

  return (
    <>
      <WishlistButton
        productId={product.ID}
        variantId={variant?.ID}
        isNoStock={variant ? variant.available === 0 : undefined}
        isSignedIn={isSignedIn}
        onLoginRequired={openLogin}
        showText
        labels={labels('WishlistButton')}
      />
      {isLoginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog open={isLoginOpen} onOpenChange={setLoginOpen} onSignIn={signIn} labels={labels('LoginDialog')} />
        </Suspense>
      ) : null}
    </>
  );
}
