import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { button } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import * as styles from './oidc.css';

/** One provider button as the store lists it (`GET /api/store/oidc/providers`). */
export interface SocialProvider {
  slug: string;
  name: string;
  start_url: string;
}

/** Where the provider list comes from; read fresh on each visit, so a provider the merchant adds shows at once. */
export const PROVIDERS_URL = '/api/store/oidc/providers';
const ACCOUNT_HOME = '/account';

/** A `return_to` that stays on this store (a path, not `//host` or `/\host`); `/account` otherwise. */
export function localReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 512 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return ACCOUNT_HOME;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value) || /^\/account\/(login|register|oidc)(\/|\?|$)/.test(value)) return ACCOUNT_HOME;
  return value;
}

/** The start address of a provider that comes back to `returnTo`. */
export function providerHref(provider: SocialProvider, returnTo: string): string {
  return returnTo === ACCOUNT_HOME ? provider.start_url : `${provider.start_url}?return_to=${encodeURIComponent(returnTo)}`;
}

/** The list answer, kept only when it has the expected shape and addresses on this store. */
export function parseProviders(body: unknown): SocialProvider[] {
  const list = (body as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is SocialProvider =>
      entry !== null &&
      typeof entry === 'object' &&
      typeof entry.slug === 'string' &&
      typeof entry.name === 'string' &&
      typeof entry.start_url === 'string' &&
      entry.start_url.startsWith('/account/oidc/'),
  );
}

/**
 * "Continue with <Provider>" buttons, one per provider, each a plain link to
 * `/account/oidc/<slug>` (the server starts the sign-in and sends the browser
 * to the provider), keeping the page's `return_to`.
 */
export function ProviderButtons({ providers, returnTo }: { providers: readonly SocialProvider[]; returnTo: string }) {
  const { t } = useT();
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
            <span>{t('oidc.continueWith', { provider: provider.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The store's OpenID Connect providers under the sign-in and sign-up forms.
 * It needs no loader: once the page is interactive it reads the enabled
 * providers from the store API and shows nothing when there are none. Without
 * JavaScript it offers the chooser page `/account/oidc`, which lists them on the server.
 */
export function SocialLogin({ providers: given }: { providers?: readonly SocialProvider[] } = {}) {
  const { t } = useT();
  const [params] = useSearchParams();
  const returnTo = localReturnTo(params.get('return_to'));
  const [loaded, setLoaded] = useState<readonly SocialProvider[] | null>(given ?? null);

  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    fetch(PROVIDERS_URL, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setLoaded(parseProviders(body)))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded([]);
      });
    return () => controller.abort();
  }, [given]);

  const providers = given ?? loaded;
  if (providers === null) {
    const chooser = returnTo === ACCOUNT_HOME ? '/account/oidc' : `/account/oidc?return_to=${encodeURIComponent(returnTo)}`;
    return (
      <noscript>
        <p className={styles.noScript}>
          <a href={chooser}>{t('oidc.moreOptions')}</a>
        </p>
      </noscript>
    );
  }
  if (providers.length === 0) return null;
  return (
    <section className={styles.social} aria-label={t('oidc.groupLabel')} data-testid="social-login">
      <p className={styles.divider}>{t('oidc.divider')}</p>
      <ProviderButtons providers={providers} returnTo={returnTo} />
    </section>
  );
}
