/**
 * The allow-list HTML sanitizer for shop content (blog bodies, policies, FAQ
 * answers), on sanitize-html: its parser (htmlparser2) reads broken tags,
 * comments, CDATA and character references as a browser's tokenizer does, and
 * whatever it keeps is written out again escaped, so no input reaches the page
 * as it was typed.
 *
 * Anything not on the list is dropped: unknown tags lose their markup but keep
 * their text, while the contents of script-like elements go entirely.
 * Attributes other than a[href] and img[src, alt] are dropped; links may only
 * point at http, https, mailto or a relative address, pictures at http, https
 * or a relative address.
 *
 * Server only: the engine never reaches a browser bundle, and neither must this
 * library (its parser and postcss come with it). It is held at 2.17.5, the last
 * release that runs on Node 20; later ones need Node 22.12.
 */
import sanitize from 'sanitize-html';

/** Tags kept, with the attributes each may carry. */
const ALLOWED: Record<string, string[]> = {
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

/** Elements whose text is code or chrome, never content: dropped with everything inside. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'select',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED),
  allowedAttributes: ALLOWED,
  // Links: http, https, mailto; pictures: http and https only (no data: or mailto:). An address with no
  // scheme (/path, page.html, #anchor, //host) is relative and always allowed.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // Unknown tags go, their text stays (escaped); the elements above go with their contents.
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  selfClosing: ['br', 'img'],
};

/**
 * The most tags (opening and closing) one piece of content is read with. The
 * parser's work grows with the square of how deeply tags nest, so a megabyte of
 * unclosed tags would hold the server for half a minute; no page or post
 * comes near this many, and what lies past the last one is left out.
 */
const MAX_TAGS = 20_000;

/** `html` up to its MAX_TAGS-th tag, cut where the next one starts. */
function withinTagLimit(html: string): string {
  let count = 0;
  for (const match of html.matchAll(/<\/?[a-zA-Z]/g)) {
    count += 1;
    if (count > MAX_TAGS) return html.slice(0, match.index);
  }
  return html;
}

/**
 * Returns `html` with only the allowed tags and attributes; every open tag is
 * closed, so the result can be placed inside any page without breaking it.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  return sanitize(withinTagLimit(html), OPTIONS);
}

/**
 * True when `url` (as written in an attribute, character references and all)
 * is safe as a link (`mailto` allowed) or picture address: the same test
 * `sanitizeHtml` applies to a[href] and img[src]. An address that is empty
 * once control characters and white space are removed is not an address.
 */
export function isSafeUrl(url: string, kind: 'link' | 'image'): boolean {
  // eslint-disable-next-line no-control-regex
  if (url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '') === '') return false;
  const [tag, attribute] = kind === 'link' ? ['a', 'href'] : ['img', 'src'];
  const probe = sanitize(`<${tag} ${attribute}="${url.replace(/"/g, '&quot;')}">`, OPTIONS);
  return probe.startsWith(`<${tag} ${attribute}="`);
}
