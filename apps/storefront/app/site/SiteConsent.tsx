import { Alert, CookieConsent, type ConsentDecision } from '@vitrine/ui';
import type { ConsentMode } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import * as styles from './site.css';

/**
 * The cookie banner (its own chunk): accept, reject or customise where the
 * law asks for consent first (`opt_in`), a notice with one button elsewhere.
 */
export function SiteConsent({
  mode,
  policyHref,
  defaultChoices,
  saveError,
  onDecision,
}: {
  mode: ConsentMode;
  policyHref: string;
  defaultChoices?: { analytics: boolean; marketing: boolean; preferences: boolean };
  saveError: unknown;
  onDecision: (choices: { analytics: boolean; marketing: boolean; preferences: boolean }) => void;
}) {
  const { t, labels } = useT();
  return (
    <div data-testid="cookie-consent" data-mode={mode}>
      {saveError ? (
        <Alert tone="critical" className={styles.floating} data-testid="consent-error">
          {t('site.consent.saveFailed')}
        </Alert>
      ) : null}
      <CookieConsent
        variant={mode === 'opt_in' ? 'banner' : 'notice'}
        policyHref={policyHref}
        defaultChoices={defaultChoices}
        labels={labels('CookieConsent')}
        onDecision={({ analytics, marketing, preferences }: ConsentDecision) =>
          onDecision({ analytics, marketing, preferences })
        }
      />
    </div>
  );
}
