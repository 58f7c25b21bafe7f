import { createContext, useContext, useMemo } from 'react';
import { localeDirection, type TextDirection } from '@vitrine/headless';
import { LabelsProvider, type LabelsLookup } from '@vitrine/ui';
import type { MessageKey, Messages } from './catalog';
import { formatMessage, type Message, type MessageValues } from './messageFormat';
import { buildUiLabels, type LabelTables, type UiComponent, type UiLabelsByComponent } from './uiLabels';

/** What `useT` returns. */
export interface I18n {
  locale: string;
  dir: TextDirection;
  /** The message of `key` formatted with `values`; the key itself when the catalogue lacks it. */
  t(key: MessageKey, values?: MessageValues): string;
  /** Whether the catalogue has `key` (e.g. `checkout.${code}` for a server failure). */
  has(key: string): boolean;
  /** Translated labels for a @vitrine/ui component. */
  labels<C extends UiComponent>(component: C): UiLabelsByComponent[C];
  /** The same messages with more label tables (see `LabelTables`). */
  withTables(tables: LabelTables): I18n;
}

/**
 * Contexts already made, by catalogue and locale: the server renders every page of a locale from the
 * same catalogue, so each component's labels are built once per process, not on every request
 * (they took about 6% of a product page's server time).
 */
const madeContexts = new WeakMap<object, Map<string, I18n>>();

/**
 * The translation context of a locale's messages, formatting with its plural rules.
 * Made once per catalogue and locale (and per label tables through `withTables`).
 *
 * @example
 * const i18n = createI18n('de-DE', messages);
 * i18n.t('common.itemCount', { count: 2 }); // '2 Artikel'
 */
export function createI18n(locale: string, messages: Partial<Messages>, tables?: LabelTables): I18n {
  if (tables !== undefined) return makeI18n(locale, messages, tables);
  let byLocale = madeContexts.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    madeContexts.set(messages, byLocale);
  }
  let made = byLocale.get(locale);
  if (!made) {
    made = makeI18n(locale, messages, undefined);
    byLocale.set(locale, made);
  }
  return made;
}

function makeI18n(locale: string, messages: Partial<Messages>, tables: LabelTables | undefined): I18n {
  const catalogue = messages as Record<string, Message | undefined>;
  const has = (key: string) => catalogue[key] !== undefined;
  const translate = (key: string, values: MessageValues = {}) => {
    const message = catalogue[key];
    if (message === undefined) return key;
    try {
      return formatMessage(message, values, locale);
    } catch {
      // A message missing a value must not break the page; the catalogue test catches it first.
      return typeof message === 'string' ? message : key;
    }
  };
  const keys = Object.keys(catalogue);
  const built = new Map<UiComponent, unknown>();
  /** The contexts with more tables, by the tables given (a page's tables are one constant object). */
  const extended = new WeakMap<LabelTables, I18n>();
  return {
    locale,
    dir: localeDirection(locale),
    t: translate,
    has,
    labels<C extends UiComponent>(component: C) {
      if (!built.has(component)) built.set(component, buildUiLabels(component, keys, translate, locale, tables));
      return built.get(component) as UiLabelsByComponent[C];
    },
    withTables(more) {
      let made = extended.get(more);
      if (!made) {
        const merged: LabelTables = {
          keys: { ...tables?.keys, ...more.keys },
          args: { ...tables?.args, ...more.args },
          areas: { ...tables?.areas, ...more.areas },
        };
        made = makeI18n(locale, messages, merged);
        extended.set(more, made);
      }
      return made;
    },
  };
}

const I18nContext = createContext<I18n>(createI18n('en-US', {}));

/**
 * Gives the tree the shopper's locale and its messages (sent by the root loader,
 * so the server-rendered HTML and hydration read the same catalogue).
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Partial<Messages>;
  children: React.ReactNode;
}) {
  const value = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nScope value={value}>{children}</I18nScope>;
}

/**
 * The tree below also reads the labels of `tables` (the page compositions that
 * load with their own routes add theirs this way).
 *
 * @example <I18nTables tables={PAGE_LABEL_TABLES}><CheckoutPage … /></I18nTables>
 */
export function I18nTables({ tables, children }: { tables: LabelTables; children: React.ReactNode }) {
  const parent = useContext(I18nContext);
  const value = useMemo(() => parent.withTables(tables), [parent, tables]);
  return <I18nScope value={value}>{children}</I18nScope>;
}

function I18nScope({ value, children }: { value: I18n; children: React.ReactNode }) {
  // Every kit component below reads its translated labels by its own name.
  const labels = useMemo<LabelsLookup>(
    // A name without translated labels (ProductCard, Price) builds an empty set: the defaults stay.
    () => (component) => value.labels(component as UiComponent),
    [value],
  );
  return (
    <I18nContext.Provider value={value}>
      <LabelsProvider labels={labels}>{children}</LabelsProvider>
    </I18nContext.Provider>
  );
}

/**
 * The current locale's translation functions.
 *
 * @example
 * const { t, labels } = useT();
 * <h1>{t('common.yourCart')}</h1>
 * <LanguageSelector labels={labels('LanguageSelector')} … />
 */
export function useT(): I18n {
  return useContext(I18nContext);
}
