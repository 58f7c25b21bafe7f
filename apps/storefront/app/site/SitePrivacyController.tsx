import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ANALYTICS_EVENT_NAMES,
  bridgeCartToTracking,
  createTracker,
  useStoreClient,
  useStoreEvents,
  type PrivacySettingsBody,
  type Tracker,
  type TrackingAdapter,
} from '@vitrine/headless';
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
 * the log through `/privacy_managements`. One tracker is the consent gate for
 * the page's life: it holds every tracking event until the decision, drops
 * them on a refusal (and whatever happens while refused, even if the shopper
 * accepts later), and once a decision allows it hands them to the networks
 * that decision allows, whose code (its own chunk) loads only then.
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
  /** The networks' adapters made so far this page, by name: a new decision reuses them (their scripts load once). */
  const adapters = useRef(new Map<string, TrackingAdapter>());
  /** Goes up with each decision, so networks that finish loading after a newer decision are not connected. */
  const decisions = useRef(0);
  const isSaving = useRef(false);
  const visitorId = useRef<string | null>(null);
  const latest = useRef({ analytics });
  latest.current = { analytics };
  const root = useRouteLoaderData('root') as { customer?: { loginStatus: boolean } } | undefined;

  // The consent gate takes the tracking events the bus kept since the page started (declared first: the
  // effects below decide through it).
  useEffect(() => {
    const gate = createTracker({
      bus,
      events: ANALYTICS_EVENT_NAMES,
      onError: (error, context) => console.warn('analytics', context, error),
    });
    tracker.current = gate;
    return () => {
      gate.dispose();
      tracker.current = null;
    };
  }, [bus]);
  // The shop's cart adds become the spec's add-to-cart event (spec 1, 4); the bus kept them until now.
  useEffect(() => bridgeCartToTracking(bus), [bus]);
  useLoginTracking(bus, root?.customer?.loginStatus ?? false);

  /** Applies a decision: the networks it allows get every event from now on (and what waited), or none does. */
  const applyDecision = useCallback((decision: ConsentRecord) => {
    const { analytics: config } = latest.current;
    const gate = tracker.current;
    const current = (decisions.current += 1);
    if (!gate) return;
    if (!allowsTracking(decision) || !hasDestination(config)) {
      gate.denyConsent();
      gate.setAdapters([]);
      return;
    }
    // Held from now until the networks' code is here, then handed to all of them at once.
    gate.grantConsent();
    setAnalyticsError(null);
    loadChunk(loadAnalytics).then(
      (module) => {
        if (current !== decisions.current) return;
        const allowed = module
          .adaptersFor(config, decision, () => visitorId.current)
          .map((adapter) => {
            const made = adapters.current.get(adapter.name) ?? adapter;
            adapters.current.set(made.name, made);
            return made;
          });
        gate.setAdapters(allowed);
      },
      (error: unknown) => setAnalyticsError(error),
    );
  }, []);

  useEffect(() => {
    visitorId.current = privacyVisitorId(storage('localStorage'));
    const remembered = readConsentRecord(storage('localStorage'));
    setRecord(remembered);
    const checked = storage('sessionStorage')?.getItem(CHECKED_VERSION_KEY);
    if (remembered && checked === String(remembered.version)) {
      applyDecision(remembered);
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
        applyDecision(fromServer);
      },
      // Without the server's answer nothing is tracked; the next page asks again.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [client, applyDecision]);

  const open = useCallback(() => {
    setSaveError(null);
    setAsking(true);
    if (!settings && visitorId.current)
      fetchPrivacySettings(client, visitorId.current).then(setSettings, () => undefined);
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
            applyDecision(saved);
          },
          (error: unknown) => setSaveError(error),
        );
    },
    [client, settings, applyDecision],
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
        <SiteChunkError className={styles.floating} error={analyticsError} onRetry={() => applyDecision(record)} />
      ) : null}
    </>
  );
}
