import type { Product, Variant } from '@vitrine/headless';

/** Chosen value per option name, e.g. `{ Size: 'M', Colour: 'Sand' }`. */
export type SelectedOptions = Record<string, string>;

/** The variant whose options equal the selection, or undefined when none matches. */
export function findVariant(product: Product, selected: SelectedOptions): Variant | undefined {
  return product.variants.find((variant) => variant.options.every((o) => selected[o.name] === o.value));
}

/** `option[Size]` (the variant picker's radios) or `option.Size` (older forms): the option name, else null. */
const OPTION_FIELD = /^option(?:\[(.+)\]|\.(.+))$/;

/**
 * Reads the option fields posted by the product form, `option[<Name>]` (the
 * variant picker's radios) or `option.<Name>`: works without JavaScript.
 *
 * @example selectedOptionsFromForm(form); // { Size: 'M', Colour: 'Sand' }
 */
export function selectedOptionsFromForm(form: Pick<FormData, 'entries'> | URLSearchParams): SelectedOptions {
  const selected: SelectedOptions = {};
  for (const [field, value] of form.entries()) {
    const match = OPTION_FIELD.exec(field);
    const name = match?.[1] ?? match?.[2];
    if (name && typeof value === 'string') selected[name] = value;
  }
  return selected;
}

/**
 * The variant the page address names: `?variant=<id>`, or the options a
 * browser without JavaScript sent with the variant picker's button
 * (`?option[Size]=M&option[Colour]=Sand`); undefined when it names none.
 *
 * @example variantFromAddress(product, new URLSearchParams('option[Size]=M&option[Colour]=Sand'))?.ID; // 4012
 */
export function variantFromAddress(product: Product, search: URLSearchParams): Variant | undefined {
  const id = search.get('variant');
  if (id) return product.variants.find((v) => String(v.ID) === id);
  const options = selectedOptionsFromForm(search);
  return Object.keys(options).length > 0 ? findVariant(product, options) : undefined;
}
