import type { Variant } from '@vitrine/headless';

/** The option values chosen so far, by option name. */
export type OptionSelection = Readonly<Record<string, string>>;

type VariantChoice = Pick<Variant, 'options' | 'available'>;

/**
 * The variant whose every option is chosen as in `selection`; the only one of
 * a product without options; otherwise undefined.
 *
 * @example chosenVariant(coat.variants, { Colour: 'Camel', Size: 'M' })?.title; // 'Camel / M'
 */
export function chosenVariant<V extends VariantChoice>(
  variants: readonly V[],
  selection: OptionSelection,
): V | undefined {
  if (variants.length === 1) return variants[0];
  return variants.find((v) => v.options.length > 0 && v.options.every((o) => selection[o.name] === o.value));
}

/**
 * Whether choosing `value` for `option` still leads to a variant in stock,
 * given the other options chosen so far (the option itself may change).
 *
 * @example isValueAvailable(coat.variants, { Colour: 'Camel' }, 'Size', 'S'); // false when Camel / S is sold out
 */
export function isValueAvailable(
  variants: readonly VariantChoice[],
  selection: OptionSelection,
  option: string,
  value: string,
): boolean {
  return variants.some(
    (v) =>
      v.available > 0 &&
      v.options.some((o) => o.name === option && o.value === value) &&
      v.options.every((o) => o.name === option || !selection[o.name] || selection[o.name] === o.value),
  );
}
