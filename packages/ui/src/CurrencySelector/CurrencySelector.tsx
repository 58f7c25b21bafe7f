import { AUTO_CURRENCY, useCurrency, type CurrencyOption } from '@vitrine/headless';
import { useMemo } from 'react';
import { DEFAULT_CURRENCY_SELECTOR_LABELS, type CurrencySelectorLabels } from './labels';
import { SelectorMenu } from './SelectorMenu';
import * as styles from './CurrencySelector.css';
import { useLabels } from '../kit/labels';

/** Where the currency form posts without JavaScript: the shop's route that stores the `currency` cookie. */
export const CURRENCY_ACTION_PATH = '/currency';

/** Props of {@link CurrencySelector}. */
export interface CurrencySelectorProps {
  /** Language of the currency names (`Canadian dollar`); en-US by default. */
  locale?: string;
  /** Where the list opens relative to the button (`top` in a footer). */
  side?: 'top' | 'bottom';
  /** Where the form posts without JavaScript (`currency` and `redirectTo`). */
  action?: string;
  /** The page to come back to after a choice posted without JavaScript (the current path and query). */
  redirectTo?: string;
  className?: string;
  labels?: Partial<CurrencySelectorLabels>;
}

function currencyNames(locale: string): (code: string) => string | null {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return (code) => names.of(code) ?? null;
  } catch {
    return () => null;
  }
}

/**
 * The currency selector (spec 2, 5): an Auto entry (the visitor's country
 * currency), then only the listed currencies that have an exchange rate, in a
 * list that opens with the 300 ms list animation.
 *
 * Form-first: a form posting `currency` (and `redirectTo`) to `/currency`,
 * so without JavaScript the server stores the choice and renders the page in
 * it. Hydrated, a choice calls `useCurrency().setCurrency` itself: the page is
 * re-priced at once and the choice stored (`currency:change` on the bus), with
 * no round trip. It calls the hook rather than taking its result, so every
 * copy (header, menu drawer, footer) shows the same choice. Needs
 * `StoreProvider` and `CurrencyProvider` above it; the server renders the
 * provider's initial rates, so the list is complete in the first HTML.
 *
 * The button carries `data-status` (`idle`, `loading`, `ready`, `error`) and
 * `data-state` (`open` / `closed`); the chosen entry has `aria-current`.
 *
 * @example
 * <CurrencySelector locale="de-DE" redirectTo={`${location.pathname}${location.search}`} />
 */
export function CurrencySelector({
  locale = 'en-US',
  side = 'bottom',
  action = CURRENCY_ACTION_PATH,
  redirectTo,
  className,
  labels,
}: CurrencySelectorProps) {
  const text = useLabels('CurrencySelector', DEFAULT_CURRENCY_SELECTOR_LABELS, labels);
  const { options, selectedValue, setCurrency, status, currency } = useCurrency();
  const nameOf = useMemo(() => currencyNames(locale), [locale]);
  const value = selectedValue ?? AUTO_CURRENCY;
  const selected = options.find((option) => option.value === value);
  const current = selected?.isAuto
    ? text.auto(selected.country, selected.currency)
    : (selected?.currency ?? currency ?? text.auto(null, null));
  // Only Auto (or nothing) to choose from: the rates are missing, so the list would offer no choice.
  const hasChoice = options.some((option) => !option.isAuto);
  const buttonText =
    status === 'loading' && !hasChoice ? text.loading : status === 'error' && !hasChoice ? text.unavailable : current;
  // The button shows the code prices are in (`USD`, also for Auto) to stay small in a header; its name says it all.
  const shownCode = hasChoice ? (selected?.currency ?? currency) : null;
  const shownText = shownCode ?? buttonText;

  const entryLabel = (option: CurrencyOption) => {
    if (option.isAuto) return text.auto(option.country, option.currency);
    const name = option.currency ? nameOf(option.currency) : null;
    return (
      <>
        <span className={styles.code}>{option.currency}</span>
        {name && <span className={styles.name}>{name}</span>}
      </>
    );
  };

  return (
    <SelectorMenu
      action={action}
      name="currency"
      value={value}
      options={options.map((option) => ({ value: option.value, label: entryLabel(option) }))}
      // The name starts with the visible text (label in name, WCAG 2.5.3), also while rates load or
      // are missing; for Auto it then says where the currency comes from.
      triggerLabel={text.trigger(shownText === buttonText ? buttonText : `${shownText}, ${buttonText}`)}
      trigger={<span>{shownText}</span>}
      listTitle={text.listTitle}
      redirectTo={redirectTo}
      side={side}
      onChoose={setCurrency}
      isDisabled={!hasChoice}
      status={status}
      className={className}
      testId="currency-form"
    />
  );
}
