import { Link } from 'react-router';
import { useT } from '@vitrine/i18n';
import * as styles from './footer.css';
import { FooterSiteLinks } from './FooterSiteLinks';

/**
 * The six store policies (spec 2) with their translated names, in footer order.
 * Written out here rather than imported from lib/browse-links, so every page's
 * first load does not fetch that module as a chunk of its own.
 */
const FOOTER_POLICIES = [
  ['about-us', 'policy.name.aboutUs'],
  ['contact-us', 'policy.name.contactUs'],
  ['refund-policy', 'policy.name.refund'],
  ['shipping-policy', 'policy.name.shipping'],
  ['privacy-policy', 'policy.name.privacy'],
  ['terms-of-service', 'policy.name.terms'],
] as const;

export function SiteFooter({
  storeName,
  collections,
}: {
  storeName: string;
  collections: { handle: string; title: string }[];
}) {
  const { t, locale } = useT();
  const freeShippingFrom = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(75);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{storeName}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <ul className={styles.perks}>
            <li>{t('footer.freeShipping', { amount: freeShippingFrom })}</li>
            <li>{t('footer.returns')}</li>
          </ul>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('footer.shop')}
          </h2>
          <ul className={styles.list}>
            {collections.map((collection) => (
              <li key={collection.handle}>
                <Link to={`/collections/${collection.handle}`}>{collection.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/collections/all">{t('browse.allProducts.title')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('browse.footer.explore')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/collections">{t('browse.collections.title')}</Link>
            </li>
            <li>
              <Link to="/blogs">{t('blog.title')}</Link>
            </li>
            <li>
              <Link to="/cart">{t('common.yourCart')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('browse.footer.service')}
          </h2>
          <ul className={styles.list} data-testid="footer-policies">
            {FOOTER_POLICIES.map(([handle, name]) => (
              <li key={handle}>
                <Link to={`/policies/${handle}`} data-policy={handle}>
                  {t(name)}
                </Link>
              </li>
            ))}
            <FooterSiteLinks />
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>
        © {new Date().getUTCFullYear()} {storeName}
      </p>
    </footer>
  );
}
