import { createHash } from 'node:crypto';
import { CATALOGS, catalogFor, parseMessage, translatedOrDefault, type Messages, provideMessages } from '@vitrine/i18n';
import { normalizeLocale, type Locale } from '@vitrine/headless';

let version: string | undefined;

/** One message with every kind of argument: its parsed form changes when the parser's output does. */
const PARSER_PROBE =
  "{count, plural, one {# item} other {# items}} {kind, select, gift {a '{gift}'} other {{name}}} {total, number}";

/**
 * A short hash of every catalogue's text and of the parser's output: the catalogue addresses change
 * when any message does, or when a parser upgrade changes the parsed form browsers are sent.
 */
export function messagesVersion(): string {
  version ??= createHash('sha256')
    .update(JSON.stringify(CATALOGS))
    .update(JSON.stringify(parseMessage(PARSER_PROBE)))
    .digest('hex')
    .slice(0, 12);
  return version;
}

/** The catalogue of `locale`, kept for this render (components and meta functions read it with `messagesFor`). */
export function serverMessages(locale: Locale): Messages {
  const messages = catalogFor(locale);
  provideMessages(locale, messages);
  return messages;
}

const FILE_PATTERN = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.([a-f0-9]{12})\.json$/;

/**
 * GET /i18n/messages/<locale>.<version>.json: one locale's catalogue. The
 * current version is cached by browsers and shared caches for a year (its
 * address changes with its text); an older version gets today's catalogue,
 * not cached, so a page open across a release still hydrates in its language.
 */
export function messagesResponse(file: string | undefined): Response {
  const match = FILE_PATTERN.exec(file ?? '');
  const locale = match ? normalizeLocale(match[1]) : null;
  if (!match || !locale || translatedOrDefault(locale) !== locale) {
    return Response.json(
      { status: 404, code: 'NOT_FOUND', message: 'No message catalogue at this address' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const isCurrent = match[2] === messagesVersion();
  return Response.json(serverMessages(locale), {
    headers: { 'Cache-Control': isCurrent ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
