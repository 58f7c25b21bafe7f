import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmailTransport, OutgoingEmail } from './email.types';

/** Sender shown in e-mails when none is configured. */
export const DEFAULT_SENDER = 'Vitrine <no-reply@vitrine.localhost>';

/** Encodes a header value that is not plain ASCII (RFC 2047), so mail programs show it right. */
function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** Lines of at most 76 characters, as MIME asks of base64 bodies. */
function base64Lines(text: string): string {
  return (
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

/**
 * The e-mail as an RFC 5322 message with a plain-text and an HTML part.
 * Any mail program opens it; the text part is also readable in an editor.
 */
export function toEml(email: OutgoingEmail, from = DEFAULT_SENDER, date = new Date()): string {
  const boundary = `vitrine-${email.id}-${date.getTime()}`;
  return [
    `From: ${from}`,
    `To: ${email.to}`,
    `Subject: ${headerValue(email.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <outbox-${email.id}.${date.getTime()}@vitrine.localhost>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    email.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(email.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * The development transport: each e-mail becomes a file `<dir>/<time>-<id>.eml`
 * (sortable by time) that a developer opens to click the verification or reset link.
 *
 * @example const transport = createFileTransport({ dir: '.data/mail' });
 */
export function createFileTransport(options: { dir: string; from?: string }): EmailTransport & { dir: string } {
  return {
    dir: options.dir,
    async send(email) {
      await mkdir(options.dir, { recursive: true });
      const now = new Date();
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      await writeFile(join(options.dir, `${stamp}-${email.id}.eml`), toEml(email, options.from, now), 'utf8');
    },
  };
}
