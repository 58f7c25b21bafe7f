/** Text of {@link LoginDialog}; override to translate. */
export interface LoginDialogLabels {
  title: string;
  /** Why the dialog opened, under the title. */
  description: string;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  close: string;
  register: string;
  registerPrompt: string;
  forgotPassword: string;
  required: string;
  invalidEmail: string;
  /** Shown when the sign-in failed without a message of its own. */
  failed: string;
}

export const DEFAULT_LOGIN_DIALOG_LABELS: LoginDialogLabels = {
  title: 'Sign in',
  description: 'Sign in to save products to your wish list.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  close: 'Close',
  register: 'Create an account',
  registerPrompt: 'New here?',
  forgotPassword: 'Forgot your password?',
  required: 'This field is required',
  invalidEmail: 'Enter a valid email',
  failed: 'We could not sign you in. Please try again.',
};
