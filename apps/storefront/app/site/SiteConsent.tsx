import { useEffect, useRef } from 'react';
import { Alert, CookieConsentBanner, type ConsentDecision } from '@vitrine/ui';
import type { ConsentMode } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import * as styles from './site.css';

/**
 * Keeps what gets focus clear of the banner fixed to the bottom of the
 * window: while it shows, the page's scroll padding at the bottom is the
 * banner's height, so an element reached with Tab scrolls into view above it,
 * and the page has as much room below its end, so its last links can too.
 */
function useScrollPaddingBelow(ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    const banner = ref.current?.querySelector('section') ?? ref.current;
    if (!banner) return;
    const update = () => {
      const { top, height } = banner.getBoundingClientRect();
      // The space from the banner's top edge to the window's bottom (the banner floats above the edge on wide screens).
      const space = height > 0 ? `${Math.ceil(window.innerHeight - top)}px` : '';
      root.style.scrollPaddingBottom = space;
      root.style.paddingBottom = space;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingBottom = '';
      root.style.paddingBottom = '';
    };
  }, [ref]);
}

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
  const ref = useRef<HTMLDivElement>(null);
  useScrollPaddingBelow(ref);
  return (
    <div ref={ref} data-testid="cookie-consent" data-mode={mode}>
      {saveError ? (
        <Alert tone="critical" className={styles.floating} data-testid="consent-error">
          {t('site.consent.saveFailed')}
        </Alert>
      ) : null}
      <CookieConsentBanner
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
