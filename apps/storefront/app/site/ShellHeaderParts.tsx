import { useLocation, useRevalidator, useRouteLoaderData } from 'react-router';
import { localeOptions } from '@vitrine/headless';
import { CurrencySelector, LanguageSelector, SearchBox } from '@vitrine/ui';
import { loadMessages, messagesUrl, TRANSLATED_LOCALES, useT } from '@vitrine/i18n';
import type { loader as rootLoader } from '../root';

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

/**
 * The kit's language selector: once it stored the choice, the language's
 * messages are fetched and the page is rendered again in it (if they cannot
 * be fetched, the page is loaded again, in that language, from the server).
 */
export function ShellLanguage() {
  const { revalidate } = useRevalidator();
  const version = useRouteLoaderData<typeof rootLoader>('root')?.messagesVersion ?? '';
  return (
    <LanguageSelector
      options={LANGUAGES}
      redirectTo={useHere()}
      onLocaleChange={(locale) =>
        void loadMessages(locale, messagesUrl(locale, version)).then(
          () => revalidate(),
          () => window.location.reload(),
        )
      }
    />
  );
}

/** The kit's search box, showing the text searched on the search page. */
export function ShellSearch() {
  const { pathname, search } = useLocation();
  const query = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? undefined) : undefined;
  return <SearchBox defaultValue={query} />;
}
