import { useCartSummary } from '@vitrine/headless';
import { useId, useRef, type MouseEvent, type ReactNode, type ToggleEvent } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { BagIcon, CloseIcon } from '../icons/icons';
import { useLabels } from '../kit/labels';
import { Link } from '../Link/Link';
import type { CurrencySelectorType, HeaderLayout } from '../theme/settings';
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from './headerIcons';
import { DEFAULT_HEADER_LABELS, type HeaderLabels } from './labels';
import * as styles from './Header.css';

/** A main navigation link. */
export interface HeaderNavItem {
  label: string;
  href: string;
  isCurrent?: boolean;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The theme's header layout (`settings.layout.header`). */
  layout?: HeaderLayout;
  storeName: string;
  /** A logo image or mark; the store name as text by default. */
  logo?: ReactNode;
  navigation?: readonly HeaderNavItem[];
  /** The search page (the phone's search link goes there). */
  searchHref?: string;
  /** The search box (`SearchBox`): in the bar on desktops (classic, centered) and atop the menu drawer. */
  search?: ReactNode;
  accountHref?: string;
  /** Signed in: the account link says so (`data-signed-in`, a dot on the icon). */
  isSignedIn?: boolean;
  wishlistHref?: string;
  cartHref?: string;
  /** With the drawer cart type: called instead of following `cartHref` (spec 2). */
  onCartClick?: () => void;
  /** `CurrencySelector`, when the theme shows it in the header. */
  currencySelector?: ReactNode;
  /** `LanguageSelector`. */
  languageSelector?: ReactNode;
  /**
   * Where the selectors sit on a phone (`settings.currencySelector.selectorType`):
   * `global` in the menu drawer, `header` in the bar itself. On a desktop both sit in the bar.
   */
  selectorPlacement?: Exclude<CurrencySelectorType, 'footer'>;
  /** Id of the page's main content, the skip link's target. */
  mainId?: string;
  labels?: Partial<HeaderLabels>;
}

const iconButton = `${button({ variant: 'ghost', iconOnly: true })} ${styles.iconLink}`;

/**
 * The site header in the theme's layout (`data-layout`), each visibly its own
 * on a phone and on a desktop:
 * - `classic`: logo at the inline start, navigation beside it, search box and
 *   icons at the end; on a phone menu · logo · search and cart.
 * - `centered`: logo centred with the search box before it and the icons
 *   after it, navigation on its own row below (on a phone a row that scrolls).
 * - `minimal`: menu · logo · icons, the navigation only in the menu drawer
 *   (on a phone the logo leads and the menu button comes last).
 *
 * The app passes the kit's `SearchBox` as `search` (it may hydrate it later).
 * Every control works without JavaScript: the search box is a `GET` form,
 * the selectors are forms, and the menu drawer is a native popover opened by
 * its button (`popovertarget`; Escape and a click outside close it). Once
 * hydrated, following a link in the drawer closes it and focus moves into it
 * when it opens. Starts with a skip link to `#mainId`.
 *
 * The cart count comes from `useCartSummary` (so it needs `StoreProvider`).
 * The badge has `data-count` and hides at 0; the cart link has
 * `data-state="known" | "unknown"`.
 *
 * @example
 * <Header layout={theme.settings.layout.header} storeName="Northwind" navigation={menus.main}
 *   onCartClick={theme.settings.cartType === 'drawer' ? openCart : undefined}
 *   search={<SearchBox />} currencySelector={<CurrencySelector />} languageSelector={<LanguageSelector />} />
 */
