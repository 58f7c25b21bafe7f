import type { ReactNode } from 'react';
import * as styles from './pages.css';

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** Above the header: a notice bar (a theme preview, an announcement). */
  before?: ReactNode;
  /** Usually a `Header` in the theme's header layout. */
  header: ReactNode;
  /** Usually a `Breadcrumb`; drawn at the top of the main content. */
  breadcrumb?: ReactNode;
  /** The page content; it should hold the page's one `h1`. */
  children: ReactNode;
  /**
   * Complementary content outside `main` (e.g. `LastSales`): axe wants
   * `aside` landmarks at the top level, not inside `main`.
   */
  aside?: ReactNode;
  /** Usually a `Footer`. */
  footer: ReactNode;
  /** After the footer: floating controls (`BackToTop`) and site-wide prompts. */
  after?: ReactNode;
  /** Id of `main`: the header's skip link points at it. */
  mainId?: string;
  /** Which page this is (`data-page`), so a theme can style pages apart. */
  page?: string;
  className?: string;
}

/**
 * The frame of every storefront page (the shop's root renders it around every
 * route; the page stories render the same): header, then the `main` landmark
 * (breadcrumb and content, centred in the theme's container width), an
 * optional top-level aside, and the footer. Purely presentational: it only
 * places slots, so the same frame serves the home, product, cart and
 * checkout pages.
 *
 * Layouts inside follow the page's own width (container queries), so a page
 * in a phone-sized frame is laid out as on a phone.
 *
 * @example
 * <PageShell page="home" header={<Header … />} footer={<Footer … />}>
 *   <Titles level={1} title="New in" />
 * </PageShell>
 */
export function PageShell({
  before,
  header,
  breadcrumb,
  children,
  aside,
  footer,
  after,
  mainId = 'main-content',
  page,
  className,
}: PageShellProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-page={page}>
      {before}
      {header}
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {breadcrumb}
        {children}
      </main>
      {aside && <div className={styles.aside}>{aside}</div>}
      {footer}
      {after}
    </div>
  );
}
