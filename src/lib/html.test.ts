import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './html';

describe('sanitizeHtml: dangerous CMS HTML is removed', () => {
  it('removes <script> elements with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>document.cookie</script>')).toBe('<p>Hi</p>');
  });

  it('removes on* event handlers', () => {
    const html = sanitizeHtml(
      '<img src="https://cdn.test/a.jpg" alt="A" onerror="alert(1)"><p onclick="x()">t</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|alert/);
    expect(html).toContain('src="https://cdn.test/a.jpg"');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  ])('drops the unsafe href of %s but keeps the text', (input) => {
    expect(sanitizeHtml(input)).toBe('<a>x</a>');
  });

  it('removes <iframe>, <style>, <object> and <form>', () => {
    const html = sanitizeHtml(
      '<iframe src="https://evil.test"></iframe><style>body{display:none}</style><object data="x"></object><form action="/x"><input name="a"></form><p>ok</p>',
    );
    expect(html).toBe('<p>ok</p>');
  });

  it('removes style and class attributes', () => {
    expect(sanitizeHtml('<p style="position:fixed" class="wp-block">Text</p>')).toBe('<p>Text</p>');
  });
});

describe('sanitizeHtml: harmless formatting is kept', () => {
  it('keeps text formatting, headings and lists', () => {
    const html =
      '<h2>Rules</h2><p><strong>Bold</strong>, <em>italic</em><br />line</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http(s), mailto and tel links and relative site links', () => {
    const html =
      '<p><a href="https://cluville.test/x">a</a> <a href="mailto:info@cluville.test">b</a> <a href="tel:+38220000000">c</a> <a href="/en/rooms">d</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://maps.test" target="_blank">Map</a>')).toBe(
      '<a href="https://maps.test" target="_blank" rel="noopener noreferrer">Map</a>',
    );
    expect(
      sanitizeHtml('<a href="https://maps.test" target="_blank" rel="opener">Map</a>'),
    ).toContain('rel="noopener noreferrer"');
  });

  it('does not add rel to same-tab links', () => {
    expect(sanitizeHtml('<a href="/kontakt">Kontakt</a>')).toBe('<a href="/kontakt">Kontakt</a>');
  });

  it('keeps tables with their header scope and blockquotes', () => {
    const html =
      '<table><thead><tr><th scope="col">Room</th></tr></thead><tbody><tr><td colspan="2">Pirates</td></tr></tbody></table><blockquote>Wow</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('passes link hrefs through rewriteLink and still drops unsafe ones', () => {
    const rewrite = (href: string) => href.replace('https://cms.test', '');
    expect(
      sanitizeHtml(
        '<a href="https://cms.test/sobe">Sobe</a><a href="javascript:x()">x</a><a>none</a>',
        rewrite,
      ),
    ).toBe('<a href="/sobe">Sobe</a><a>x</a><a>none</a>');
  });

  it('checks the rewritten href, so a rewrite cannot smuggle in javascript:', () => {
    expect(sanitizeHtml('<a href="https://cms.test/x">x</a>', () => 'javascript:alert(1)')).toBe(
      '<a>x</a>',
    );
  });

  it('returns "" for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('  \n ')).toBe('');
  });
});

describe('htmlToText', () => {
  it.each([
    ['Kid&#8217;s room', 'Kid’s room'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['Caf&#xE9; &ndash; open', 'Café – open'],
    ['&#8220;Quoted&#8221; &hellip;', '“Quoted” …'],
    ['<p>Multi\n  line   <b>text</b></p>', 'Multi line text'],
    ['a&nbsp;b', 'a b'],
  ])('turns %j into %j', (input, expected) => {
    expect(htmlToText(input)).toBe(expected);
  });

  it('drops scripts together with their content', () => {
    expect(htmlToText('Title<script>alert(1)</script>')).toBe('Title');
  });

  it('decodes entities only once, so escaped markup stays text', () => {
    expect(htmlToText('a &amp;lt;b&amp;gt;')).toBe('a &lt;b&gt;');
    expect(htmlToText('1 &lt; 2')).toBe('1 < 2');
  });
});
