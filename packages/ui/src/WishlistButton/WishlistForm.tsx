import type { ProductId } from '@vitrine/headless';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Form } from '../kit/form';
import type { WishlistButtonLabels } from './labels';
import * as styles from './WishlistButton.css';

/** Where a wish-list form posts without JavaScript: the wish list page's action. */
export const WISHLIST_ACTION = '/wishlist';

/** Props of {@link WishlistForm}: the heart's markup, drawn before and after its script loads. */
export interface WishlistFormProps {
  productId: ProductId;
  variantId?: ProductId;
  isOn: boolean;
  isPending?: boolean;
  showText: boolean;
  text: WishlistButtonLabels;
  action: string;
  /** The page to come back to after a post without JavaScript. */
  returnTo?: string;
  /** The session's CSRF token, sent as `_csrf` with a post (signed in). */
  csrfToken?: string | null;
  /** What the shopper sees after a refused toggle. */
  message?: string;
  outcome?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
}

/**
 * The wish-list heart as a real form: `intent` (`add` or `remove`),
 * `product_id`, `variant_id`, `return_to` and `_csrf`, posted to the wish
 * list page's action when JavaScript is off or not loaded yet. The styled
 * `WishlistButton` draws it and enhances it.
 */
export function WishlistForm({
  productId,
  variantId,
  isOn,
  isPending = false,
  showText,
  text,
  action,
  returnTo,
  csrfToken,
  message = '',
  outcome,
  onSubmit,
  className,
}: WishlistFormProps) {
  return (
    <Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-outcome={outcome}
    >
      <input type="hidden" name="intent" value={isOn ? 'remove' : 'add'} />
      <input type="hidden" name="product_id" value={String(productId)} />
      {variantId !== undefined && <input type="hidden" name="variant_id" value={String(variantId)} />}
      {returnTo && <input type="hidden" name="return_to" value={returnTo} />}
      {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
      <Button
        type="submit"
        variant={showText ? 'secondary' : 'ghost'}
        iconOnly={!showText}
        className={styles.button}
        aria-pressed={isOn}
        aria-label={showText ? undefined : text.add}
        // Stays focusable while pending (so focus is not lost); a second click waits.
        aria-disabled={isPending || undefined}
        data-state={isOn ? 'on' : 'off'}
        data-pending={isPending ? '' : undefined}
      >
        <svg
          className={styles.heart}
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
        {showText && <span>{isOn ? text.added : text.add}</span>}
      </Button>
      <span role="status" className={styles.message} data-outcome={outcome}>
        {message}
      </span>
    </Form>
  );
}
