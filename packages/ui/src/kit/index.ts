export { LabelsProvider, useLabels } from './labels';
export type { LabelsLookup } from './labels';
export { Form, FormProvider, NoScript } from './form';
export type { FormProps } from './form';
export { CART_PATH, CartUiProvider, useCartUi } from './cartUi';
export type { CartType, CartUi } from './cartUi';
