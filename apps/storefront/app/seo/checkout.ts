import type { MetaDescriptor } from 'react-router';
import { formatMessage } from '@vitrine/i18n';
import { metaMessages, rootSeo } from './meta';
import { pageTitle, type MetaInput } from './pages';

/**
 * Meta of the cart and checkout pages: a translated title, the description,
 * `noindex` (a shopper's cart or checkout is nobody else's business). No
 * canonical link: a page kept out of the index names no address to index instead.
 *
 * @example checkoutMeta({ matches, location }, ['ui.CheckoutSteps.shipping_method', 'checkoutPage.title'])
 */
export function checkoutMeta({ matches }: Pick<MetaInput, 'matches'>, titleKeys: readonly string[]): MetaDescriptor[] {
  const { messages } = metaMessages(matches);
  const root = rootSeo(matches);
  const locale = root?.locale ?? 'en-US';
  const translate = (key: string, fallback: string) => {
    const message = messages[key];
    try {
      return message ? formatMessage(message, {}, locale) : fallback;
    } catch {
      return fallback;
    }
  };
  const title = pageTitle(titleKeys.map((key) => translate(key, key)).join(' · '));
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: translate('checkoutPage.description', 'Complete your order securely.') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
  return tags;
}

/** Headers of the checkout pages: never stored by any cache, never indexed, no referrer leaking an order link. */
export function checkoutHeaders(actionHeaders?: Headers): HeadersInit {
  // A refusal that passes with time (a rate limit) tells the browser when: its action's Retry-After.
  const retryAfter = actionHeaders?.get('Retry-After');
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'same-origin',
    ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
  };
}
