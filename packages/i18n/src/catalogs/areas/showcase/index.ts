import type { Locale } from '@vitrine/headless';
import daDK from './da-DK';
import deDE from './de-DE';
import enUS from './en-US';
import esES from './es-ES';
import fiFI from './fi-FI';
import frFR from './fr-FR';
import heIL from './he-IL';
import itIT from './it-IT';
import jaJP from './ja-JP';
import koKR from './ko-KR';
import nlNL from './nl-NL';
import noNO from './no-NO';
import ptPT from './pt-PT';
import ruRU from './ru-RU';
import svSE from './sv-SE';
import zhCN from './zh-CN';

/** The product page and home page additions, by locale. */
export const messages = {
  'da-DK': daDK,
  'de-DE': deDE,
  'en-US': enUS,
  'es-ES': esES,
  'fi-FI': fiFI,
  'fr-FR': frFR,
  'he-IL': heIL,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'nl-NL': nlNL,
  'no-NO': noNO,
  'pt-PT': ptPT,
  'ru-RU': ruRU,
  'sv-SE': svSE,
  'zh-CN': zhCN,
} satisfies Record<Exclude<Locale, 'sp-ES'>, Record<string, string>>;

export type Keys = keyof typeof enUS;
