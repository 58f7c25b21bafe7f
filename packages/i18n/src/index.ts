/**
 * `@vitrine/i18n`: the store's texts in every locale (ICU messages, en-US the
 * source), their formatting, and the React provider that gives pages `useT()`
 * and every `@vitrine/ui` component its translated labels. The storefront and
 * Storybook read the same catalogues.
 */
export { createI18n, I18nProvider, I18nTables, useT } from './I18nProvider';
export { PAGE_LABEL_TABLES, PageLabelsProvider } from './pageLabels';
export type { I18n } from './I18nProvider';
export type {
  MessageKey,
  Messages,
  MessageSources,
  StoreCatalog,
  StoreMessageKey,
  UiCatalog,
  UiMessageKey,
} from './catalog';
export { CATALOGS, catalogFor } from './catalogs';
export { loadMessages, messagesFor, messagesUrl, provideMessages } from './messageRegistry';
export { AREA_CATALOGS, areaMessages } from './catalogs/areas';
export type { AreaMessageKey } from './catalogs/areas';
export { formatMessage } from './messageFormat';
export type { Message, MessageValues } from './messageFormat';
export { compileMessages, messageArguments, MessageSyntaxError, parseMessage } from './compileMessages';
export { TRANSLATED_LOCALES, translatedOrDefault } from './translatedLocales';
export { buildUiLabels, LABEL_ARGUMENTS, SHARED_LABEL_KEYS } from './uiLabels';
export type { LabelTables, Translate, UiComponent, UiLabelsByComponent } from './uiLabels';
