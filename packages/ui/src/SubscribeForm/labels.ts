/** Texts of the subscribe form; override any of them to translate. */
export interface SubscribeFormLabels {
  title: string;
  description: string;
  email: string;
  placeholder: string;
  submit: string;
  pending: string;
  /** Spec 5. */
  invalidEmail: string;
  success: string;
  /** Shown when the call failed without a message of its own. */
  failed: string;
}

export const DEFAULT_SUBSCRIBE_FORM_LABELS: SubscribeFormLabels = {
  title: 'Join our newsletter',
  description: 'New arrivals, restocks and member-only offers. Unsubscribe anytime.',
  email: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  pending: 'Subscribing…',
  invalidEmail: 'Enter a valid email',
  success: 'Thanks for subscribing! Check your inbox for a welcome note.',
  failed: 'We could not subscribe you right now. Please try again.',
};
