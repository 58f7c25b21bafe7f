import { useLocation, useRevalidator } from 'react-router';
import { localeOptions } from '@vitrine/headless';
import { CurrencySelector, LanguageSelector, SearchBox } from '@vitrine/ui';
import { TRANSLATED_LOCALES, useT } from '@vitrine/i18n';

/** Languages the selector offers: each in its own name, only those with a finished catalogue. */
const LANGUAGES = localeOptions().filter((option) => TRANSLATED_LOCALES.includes(option.locale));

const useHere = () => {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
};

/** The kit's currency selector: its form comes back to this page without JavaScript. */
export function ShellCurrency() {
  const { locale } = useT();
  return <CurrencySelector locale={locale} redirectTo={useHere()} />;
}

/** The kit's language selector: once it stored the choice, the page is rendered again in that language. */
export function ShellLanguage() {
  const { revalidate } = useRevalidator();
  return <LanguageSelector options={LANGUAGES} redirectTo={useHere()} onLocaleChange={() => void revalidate()} />;
}

/** The kit's search box, showing the text searched on the search page. */
export function ShellSearch() {
  const { pathname, search } = useLocation();
  const query = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? undefined) : undefined;
  return <SearchBox defaultValue={query} />;
}
