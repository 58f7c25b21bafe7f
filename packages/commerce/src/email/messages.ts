import type { NewEmail } from './email.types';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A short e-mail with one call to action; text and HTML say the same thing. */
function linkEmail(to: string, subject: string, intro: string, action: string, link: string, outro: string): NewEmail {
  const text = `${intro}\n\n${action}:\n${link}\n\n${outro}\n`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p style="word-break:break-all">${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(outro)}</p></body></html>`;
  return { to, subject, text, html };
}

/** The e-mail that confirms a new account's address (link valid for the 20-minute registration window). */
export function verificationEmail(to: string, link: string): NewEmail {
  return linkEmail(
    to,
    'Confirm your email address',
    'Thanks for creating an account. Please confirm your email address within 20 minutes.',
    'Confirm my email',
    link,
    'If you did not create an account, you can ignore this email.',
  );
}

/** The e-mail with a link to choose a new password (valid for one hour, once). */
export function passwordResetEmail(to: string, link: string): NewEmail {
  return linkEmail(
    to,
    'Reset your password',
    'We received a request to reset the password of your account. The link works once, for one hour.',
    'Choose a new password',
    link,
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  );
}
