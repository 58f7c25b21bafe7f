import type { RegionalSite } from './RegionSwitchPrompt';

/** Texts of the region-switch prompt; override any of them to translate. */
export interface RegionSwitchPromptLabels {
  title: string;
  message: (suggested: RegionalSite) => string;
  stay: (current: RegionalSite | null) => string;
  switchTo: (suggested: RegionalSite) => string;
  dismiss: string;
}

export const DEFAULT_REGION_SWITCH_PROMPT_LABELS: RegionSwitchPromptLabels = {
  title: 'Shopping from another region?',
  message: (suggested) => `You seem to be in ${suggested.name} — go to the ${suggested.name} store?`,
  stay: (current) => (current ? `Stay on the ${current.name} store` : 'Stay here'),
  switchTo: (suggested) => `Go to the ${suggested.name} store`,
  dismiss: 'Close',
};
