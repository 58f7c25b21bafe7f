import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SiteAnalyticsConfig } from './site-analytics';
import { useChunk } from './SiteLazy';

const loadController = () => import('./SitePrivacyController');

interface CookieSettings {
  /** Opens the consent banner again (footer "Cookie settings"). */
  open(): void;
  /** Whether the page can open it (hydrated); before that the link goes to the privacy policy. */
  isReady: boolean;
}

const CookieSettingsContext = createContext<CookieSettings>({ open: () => undefined, isReady: false });

/** The footer's way to reopen the consent banner. */
export function useCookieSettings(): CookieSettings {
  return useContext(CookieSettingsContext);
}

function whenIdle(run: () => void): () => void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) {
    const handle = idle(run, { timeout: 1500 });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(run, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Consent and analytics, kept out of the first load: once the page is idle
 * the controller (its own chunk, `SitePrivacyController`) checks the
 * visitor's decision, shows the cookie banner when one is needed and starts
 * the analytics the decision allows. Until then the event bus keeps every
 * event. The footer's "Cookie settings" reopens the banner through this context.
 */
export function SitePrivacyProvider({
  analytics,
  policyHref,
  children,
}: {
  analytics: SiteAnalyticsConfig;
  policyHref: string;
  children: ReactNode;
}) {
  const [isIdle, setIdle] = useState(false);
  const [isReady, setReady] = useState(false);
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => {
    setReady(true);
    return whenIdle(() => setIdle(true));
  }, []);
  const open = useCallback(() => {
    setIdle(true);
    setOpenRequests((n) => n + 1);
  }, []);
  const controller = useChunk(loadController, isIdle);
  const value = useMemo(() => ({ open, isReady }), [open, isReady]);
  const Controller = controller.status === 'loaded' ? controller.module.SitePrivacyController : null;
  return (
    <CookieSettingsContext.Provider value={value}>
      {children}
      {Controller ? <Controller analytics={analytics} policyHref={policyHref} openRequests={openRequests} /> : null}
    </CookieSettingsContext.Provider>
  );
}
