import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { localeOptions, type Locale, type LocaleOption } from '@vitrine/headless';
import * as styles from '../CurrencySelector/CurrencySelector.css';
import { CheckIcon, ChevronDownIcon } from '../CurrencySelector/menuIcons';
import { DEFAULT_LANGUAGE_SELECTOR_LABELS, type LanguageSelectorLabels } from './labels';
import { useLabels } from '../kit/labels';

/** Props of {@link LanguageSelector}. */
export interface LanguageSelectorProps {
  /** The current language (`useLocale().locale`). */
  locale: Locale;
  /** Called with the language the shopper picks (pass `useLocale().chooseLocale`). */
  onLocaleChange: (locale: Locale) => void;
  /** Entries to offer; every language the store offers (spec 2), each in its own name, by default. */
  options?: readonly LocaleOption[];
  side?: 'top' | 'bottom';
  className?: string;
  labels?: Partial<LanguageSelectorLabels>;
}

const ALL_LOCALE_OPTIONS = localeOptions();

/**
 * The language dropdown (Radix DropdownMenu). Each language is written in its
 * own name and script (`Deutsch`, `עברית`, `日本語`) with its `lang` and
 * `dir`, so every shopper can find theirs and screen readers pronounce it.
 *
 * It takes `useLocale`'s values as props instead of calling the hook: what
 * happens after a change (reload the route's data, navigate to a localised
 * URL) belongs to the app, and the selector then needs no provider.
 * The chosen entry has `data-state="checked"`; the button has `data-state`
 * `open` / `closed`.
 *
 * @example
 * const { locale, options, chooseLocale } = useLocale({ onChange: () => revalidate() });
 * <LanguageSelector locale={locale} options={options} onLocaleChange={chooseLocale} />
 */
export function LanguageSelector({
  locale,
  onLocaleChange,
  options = ALL_LOCALE_OPTIONS,
  side = 'bottom',
  className,
  labels,
}: LanguageSelectorProps) {
  const text = useLabels('LanguageSelector', DEFAULT_LANGUAGE_SELECTOR_LABELS, labels);
  const current = options.find((option) => option.locale === locale) ?? ALL_LOCALE_OPTIONS.find((option) => option.locale === locale);
  const currentName = current?.label ?? locale;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={className ? `${styles.trigger} ${className}` : styles.trigger} aria-label={text.trigger(currentName)}>
        <span lang={current?.locale} dir={current?.dir}>
          {currentName}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} side={side} align="end" sideOffset={4} collisionPadding={8}>
          <DropdownMenu.Label className={styles.label}>{text.listTitle}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => onLocaleChange(value as Locale)}>
            {options.map((option) => (
              <DropdownMenu.RadioItem key={option.locale} value={option.locale} className={styles.item} lang={option.locale}>
                <span className={styles.indicatorSlot}>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon className={styles.check} />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span dir={option.dir}>{option.label}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
