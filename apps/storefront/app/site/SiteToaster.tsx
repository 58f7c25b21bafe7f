import { Toaster, type ToasterProps } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';

/**
 * The toasts on screen, translated (spec 8: notices as warnings, errors,
 * successes; a 504 as "Connection timed out, please try again"). Its own
 * chunk, loaded with the first toast: the site shell collects the cart's
 * messages and failures and the coupon outcomes from the moment it mounts.
 */
export function SiteToaster(props: Omit<ToasterProps, 'labels'>) {
  const { labels } = useT();
  return <Toaster {...props} labels={labels('Toast')} />;
}
