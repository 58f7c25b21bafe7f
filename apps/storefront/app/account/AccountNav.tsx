import { Link, useMatches, useRouteLoaderData } from 'react-router';
import { useT } from '@vitrine/i18n';
import * as styles from './account-nav.css';

/** Pages that only render for a signed-in shopper (their loaders send everyone else to the sign-in page). */
const SIGNED_IN_PAGES = new Set(['account/account', 'account/account.addresses', 'account/account.orders', 'account/account.order']);

/**
 * Whether the shopper is signed in, as far as this page knows: the root
 * loader's `customer.loginStatus` when it sends one, else whether this page is
 * one only a signed-in shopper sees (or the wish list rendered for one).
 */
function useIsSignedIn(): boolean {
  const root = useRouteLoaderData('root') as { customer?: { loginStatus?: boolean } } | undefined;
  const matches = useMatches();
  if (typeof root?.customer?.loginStatus === 'boolean') return root.customer.loginStatus;
  return matches.some(
    (match) =>
      SIGNED_IN_PAGES.has(match.id) ||
      (match.id === 'account/wishlist' && (match.data as { signedIn?: boolean } | undefined)?.signedIn === true),
  );
}

/**
 * The header's wish list and account links: plain links (no script of their
 * own, nothing fetched), the account one marked while signed in. /account
 * itself sends a signed-out visitor to the sign-in page.
 */
export function AccountNav() {
  const { t } = useT();
  const isSignedIn = useIsSignedIn();
  const accountLabel = isSignedIn ? t('account.nav.account') : t('common.signIn');
  return (
    <span className={styles.nav}>
      <Link to="/wishlist" className={styles.link} aria-label={t('account.nav.wishlist')} data-testid="wishlist-link">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      </Link>
      <Link
        to="/account"
        className={styles.link}
        aria-label={accountLabel}
        title={accountLabel}
        data-testid="account-link"
        data-signed-in={isSignedIn}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        {isSignedIn ? <span className={styles.signedInDot} /> : null}
      </Link>
    </span>
  );
}
