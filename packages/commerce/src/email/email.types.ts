/** One e-mail, as the outbox stores it and a transport sends it. */
export interface OutgoingEmail {
  /** Outbox row id; transports may use it to name or tag the message. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mails. Implementations: `createFileTransport` (writes `.eml` files
 * a developer opens), `createSmtpTransport` (a real mail server). Throwing
 * means "not sent": the outbox tries again later.
 */
export interface EmailTransport {
  send(email: OutgoingEmail): Promise<void>;
}

/** What the shop puts in the outbox. */
export type NewEmail = Omit<OutgoingEmail, 'id'>;
