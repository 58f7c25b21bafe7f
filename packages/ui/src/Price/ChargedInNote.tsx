import { usePrice } from '@vitrine/headless';

/** Props of {@link ChargedInNote}. */
export interface ChargedInNoteProps {
  /** ISO 4217 code the store charges in (the cart's currency). */
  currency: string;
  /** The sentence, e.g. `You will be charged in USD.` */
  text: (currency: string) => string;
  className?: string;
}

/**
 * Says which currency the payment is taken in, shown only while prices are
 * converted into another currency for the shopper (a cart shown in yen is
 * charged in dollars). It asks `usePrice` whether an amount in `currency` is
 * shown converted, so it follows the same choice and rates as every price.
 *
 * @example
 * <ChargedInNote currency={cart.currency} text={(code) => `You will be charged in ${code}.`} />
 */
export function ChargedInNote({ currency, text, className }: ChargedInNoteProps) {
  const { isConverted } = usePrice({ price: 0, currency });
  if (!isConverted) return null;
  return (
    <p className={className} data-testid="charged-in">
      {text(currency.toUpperCase())}
    </p>
  );
}
