import type { MetaDescriptor } from 'react-router';
import { formatMessage, type MessageKey } from '@vitrine/i18n';
import { metaMessages, seoMeta } from './meta';
import { pageTitle, type MetaInput } from './pages';

/**
 * The social sign-in pages' meta: a title in the shopper's language (from the
 * root loader's catalogue; `fallback` when it is missing) and `noindex`.
 *
 * @example export const meta = ({ matches }) => oidcMeta(matches, 'oidc.chooser.title', 'Sign in with another account');
 */
export function oidcMeta(matches: MetaInput['matches'], key: MessageKey, fallback: string): MetaDescriptor[] {
  const { messages, locale } = metaMessages(matches);
  let title = fallback;
  const message = messages[key];
  if (message) {
    try {
      title = formatMessage(message, {}, locale);
    } catch {
      title = fallback;
    }
  }
  return seoMeta({ title: pageTitle(title), origin: '', location: { pathname: '/', search: '' }, noindex: true });
}
