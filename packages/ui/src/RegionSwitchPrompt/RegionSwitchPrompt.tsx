import type { MultiSitesBody as MultiSites, RegionalSite } from '@vitrine/headless';
import type { StoreClient } from '@vitrine/headless';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { CloseIcon } from '../icons/icons';
import { DEFAULT_REGION_SWITCH_PROMPT_LABELS, type RegionSwitchPromptLabels } from './labels';
import * as styles from './RegionSwitchPrompt.css';
import { useLabels } from '../kit/labels';

/** One regional site and the `GET /api/app/multi_sites` answer, as the shared contract defines them. */
export type { MultiSitesBody as MultiSites, RegionalSite } from '@vitrine/headless';

/** `GET /api/app/multi_sites`: beside the store API, which the client's `request()` understands. */
export const MULTI_SITES_PATH = '/api/app/multi_sites';

/**
 * Loads the store's regional sites through the store client (taken as an
 * argument, so a route loader or a test passes its own).
 *
 * @example
 * const multiSites = await fetchMultiSites(client);
 */
export function fetchMultiSites(client: Pick<StoreClient, 'request'>): Promise<MultiSites> {
  return client.request<MultiSites>('GET', MULTI_SITES_PATH);
}

/** The site to suggest: the suggested one, unless the visitor is already on it. */
export function suggestedSite({ suggested }: MultiSites): RegionalSite | null {
  return suggested && !suggested.is_current ? suggested : null;
}

/** Props of {@link RegionSwitchPrompt}. */
export interface RegionSwitchPromptProps {
  /** From {@link fetchMultiSites}. */
  multiSites: MultiSites;
  /** The shopper stays: remember it so the prompt does not come back. */
  onStay: () => void;
  /** Called before the browser follows the link to the suggested site. */
  onSwitch?: (site: RegionalSite) => void;
  className?: string;
  labels?: Partial<RegionSwitchPromptLabels>;
}

/**
 * Suggests the shopper's regional site ("You seem to be in Japan — go to the
 * Japan store?") with stay and switch. Renders nothing when there is no
 * suggestion or the shopper is already on it. The switch is a real link, so
 * it works without JavaScript. Non-modal (a labelled region): it never blocks
 * the page. Takes the data as a prop: no headless hook covers regional sites,
 * and the route loader knows the visitor (use {@link fetchMultiSites}).
 * Renders `data-site` with the suggested site id.
 *
 * @example
 * {!dismissed && <RegionSwitchPrompt multiSites={multiSites} onStay={() => setDismissed(true)} />}
 */
export function RegionSwitchPrompt({ multiSites, onStay, onSwitch, className, labels }: RegionSwitchPromptProps) {
  const text = useLabels('RegionSwitchPrompt', DEFAULT_REGION_SWITCH_PROMPT_LABELS, labels);
  const id = useId();
  const suggested = suggestedSite(multiSites);
  if (!suggested) return null;
  const current = multiSites.sites.find((site) => site.is_current) ?? null;
  return (
    <section
      className={className ? `${styles.prompt} ${className}` : styles.prompt}
      aria-labelledby={`${id}-title`}
      data-site={suggested.id}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {text.title}
      </h2>
      <Button variant="ghost" size="sm" iconOnly aria-label={text.dismiss} onClick={onStay}>
        <CloseIcon className={styles.icon} />
      </Button>
      <p className={styles.message}>{text.message(suggested)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onStay}>
          {text.stay(current)}
        </Button>
        <a
          className={button({ variant: 'primary' })}
          href={suggested.url}
          hrefLang={suggested.locale}
          onClick={() => onSwitch?.(suggested)}
        >
          {text.switchTo(suggested)}
        </a>
      </div>
    </section>
  );
}
