import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_FOOTER_LABELS, type FooterLabels } from './labels';
import * as styles from './Footer.css';
import { useLabels } from '../kit/labels';

/** A footer link. */
export interface FooterLink {
  label: string;
  href: string;
  /** A stable name of the link (`data-link`; a policy's handle), for styles and tests. */
  id?: string;
}

/** The "Cookie settings" link: the privacy policy without JavaScript, the consent banner with it. */
export interface FooterCookieSettings {
  /** Where the link goes before the page is hydrated (or without JavaScript): the privacy policy. */
  href: string;
  /** Reopens the consent banner (hydrated). */
  onOpen?: () => void;
}

/** A titled column of links. */
export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** Props of {@link Footer}. */
export interface FooterProps {
  storeName: string;
  /** A line about the store under its name. */
  tagline?: ReactNode;
  columns?: readonly FooterColumn[];
  /** Policy pages (privacy, terms, refund, shipping). */
  policies?: readonly FooterLink[];
  /** Usually a `SubscribeForm`. */
  subscribe?: ReactNode;
  /** Usually `PaymentIcons`. */
  paymentIcons?: ReactNode;
  /** Currency and language selectors, when the theme puts them in the footer. */
  selectors?: ReactNode;
  /** "Cookie settings" after the policies (the consent banner's way back). */
  cookieSettings?: FooterCookieSettings;
  /** Year in the copyright line; the current year by default (pass it from the server to avoid a mismatch at New Year). */
  year?: number;
  labels?: Partial<FooterLabels>;
}

/**
 * The site footer (`contentinfo` landmark): the store's name and tagline,
 * link columns, a slot for the subscribe form, then the copyright, policies
 * and "Cookie settings", selectors and payment icons. Presentational: data
 * and slots in, no state. "Cookie settings" is a link to the privacy policy
 * that, once hydrated, reopens the consent banner instead (`onOpen`).
 *
 * @example
 * <Footer storeName="Northwind" columns={menus.footer} policies={policies}
 *   cookieSettings={{ href: '/policies/privacy-policy', onOpen: consent.open }}
 *   subscribe={<SubscribeForm isCompact />} paymentIcons={<PaymentIcons icons={icons} />} />
 */
export function Footer({
  storeName,
  tagline,
  columns = [],
  policies = [],
  subscribe,
  paymentIcons,
  selectors,
  cookieSettings,
  year = new Date().getFullYear(),
  labels,
}: FooterProps) {
  const text = useLabels('Footer', DEFAULT_FOOTER_LABELS, labels);
  const onOpenCookieSettings = cookieSettings?.onOpen;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {(columns.length > 0 || subscribe || tagline) && (
          <div className={styles.top}>
            {tagline && (
              <div className={styles.about}>
                <p className={styles.brand}>{storeName}</p>
                <p className={styles.tagline}>{tagline}</p>
              </div>
            )}
            {columns.length > 0 && (
              <nav aria-label={text.navLabel} className={styles.columns}>
                {columns.map((column) => (
                  <div key={column.title} className={styles.column}>
                    <h2 className={styles.heading}>{column.title}</h2>
                    <ul className={styles.links}>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <Link className={styles.link} href={link.href} data-link={link.id}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
            )}
            {subscribe && <div className={styles.subscribe}>{subscribe}</div>}
          </div>
        )}
        <div className={styles.bottom}>
          <p className={styles.copyright}>{text.copyright(year, storeName)}</p>
          {(policies.length > 0 || cookieSettings) && (
            <nav aria-label={text.policiesLabel}>
              <ul className={styles.policies} data-testid="footer-policies">
                {policies.map((link) => (
                  <li key={link.href}>
                    <Link className={styles.link} href={link.href} data-policy={link.id}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {cookieSettings && (
                  <li>
                    <Link
                      className={styles.link}
                      href={cookieSettings.href}
                      data-testid="cookie-settings"
                      onClick={
                        onOpenCookieSettings &&
                        ((event) => {
                          event.preventDefault();
                          onOpenCookieSettings();
                        })
                      }
                    >
                      {text.cookieSettings}
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
          {selectors && (
            <div className={styles.selectors} data-testid="footer-selectors">
              {selectors}
            </div>
          )}
          {paymentIcons && (
            <div className={styles.payments}>
              <VisuallyHidden>{text.paymentMethods}</VisuallyHidden>
              {paymentIcons}
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
