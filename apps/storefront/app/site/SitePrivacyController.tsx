import { useCallback, useEffect, useRef, useState } from 'react';
import { bridgeCartToTracking, useStoreClient, useStoreEvents, type PrivacySettingsBody, type Tracker } from '@vitrine/headless';
import { useRouteLoaderData } from 'react-router';
import { useLoginTracking } from './site-login-tracking';
import { loadChunk } from './site-chunks';
import type { SiteAnalyticsConfig } from './site-analytics';
import {
  allowsTracking,
  fetchPrivacySettings,
  privacyVisitorId,
  readConsentRecord,
  saveConsent,
  writeConsentRecord,
  type ConsentRecord,
} from './site-privacy';
import { SiteChunkError } from './SiteChunkError';
import { useChunk } from './SiteLazy';
import * as styles from './site.css';

/** Session-storage key: the privacy version already checked with the server during this visit. */
const CHECKED_VERSION_KEY = 'vitrine:privacy-checked';

const loadBanner = () => import('./SiteConsent');
const loadAnalytics = () => import('./site-analytics');

function storage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

const hasDestination = (config: SiteAnalyticsConfig) =>
  Boolean(config.ga4_measurement_id || config.meta_pixel_id || config.tiktok_pixel_id || config.pinterest_tag_id);

/**
 * Consent and analytics (its own chunk, loaded once the page is idle) (spec 1, 4, 7): after hydration the visitor's
 * decision is checked (once per visit with the server's consent log); without
 * one the cookie banner loads (its own chunk) and the decision is appended to
 * the log through `/privacy_managements`. Only a decision that allows it loads
 * the analytics code (its own chunk); until then the event bus keeps every
 * event, so nothing is sent early and nothing is lost.
 */
export function SitePrivacyController({
  analytics,
  policyHref,
  openRequests,
}: {
  analytics: SiteAnalyticsConfig;
  policyHref: string;
  /** Goes up each time the shopper asks for the cookie settings. */
  openRequests: number;
}) {
  const client = useStoreClient();
  const bus = useStoreEvents();
  const [settings, setSettings] = useState<PrivacySettingsBody | null>(null);
  const [record, setRecord] = useState<ConsentRecord | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [analyticsError, setAnalyticsError] = useState<unknown>(null);
  const tracker = useRef<Tracker | null>(null);
  const isSaving = useRef(false);
  const visitorId = useRef<string | null>(null);
  const latest = useRef({ analytics, bus });
  latest.current = { analytics, bus };
  const root = useRouteLoaderData('root') as { customer?: { loginStatus: boolean } } | undefined;

  // The shop's cart adds become the spec's add-to-cart event (spec 1, 4); the bus kept them until now.
  useEffect(() => bridgeCartToTracking(bus), [bus]);
  useLoginTracking(bus, root?.customer?.loginStatus ?? false);

  const startAnalytics = useCallback((allowed: ConsentRecord) => {
    const { analytics: config, bus: eventBus } = latest.current;
    if (tracker.current || !allowsTracking(allowed) || !hasDestination(config)) return;
    setAnalyticsError(null);
    loadChunk(loadAnalytics).then(
      (module) => {
        tracker.current ??= module.startSiteAnalytics(eventBus, config, allowed, () => visitorId.current);
      },
      (error: unknown) => setAnalyticsError(error),
    );
  }, []);

  const stopAnalytics = useCallback(() => {
    tracker.current?.denyConsent();
    tracker.current?.dispose();
    tracker.current = null;
  }, []);

  useEffect(() => {
    visitorId.current = privacyVisitorId(storage('localStorage'));
    const remembered = readConsentRecord(storage('localStorage'));
    setRecord(remembered);
    const checked = storage('sessionStorage')?.getItem(CHECKED_VERSION_KEY);
    if (remembered && checked === String(remembered.version)) {
      startAnalytics(remembered);
      return;
    }
    let isCurrent = true;
    fetchPrivacySettings(client, visitorId.current).then(
      (answer) => {
        if (!isCurrent) return;
        setSettings(answer);
        try {
          storage('sessionStorage')?.setItem(CHECKED_VERSION_KEY, String(answer.version));
        } catch {
          // Then the next page checks again.
        }
        if (answer.needs_decision || !answer.decision) {
          setAsking(true);
          return;
        }
        const fromServer = writeConsentRecord(storage('localStorage'), answer.decision);
        setRecord(fromServer);
        startAnalytics(fromServer);
      },
      // Without the server's answer nothing is tracked; the next page asks again.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [client, startAnalytics]);

  const open = useCallback(() => {
    setSaveError(null);
    setAsking(true);
    if (!settings && visitorId.current) fetchPrivacySettings(client, visitorId.current).then(setSettings, () => undefined);
  }, [client, settings]);

  const decide = useCallback(
    (choices: { analytics: boolean; marketing: boolean; preferences: boolean }) => {
      if (!settings || !visitorId.current || isSaving.current) return;
      isSaving.current = true;
      setSaveError(null);
      saveConsent(client, { visitorId: visitorId.current, version: settings.version, ...choices })
        .finally(() => {
          isSaving.current = false;
        })
        .then(
        (decision) => {
          const saved = writeConsentRecord(storage('localStorage'), decision);
          setRecord(saved);
          setAsking(false);
          if (allowsTracking(saved)) startAnalytics(saved);
          else stopAnalytics();
        },
        (error: unknown) => setSaveError(error),
      );
    },
    [client, settings, startAnalytics, stopAnalytics],
  );

  useEffect(() => {
    if (openRequests > 0) open();
    // Only a new request opens it; `open` changes when the settings arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openRequests]);

  const banner = useChunk(loadBanner, isAsking && settings !== null);
  const Banner = banner.status === 'loaded' ? banner.module.SiteConsent : null;

  return (
    <>
      {isAsking && settings && Banner ? (
        <Banner
          mode={settings.mode}
          policyHref={settings.policy_url || policyHref}
          defaultChoices={record ?? undefined}
          saveError={saveError}
          onDecision={decide}
        />
      ) : null}
      {isAsking && banner.status === 'failed' ? (
        <SiteChunkError className={styles.floating} error={banner.error} onRetry={banner.retry} />
      ) : null}
      {analyticsError && record ? (
        <SiteChunkError className={styles.floating} error={analyticsError} onRetry={() => startAnalytics(record)} />
      ) : null}
    </>
  );
}
