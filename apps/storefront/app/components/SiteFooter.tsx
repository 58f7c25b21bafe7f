import { Link } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import * as styles from '../styles/footer.css';
import { FooterSiteLinks } from './FooterSiteLinks';

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
        <div>
          <p className={styles.brand}>{storeName}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.shop')}>
          <h2 className={styles.heading}>{t('footer.shop')}</h2>
          <ul className={styles.list}>
            {collections.map((collection) => (
              <li key={collection.handle}>
                <Link to={`/collections/${collection.handle}`}>{collection.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/cart">{t('common.yourCart')}</Link>
            </li>
            <li>{t('footer.freeShipping', { amount: freeShippingFrom })}</li>
            <li>{t('footer.returns')}</li>
            <FooterSiteLinks />
          </ul>
        </div>
      </div>
      <p className={styles.legal}>
        © {new Date().getUTCFullYear()} {storeName}
      </p>
    </footer>
  );
}
