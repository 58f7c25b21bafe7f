/** The reasons a provider sign-in can fail, as the server names them. */
export type SignInFailureReason =
  | 'OIDC_PROVIDER_NOT_FOUND'
  | 'OIDC_STATE_INVALID'
  | 'OIDC_SIGN_IN_CANCELLED'
  | 'OIDC_PROVIDER_ERROR'
  | 'OIDC_TOKEN_INVALID'
  | 'OIDC_EMAIL_NOT_VERIFIED'
  | 'OIDC_EMAIL_MISSING'
  | 'TOO_MANY_REQUESTS'
  | 'generic';

/** Texts of the sign-in with another account (the shop's `oidc.*` messages); override any of them to translate. */
export interface SocialSignInLabels {
  continueWith: (provider: string) => string;
  divider: string;
  groupLabel: string;
  moreOptions: string;
  usePassword: string;
  chooser: { title: string; intro: string; empty: string };
  error: Record<SignInFailureReason, string> & {
    title: string;
    retry: (provider: string) => string;
    reference: (code: string) => string;
  };
}

export const DEFAULT_SOCIAL_SIGN_IN_LABELS: SocialSignInLabels = {
  continueWith: (provider) => `Continue with ${provider}`,
  divider: 'or',
  groupLabel: 'Sign in with another account',
  moreOptions: 'Other ways to sign in',
  usePassword: 'Sign in with e-mail and password',
  chooser: {
    title: 'Sign in with another account',
    intro: 'Use an account you already have with one of these services. We only receive your name and e-mail address.',
    empty: 'No other sign-in options are available right now.',
  },
  error: {
    title: 'We couldn’t sign you in',
    OIDC_PROVIDER_NOT_FOUND: 'This sign-in option is not available.',
    OIDC_STATE_INVALID: 'This sign-in took too long or was already used. Please start again.',
    OIDC_SIGN_IN_CANCELLED: 'The sign-in was cancelled. You can try again or sign in with your password.',
    OIDC_PROVIDER_ERROR: 'The sign-in service did not answer as expected. Please try again in a moment.',
    OIDC_TOKEN_INVALID: 'We could not confirm your identity with the sign-in service. Please try again.',
    OIDC_EMAIL_NOT_VERIFIED:
      'Your e-mail address is not confirmed with this service. Confirm it there first, or sign in with your password.',
    OIDC_EMAIL_MISSING:
      'The sign-in service did not share your e-mail address, which we need for your orders. Allow it to share your e-mail, or create an account with a password.',
    TOO_MANY_REQUESTS: 'Too many sign-in attempts. Please wait a while and try again.',
    generic: 'Something went wrong while signing you in. Please try again.',
    retry: (provider) => `Try again with ${provider}`,
    reference: (code) => `Error code: ${code}`,
  },
};
