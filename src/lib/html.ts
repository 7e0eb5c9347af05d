import sanitize from 'sanitize-html';

/**
 * HTML from the CMS is untrusted: keep text formatting, links, lists, tables and images; drop
 * scripts, styles, event handlers, iframes and `javascript:` URLs.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'mark',
    'span',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'abbr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

/**
 * @param rewriteLink turns a link's href into the one the site should use (e.g. a WordPress URL
 * into the site's own path).
 */
export function sanitizeHtml(
  html: string,
  rewriteLink: (href: string) => string = (href) => href,
): string {
  return sanitize(html, {
    ...options,
    transformTags: {
      a: (tagName, attribs) => {
        const next = { ...attribs };
        if (next.href) next.href = rewriteLink(next.href);
        // Links that open a new tab must not hand the opener to the other site.
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        return { tagName, attribs: next };
      },
    },
  }).trim();
}

/** Plain text of a small HTML fragment (excerpts, titles with entities). */
export function htmlToText(html: string): string {
  return decodeEntities(sanitize(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : match;
    }
    return entities[code.toLowerCase()] ?? match;
  });
}
