import { Form, useLocation } from 'react-router';
import { localeOptions, normalizeLocale } from '@vitrine/headless';
import { useT, TRANSLATED_LOCALES } from '@vitrine/i18n';
import * as styles from './LanguageSwitch.css';

/** Entries of the switch: each language in its own name, only those with a finished catalogue. */
const OPTIONS = localeOptions().filter((option) => TRANSLATED_LOCALES.includes(option.locale));

/** Path the switch posts to; its action stores the `locale` cookie and redirects back. */
export const LOCALE_ACTION_PATH = '/locale';

/**
 * The header's language switch: a form posting `locale` and `redirectTo` to
 * `/locale`. Without JavaScript the shopper picks and presses the button; with
 * JavaScript, picking a language submits the same form (the button is in `<noscript>`),
 * so both paths set the same cookie and come back to the same page.
 *
 * A native select rather than the @vitrine/ui dropdown: the dropdown's Radix
 * code cannot be split from the first load yet and would cost ~14 KB gzipped.
 */
export function LanguageSwitch() {
  const { t, locale } = useT();
  const location = useLocation();
  const current = normalizeLocale(locale) ?? 'en-US';

  return (
    <Form method="post" action={LOCALE_ACTION_PATH} className={styles.form} data-testid="language-form">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <select
        name="locale"
        // Keyed by locale so the shown choice follows the page after a switch.
        key={current}
        defaultValue={current}
        aria-label={t('common.language')}
        className={styles.select}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {OPTIONS.map((option) => (
          <option key={option.locale} value={option.locale} lang={option.locale} dir={option.dir}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Only without JavaScript: with it, picking submits at once and the page never shifts for a button. */}
      <noscript>
        <button type="submit" className={styles.submit}>
          {t('header.changeLanguage')}
        </button>
      </noscript>
    </Form>
  );
}
