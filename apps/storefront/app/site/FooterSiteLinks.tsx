import { useRouteLoaderData } from 'react-router';
import type { CurrencyOption } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from './theme';
import * as styles from './site.css';
import { SiteCurrency } from './SiteCurrency';
import { useCookieSettings } from './SitePrivacy';

/** Where "Cookie settings" leads before the page is hydrated (or without JavaScript): the privacy policy. */
const PRIVACY_POLICY_PATH = '/policies/privacy-policy';

/**
 * Site-wide footer controls: "Cookie settings" (reopens the consent banner;
 * a link to the privacy policy until the page is interactive) and, for
 * themes that place it there, the currency selector.
 */
export function FooterSiteLinks() {
  const { t } = useT();
  const cookieSettings = useCookieSettings();
  const { currencySelector } = useStoreTheme().settings;
  const root = useRouteLoaderData('root') as { currency?: { options: CurrencyOption[] } } | undefined;
  const isFooterCurrency = currencySelector.showSelector && currencySelector.selectorType === 'footer';
  return (
    <>
      <li>
        <a
          href={PRIVACY_POLICY_PATH}
          className={cookieSettings.isReady ? styles.linkButton : undefined}
          data-testid="cookie-settings"
          onClick={(event) => {
            if (!cookieSettings.isReady) return;
            event.preventDefault();
            cookieSettings.open();
          }}
        >
          {t('site.cookieSettings')}
        </a>
      </li>
      {isFooterCurrency && root?.currency ? (
        <li>
          <SiteCurrency options={root.currency.options} side="top" />
        </li>
      ) : null}
    </>
  );
}
