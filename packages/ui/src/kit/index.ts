export { LabelsProvider, useLabels } from './labels';
export type { LabelsLookup } from './labels';
export { Form, FormProvider, NoScript } from './form';
export type { FormProps } from './form';
