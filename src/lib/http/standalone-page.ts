// Pages the proxy answers without the React app (the 503 while content is unreachable, the 403 of
// a changed or expired booking link): one small document with the site's colours, no scripts, no
// external files, never indexed or cached.
import { languageTags, type Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/format';

export const homePath: Record<Locale, string> = { me: '/', en: '/en' };

const STYLE = `
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff7ee;color:#414042;font:18px/1.6 system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
  main{max-width:36rem}
  h1{color:#1c1b1d;font-size:2rem;line-height:1.2;margin:0 0 12px}
  a{display:inline-block;margin:8px;padding:10px 22px;border-radius:999px;font-weight:700;text-decoration:none;min-height:24px}
  .primary{background:#f37029;color:#1c1b1d}
  .secondary{border:2px solid #1c1b1d;color:#1c1b1d}
  a:focus-visible{outline:3px solid #1c1b1d;outline-offset:3px}`;

export interface StandalonePage {
  locale: Locale;
  status: number;
  /** The page's title and heading (plain text). */
  title: string;
  /** The body below the heading, as HTML: escape what it interpolates. */
  body: string;
  /** HTML above the heading (a drawing). */
  lead?: string;
  /** An attribute on `<main>` that names the page for tests (`data-unavailable`). */
  marker: string;
  /** Style rules of this page only. */
  style?: string;
  headers?: Record<string, string>;
}

export function standalonePageResponse(page: StandalonePage): Response {
  const html = `<!doctype html>
<html lang="${languageTags[page.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | Cluville</title>
<style>${STYLE}${page.style ?? ''}
</style>
</head>
<body>
<main ${page.marker}>
${page.lead ? `${page.lead}\n` : ''}<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`;
  return new Response(html, {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...page.headers,
    },
  });
}
