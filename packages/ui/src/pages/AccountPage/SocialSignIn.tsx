import {
  localReturnTo,
  passwordSignInHref,
  providerHref,
  signInChooserHref,
  useSignInProviders,
  type SignInProvider,
} from '@vitrine/headless';
import { button } from '../../Button/Button.css';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { AuthPanel } from './AccountLayout';
import { DEFAULT_SOCIAL_SIGN_IN_LABELS, type SignInFailureReason, type SocialSignInLabels } from './socialLabels';
import * as styles from './SocialSignIn.css';

/**
 * "Continue with <Provider>" buttons, one per provider. Each is a plain link:
 * the server starts the sign-in and sends the browser to the provider, so it
 * works without JavaScript.
 */
export function SignInProviderList({
  providers,
  returnTo,
  labels,
}: {
  providers: readonly SignInProvider[];
  returnTo: string;
  labels?: Partial<SocialSignInLabels>;
}) {
  const text = useLabels('SocialSignIn', DEFAULT_SOCIAL_SIGN_IN_LABELS, labels);
  return (
    <ul className={styles.list}>
      {providers.map((provider) => (
        <li key={provider.slug}>
          <a
            className={`${button({ variant: 'secondary', size: 'md', fullWidth: true })} ${styles.providerButton}`}
            href={providerHref(provider, returnTo)}
            data-provider={provider.slug}
          >
            <span className={styles.badge} aria-hidden="true">
              {provider.name.trim().charAt(0).toUpperCase()}
            </span>
            <span>{text.continueWith(provider.name)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link SocialSignIn}. */
export interface SocialSignInProps {
  /** Where the shopper goes after signing in (a path on this store). */
  returnTo: string;
  /** Providers already known (a story, a test); otherwise they are read from the store once the page is interactive. */
  providers?: readonly SignInProvider[];
  labels?: Partial<SocialSignInLabels>;
}

/**
 * The store's other ways to sign in, under the sign-in and sign-up forms
 * (`useSignInProviders`). Nothing when the store has none; before the list is
 * known (and without JavaScript) a link to the server's list of providers.
 *
 * @example <SignInPage …><SocialSignIn returnTo="/cart" /></SignInPage>
 */
export function SocialSignIn({ returnTo: given, providers: initial, labels }: SocialSignInProps) {
  const text = useLabels('SocialSignIn', DEFAULT_SOCIAL_SIGN_IN_LABELS, labels);
  const providers = useSignInProviders(initial ? { initial } : {});
  const returnTo = localReturnTo(given);
  if (providers === null) {
    return (
      <noscript>
        <p className={styles.noScript}>
          <a href={signInChooserHref(returnTo)}>{text.moreOptions}</a>
        </p>
      </noscript>
    );
  }
  if (providers.length === 0) return null;
  return (
    <section className={styles.social} aria-label={text.groupLabel} data-testid="social-login">
      <p className={styles.divider}>{text.divider}</p>
      <SignInProviderList providers={providers} returnTo={returnTo} labels={labels} />
    </section>
  );
}

/** Props of {@link SignInChooserPage}. */
export interface SignInChooserPageProps {
  providers: readonly SignInProvider[];
  returnTo: string;
  labels?: Partial<SocialSignInLabels>;
}

/**
 * `/account/oidc`: every enabled provider, listed on the server. The sign-in
 * and sign-up pages link here when JavaScript is off.
 */
export function SignInChooserPage({ providers, returnTo, labels }: SignInChooserPageProps) {
  const text = useLabels('SocialSignIn', DEFAULT_SOCIAL_SIGN_IN_LABELS, labels);
  return (
    <AuthPanel
      title={text.chooser.title}
      intro={providers.length > 0 ? text.chooser.intro : text.chooser.empty}
      testId="oidc-chooser"
    >
      {providers.length > 0 ? <SignInProviderList providers={providers} returnTo={returnTo} labels={labels} /> : null}
      <Link className={styles.secondaryLink} href={passwordSignInHref(returnTo)}>
        {text.usePassword}
      </Link>
    </AuthPanel>
  );
}

/** Why a provider sign-in failed, as the server tells the page. */
export interface SignInFailure {
  /** The machine code shown for support (`OIDC_STATE_INVALID`, `INTERNAL_ERROR`…). */
  code: string;
  /** Which explanation the shopper reads. */
  reason: SignInFailureReason;
  /** The provider the shopper tried, when the store still offers it. */
  provider: SignInProvider | null;
  returnTo: string;
}

/**
 * The page a failed provider sign-in lands on: why, in the shopper's
 * language, and the way forward: the same provider again (unless it is gone)
 * or the password.
 */
export function SignInFailurePage({
  failure,
  labels,
}: {
  failure: SignInFailure;
  labels?: Partial<SocialSignInLabels>;
}) {
  const text = useLabels('SocialSignIn', DEFAULT_SOCIAL_SIGN_IN_LABELS, labels);
  const retry = failure.provider && failure.reason !== 'OIDC_PROVIDER_NOT_FOUND' ? failure.provider : null;
  const action = (variant: 'primary' | 'secondary') =>
    `${button({ variant, size: 'lg', fullWidth: true })} ${styles.actionButton}`;
  return (
    <AuthPanel title={text.error.title} testId="oidc-error">
      <p className={styles.alert} role="alert" data-code={failure.code}>
        {text.error[failure.reason] ?? text.error.generic}
      </p>
      <div className={styles.actions}>
        {retry ? (
          <a className={action('primary')} href={providerHref(retry, failure.returnTo)}>
            {text.error.retry(retry.name)}
          </a>
        ) : null}
        <Link className={action(retry ? 'secondary' : 'primary')} href={passwordSignInHref(failure.returnTo)}>
          {text.usePassword}
        </Link>
      </div>
      <p className={styles.reference}>{text.error.reference(failure.code)}</p>
    </AuthPanel>
  );
}
