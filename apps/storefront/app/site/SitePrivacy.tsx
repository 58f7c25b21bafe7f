import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SiteAnalyticsConfig } from './site-analytics';
import { useChunk } from './SiteLazy';

const loadController = () => import('./SitePrivacyController');

/** The privacy policy: the consent banner's link, and where "Cookie settings" goes before the page is hydrated. */
export const PRIVACY_POLICY_PATH = '/policies/privacy-policy';

interface CookieSettings {
  /** Opens the consent banner again (footer "Cookie settings"; before hydration its link goes to the privacy policy). */
  open(): void;
}

const CookieSettingsContext = createContext<CookieSettings>({ open: () => undefined });

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
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const open = useCallback(() => {
    setIdle(true);
    setOpenRequests((n) => n + 1);
  }, []);
  const controller = useChunk(loadController, isIdle);
  // A value that never changes: parts of the page still waiting for their code (islands) must not be re-rendered by it.
  const value = useMemo(() => ({ open }), [open]);
  const Controller = controller.status === 'loaded' ? controller.module.SitePrivacyController : null;
  return (
    <CookieSettingsContext.Provider value={value}>
      {/* Before the page in the document: the cookie banner is the first thing a keyboard reaches, not the last. */}
      {Controller ? <Controller analytics={analytics} policyHref={policyHref} openRequests={openRequests} /> : null}
      {children}
    </CookieSettingsContext.Provider>
  );
}
