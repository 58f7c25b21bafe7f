/** English texts of the social sign-in: the source of this area's keys. */
export default {
  'oidc.continueWith': 'Continue with {provider}',
  'oidc.divider': 'or',
  'oidc.groupLabel': 'Sign in with another account',
  'oidc.moreOptions': 'Other ways to sign in',
  'oidc.chooser.title': 'Sign in with another account',
  'oidc.chooser.intro':
    'Use an account you already have with one of these services. We only receive your name and e-mail address.',
  'oidc.chooser.empty': 'No other sign-in options are available right now.',
  'oidc.usePassword': 'Sign in with e-mail and password',
  'oidc.error.title': 'We couldn’t sign you in',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'This sign-in option is not available.',
  'oidc.error.OIDC_STATE_INVALID': 'This sign-in took too long or was already used. Please start again.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'The sign-in was cancelled. You can try again or sign in with your password.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'The sign-in service did not answer as expected. Please try again in a moment.',
  'oidc.error.OIDC_TOKEN_INVALID': 'We could not confirm your identity with the sign-in service. Please try again.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Your e-mail address is not confirmed with this service. Confirm it there first, or sign in with your password.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'The sign-in service did not share your e-mail address, which we need for your orders. Allow it to share your e-mail, or create an account with a password.',
  'oidc.error.TOO_MANY_REQUESTS': 'Too many sign-in attempts. Please wait a while and try again.',
  'oidc.error.generic': 'Something went wrong while signing you in. Please try again.',
  'oidc.error.retry': 'Try again with {provider}',
  'oidc.error.reference': 'Error code: {code}',
} as const;
