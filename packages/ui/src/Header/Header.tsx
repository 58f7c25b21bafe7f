import * as Dialog from '@radix-ui/react-dialog';
import type { HeaderLayout } from '../theme/settings';
import { useCartSummary } from '@vitrine/headless';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { BagIcon, CloseIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from './headerIcons';
import { DEFAULT_HEADER_LABELS, type HeaderLabels } from './labels';
import * as styles from './Header.css';
import { useLabels } from '../kit/labels';

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
  searchHref?: string;
  accountHref?: string;
  wishlistHref?: string;
  cartHref?: string;
  /** With the drawer cart type: called instead of following `cartHref` (spec 2). */
  onCartClick?: () => void;
  /** `CurrencySelector`, when the theme shows it in the header. */
  currencySelector?: ReactNode;
  /** `LanguageSelector`. */
  languageSelector?: ReactNode;
  /** Id of the page's main content, the skip link's target. */
  mainId?: string;
  labels?: Partial<HeaderLabels>;
}

const iconButton = `${button({ variant: 'ghost', iconOnly: true })} ${styles.iconLink}`;

/**
 * The site header in the theme's layout (`data-layout`): `classic` (logo,
 * navigation beside it, icons at the end), `centered` (logo centred,
 * navigation on a row below) or `minimal` (logo and icons; navigation in the
 * menu drawer). Below the mobile breakpoint every layout shows a menu button
 * that opens the navigation and selectors in a Radix Dialog drawer from the
 * inline start. Starts with a skip link to `#mainId`.
 *
 * The cart count comes from `useCartSummary` (so it needs `StoreProvider`):
 * the header only needs the count, and that hook follows other tabs and the
 * count saved by the previous page without subscribing to the whole cart.
 * The badge has `data-state="known" | "unknown"` and hides while the count is
 * unknown or 0 (`data-empty`).
 *
 * @example
 * <Header layout={theme.settings.layout.header} storeName="Northwind" navigation={menus.main}
 *   onCartClick={theme.settings.cartType === 'drawer' ? openCart : undefined}
 *   currencySelector={<CurrencySelector />} languageSelector={<LanguageSelector … />} />
 */
export function Header({
  layout = 'classic',
  storeName,
  logo,
  navigation = [],
  searchHref = '/search',
  accountHref = '/account',
  wishlistHref = '/wishlist',
  cartHref = '/cart',
  onCartClick,
  currencySelector,
  languageSelector,
  mainId = 'main-content',
  labels,
}: HeaderProps) {
  const text = useLabels('Header', DEFAULT_HEADER_LABELS, labels);
  const { count, isKnown } = useCartSummary();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const hasSelectors = Boolean(currencySelector || languageSelector);

  const navLinks = (onNavigate?: () => void) =>
    navigation.map((item) => (
      <li key={item.href}>
        <Link className={styles.navLink} href={item.href} aria-current={item.isCurrent ? 'page' : undefined} onClick={onNavigate}>
          {item.label}
        </Link>
      </li>
    ));

  return (
    <>
      <a className={styles.skipLink} href={`#${mainId}`}>{text.skipToContent}</a>
      <header className={styles.header} data-layout={layout}>
        <div className={styles.bar}>
          <Dialog.Root open={isMenuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger asChild>
              <Button variant="ghost" iconOnly className={styles.menuButton} aria-label={text.openMenu}>
                <MenuIcon className={styles.icon} />
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content className={styles.drawer} aria-describedby={undefined} data-layout={layout}>
                <div className={styles.drawerHeader}>
                  <Dialog.Title className={styles.drawerTitle}>{text.menuTitle}</Dialog.Title>
                  <Dialog.Close asChild>
                    <Button variant="ghost" iconOnly aria-label={text.closeMenu}>
                      <CloseIcon className={styles.icon} />
                    </Button>
                  </Dialog.Close>
                </div>
                <nav aria-label={text.navLabel}>
                  <ul className={styles.drawerList}>
                    {navLinks(() => setMenuOpen(false))}
                    <li><Link className={styles.navLink} href={accountHref}>{text.account}</Link></li>
                    <li><Link className={styles.navLink} href={wishlistHref}>{text.wishlist}</Link></li>
                  </ul>
                </nav>
                {hasSelectors && (
                  <div className={styles.drawerSelectors}>
                    {currencySelector}
                    {languageSelector}
                  </div>
                )}
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>

          <Link className={styles.logo} href="/" aria-label={logo ? text.home(storeName) : undefined}>
            {logo ?? storeName}
          </Link>

          {navigation.length > 0 && layout !== 'minimal' && (
            <nav className={styles.nav} aria-label={text.navLabel}>
              <ul className={styles.navList}>{navLinks()}</ul>
            </nav>
          )}

          <div className={styles.actions}>
            {hasSelectors && (
              <div className={styles.selectors}>
                {currencySelector}
                {languageSelector}
              </div>
            )}
            <Link className={iconButton} href={searchHref} aria-label={text.search}>
              <SearchIcon className={styles.icon} />
            </Link>
            <Link className={`${iconButton} ${styles.desktopOnly}`} href={accountHref} aria-label={text.account}>
              <UserIcon className={styles.icon} />
            </Link>
            <Link className={`${iconButton} ${styles.desktopOnly}`} href={wishlistHref} aria-label={text.wishlist}>
              <HeartIcon className={styles.icon} />
            </Link>
            <Link
              className={iconButton}
              href={cartHref}
              aria-label={text.cart(isKnown ? count : null)}
              data-state={isKnown ? 'known' : 'unknown'}
              onClick={
                onCartClick &&
                ((event) => {
                  event.preventDefault();
                  onCartClick();
                })
              }
            >
              <BagIcon className={styles.icon} />
              <span className={styles.badge} aria-hidden="true" data-empty={!isKnown || count === 0 || undefined}>
                {count}
              </span>
            </Link>
          </div>
        </div>
      </header>
    </>
  );
}
