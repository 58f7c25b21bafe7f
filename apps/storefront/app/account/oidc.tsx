import { Link, redirect } from 'react-router';
import { readSessionCookie } from '@vitrine/commerce';
import type { Route } from './+types/oidc';
import { useT } from '@vitrine/i18n';
import { localReturnTo, ProviderButtons } from './SocialLogin';
import { oidcMeta } from '../seo/oidc';
import { OIDC_HEADERS } from './oidc.server';
import { OidcCard, passwordLoginHref } from './oidc.parts';
import * as styles from './oidc.css';

/**
 * /account/oidc: every enabled provider, listed on the server. The sign-in
 * and sign-up pages link here when JavaScript is off; it also serves a
 * shopper who bookmarked "other ways to sign in".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = localReturnTo(new URL(request.url).searchParams.get('return_to'));
  const token = readSessionCookie(request.headers.get('Cookie'));
  if (token && (await context.commerce.accounts.customers.authenticate(token))) throw redirect(returnTo);
  return { providers: await context.commerce.oidc.listProviders(), returnTo };
}

export const meta: Route.MetaFunction = ({ matches }) => oidcMeta(matches, 'oidc.chooser.title', 'Sign in with another account');

export function headers() {
  return OIDC_HEADERS;
}

export default function OidcChooserPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { providers, returnTo } = loaderData;
  return (
    <OidcCard title={t('oidc.chooser.title')} testId="oidc-chooser">
      {providers.length > 0 ? (
        <>
          <p className={styles.intro}>{t('oidc.chooser.intro')}</p>
          <ProviderButtons providers={providers} returnTo={returnTo} />
        </>
      ) : (
        <p className={styles.intro}>{t('oidc.chooser.empty')}</p>
      )}
      <Link className={styles.secondaryLink} to={passwordLoginHref(returnTo)}>
        {t('oidc.usePassword')}
      </Link>
    </OidcCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
