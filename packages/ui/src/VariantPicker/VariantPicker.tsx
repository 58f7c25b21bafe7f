import type { ProductOption, Variant } from '@vitrine/headless';
import { useId, useState, type CSSProperties } from 'react';
import { Button } from '../Button/Button';
import { NoScript } from '../kit/form';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_VARIANT_PICKER_LABELS, type VariantPickerLabels } from './labels';
import { defaultSelection, findVariant, isValueSoldOut, type SelectedOptions } from './variants';
import * as styles from './VariantPicker.css';
import { useLabels } from '../kit/labels';

/**
 * The inline style that sets the swatch's fill variable: what vanilla-extract's
 * `assignInlineVars` does (`var(--name)` → `--name`), without that package in
 * the product page's first load.
 */
function swatchStyle(fill: string): CSSProperties {
  return { [styles.swatchFill.slice('var('.length, -1)]: fill } as CSSProperties;
}

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  options: readonly ProductOption[];
  variants: readonly Variant[];
  /** Chosen values by option name (controlled). */
  value?: SelectedOptions;
  /** Starting choice; defaults to the first variant in stock. */
  defaultValue?: SelectedOptions;
  onValueChange?: (value: SelectedOptions, variant: Variant | null) => void;
  /** `selectable` (default): sold-out values are marked but can be chosen, e.g. to see the photo. `disabled`: they cannot. */
  soldOut?: 'selectable' | 'disabled';
  /** Picture swatches (fabric, print) by option value; they win over the colour. */
  swatchImages?: Readonly<Record<string, string>>;
  /** Prefix of the radios' `name`s, so two pickers on one page (grouped products) stay apart. */
  name?: string;
  /** Id of the form the radios belong to when they are drawn outside it (the product page's add-to-cart form). */
  form?: string;
  /**
   * The page address a browser without JavaScript loads with the choice as
   * query (`?option[Size]=M`) to show the chosen variant's price and picture;
   * with it, a submit button for that is drawn inside `<noscript>`.
   */
  refreshAction?: string;
  labels?: Partial<VariantPickerLabels>;
  className?: string;
}

/**
 * The product's options as radio groups: colour options (values with a
 * `swatch`, or a picture in `swatchImages`) as round swatches, the palette
 * look; the others as pills.
 *
 * Real `<input type="radio">`s rather than Radix RadioGroup (which renders
 * buttons), so the choice is posted with the product form even before
 * JavaScript runs (`form` ties them to a form drawn elsewhere), and arrow
 * keys move within a group natively. Without JavaScript, `refreshAction`
 * adds a button that loads the page with the choice in its address.
 * Works controlled (`value`) or uncontrolled (`defaultValue`).
 *
 * Renders `data-state="checked|unchecked"` and `data-sold-out` on each value,
 * `data-swatch` on colour groups and `data-sold-out` on the root when the
 * chosen variant cannot be bought.
 *
 * @example
 * <VariantPicker options={product.options} variants={product.variants} onValueChange={(_, variant) => setVariant(variant)} />
 */
export function VariantPicker({
  options,
  variants,
  value,
  defaultValue,
  onValueChange,
  soldOut = 'selectable',
  swatchImages = {},
  name,
  form,
  refreshAction,
  labels,
  className,
}: VariantPickerProps) {
  const text = useLabels('VariantPicker', DEFAULT_VARIANT_PICKER_LABELS, labels);
  const [ownValue, setOwnValue] = useState<SelectedOptions>(() => defaultValue ?? defaultSelection(options, variants));
  const selected = value ?? ownValue;
  const variant = findVariant(variants, selected);
  const fallbackName = useId();
  const prefix = name ?? fallbackName;

  const choose = (optionName: string, optionValue: string) => {
    const next = { ...selected, [optionName]: optionValue };
    setOwnValue(next);
    onValueChange?.(next, findVariant(variants, next));
  };

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-sold-out={variant !== null && variant.available === 0 ? '' : undefined}
    >
      {options.map((option) => {
        const isSwatch = option.values.some((v) => v.swatch !== null || swatchImages[v.value] !== undefined);
        const chosen = selected[option.name];
        return (
          <fieldset key={option.name} className={styles.group} data-swatch={isSwatch ? '' : undefined}>
            <legend className={styles.legend}>{chosen ? text.chosen(option.name, chosen) : option.name}</legend>
            <div className={styles.values}>
              {option.values.map(({ value: optionValue, swatch }) => {
                const isChecked = chosen === optionValue;
                const isSoldOut = isValueSoldOut(variants, option.name, optionValue, selected);
                const picture = swatchImages[optionValue];
                const fill = picture ? `center / cover no-repeat url("${picture}")` : (swatch ?? undefined);
                return (
                  <label
                    key={optionValue}
                    data-state={isChecked ? 'checked' : 'unchecked'}
                    data-sold-out={isSoldOut ? '' : undefined}
                  >
                    <input
                      className={styles.input}
                      type="radio"
                      name={`${prefix}[${option.name}]`}
                      form={form}
                      value={optionValue}
                      checked={isChecked}
                      disabled={isSoldOut && soldOut === 'disabled'}
                      onChange={() => choose(option.name, optionValue)}
                    />
                    {isSwatch ? (
                      <span
                        className={styles.swatch}
                        data-sold-out={isSoldOut ? '' : undefined}
                        title={optionValue}
                        style={fill ? swatchStyle(fill) : undefined}
                      >
                        <VisuallyHidden>{optionValue}</VisuallyHidden>
                      </span>
                    ) : (
                      <span className={styles.pill} data-sold-out={isSoldOut ? '' : undefined}>
                        {optionValue}
                      </span>
                    )}
                    {isSoldOut && <VisuallyHidden>, {text.soldOut}</VisuallyHidden>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {refreshAction && (
        <NoScript>
          <Button type="submit" variant="secondary" size="sm" form={form} formMethod="get" formAction={refreshAction}>
            {text.refresh}
          </Button>
        </NoScript>
      )}
    </div>
  );
}
