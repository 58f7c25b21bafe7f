import { Link, NavLink } from 'react-router';
import { useCart } from '@vitrine/headless';
import { useCartUi } from '../cart/CartUi';
import { useT } from '@vitrine/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { HeaderSearch } from '../browse/HeaderSearch';
import { AccountNav } from '../account/AccountNav';
import { SiteCurrency } from './SiteCurrency';
import { useStoreTheme } from './theme';
import type { CurrencyOption } from '@vitrine/headless';
import * as toolStyles from '../i18n/LanguageSwitch.css';
import * as styles from './header.css';

interface NavCollection {
  handle: string;
  title: string;
}

/** How many collections the header names; the rest are in the footer. */
const HEADER_COLLECTIONS = 5;

export function SiteHeader({
  storeName,
  collections,
  currencyOptions,
}: {
  storeName: string;
  collections: NavCollection[];
  /** The currency selector's entries from the root loader (Auto, then the theme's currencies with a rate). */
  currencyOptions: CurrencyOption[];
}) {
  const { count } = useCart();
  const { cartType, showCart } = useCartUi();
  const { t, labels } = useT();
  const header = labels('Header');
  const label = header.cart(count);
  const { currencySelector } = useStoreTheme().settings;
  // `footer` themes show the selector in the footer (FooterSiteLinks) instead.
  const hasCurrency = currencySelector.showSelector && currencySelector.selectorType !== 'footer';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={header.home(storeName)}>
          {storeName}
        </Link>
        <nav aria-label={t('header.collections')} className={styles.nav}>
          <ul className={styles.navList}>
            {collections.slice(0, HEADER_COLLECTIONS).map((collection) => (
              <li key={collection.handle}>
                <NavLink to={`/collections/${collection.handle}`} className={styles.navLink} prefetch="intent">
                  {collection.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={toolStyles.tools}>
          <HeaderSearch />
          <LanguageSwitch />
          {hasCurrency ? <SiteCurrency options={currencyOptions} /> : null}
          <AccountNav />
          <a
            href="/cart"
            className={styles.cartLink}
            aria-label={label}
            data-testid="cart-link"
            onClick={(event) => {
              // With JavaScript and a drawer theme the cart opens in place; otherwise the link goes to /cart.
              if (cartType === 'drawer') {
                event.preventDefault();
                showCart();
              }
            }}
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M6 7h12l-1 13H7L6 7Z" />
              <path d="M9 7a3 3 0 0 1 6 0" />
            </svg>
            <span className={styles.cartCount} data-testid="cart-count" data-count={count}>
              {count}
            </span>
          </a>
        </div>
      </div>
    </header>
  );
}
