/** Text of the field primitives; override to translate. */
export interface FieldLabels {
  /** After the label of a field that may stay empty. */
  optional: string;
}

export const DEFAULT_FIELD_LABELS: FieldLabels = {
  optional: '(optional)',
};
