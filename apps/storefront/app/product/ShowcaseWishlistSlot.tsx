import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import type { ShowcaseWishlistProps } from './ShowcaseWishlist';
import * as styles from './showcase.css';

/** The heart's behaviour (wish list store, its own store client, the sign-in dialog) loads right after hydration. */
const ShowcaseWishlist = lazy(() => import('./ShowcaseWishlist').then((m) => ({ default: m.ShowcaseWishlist })));

/**
 * The wish list heart as the first paint draws it: the same button, filled
 * when the server knows the product is wished. Its code is not in the first
 * load; it is fetched as soon as the page is interactive and takes over in
 * place. A click before that only starts the loading sooner.
 */
export function ShowcaseWishlistSlot(props: ShowcaseWishlistProps) {
  const { t } = useT();
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    // After hydration, when the browser has a moment: the button works within a frame or two of the page.
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback : (fn: () => void) => window.setTimeout(fn, 1);
    idle(() => setLoading(true));
  }, []);
  const isOn = props.wishedProductIds.includes(props.product.ID);
  const placeholder = (
    <Button
      type="button"
      variant="secondary"
      aria-pressed={isOn}
      data-state={isOn ? 'on' : 'off'}
      aria-busy={isLoading || undefined}
      onClick={() => setLoading(true)}
    >
      <svg className={styles.heart} data-on={isOn || undefined} viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      <span>{isOn ? t('ui.WishlistButton.added') : t('ui.WishlistButton.add')}</span>
    </Button>
  );
  if (!isLoading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ShowcaseWishlist {...props} />
    </Suspense>
  );
}
