import type { CurrencyStyle, ShippingMethod } from '@vitrine/headless';
import * as fieldStyles from '../../Field/Field.css';
import { ShippingMethodPicker } from '../../ShippingMethodPicker/ShippingMethodPicker';

/** Props of {@link ShippingSection}. */
export interface ShippingSectionProps {
  /** The methods the server offers for the cart's address, costs already discounted. */
  methods: readonly ShippingMethod[];
  /** The chosen method's id. */
  value: string | null;
  onValueChange: (id: string) => void;
  currency: string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  /** The choice is being saved: the totals are about to change. */
  isPending?: boolean;
  error?: string | null;
}

/**
 * The checkout's shipping method, posted as `shipping_method_id` with the
 * step's form: the kit's ShippingMethodPicker, the same radios with or
 * without scripts. A pick made before the scripts ran is kept and saved once
 * they do.
 */
export function ShippingSection({
  methods,
  value,
  onValueChange,
  currency,
  locale,
  currencyStyle,
  isPending,
  error,
}: ShippingSectionProps) {
  return (
    <div className={fieldStyles.stack} data-invalid={error ? '' : undefined} data-testid="shipping-methods">
      <ShippingMethodPicker
        name="shipping_method_id"
        methods={methods}
        value={value}
        onValueChange={onValueChange}
        currency={currency}
        locale={locale}
        currencyStyle={currencyStyle}
        isPending={isPending}
        error={error}
      />
    </div>
  );
}
