import type { AppLoadContext } from 'react-router';

/**
 * Sends the queued account e-mails (verification, password reset) right away,
 * without making the shopper wait for the mail server; the server's timer
 * retries what fails.
 */
export function deliverAccountMail(context: AppLoadContext): void {
  void context.commerce.accounts.mail
    .deliver()
    .catch((error: unknown) => console.error('account mail delivery', error));
}
