import type { ProductOption, Variant } from '@vitrine/headless';

/** The chosen value of each option, by option name. */
export type SelectedOptions = Record<string, string>;

/**
 * The variant whose options all match the choice; `null` while an option is unchosen.
 *
 * @example
 * findVariant(product.variants, { Colour: 'Sand', Size: 'M' })?.ID
 */
export function findVariant(variants: readonly Variant[], selected: SelectedOptions): Variant | null {
  return variants.find((v) => v.options.every((o) => selected[o.name] === o.value)) ?? null;
}

/**
 * Whether picking `value` for `optionName`, keeping the other choices, leads
 * only to variants that cannot be bought (or to none).
 *
 * @example
 * isValueSoldOut(product.variants, 'Size', 'XS', { Colour: 'Navy' }) // true when Navy / XS has no stock
 */
export function isValueSoldOut(
  variants: readonly Variant[],
  optionName: string,
  value: string,
  selected: SelectedOptions,
): boolean {
  const choice: SelectedOptions = { ...selected, [optionName]: value };
  const matches = (v: Variant) => v.options.every((o) => choice[o.name] === undefined || choice[o.name] === o.value);
  return !variants.some((v) => v.available > 0 && matches(v));
}

/** The options of the first variant in stock (or the first variant): a sensible starting choice. */
export function defaultSelection(options: readonly ProductOption[], variants: readonly Variant[]): SelectedOptions {
  const start = variants.find((v) => v.available > 0) ?? variants[0];
  if (start) return Object.fromEntries(start.options.map((o) => [o.name, o.value]));
  return Object.fromEntries(options.flatMap((o) => (o.values[0] ? [[o.name, o.values[0].value]] : [])));
}
