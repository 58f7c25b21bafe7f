import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Finds the translated labels of a component by its name (`'CartDrawer'`), or nothing. */
export type LabelsLookup = (component: string) => object | undefined;

const LabelsContext = createContext<LabelsLookup | null>(null);

/**
 * Gives every kit component inside it its translated labels, so a page never
 * threads `labels` through its parts. `@vitrine/i18n`'s `I18nProvider` sets it
 * from the shopper's locale; without a provider the components speak English.
 *
 * @example
 * <LabelsProvider labels={(component) => i18n.labels(component)}><CartPage … /></LabelsProvider>
 */
export function LabelsProvider({ labels, children }: { labels: LabelsLookup; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `over` on top, one level deep for groups of labels (`errors`, `networks`). */
function mergeLabels<T extends object>(base: T, over: object | undefined): T {
  if (!over) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  return merged as T;
}

/**
 * A component's labels: its English defaults, then the translation the
 * nearest {@link LabelsProvider} has for it, then what the caller passed.
 *
 * @example
 * const text = useLabels('CouponForm', DEFAULT_COUPON_FORM_LABELS, props.labels);
 */
export function useLabels<T extends object>(component: string, defaults: T, override?: Partial<T>): T {
  const lookup = useContext(LabelsContext);
  const translated = lookup?.(component);
  return useMemo(() => mergeLabels(mergeLabels(defaults, translated), override), [defaults, translated, override]);
}
