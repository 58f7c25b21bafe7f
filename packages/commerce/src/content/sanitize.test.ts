import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their allowed attributes', () => {
    const html =
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>dry flat</em>.<br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><h3>More</h3><p><a href="https://example.com/a?b=1&amp;c=2">link</a> ' +
      '<a href="/pages/about">about</a> <a href="mailto:hello@vitrine.example">mail</a></p><img src="/media/a.webp" alt="A mug">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>dry flat</em>.<br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>quote</blockquote><h3>More</h3><p><a href="https://example.com/a?b=1&amp;c=2">link</a> ' +
        '<a href="/pages/about">about</a> <a href="mailto:hello@vitrine.example">mail</a></p><img src="/media/a.webp" alt="A mug">',
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
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="x">')).toBe('<img src="/a.png" alt="x">');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
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
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x">');
    expect(sanitizeHtml('<img src="mailto:a@b.c">')).toBe('<img>');
  });

  it('keeps the text of unknown tags and escapes stray angle brackets and ampersands', () => {
    expect(sanitizeHtml('<div><span>Hi</span></div>')).toBe('Hi');
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &copy;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &copy;');
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
    expect(sanitizeHtml('<a href=\'/x" onclick="alert(1)\'>t</a>')).toBe('<a href="/x&quot; onclick=&quot;alert(1)">t</a>');
    expect(sanitizeHtml('<img alt="&quot;><script>alert(1)</script>">')).toBe('<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
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
});
