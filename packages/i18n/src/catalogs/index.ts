import type { Locale } from '@vitrine/headless';
import type { Messages, MessageSources } from '../catalog';
import { compileMessages } from '../compileMessages';
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
import { areaMessages } from './areas';

/** Every finished catalogue by locale: store texts and component labels, as ICU source text. */
export const CATALOGS: Readonly<Partial<Record<Locale, MessageSources>>> = {
  'da-DK': { ...daDK, ...daDKUi, ...areaMessages('da-DK') },
  'de-DE': { ...deDE, ...deDEUi, ...areaMessages('de-DE') },
  'en-US': { ...enUS, ...enUSUi, ...areaMessages('en-US') },
  'es-ES': { ...esES, ...esESUi, ...areaMessages('es-ES') },
  'fi-FI': { ...fiFI, ...fiFIUi, ...areaMessages('fi-FI') },
  'fr-FR': { ...frFR, ...frFRUi, ...areaMessages('fr-FR') },
  'he-IL': { ...heIL, ...heILUi, ...areaMessages('he-IL') },
  'it-IT': { ...itIT, ...itITUi, ...areaMessages('it-IT') },
  'ja-JP': { ...jaJP, ...jaJPUi, ...areaMessages('ja-JP') },
  'ko-KR': { ...koKR, ...koKRUi, ...areaMessages('ko-KR') },
  'nl-NL': { ...nlNL, ...nlNLUi, ...areaMessages('nl-NL') },
  'no-NO': { ...noNO, ...noNOUi, ...areaMessages('no-NO') },
  'pt-PT': { ...ptPT, ...ptPTUi, ...areaMessages('pt-PT') },
  'ru-RU': { ...ruRU, ...ruRUUi, ...areaMessages('ru-RU') },
  'sv-SE': { ...svSE, ...svSEUi, ...areaMessages('sv-SE') },
  'zh-CN': { ...zhCN, ...zhCNUi, ...areaMessages('zh-CN') },
};

const compiled = new Map<Locale, Messages>();

/**
 * The messages of a locale, parsed (`compileMessages`), en-US for one without
 * a catalogue yet: what the server renders from and sends the browser, so the
 * shop's JavaScript formats messages without parsing them. Server only in the
 * storefront (the browser receives just its own catalogue, already parsed);
 * each locale is parsed once, and a message that does not parse throws with
 * its locale and key.
 *
 * @example
 * catalogFor('de-DE')['common.yourCart']; // 'Ihr Warenkorb'
 */
export function catalogFor(locale: Locale): Messages {
  const shown = CATALOGS[locale] ? locale : 'en-US';
  let messages = compiled.get(shown);
  if (!messages) {
    messages = compileMessages(shown, CATALOGS[shown] as MessageSources);
    compiled.set(shown, messages);
  }
  return messages;
}
