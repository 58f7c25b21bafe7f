import type { Product, Variant } from '@vitrine/headless';

/** Chosen value per option name, e.g. `{ Size: 'M', Colour: 'Sand' }`. */
export type SelectedOptions = Record<string, string>;

/** The options of a variant as a name → value map. */
export function optionsOf(variant: Variant): SelectedOptions {
  return Object.fromEntries(variant.options.map((o) => [o.name, o.value]));
}

/** The variant whose options equal the selection, or undefined when none matches. */
export function findVariant(product: Product, selected: SelectedOptions): Variant | undefined {
  return product.variants.find((variant) => variant.options.every((o) => selected[o.name] === o.value));
}

/**
 * The variant to show first: the one named in `?variant=`, else the first that
 * is in stock, else the first.
 */
export function initialVariant(product: Product, variantParam: string | null): Variant | undefined {
  const requested = variantParam ? product.variants.find((v) => String(v.ID) === variantParam) : undefined;
  return requested ?? product.variants.find((v) => v.available > 0) ?? product.variants[0];
}

/**
 * Whether choosing `value` for `optionName` (keeping the other choices) leads to
 * a variant with stock; used to mark sold-out option values.
 */
export function isOptionValueAvailable(
  product: Product,
  selected: SelectedOptions,
  optionName: string,
  value: string,
): boolean {
  const variant = findVariant(product, { ...selected, [optionName]: value });
  return variant !== undefined && variant.available > 0;
}

/** `option[Size]` (the variant picker's radios) or `option.Size` (older forms): the option name, else null. */
const OPTION_FIELD = /^option(?:\[(.+)\]|\.(.+))$/;

/**
 * Reads the option fields posted by the product form, `option[<Name>]` (the
 * variant picker's radios) or `option.<Name>`: works without JavaScript.
 *
 * @example selectedOptionsFromForm(form); // { Size: 'M', Colour: 'Sand' }
 */
export function selectedOptionsFromForm(form: FormData): SelectedOptions {
  const selected: SelectedOptions = {};
  for (const [field, value] of form.entries()) {
    const match = OPTION_FIELD.exec(field);
    const name = match?.[1] ?? match?.[2];
    if (name && typeof value === 'string') selected[name] = value;
  }
  return selected;
}
