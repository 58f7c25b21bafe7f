import { createTransport } from 'nodemailer';
import type { EmailTransport } from './email.types';
import { DEFAULT_SENDER } from './file-transport';

/** How to reach the mail server. */
export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://...` (TLS from the start). */
  url: string;
  /** The `From` header, e.g. `Shop <hello@shop.example>`. */
  from?: string;
}

/**
 * Sends e-mails through an SMTP server with nodemailer (STARTTLS when the
 * server offers it; `smtps://` for TLS from the first byte). A refusal from
 * the server rejects, and the outbox retries later.
 *
 * @example const transport = createSmtpTransport({ url: process.env.SMTP_URL!, from: 'Shop <hello@shop.example>' });
 */
export function createSmtpTransport(options: SmtpTransportOptions): EmailTransport & { close(): void } {
  const mailer = createTransport(options.url);
  return {
    async send(email) {
      await mailer.sendMail({
        from: options.from ?? DEFAULT_SENDER,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<outbox-${email.id}@vitrine.localhost>`,
      });
    },
    close: () => mailer.close(),
  };
}
