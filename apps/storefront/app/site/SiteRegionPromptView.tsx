import { RegionSwitchPrompt, type MultiSites } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import * as styles from './site.css';

/** The @vitrine/ui region prompt with translated labels (its own chunk). */
export function SiteRegionPromptView({ multiSites, onStay }: { multiSites: MultiSites; onStay: () => void }) {
  const { labels } = useT();
  return (
    <div className={styles.regionSlot} data-testid="region-prompt">
      <RegionSwitchPrompt multiSites={multiSites} onStay={onStay} labels={labels('RegionSwitchPrompt')} />
    </div>
  );
}
