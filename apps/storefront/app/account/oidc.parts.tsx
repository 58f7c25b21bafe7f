import { Link } from 'react-router';
import { button } from '@vitrine/ui';
import { useT, type MessageKey } from '@vitrine/i18n';
import { providerHref } from './SocialLogin';
import type { OidcFailure } from './oidc.server';
import * as styles from './oidc.css';

/** The password sign-in page that comes back to `returnTo`. */
export function passwordLoginHref(returnTo: string): string {
  return returnTo === '/account' ? '/account/login' : `/account/login?return_to=${encodeURIComponent(returnTo)}`;
}

/** A narrow card page, like the other sign-in pages. */
export function OidcCard({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={`${testId}-title`} data-testid={testId}>
        <h1 id={`${testId}-title`} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/**
 * Why the sign-in did not work, in the shopper's language, with the way
 * forward: try the same provider again (unless it is gone) or use the password.
 */
export function OidcFailurePanel({ failure }: { failure: OidcFailure }) {
  const { t } = useT();
  const retry = failure.provider && failure.message !== 'OIDC_PROVIDER_NOT_FOUND' ? failure.provider : null;
  return (
    <OidcCard title={t('oidc.error.title')} testId="oidc-error">
      <p className={styles.alert} role="alert" data-code={failure.code}>
        {t(`oidc.error.${failure.message}` as MessageKey)}
      </p>
      <div className={styles.actions}>
        {retry ? (
          <a
            className={`${button({ variant: 'primary', size: 'lg', fullWidth: true })} ${styles.actionButton}`}
            href={providerHref(retry, failure.returnTo)}
          >
            {t('oidc.error.retry', { provider: retry.name })}
          </a>
        ) : null}
        <Link
          className={`${button({ variant: retry ? 'secondary' : 'primary', size: 'lg', fullWidth: true })} ${styles.actionButton}`}
          to={passwordLoginHref(failure.returnTo)}
        >
          {t('oidc.usePassword')}
        </Link>
      </div>
      <p className={styles.reference}>{t('oidc.error.reference', { code: failure.code })}</p>
    </OidcCard>
  );
}
