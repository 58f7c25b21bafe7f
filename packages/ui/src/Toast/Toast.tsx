import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import { DEFAULT_TOAST_LABELS, type ToastLabels } from './labels';
import * as styles from './Toast.css';
import { useLabels } from '../kit/labels';

/** Tone of a toast, the same three types as the cart's messages (spec 8). */
export type ToastType = 'warning' | 'error' | 'success';

/** One notification. */
export interface ToastItem {
  id: string | number;
  type: ToastType;
  message: string;
  /** Defaults to the type's label ("Something went wrong" …). */
  title?: string;
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  toasts: readonly ToastItem[];
  /** The toast closed (timer, swipe, Escape or its close button). */
  onDismiss: (id: ToastItem['id']) => void;
  /** Milliseconds a toast stays; errors stay twice as long, since the shopper must act on them. */
  duration?: number;
  labels?: Partial<ToastLabels>;
}

/** How long a success or warning stays, unless `duration` says otherwise. */
const DEFAULT_DURATION_MS = 5000;

/**
 * Swipe to dismiss towards the inline end: right in left-to-right pages,
 * left in right-to-left ones (read after mount; the server renders no toasts).
 */
function useSwipeDirection(): 'left' | 'right' {
  const [direction, setDirection] = useState<'left' | 'right'>('right');
  useEffect(() => setDirection(document.documentElement.dir === 'rtl' ? 'left' : 'right'), []);
  return direction;
}

/**
 * A stack of toasts in the inline-end bottom corner (Radix Toast: a labelled
 * region reachable with F8, pause on hover and focus, swipe and Escape to
 * dismiss). Errors are announced assertively, others politely.
 *
 * Presentational: give it `toasts` and `onDismiss`. For the store's own
 * messages use `StoreToaster`, which collects them from the headless hooks.
 *
 * Renders `data-type` and Radix's `data-state` on each toast.
 *
 * @example
 * <Toaster toasts={toasts} onDismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))} />
 */
export function Toaster({ toasts, onDismiss, duration = DEFAULT_DURATION_MS, labels }: ToasterProps) {
  const text = useLabels('Toast', DEFAULT_TOAST_LABELS, labels);
  const swipeDirection = useSwipeDirection();
  return (
    <RadixToast.Provider duration={duration} swipeDirection={swipeDirection} label={text.close}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.root}
          data-type={toast.type}
          type={toast.type === 'error' ? 'foreground' : 'background'}
          duration={toast.type === 'error' ? duration * 2 : duration}
          onOpenChange={(open) => !open && onDismiss(toast.id)}
        >
          <div className={styles.body}>
            <RadixToast.Title className={styles.title}>{toast.title ?? text[toast.type]}</RadixToast.Title>
            <RadixToast.Description className={styles.description}>{toast.message}</RadixToast.Description>
          </div>
          <RadixToast.Close asChild>
            <Button variant="ghost" size="sm" iconOnly aria-label={text.close} className={styles.close}>
              <CloseIcon width="1em" height="1em" />
            </Button>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={text.region} />
    </RadixToast.Provider>
  );
}
