import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isPlainText, type Message } from './messageFormat';

/**
 * Parsing catalogues with `@formatjs/icu-messageformat-parser`, on the server
 * (and in tests and Storybook): the shop's browser only receives the parsed
 * forms, and formats them without the parser.
 */

/** A message that does not parse, named by its locale and key when it comes from a catalogue. */
export class MessageSyntaxError extends Error {
  constructor(
    message: string,
    readonly locale?: string,
    readonly key?: string,
  ) {
    super(message);
    this.name = 'MessageSyntaxError';
  }
}

/**
 * The syntax tree of an ICU message; throws {@link MessageSyntaxError} when it
 * is malformed (a plural or select needs an `other` option; `<` is text).
 *
 * @example
 * parseMessage('{count, plural, one {# item} other {# items}}');
 */
export function parseMessage(message: string): MessageFormatElement[] {
  try {
    return parse(message, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    // The parser's errors are codes (`EXPECT_ARGUMENT_CLOSING_BRACE`) with where they were found.
    const { location } = error as { location?: { start: { offset: number } } };
    const at = location ? ` at ${location.start.offset}` : '';
    throw new MessageSyntaxError(`${(error as Error).message}${at} in "${message}"`);
  }
}

/** A message's parsed form: plain text stays a string, anything else becomes its syntax tree. */
export function compileMessage(message: string): Message {
  return isPlainText(message) ? message : parseMessage(message);
}

/**
 * A catalogue with every message parsed, as the server renders from it and
 * sends it to the browser. Throws {@link MessageSyntaxError} naming the locale
 * and the key of the first message that does not parse.
 *
 * @example
 * compileMessages('en-US', { 'common.itemCount': '{count, plural, one {# item} other {# items}}' });
 */
export function compileMessages<K extends string>(
  locale: string,
  messages: Readonly<Record<K, string>>,
): Record<K, Message> {
  const compiled = {} as Record<K, Message>;
  for (const key of Object.keys(messages) as K[]) {
    try {
      compiled[key] = compileMessage(messages[key]);
    } catch (error) {
      throw new MessageSyntaxError(`${locale} ${key}: ${(error as Error).message}`, locale, key);
    }
  }
  return compiled;
}

/** The argument names a message uses, in plural and select options too (for the catalogue tests). */
export function messageArguments(message: Message): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(typeof message === 'string' ? parseMessage(message) : message);
  return [...names];
}
