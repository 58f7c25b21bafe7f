/** Text of {@link CouponForm}; override to translate. */
export interface CouponFormLabels {
  label: string;
  placeholder: string;
  apply: string;
  applying: string;
  remove: string;
  removing: string;
  /** Accessible name of the remove button. */
  removeCode: (code: string) => string;
  /** Announced and shown beside the applied code. */
  applied: (code: string) => string;
  /** Shown when Apply is pressed with an empty field. */
  required: string;
}

export const DEFAULT_COUPON_FORM_LABELS: CouponFormLabels = {
  label: 'Discount code',
  placeholder: 'Enter a discount code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove',
  removing: 'Removing…',
  removeCode: (code) => `Remove discount code ${code}`,
  applied: (code) => `Discount code ${code} applied`,
  required: 'This field is required',
};
