import type { Locale } from '@vitrine/headless';
import type { Messages } from '../catalog';
import deDE from './de-DE';
import deDEUi from './de-DE.ui';
import enUS from './en-US';
import enUSUi from './en-US.ui';
import frFR from './fr-FR';
import frFRUi from './fr-FR.ui';
import heIL from './he-IL';
import heILUi from './he-IL.ui';

/** Every finished catalogue by locale: store texts and component labels. */
export const CATALOGS: Readonly<Partial<Record<Locale, Messages>>> = {
  'de-DE': { ...deDE, ...deDEUi },
  'en-US': { ...enUS, ...enUSUi },
  'fr-FR': { ...frFR, ...frFRUi },
  'he-IL': { ...heIL, ...heILUi },
};

/**
 * The messages of a locale, en-US for one without a catalogue yet (server
 * only: the browser receives just its own catalogue through the root loader).
 *
 * @example
 * catalogFor('de-DE')['common.yourCart']; // 'Ihr Warenkorb'
 */
export function catalogFor(locale: Locale): Messages {
  return CATALOGS[locale] ?? (CATALOGS['en-US'] as Messages);
}
