import * as Dialog from '@radix-ui/react-dialog';
import * as styles from './CookieConsent.css';
import {
  CookieConsentBanner,
  useConsentContent,
  type CookieConsentBannerProps,
  type CookieConsentVariant,
} from './CookieConsentBanner';

export { OPTIONAL_CONSENT_CATEGORIES } from './CookieConsentBanner';
export type { ConsentCategory, ConsentDecision, CookieConsentVariant } from './CookieConsentBanner';

/** Props of {@link CookieConsent}. */
export interface CookieConsentProps extends Omit<CookieConsentBannerProps, 'variant'> {
  variant?: CookieConsentVariant;
}

/**
 * The cookie consent (spec 2: cookie consent dialog). Offers accept all,
 * reject all, or customise the categories (necessary, preferences,
 * analytics, marketing) and calls `onDecision` with the result; storing it
 * and starting trackers is the app's job (the event bus queues tracking
 * events until an adapter subscribes, so nothing is lost while waiting).
 *
 * Renders `data-variant` and `data-step="choosing" | "customising"` (Radix owns `data-state` on the dialog).
 * Banner and notice are non-modal regions, so the page stays readable.
 *
 * @example
 * {!consent && <CookieConsent variant="banner" policyHref="/policies/privacy-policy" onDecision={saveConsent} />}
 */
export function CookieConsent({ variant = 'banner', open = true, ...props }: CookieConsentProps) {
  if (variant !== 'dialog') return <CookieConsentBanner variant={variant} open={open} {...props} />;
  return open ? <CookieConsentDialog {...props} /> : null;
}

/** The modal variant: a decision is required before the page can be used. */
function CookieConsentDialog(props: Omit<CookieConsentProps, 'variant' | 'open'>) {
  const variant = 'dialog';
  const { text, step, descriptionId, body } = useConsentContent({ variant, ...props });
  return (
    <Dialog.Root open modal>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={descriptionId}
          data-variant={variant}
          data-step={step}
          // A decision is required: Escape and clicks outside do not dismiss it.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{text.title}</Dialog.Title>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
