import { useLocation } from 'react-router';
import { CurrencySelector, Footer, PaymentIcons, SubscribeForm } from '@vitrine/ui';
import { currencySelectorPlace } from '@vitrine/ui/theme';
import { useT } from '@vitrine/i18n';
import { PRIVACY_POLICY_PATH, useCookieSettings } from './SitePrivacy';
import { useStoreTheme } from './theme';
import { STORE_PAYMENT_ICONS } from './payment-icons';

/** The six store policies (spec 2) with their translated names, in footer order. */
const POLICIES = [
  ['about-us', 'policy.name.aboutUs'],
  ['contact-us', 'policy.name.contactUs'],
  ['refund-policy', 'policy.name.refund'],
  ['shipping-policy', 'policy.name.shipping'],
  ['privacy-policy', 'policy.name.privacy'],
  ['terms-of-service', 'policy.name.terms'],
] as const;

export interface ShellFooterProps {
  storeName: string;
  collections: readonly { label: string; href: string }[];
  /** The copyright year, from the server (no mismatch at New Year). */
  year: number;
}

/**
 * The kit's `Footer` with the shop's data: every collection, the explore and
 * service links, the six policies and "Cookie settings" (the privacy policy
 * until hydrated, then the consent banner), the currency selector when the
 * theme places it here, the subscribe form and the accepted payment methods.
 */
export function ShellFooter({ storeName, collections, year }: ShellFooterProps) {
  const { t, locale } = useT();
  const { pathname, search } = useLocation();
  const cookieSettings = useCookieSettings();
  const { currencySelector } = useStoreTheme().settings;
  const here = `${pathname}${search}`;
  const isFooterCurrency = currencySelectorPlace(currencySelector).inFooter;
  return (
    <Footer
      storeName={storeName}
      tagline={t('footer.tagline')}
      year={year}
      columns={[
        {
          title: t('footer.shop'),
          links: [...collections, { label: t('browse.allProducts.title'), href: '/collections/all' }],
        },
        {
          title: t('browse.footer.explore'),
          links: [
            { label: t('browse.collections.title'), href: '/collections' },
            { label: t('blog.title'), href: '/blogs' },
            { label: t('common.yourCart'), href: '/cart' },
          ],
        },
        {
          title: t('browse.footer.service'),
          links: [
            { label: t('policy.name.contactUs'), href: '/contact' },
            { label: t('account.tracking.title'), href: '/order-tracking' },
            { label: t('account.nav.account'), href: '/account' },
            { label: t('account.nav.wishlist'), href: '/wishlist' },
          ],
        },
      ]}
      policies={POLICIES.map(([handle, name]) => ({ id: handle, label: t(name), href: `/policies/${handle}` }))}
      cookieSettings={{ href: PRIVACY_POLICY_PATH, onOpen: cookieSettings.open }}
      selectors={isFooterCurrency ? <CurrencySelector locale={locale} side="top" redirectTo={here} /> : undefined}
      subscribe={<SubscribeForm redirectTo={here} />}
      paymentIcons={<PaymentIcons icons={STORE_PAYMENT_ICONS} position="footer" />}
    />
  );
}
