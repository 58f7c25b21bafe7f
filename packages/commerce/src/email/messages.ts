import type { NewEmail } from './email.types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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

/**
 * Sent instead of a second account when someone signs up with an address that
 * already has one: the sign-up page answers the same either way, so only the
 * address's owner learns that it is taken.
 */
export function accountExistsEmail(to: string, signInLink: string, resetLink: string): NewEmail {
  const intro = 'Someone, perhaps you, tried to create an account with this email address, which already has one.';
  const outro = 'If it was not you, you can ignore this email: nothing about your account has changed.';
  const text = `${intro}\n\nSign in:\n${signInLink}\n\nForgot your password? Choose a new one:\n${resetLink}\n\n${outro}\n`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(signInLink)}">Sign in</a></p>` +
    `<p><a href="${escapeHtml(resetLink)}">Choose a new password</a></p>` +
    `<p>${escapeHtml(outro)}</p></body></html>`;
  return { to, subject: 'You already have an account', text, html };
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
