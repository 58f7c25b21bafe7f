/**
 * A small allow-list HTML sanitizer for shop content (blog bodies, policies,
 * FAQ answers). Anything not on the list is dropped: unknown tags lose their
 * markup but keep their text, while the contents of script-like elements go
 * entirely. Attributes other than a[href] and img[src, alt] are dropped, and
 * links may only point at http, https, mailto or a relative address.
 */

/** Tags kept, with the attributes each may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  a: ['href'],
  strong: [],
  em: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  blockquote: [],
  br: [],
  img: ['src', 'alt'],
};

const VOID = new Set(['br', 'img']);

/** Elements whose text is code or chrome, never content: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'select',
]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Decodes character references, so `jav&#x61;script:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function escapeText(value: string): string {
  // Keep well-formed character references; escape every other ampersand and all angle brackets.
  return value
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * True when `url` is safe as a link (`mailto` allowed) or picture address.
 * Control characters and white space are removed first, as browsers do.
 */
export function isSafeUrl(url: string, kind: 'link' | 'image'): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = decodeEntities(url).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true; // relative: /path, page.html, #anchor, //host
  return scheme === 'http' || scheme === 'https' || (kind === 'link' && scheme === 'mailto');
}

function cleanAttributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let out = '';
  const seen = new Set<string>();
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if ((name === 'href' || name === 'src') && !isSafeUrl(value, name === 'href' ? 'link' : 'image')) continue;
    seen.add(name);
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/**
 * Returns `html` with only the allowed tags and attributes; every open tag is
 * closed, so the result can be placed inside any page without breaking it.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    const text = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (dropping === null) out += escapeText(text);
    const name = match[1]?.toLowerCase();
    if (name === undefined) continue; // comment, doctype, CDATA, processing instruction
    const closing = match[0][1] === '/';
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*>$/.test(match[0])) dropping = name;
      continue;
    }
    if (!(name in ALLOWED)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, match[2] ?? '')}>`;
    if (!VOID.has(name)) open.push(name);
  }
  if (dropping === null) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
