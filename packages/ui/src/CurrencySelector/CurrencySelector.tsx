import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { AUTO_CURRENCY, useCurrency, type CurrencyOption } from '@vitrine/headless';
import { useMemo } from 'react';
import { DEFAULT_CURRENCY_SELECTOR_LABELS, type CurrencySelectorLabels } from './labels';
import { CheckIcon, ChevronDownIcon } from './menuIcons';
import * as styles from './CurrencySelector.css';
import { useLabels } from '../kit/labels';

/** Props of {@link CurrencySelector}. */
export interface CurrencySelectorProps {
  /** Language of the currency names (`Canadian dollar`); en-US by default. */
  locale?: string;
  /** Where the list opens relative to the button (`top` in a footer). */
  side?: 'top' | 'bottom';
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
 * The currency dropdown (spec 2, 5): an Auto entry (the visitor's country
 * currency), then only the listed currencies that have an exchange rate.
 * Choosing one stores it and re-prices the page.
 *
 * It calls `useCurrency` itself rather than taking its result: the selector
 * appears in several places at once (header, mobile menu, cart) and every copy
 * must show the same choice, which the shared `CurrencyProvider` store gives
 * for free. Needs `StoreProvider` and `CurrencyProvider` above it.
 *
 * The button carries `data-status` (`idle`, `loading`, `ready`, `error`) and
 * Radix's `data-state` (`open` / `closed`); the chosen entry has
 * `data-state="checked"` and `aria-checked`. The list opens with the theme's
 * `motion.list` animation (300 ms).
 *
 * @example
 * <CurrencySelector locale="de-DE" labels={{ listTitle: 'Preise anzeigen in' }} />
 */
export function CurrencySelector({ locale = 'en-US', side = 'bottom', className, labels }: CurrencySelectorProps) {
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
  const isDisabled = !hasChoice;
  const buttonText = status === 'loading' && !hasChoice ? text.loading : status === 'error' && !hasChoice ? text.unavailable : current;

  const entryLabel = (option: CurrencyOption) => {
    if (option.isAuto) return <span>{text.auto(option.country, option.currency)}</span>;
    const name = option.currency ? nameOf(option.currency) : null;
    return (
      <>
        <span className={styles.code}>{option.currency}</span>
        {name && <span className={styles.name}>{name}</span>}
      </>
    );
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        // The name holds the visible text, also while rates load or are missing.
        aria-label={text.trigger(buttonText)}
        data-status={status}
        disabled={isDisabled}
      >
        <span>{buttonText}</span>
        <ChevronDownIcon className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} side={side} align="end" sideOffset={4} collisionPadding={8}>
          <DropdownMenu.Label className={styles.label}>{text.listTitle}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={setCurrency}>
            {options.map((option) => (
              <DropdownMenu.RadioItem key={option.value} value={option.value} className={styles.item}>
                <span className={styles.indicatorSlot}>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon className={styles.check} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {entryLabel(option)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
