import { useEffect, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { AUTO_CURRENCY, useCurrency, type CurrencyOption } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import * as toolStyles from '../i18n/LanguageSwitch.css';
import { CURRENCY_ACTION_PATH } from './site-currency';
import * as styles from './site.css';
import { useChunk } from './SiteLazy';

/** The Radix dropdown (~14 KB) is not needed for the first paint: it loads once the page is idle. */
const loadMenu = () => import('./SiteCurrencyMenu');

function whenIdle(run: () => void): () => void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) {
    const handle = idle(run, { timeout: 2000 });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(run, 500);
  return () => window.clearTimeout(handle);
}

/**
 * The currency selector (spec 2): server-rendered as a form posting to
 * `/currency` (works without JavaScript; the server answers in the new
 * currency). Once hydrated, picking re-prices the page at once, and when the
 * page is idle the @vitrine/ui dropdown takes the form's place.
 */
export function SiteCurrency({ options, side = 'bottom' }: { options: CurrencyOption[]; side?: 'top' | 'bottom' }) {
  const { t, labels, locale } = useT();
  const location = useLocation();
  const { selectedValue, setCurrency, options: liveOptions } = useCurrency();
  const [isHydrated, setHydrated] = useState(false);
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return whenIdle(() => setIdle(true));
  }, []);
  const menu = useChunk(loadMenu, isIdle);
  const selectorLabels = labels('CurrencySelector');
  const shown = isHydrated && liveOptions.length > 1 ? liveOptions : options;
  const value = selectedValue ?? AUTO_CURRENCY;

  if (menu.status === 'loaded') {
    const Menu = menu.module.SiteCurrencyMenu;
    return (
      <span className={styles.currencySlot}>
        <Menu side={side} locale={locale} labels={selectorLabels} />
      </span>
    );
  }

  return (
    <span className={styles.currencySlot}>
      <Form
        method="post"
        action={CURRENCY_ACTION_PATH}
        className={styles.currencyForm}
        data-testid="currency-form"
        onSubmit={(event) => {
          // Hydrated: the store re-prices the page; no round trip needed.
          const choice = new FormData(event.currentTarget).get('currency');
          if (typeof choice === 'string') {
            event.preventDefault();
            setCurrency(choice);
          }
        }}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <select
          name="currency"
          key={value}
          defaultValue={value}
          aria-label={t('site.currency.label')}
          className={toolStyles.select}
          onChange={(event) => setCurrency(event.currentTarget.value)}
        >
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.isAuto ? selectorLabels.auto(option.country, option.currency) : option.currency}
            </option>
          ))}
        </select>
        {/* Only without JavaScript: with it, picking applies at once and the page never shifts for a button. */}
        <noscript>
          <button type="submit" className={toolStyles.submit}>
            {t('site.currency.change')}
          </button>
        </noscript>
      </Form>
    </span>
  );
}