export function Header({
  layout = 'classic',
  storeName,
  logo,
  navigation = [],
  searchHref = '/search',
  search,
  accountHref = '/account',
  isSignedIn = false,
  wishlistHref = '/wishlist',
  cartHref = '/cart',
  onCartClick,
  currencySelector,
  languageSelector,
  selectorPlacement = 'global',
  mainId = 'main-content',
  labels,
}: HeaderProps) {
  const text = useLabels('Header', DEFAULT_HEADER_LABELS, labels);
  const { count, isKnown } = useCartSummary();
  const drawerId = `${useId()}-menu`;
  const drawer = useRef<HTMLDivElement>(null);
  const hasSelectors = Boolean(currencySelector || languageSelector);
  const accountLabel = isSignedIn ? text.account : text.signIn;

  // The page changes under the drawer without a load (client-side navigation): close it on the way.
  const closeOnNavigate = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) drawer.current?.hidePopover?.();
  };

  const navLinks = (listClass: string) => (
    <ul className={listClass}>
      {navigation.map((item) => (
        <li key={item.href}>
          <Link className={styles.navLink} href={item.href} aria-current={item.isCurrent ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  const accountIcon = (
    <>
      <UserIcon className={styles.icon} />
      {isSignedIn && <span className={styles.signedInDot} aria-hidden="true" />}
    </>
  );

  return (
    <>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {text.skipToContent}
      </a>
      <header className={styles.header} data-layout={layout} data-selectors={selectorPlacement}>
        <div className={styles.bar}>
          <button
            type="button"
            className={`${button({ variant: 'ghost', iconOnly: true })} ${styles.menuButton}`}
            popoverTarget={drawerId}
            aria-label={text.openMenu}
          >
            <MenuIcon className={styles.icon} />
          </button>

          <Link className={styles.logo} href="/" aria-label={logo ? text.home(storeName) : undefined}>
            {logo ?? storeName}
          </Link>

          {navigation.length > 0 && layout !== 'minimal' && (
            <nav className={styles.nav} aria-label={text.navLabel}>
              {navLinks(styles.navList)}
            </nav>
          )}

          {layout !== 'minimal' && <div className={styles.search}>{search}</div>}

          <div className={styles.actions}>
            {hasSelectors && (
              <div className={styles.selectors}>
                {currencySelector && <div className={styles.currencySlot}>{currencySelector}</div>}
                {languageSelector && <div className={styles.languageSlot}>{languageSelector}</div>}
              </div>
            )}
            <Link className={`${iconButton} ${styles.searchLink}`} href={searchHref} aria-label={text.search}>
              <SearchIcon className={styles.icon} />
            </Link>
            <Link
              className={`${iconButton} ${styles.desktopOnly}`}
              href={accountHref}
              aria-label={accountLabel}
              title={accountLabel}
              data-testid="account-link"
              data-signed-in={isSignedIn}
            >
              {accountIcon}
            </Link>
            <Link
              className={`${iconButton} ${styles.desktopOnly}`}
              href={wishlistHref}
              aria-label={text.wishlist}
              data-testid="wishlist-link"
            >
              <HeartIcon className={styles.icon} />
            </Link>
            <Link
              className={iconButton}
              href={cartHref}
              aria-label={text.cart(isKnown ? count : null)}
              data-state={isKnown ? 'known' : 'unknown'}
              data-testid="cart-link"
              // What the cart button does in this theme (settings.cartType): opens the drawer in place, or goes to the cart page.
              data-cart-type={onCartClick ? 'drawer' : 'page'}
              onClick={
                onCartClick &&
                ((event) => {
                  event.preventDefault();
                  onCartClick();
                })
              }
            >
              <BagIcon className={styles.icon} />
              <span
                className={styles.badge}
                aria-hidden="true"
                data-testid="cart-count"
                data-count={count}
                data-empty={!isKnown || count === 0 || undefined}
              >
                {count}
              </span>
            </Link>
          </div>
        </div>
      </header>

      {/* The menu drawer: outside the banner, in the top layer when open (a native popover). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on a link inside closes the drawer; the links themselves take the keyboard */}
      <div
        ref={drawer}
        id={drawerId}
        popover="auto"
        role="dialog"
        aria-label={text.menuTitle}
        className={styles.drawer}
        data-layout={layout}
        data-menu-drawer=""
        onClick={closeOnNavigate}
        onToggle={(event: ToggleEvent<HTMLDivElement>) => {
          // Opened: focus goes to the drawer's first control, as in a dialog.
          if (event.newState === 'open') event.currentTarget.querySelector<HTMLElement>('button, a, input')?.focus();
        }}
      >
        <div className={styles.drawerHeader}>
          <h2 className={styles.drawerTitle}>{text.menuTitle}</h2>
          <Button
            variant="ghost"
            iconOnly
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            aria-label={text.closeMenu}
          >
            <CloseIcon className={styles.icon} />
          </Button>
        </div>
        {search}
        <nav aria-label={text.navLabel}>
          {navLinks(styles.drawerList)}
          <ul className={styles.drawerList}>
            <li>
              <Link className={styles.navLink} href={accountHref} data-signed-in={isSignedIn}>
                {accountLabel}
              </Link>
            </li>
            <li>
              <Link className={styles.navLink} href={wishlistHref}>
                {text.wishlist}
              </Link>
            </li>
          </ul>
        </nav>
        {hasSelectors && (
          <div className={styles.drawerSelectors}>
            {selectorPlacement === 'global' && currencySelector}
            {languageSelector}
          </div>
        )}
      </div>
    </>
  );
}
