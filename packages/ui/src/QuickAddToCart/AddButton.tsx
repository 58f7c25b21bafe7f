import type { CartIntentName } from '@vitrine/headless';
import { Button } from '../Button/Button';
import type { QuickAddToCartLabels } from './labels';

const ADD = 'add' satisfies CartIntentName;

/** Quick add's submit button, posting the `add` intent: "Sold out", "Adding…" or "Add to cart". */
export function AddButton({
  text,
  isPending,
  isSoldOut,
  className,
  'aria-label': label,
}: {
  text: QuickAddToCartLabels;
  isPending: boolean;
  isSoldOut: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={ADD}
      variant="primary"
      size="sm"
      className={className}
      aria-label={label}
      aria-disabled={isPending || isSoldOut || undefined}
      data-pending={isPending || undefined}
    >
      {isSoldOut ? text.soldOut : isPending ? text.adding : text.add}
    </Button>
  );
}
