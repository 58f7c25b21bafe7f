import { Button, type ButtonProps } from '../Button/Button';

/** Props of {@link SubmitButton}. */
export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** The form is on its way: the button says `pendingLabel` and ignores further clicks. */
  isPending?: boolean;
  pendingLabel?: string;
};

/**
 * A form's submit button that says it is working while the form is sent and
 * ignores a second click meanwhile (which would send the form twice). It stays
 * focusable (`aria-disabled`, not `disabled`), so focus never drops to the page.
 *
 * @example
 * <SubmitButton name="intent" value="pay" isPending={isSubmitting} pendingLabel="Processing…">Pay now</SubmitButton>
 */
export function SubmitButton({ isPending = false, pendingLabel, children, onClick, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="primary"
      {...props}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        onClick?.(event);
      }}
    >
      {isPending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
