import type { NewEmail } from '../email/email.types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Plain-text paragraphs as HTML: every character escaped, line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

const page = (body: string) => `<!doctype html><html><body style="font-family:sans-serif">${body}</body></html>`;

/** What a contact-us message said, for both e-mails. */
export interface TicketMail {
  number: string;
  name: string;
  email: string;
  phone: string | null;
  orderNumber: string | null;
  topic: string;
  message: string;
}

/** The shopper's acknowledgement: their ticket number and a copy of what they wrote. */
export function ticketAcknowledgement(ticket: TicketMail): NewEmail {
  const intro = `Hello ${ticket.name}, thank you for your message. We answer every message ourselves, usually within one working day.`;
  const reference = `Your reference is ${ticket.number}; please keep it in the subject if you write again.`;
  return {
    to: ticket.email,
    subject: `We received your message (${ticket.number})`,
    text: `${intro}\n\n${reference}\n\nYour message:\n\n${ticket.message}\n`,
    html: page(
      `${paragraphs(intro)}${paragraphs(reference)}<p>Your message:</p><blockquote>${paragraphs(ticket.message)}</blockquote>`,
    ),
  };
}

/** The merchant's notice of a new message; replying to the shopper's address answers them. */
export function ticketNotice(to: string, ticket: TicketMail): NewEmail {
  const details = [
    `Ticket: ${ticket.number}`,
    `Topic: ${ticket.topic}`,
    `From: ${ticket.name} <${ticket.email}>`,
    ...(ticket.phone ? [`Phone: ${ticket.phone}`] : []),
    ...(ticket.orderNumber ? [`Order: ${ticket.orderNumber}`] : []),
  ];
  return {
    to,
    subject: `New ${ticket.topic} message ${ticket.number}`,
    text: `${details.join('\n')}\n\n${ticket.message}\n`,
    html: page(`${paragraphs(details.join('\n'))}<hr>${paragraphs(ticket.message)}`),
  };
}
