import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStoreClient, type MultiSitesBody } from '@vitrine/headless';
import { useChunk } from './SiteLazy';

/** Local-storage key set when the shopper chose to stay: the prompt does not come back. */
export const REGION_PROMPT_DISMISSED_KEY = 'vitrine:region-prompt';
/** `GET /api/app/multi_sites`: the store's regional sites and the one for the visitor's country. */
const MULTI_SITES_PATH = '/api/app/multi_sites';

const loadPrompt = () => import('./SiteRegionPromptView');

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(REGION_PROMPT_DISMISSED_KEY) === 'stay';
  } catch {
    return false;
  }
}

/**
 * The region-switch prompt (spec 2): after hydration, unless the shopper
 * already chose to stay, asks which regional site serves their country; only
 * when one is suggested does the prompt's code load. Never during checkout:
 * a shopper paying is not asked to move to another store.
 */
export function SiteRegion() {
  const client = useStoreClient();
  const isCheckout = /^\/checkouts?(\/|$)/.test(useLocation().pathname);
  const [sites, setSites] = useState<MultiSitesBody | null>(null);
  useEffect(() => {
    if (isCheckout || readDismissed()) return;
    let isCurrent = true;
    client.request<MultiSitesBody>('GET', MULTI_SITES_PATH).then(
      (answer) => isCurrent && setSites(answer),
      // No prompt is better than a broken one.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [client, isCheckout]);
  const isWanted = Boolean(!isCheckout && sites?.suggested && !sites.suggested.is_current);
  const prompt = useChunk(loadPrompt, isWanted);
  if (!sites || isCheckout || prompt.status !== 'loaded') return null;
  const View = prompt.module.SiteRegionPromptView;
  return (
    <View
      multiSites={sites}
      onStay={() => {
        try {
          window.localStorage.setItem(REGION_PROMPT_DISMISSED_KEY, 'stay');
        } catch {
          // Then it is only gone for this page.
        }
        setSites(null);
      }}
    />
  );
}
