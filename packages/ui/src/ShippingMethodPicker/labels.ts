/** Text of {@link ShippingMethodPicker}; override to translate. */
export interface ShippingMethodPickerLabels {
  legend: string;
  free: string;
  /** Screen-reader prefix of the struck-through cost before a discount. */
  regularCost: string;
  /** Spec 8: no shipping methods available. */
  noMethods: string;
  updating: string;
  /** The form's submit button, shown only without JavaScript. */
  submit: string;
  /** Shown when a pick could not be saved and the server gave no message. */
  failed: string;
}

export const DEFAULT_SHIPPING_METHOD_PICKER_LABELS: ShippingMethodPickerLabels = {
  legend: 'Shipping method',
  free: 'Free',
  regularCost: 'Regular price',
  noMethods: 'No shipping methods available',
  updating: 'Updating shipping…',
  submit: 'Use this shipping method',
  failed: 'Could not update your cart, please try again',
};
