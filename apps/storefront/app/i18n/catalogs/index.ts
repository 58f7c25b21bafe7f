import type { Locale } from '@vitrine/headless';
import type { Messages } from '../catalog';
import daDK from './da-DK';
import daDKUi from './da-DK.ui';
import deDE from './de-DE';
import deDEUi from './de-DE.ui';
import enUS from './en-US';
import enUSUi from './en-US.ui';
import esES from './es-ES';
import esESUi from './es-ES.ui';
import fiFI from './fi-FI';
import fiFIUi from './fi-FI.ui';
import frFR from './fr-FR';
import frFRUi from './fr-FR.ui';
import heIL from './he-IL';
import heILUi from './he-IL.ui';
import itIT from './it-IT';
import itITUi from './it-IT.ui';
import jaJP from './ja-JP';
import jaJPUi from './ja-JP.ui';
import koKR from './ko-KR';
import koKRUi from './ko-KR.ui';
import nlNL from './nl-NL';
import nlNLUi from './nl-NL.ui';
import noNO from './no-NO';
import noNOUi from './no-NO.ui';
import ptPT from './pt-PT';
import ptPTUi from './pt-PT.ui';
import ruRU from './ru-RU';
import ruRUUi from './ru-RU.ui';
import svSE from './sv-SE';
import svSEUi from './sv-SE.ui';
import zhCN from './zh-CN';
import zhCNUi from './zh-CN.ui';

/** Every finished catalogue by locale: store texts and component labels. */
export const CATALOGS: Readonly<Partial<Record<Locale, Messages>>> = {
  'da-DK': { ...daDK, ...daDKUi },
  'de-DE': { ...deDE, ...deDEUi },
  'en-US': { ...enUS, ...enUSUi },
  'es-ES': { ...esES, ...esESUi },
  'fi-FI': { ...fiFI, ...fiFIUi },
  'fr-FR': { ...frFR, ...frFRUi },
  'he-IL': { ...heIL, ...heILUi },
  'it-IT': { ...itIT, ...itITUi },
  'ja-JP': { ...jaJP, ...jaJPUi },
  'ko-KR': { ...koKR, ...koKRUi },
  'nl-NL': { ...nlNL, ...nlNLUi },
  'no-NO': { ...noNO, ...noNOUi },
  'pt-PT': { ...ptPT, ...ptPTUi },
  'ru-RU': { ...ruRU, ...ruRUUi },
  'sv-SE': { ...svSE, ...svSEUi },
  'zh-CN': { ...zhCN, ...zhCNUi },
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
