import type { ShareNetwork } from '@vitrine/headless';

/** Texts of the share buttons; override any of them to translate. */
export interface ShareButtonsLabels {
  /** Accessible name of the list. */
  share: string;
  /** Accessible name of one network's link. */
  shareOn: (network: string) => string;
  /** Names of the networks as shoppers know them. */
  networks: Record<ShareNetwork, string>;
  copyLink: string;
  copied: string;
  copyFailed: string;
}

export const DEFAULT_SHARE_BUTTONS_LABELS: ShareButtonsLabels = {
  share: 'Share',
  shareOn: (network) => `Share on ${network}`,
  networks: {
    facebook: 'Facebook',
    twitter: 'X',
    x: 'X',
    pinterest: 'Pinterest',
    linkedin: 'LinkedIn',
    whatsapp: 'WhatsApp',
    email: 'email',
    telegram: 'Telegram',
    reddit: 'Reddit',
  },
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy. Select the address bar to copy the link.',
};
