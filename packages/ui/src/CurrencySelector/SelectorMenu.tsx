import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Form } from '../kit/form';
import { CheckIcon, ChevronDownIcon } from './menuIcons';
import * as styles from './CurrencySelector.css';

/** One entry of a {@link SelectorMenu}. */
export interface SelectorMenuOption {
  value: string;
  label: ReactNode;
  /** The entry's language and direction (a language's own name). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** Props of {@link SelectorMenu}: the shared body of the currency and language selectors. */
export interface SelectorMenuProps {
  /** Where the form posts without JavaScript (the shop's route that stores the choice). */
  action: string;
  /** Name of the field each entry posts. */
  name: string;
  value: string;
  options: readonly SelectorMenuOption[];
  /** Accessible name of the button; holds its visible text. */
  triggerLabel: string;
  /** Visible text of the button. */
  trigger: ReactNode;
  listTitle: string;
  /** Path the server goes back to after storing the choice (the current page). */
  redirectTo?: string;
  side: 'top' | 'bottom';
  /** Once hydrated, a choice calls this instead of posting. */
  onChoose: (value: string) => void;
  /** Nothing to choose (say, no exchange rates): the button only shows the current value. */
  isDisabled?: boolean;
  /** `data-status` of the button (loading, error…). */
  status?: string;
  className?: string;
  /** `data-testid` of the form. */
  testId?: string;
}

const focusables = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLButtonElement>('button[name]') ?? [])];

/**
 * A selector that is a real form before it is anything else: a `<details>`
 * disclosure whose list holds one submit button per entry
 * (`name=value`), so without JavaScript the browser opens the list and posts
 * the choice to `action`. Hydrated, it enhances itself: choosing an entry
 * calls `onChoose` instead of posting; Escape, a click outside or leaving it with
 * Tab closes the list; the arrow keys, Home and End move through the entries.
 * The markup is the same before and after hydration, so nothing shifts.
 * The chosen entry has `aria-current="true"` and `data-state="checked"`; the
 * list opens with the theme's `motion.list` animation (300 ms, spec 2).
 */
export function SelectorMenu({
  action,
  name,
  value,
  options,
  triggerLabel,
  trigger,
  listTitle,
  redirectTo,
  side,
  onChoose,
  isDisabled = false,
  status,
  className,
  testId,
}: SelectorMenuProps) {
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const [isOpen, setOpen] = useState(false);

  const close = (focusTrigger: boolean) => {
    const element = details.current;
    if (!element?.open) return;
    element.open = false;
    setOpen(false);
    if (focusTrigger) element.querySelector('summary')?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  // Hydrated, an entry chooses in place: its click (also Enter or Space on it) no longer submits the form.
  const choose = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const chosen = event.currentTarget.value;
    close(true);
    if (chosen !== value) onChoose(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape' && details.current?.open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const items = focusables(details.current);
    if (items.length === 0) return;
    if (!details.current?.open) {
      if (event.key !== 'ArrowDown') return;
      details.current!.open = true;
      setOpen(true);
    }
    event.preventDefault();
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    const checked = Math.max(
      0,
      items.findIndex((item) => item.dataset.state === 'checked'),
    );
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : current < 0
            ? checked
            : (current + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  const formClass = className ? `${styles.form} ${className}` : styles.form;
  if (isDisabled) {
    return (
      <div className={formClass} data-testid={testId}>
        <span className={styles.trigger} data-status={status} data-disabled="">
          {trigger}
        </span>
      </div>
    );
  }
  return (
    <Form method="post" action={action} className={formClass} data-testid={testId}>
      {redirectTo !== undefined && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the menu's arrow keys and Escape, for the summary and options inside the disclosure */}
      <details
        ref={details}
        className={styles.menu}
        data-side={side}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) close(false);
        }}
      >
        <summary
          className={styles.trigger}
          aria-label={triggerLabel}
          data-status={status}
          data-state={isOpen ? 'open' : 'closed'}
        >
          {trigger}
          <ChevronDownIcon className={styles.chevron} />
        </summary>
        <div className={styles.content} role="group" aria-labelledby={`${id}-title`}>
          <p id={`${id}-title`} className={styles.label}>
            {listTitle}
          </p>
          <ul className={styles.list}>
            {options.map((option) => {
              const isChosen = option.value === value;
              return (
                <li key={option.value}>
                  <button
                    type="submit"
                    name={name}
                    value={option.value}
                    className={styles.item}
                    onClick={choose}
                    lang={option.lang}
                    aria-current={isChosen ? 'true' : undefined}
                    data-state={isChosen ? 'checked' : 'unchecked'}
                  >
                    <span className={styles.indicatorSlot}>{isChosen && <CheckIcon className={styles.check} />}</span>
                    <span dir={option.dir}>{option.label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </details>
    </Form>
  );
}
