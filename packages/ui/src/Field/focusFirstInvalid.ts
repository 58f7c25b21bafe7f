import { useEffect, type RefObject } from 'react';

/**
 * A key that changes when a form's messages change: the fields that have one
 * and their texts. Empty when there are none.
 */
export function errorsKey(errors: Readonly<Record<string, string | null | undefined>> | null | undefined): string {
  if (!errors) return '';
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, message]) => `${field}:${message}`)
    .join('\n');
}

/**
 * Moves focus to the first invalid control inside `container` (and scrolls
 * it to the middle of the screen) each time `failure` changes to a new,
 * non-empty value: on a phone the first wrong field of a long form may be far
 * above the button that was pressed.
 *
 * @example
 * useFocusFirstInvalid(formRef, errorsKey(errors));
 */
export function useFocusFirstInvalid(
  container: RefObject<HTMLElement | null>,
  failure: string | null | undefined,
): void {
  useEffect(() => {
    if (!failure) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [container, failure]);
}
