/**
 * A small ICU MessageFormat formatter (the subset the catalogues use):
 * `{name}`, `{n, number}`, `{n, plural, =0 {…} one {# item} other {# items}}`
 * and `{key, select, a {…} other {…}}`, with ICU apostrophe quoting
 * (`'{'` is a literal brace, `''` an apostrophe). Plural categories come from
 * `Intl.PluralRules`, numbers from `Intl.NumberFormat`, so no library is needed.
 */

/** Values a message is formatted with. */
export type MessageValues = Record<string, string | number>;

type Node =
  | { type: 'text'; value: string }
  | { type: 'argument'; name: string; style: 'none' | 'number' }
  | { type: 'pound' }
  | { type: 'plural'; name: string; options: Record<string, Node[]> }
  | { type: 'select'; name: string; options: Record<string, Node[]> };

/** A message that does not parse; the catalogue test reports it with its key. */
export class MessageSyntaxError extends Error {}

class Parser {
  private position = 0;
  constructor(private readonly source: string) {}

  parse(): Node[] {
    const nodes = this.nodes(false);
    if (this.position < this.source.length) this.fail('unexpected }');
    return nodes;
  }

  private fail(reason: string): never {
    throw new MessageSyntaxError(`${reason} at ${this.position} in "${this.source}"`);
  }

  /** Text and arguments up to the `}` closing an option (when `inPlural`, `#` is the number). */
  private nodes(inPlural: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ type: 'text', value: text });
      text = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position]!;
      if (char === '}') break;
      if (char === '{') {
        flush();
        nodes.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ type: 'pound' });
        this.position += 1;
      } else if (char === "'") {
        text += this.quoted(inPlural);
      } else {
        text += char;
        this.position += 1;
      }
    }
    flush();
    return nodes;
  }

  /** ICU quoting: `''` is one apostrophe; `'` before a syntax character quotes up to the next lone `'`. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
      this.position += 1;
      return "'";
    }
    let text = '';
    this.position += 1;
    while (this.position < this.source.length) {
      const char = this.source[this.position]!;
      if (char === "'" && this.source[this.position + 1] === "'") {
        text += "'";
        this.position += 2;
      } else if (char === "'") {
        this.position += 1;
        return text;
      } else {
        text += char;
        this.position += 1;
      }
    }
    return text;
  }

  private word(): string {
    this.space();
    const match = /^[^\s{},#]+/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected a name');
    this.position += match[0].length;
    this.space();
    return match[0];
  }

  private space() {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }

  private expect(char: string) {
    if (this.source[this.position] !== char) this.fail(`expected ${char}`);
    this.position += 1;
  }

  private argument(): Node {
    this.expect('{');
    const name = this.word();
    if (this.source[this.position] === '}') {
      this.position += 1;
      return { type: 'argument', name, style: 'none' };
    }
    this.expect(',');
    const kind = this.word();
    if (kind === 'number') {
      this.expect('}');
      return { type: 'argument', name, style: 'number' };
    }
    if (kind !== 'plural' && kind !== 'select') this.fail(`unknown argument type ${kind}`);
    this.expect(',');
    const options: Record<string, Node[]> = {};
    this.space();
    while (this.source[this.position] !== '}') {
      if (this.position >= this.source.length) this.fail('unclosed argument');
      const selector = this.word();
      this.expect('{');
      options[selector] = this.nodes(kind === 'plural');
      this.expect('}');
      this.space();
    }
    this.position += 1;
    if (!options.other) this.fail(`${kind} without an other option`);
    return { type: kind, name, options };
  }
}

const parsed = new Map<string, Node[]>();

/**
 * Parses a message once (cached); throws {@link MessageSyntaxError} when it is malformed.
 *
 * @example
 * parseMessage('{count, plural, one {# item} other {# items}}');
 */
export function parseMessage(message: string): readonly unknown[] {
  let nodes = parsed.get(message);
  if (!nodes) {
    nodes = new Parser(message).parse();
    parsed.set(message, nodes);
  }
  return nodes;
}

/** The plural/select argument names and plain argument names a message uses (for tests). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'argument' || node.type === 'plural' || node.type === 'select') names.add(node.name);
      if (node.type === 'plural' || node.type === 'select') Object.values(node.options).forEach(walk);
    }
  };
  walk(parseMessage(message) as Node[]);
  return [...names];
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function render(nodes: Node[], values: MessageValues, locale: string, count: number | null): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.value;
    else if (node.type === 'pound') out += count === null ? '#' : formatNumber(locale, count);
    else {
      const value = values[node.name];
      if (value === undefined) throw new MessageSyntaxError(`missing value for {${node.name}}`);
      if (node.type === 'argument') {
        out += node.style === 'number' && typeof value === 'number' ? formatNumber(locale, value) : String(value);
      } else if (node.type === 'select') {
        out += render(node.options[String(value)] ?? node.options.other!, values, locale, count);
      } else {
        const n = Number(value);
        const option = node.options[`=${n}`] ?? node.options[pluralCategory(locale, n)] ?? node.options.other!;
        out += render(option, values, locale, n);
      }
    }
  }
  return out;
}

/**
 * Formats an ICU message in a locale. Plain `{name}` arguments are written
 * as given (so a year stays `2026`); `#` and `{n, number}` use the locale's digits.
 *
 * @example
 * formatMessage('{count, plural, one {# item} other {# items}}', { count: 1200 }, 'de-DE'); // '1.200 items'
 * formatMessage("Press '{'Enter'}'", {}, 'en-US'); // 'Press {Enter}'
 */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  return render(parseMessage(message) as Node[], values, locale, null);
}
