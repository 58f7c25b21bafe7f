import type { MetaDescriptor } from 'react-router';
import { formatMessage, type MessageKey, messagesFor } from '@vitrine/i18n';
import { seoMeta } from './meta';
import { pageTitle, type MetaInput } from './pages';

/**
 * The social sign-in pages' meta: a title in the shopper's language (from the
 * root loader's catalogue; `fallback` when it is missing) and `noindex`.
 *
 * @example export const meta = ({ matches }) => oidcMeta(matches, 'oidc.chooser.title', 'Sign in with another account');
 */
export function oidcMeta(matches: MetaInput['matches'], key: MessageKey, fallback: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { locale?: string } | undefined;
  let title = fallback;
  const message = messagesFor(data?.locale)?.[key];
  if (message) {
    try {
      title = formatMessage(message, {}, data?.locale ?? 'en-US');
    } catch {
      title = fallback;
    }
  }
  return seoMeta({ title: pageTitle(title), origin: '', location: { pathname: '/', search: '' }, noindex: true });
}
