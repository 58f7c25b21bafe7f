import { StoreToaster } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';

/**
 * Toasts for the cart's messages and failures and the coupon outcomes (spec
 * 8: notices as warnings, errors, successes; a 504 as "Connection timed out,
 * please try again"), translated. Its own chunk, mounted after hydration.
 */
export function SiteToaster() {
  const { labels } = useT();
  return <StoreToaster labels={labels('Toast')} />;
}
