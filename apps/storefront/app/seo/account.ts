import type { MetaDescriptor } from 'react-router';
import { formatMessage, type MessageKey, type MessageValues } from '@vitrine/i18n';
import { metaMessages, rootSeo, seoMeta } from './meta';
import { pageTitle, type MetaInput } from './pages';

/**
 * A message of the shopper's catalogue for a meta function (which cannot use
 * hooks): the title reads in the language of the page; `fallback` when the
 * catalogue lacks the key (the root loader failed).
 */
export function metaText(
  matches: MetaInput['matches'],
  key: MessageKey,
  fallback: string,
  values: MessageValues = {},
): string {
  const { messages, locale } = metaMessages(matches);
  const message = messages[key];
  if (!message) return fallback;
  try {
    return formatMessage(message, values, locale);
  } catch {
    return fallback;
  }
}

/**
 * Account, wish list and order tracking pages: a title in the shopper's
 * language, a description, and `noindex` (they are personal, or forms).
 *
 * @example export const meta = ({ matches }) => accountMeta(matches, 'account.login.title', 'Sign in');
 */
export function accountMeta(
  matches: MetaInput['matches'],
  key: MessageKey,
  fallback: string,
  values: MessageValues = {},
): MetaDescriptor[] {
  return seoMeta({
    title: pageTitle(metaText(matches, key, fallback, values)),
    origin: '',
    location: { pathname: '/', search: '' },
    noindex: true,
  });
}

/**
 * The order tracking page: a public form, so it may be found in search
 * (canonical without a query; the answers are never part of the page's address).
 */
export function trackingMeta(matches: MetaInput['matches'], location: MetaInput['location']): MetaDescriptor[] {
  const title = pageTitle(metaText(matches, 'account.tracking.title', 'Track your order'));
  const description = metaText(matches, 'account.tracking.intro', 'Follow your order from the warehouse to your door.');
  const root = rootSeo(matches);
  if (!root) return [{ title }, { name: 'description', content: description }];
  return seoMeta({
    title,
    description,
    origin: root.seo.origin,
    location: { pathname: location.pathname, search: '' },
    locale: root.locale,
  });
}
