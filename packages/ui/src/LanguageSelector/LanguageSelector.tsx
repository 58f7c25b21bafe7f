import { localeOptions, useLocale, type Locale, type LocaleOption } from '@vitrine/headless';
import { SelectorMenu } from '../CurrencySelector/SelectorMenu';
import { DEFAULT_LANGUAGE_SELECTOR_LABELS, type LanguageSelectorLabels } from './labels';
import { useLabels } from '../kit/labels';

/** Where the language form posts without JavaScript: the shop's route that stores the `locale` cookie. */
export const LOCALE_ACTION_PATH = '/locale';

/** Props of {@link LanguageSelector}. */
export interface LanguageSelectorProps {
  /** Entries to offer; every language the store offers (spec 2), each in its own name, by default. */
  options?: readonly LocaleOption[];
  /**
   * Called after a choice (hydrated), once `useLocale` stored it: the app
   * renders the page again in the new language (React Router: `revalidate()`).
   */
  onLocaleChange?: (locale: Locale) => void;
  side?: 'top' | 'bottom';
  /** Where the form posts without JavaScript (`locale` and `redirectTo`). */
  action?: string;
  /** The page to come back to after a choice posted without JavaScript (the current path and query). */
  redirectTo?: string;
  className?: string;
  labels?: Partial<LanguageSelectorLabels>;
}

const ALL_LOCALE_OPTIONS = localeOptions();

/**
 * The language selector. Each language is written in its own name and script
 * (`Deutsch`, `עברית`, `日本語`) with its `lang` and `dir`, so every shopper
 * can find theirs and screen readers pronounce it.
 *
 * Form-first: a form posting `locale` (and `redirectTo`) to `/locale`, so
 * without JavaScript the server stores the `locale` cookie and answers in the
 * new language. Hydrated, a choice goes through `useLocale().chooseLocale`
 * (cookie, the store client's language, `locale:change` on the bus), then
 * `onLocaleChange` lets the app render the page again. Needs `StoreProvider`.
 * The chosen entry has `aria-current`; the button `data-state` `open` / `closed`.
 *
 * @example
 * const { revalidate } = useRevalidator();
 * <LanguageSelector onLocaleChange={() => revalidate()} redirectTo={location.pathname} />
 */
export function LanguageSelector({
  options = ALL_LOCALE_OPTIONS,
  onLocaleChange,
  side = 'bottom',
  action = LOCALE_ACTION_PATH,
  redirectTo,
  className,
  labels,
}: LanguageSelectorProps) {
  const text = useLabels('LanguageSelector', DEFAULT_LANGUAGE_SELECTOR_LABELS, labels);
  const { locale, chooseLocale } = useLocale();
  const current =
    options.find((option) => option.locale === locale) ?? ALL_LOCALE_OPTIONS.find((option) => option.locale === locale);
  const currentName = current?.label ?? locale;

  return (
    <SelectorMenu
      action={action}
      name="locale"
      value={locale}
      options={options.map((option) => ({
        value: option.locale,
        label: option.label,
        lang: option.locale,
        dir: option.dir,
      }))}
      triggerLabel={text.trigger(currentName)}
      trigger={
        <span lang={current?.locale} dir={current?.dir}>
          {currentName}
        </span>
      }
      listTitle={text.listTitle}
      redirectTo={redirectTo}
      side={side}
      onChoose={(chosen) => {
        if (chooseLocale(chosen)) onLocaleChange?.(chosen as Locale);
      }}
      className={className}
      testId="language-form"
    />
  );
}
