import { useStoreClient, useWishlist, type ProductId, type WishlistToggleResult } from '@vitrine/headless';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import type { LoginCredentials } from '../LoginDialog/LoginDialog';
import { useLabels } from '../kit/labels';
import { DEFAULT_WISHLIST_BUTTON_LABELS, type WishlistButtonLabels } from './labels';
import { WISHLIST_ACTION, WishlistForm } from './WishlistForm';

/** The sign-in dialog (Radix Dialog) is only needed after a signed-out click. */
const LoginDialog = lazy(() => import('../LoginDialog/LoginDialog').then((m) => ({ default: m.LoginDialog })));

/** The store API's sign-in (it sets the session cookie). */
const LOGIN_PATH = '/account/login';

/** Props of {@link WishlistButton}. */
export interface WishlistButtonProps {
  productId: ProductId;
  variantId?: ProductId;
  /** The product is out of stock where the button is (sent as `is_no_stock`). */
  isNoStock?: boolean;
  /** Defaults to the customer's `loginStatus`. */
  isSignedIn?: boolean;
  /** Wished product ids the server rendered with, so the heart is filled before any fetch. */
  wishedProductIds?: readonly ProductId[] | null;
  /**
   * Called when saving needs a sign-in (signed out, or a 401 answer). Without
   * it the button opens the kit's sign-in dialog itself (spec 6).
   */
  onLoginRequired?: () => void;
  /** Called after the dialog signed the shopper in: the shop reloads what depends on the session. */
  onSignedIn?: () => void;
  /** Called with every toggle's result (e.g. to track `add_to_wishlist` on `joined`). */
  onResult?: (result: WishlistToggleResult) => void;
  /** Where the form posts without JavaScript; the wish list page by default. */
  action?: string;
  /** The page a post without JavaScript comes back to. */
  returnTo?: string;
  /** The session's CSRF token, posted as `_csrf` without JavaScript. */
  csrfToken?: string | null;
  /** Shows the text beside the heart (product page) instead of the heart alone (cards). */
  showText?: boolean;
  labels?: Partial<WishlistButtonLabels>;
  className?: string;
}

type Outcome = WishlistToggleResult['outcome'] | 'error';

/**
 * A heart that adds the product to the shopper's wish list or removes it.
 *
 * Form first: a real form posting `intent`, `product_id` and `variant_id` to
 * the wish list page's action, so it works without JavaScript (signed out,
 * the shop sends the shopper to sign in first). Once hydrated it calls
 * `useWishlist` itself: every button on a page shares the provider's one
 * list and one fetch, the toggle is optimistic, and signed out (or on a 401)
 * it opens the sign-in dialog (spec 6) and sends nothing; after signing in
 * the product the shopper wanted is saved. A full list is announced.
 *
 * Renders `data-state="on|off"` and `data-pending` on the button and
 * `data-outcome` (`joined`, `removed`, `full`, `login-required`, `error`) on
 * the form after a toggle.
 *
 * @example
 * <WishlistButton productId={product.ID} variantId={variant?.ID} showText returnTo={`/products/${product.handle}`} />
 */
export function WishlistButton({
  productId,
  variantId,
  isNoStock,
  isSignedIn,
  wishedProductIds,
  onLoginRequired,
  onSignedIn,
  onResult,
  action = WISHLIST_ACTION,
  returnTo,
  csrfToken,
  showText = false,
  labels,
  className,
}: WishlistButtonProps) {
  const text = useLabels('WishlistButton', DEFAULT_WISHLIST_BUTTON_LABELS, labels);
  const client = useStoreClient();
  const [isLoginOpen, setLoginOpen] = useState(false);
  const [isWishAfterLogin, setWishAfterLogin] = useState(false);
  const { isWished, isPending, isLoaded, toggle } = useWishlist({
    isSignedIn,
    onLoginRequired: onLoginRequired ?? (() => setLoginOpen(true)),
    initialProductIds: wishedProductIds ?? null,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isOn = isWished(productId);
  const pending = isPending(productId);
  // Added and removed are heard through the pressed state; only refusals get a message.
  const problem: Partial<Record<Outcome, string>> = {
    full: text.full,
    'login-required': text.loginRequired,
    error: text.error,
  };

  const run = async () => {
    try {
      const result = await toggle({ productId, variantId, isNoStock });
      setOutcome(result.outcome);
      onResult?.(result);
    } catch {
      setOutcome('error');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void run();
  };

  // The click that opened the sign-in dialog meant "save this": finish it once the list is known.
  useEffect(() => {
    if (!isWishAfterLogin || !isSignedIn || !isLoaded) return;
    setWishAfterLogin(false);
    if (!isWished(productId)) void run();
    // `run` reads the latest props; only these changes matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isWishAfterLogin, isSignedIn, isLoaded]);

  const signIn = async (credentials: LoginCredentials) => {
    await client.request('POST', LOGIN_PATH, { body: credentials });
    setOutcome(null);
    setWishAfterLogin(true);
    onSignedIn?.();
  };

  return (
    <>
      <WishlistForm
        productId={productId}
        variantId={variantId}
        isOn={isOn}
        isPending={pending}
        showText={showText}
        text={text}
        action={action}
        returnTo={returnTo}
        csrfToken={csrfToken}
        message={(outcome && problem[outcome]) ?? ''}
        outcome={outcome ?? undefined}
        onSubmit={onSubmit}
        className={className}
      />
      {/* Beside the form, not in it: React would bubble the dialog's submit to the heart's form. */}
      {isLoginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open={isLoginOpen} onOpenChange={setLoginOpen} onSignIn={signIn} returnTo={returnTo} />
        </Suspense>
      )}
    </>
  );
}
