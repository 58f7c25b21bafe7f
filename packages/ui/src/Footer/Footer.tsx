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
}

/** A titled column of links. */
export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** Props of {@link Footer}. */
export interface FooterProps {
  storeName: string;
  columns?: readonly FooterColumn[];
  /** Policy pages (privacy, terms, refund, shipping). */
  policies?: readonly FooterLink[];
  /** Usually a `SubscribeForm`. */
  subscribe?: ReactNode;
  /** Usually `PaymentIcons`. */
  paymentIcons?: ReactNode;
  /** Currency and language selectors, when the theme puts them in the footer. */
  selectors?: ReactNode;
  /** Year in the copyright line; the current year by default (pass it from the server to avoid a mismatch at New Year). */
  year?: number;
  labels?: Partial<FooterLabels>;
}

/**
 * The site footer (`contentinfo` landmark): link columns, a slot for the
 * subscribe form, then policies, payment icons, selectors and the copyright.
 * Purely presentational: data and slots in, no state.
 *
 * @example
 * <Footer storeName="Northwind" columns={menus.footer} policies={policies}
 *   subscribe={<SubscribeForm isCompact />} paymentIcons={<PaymentIcons icons={icons} />} />
 */
export function Footer({
  storeName,
  columns = [],
  policies = [],
  subscribe,
  paymentIcons,
  selectors,
  year = new Date().getFullYear(),
  labels,
}: FooterProps) {
  const text = useLabels('Footer', DEFAULT_FOOTER_LABELS, labels);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {(columns.length > 0 || subscribe) && (
          <div className={styles.top}>
            {columns.length > 0 && (
              <nav aria-label={text.navLabel} className={styles.columns}>
                {columns.map((column) => (
                  <div key={column.title} className={styles.column}>
                    <h2 className={styles.heading}>{column.title}</h2>
                    <ul className={styles.links}>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <Link className={styles.link} href={link.href}>{link.label}</Link>
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
          {policies.length > 0 && (
            <nav aria-label={text.policiesLabel}>
              <ul className={styles.policies}>
                {policies.map((link) => (
                  <li key={link.href}>
                    <Link className={styles.link} href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {selectors && <div className={styles.selectors}>{selectors}</div>}
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
