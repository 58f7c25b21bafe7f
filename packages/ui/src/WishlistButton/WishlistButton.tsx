import { useWishlist, type ProductId, type WishlistToggleResult } from '@vitrine/headless';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { DEFAULT_WISHLIST_BUTTON_LABELS, type WishlistButtonLabels } from './labels';
import * as styles from './WishlistButton.css';
import { useLabels } from '../kit/labels';

/** Props of {@link WishlistButton}. */
export interface WishlistButtonProps {
  productId: ProductId;
  variantId?: ProductId;
  /** The product is out of stock where the button is (sent as `is_no_stock`). */
  isNoStock?: boolean;
  /** Called when saving needs a sign-in (signed out, or a 401 answer): open the login dialog. */
  onLoginRequired?: () => void;
  /** Defaults to the customer's `loginStatus`. */
  isSignedIn?: boolean;
  /** Shows the text beside the heart (product page) instead of the heart alone (cards). */
  showText?: boolean;
  labels?: Partial<WishlistButtonLabels>;
  className?: string;
}

type Outcome = WishlistToggleResult['outcome'] | 'error';

/**
 * A heart that adds the product to the shopper's wish list or removes it.
 *
 * Uses `useWishlist` itself rather than taking its result: every button on
 * a page shares the provider's one list and one fetch, so a card only needs
 * its product id. The toggle is optimistic; signed out or on a 401 it calls
 * `onLoginRequired` and nothing is saved. A full list is announced.
 *
 * Renders `data-state="on|off"`, `data-pending` while the server answers and
 * `data-outcome` (`joined`, `removed`, `full`, `login-required`, `error`) on
 * the root after a toggle.
 *
 * @example
 * <WishlistButton productId={product.ID} onLoginRequired={() => setLoginOpen(true)} showText />
 */
export function WishlistButton({
  productId,
  variantId,
  isNoStock,
  onLoginRequired,
  isSignedIn,
  showText = false,
  labels,
  className,
}: WishlistButtonProps) {
  const text = useLabels('WishlistButton', DEFAULT_WISHLIST_BUTTON_LABELS, labels);
  const { isWished, isPending, toggle } = useWishlist({ isSignedIn, onLoginRequired });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isOn = isWished(productId);
  const pending = isPending(productId);
  // Added and removed are heard through the pressed state; only refusals get a message.
  const problem: Partial<Record<Outcome, string>> = { full: text.full, 'login-required': text.loginRequired, error: text.error };

  const onClick = async () => {
    try {
      setOutcome((await toggle({ productId, variantId, isNoStock })).outcome);
    } catch {
      setOutcome('error');
    }
  };

  return (
    <span className={className ? `${styles.root} ${className}` : styles.root} data-outcome={outcome ?? undefined}>
      <Button
        variant={showText ? 'secondary' : 'ghost'}
        iconOnly={!showText}
        className={styles.button}
        aria-pressed={isOn}
        aria-label={showText ? undefined : text.add}
        // Stays focusable while pending (so focus is not lost); a second click waits.
        aria-disabled={pending || undefined}
        data-state={isOn ? 'on' : 'off'}
        data-pending={pending ? '' : undefined}
        onClick={pending ? undefined : onClick}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
        {showText && <span>{isOn ? text.added : text.add}</span>}
      </Button>
      <span role="status" className={styles.message} data-outcome={outcome ?? undefined}>
        {(outcome && problem[outcome]) ?? ''}
      </span>
    </span>
  );
}
