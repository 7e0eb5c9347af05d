// The "temporarily unavailable" answer (HTTP 503 with Retry-After), written by the proxy without
// the React app: it must work when the content it would need is exactly what is missing.
import { languageTags, type Locale } from '@/i18n/routing';
import me from '../../messages/me.json';
import en from '../../messages/en.json';

export const RETRY_AFTER_SECONDS = 60;

const messages = { me: me.unavailable, en: en.unavailable };
const homes: Record<Locale, string> = { me: '/', en: '/en' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function unavailableResponse(locale: Locale, pathWithQuery: string): Response {
  const t = messages[locale];
  const html = `<!doctype html>
<html lang="${languageTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | Cluville</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff7ee;color:#414042;font:18px/1.6 system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
  main{max-width:36rem}
  .mark{width:96px;height:96px;border-radius:50%;background:#f37029;margin:0 auto 24px;position:relative}
  .mark::before{content:"";position:absolute;left:36px;top:22px;width:24px;height:24px;border-radius:50%;background:#1c1b1d}
  .mark::after{content:"";position:absolute;left:40px;top:40px;width:16px;height:32px;background:#1c1b1d;clip-path:polygon(20% 0,80% 0,100% 100%,0 100%)}
  h1{color:#1c1b1d;font-size:2rem;line-height:1.2;margin:0 0 12px}
  a{display:inline-block;margin:8px;padding:10px 22px;border-radius:999px;font-weight:700;text-decoration:none;min-height:24px}
  .primary{background:#f37029;color:#1c1b1d}
  .secondary{border:2px solid #1c1b1d;color:#1c1b1d}
  a:focus-visible{outline:3px solid #1c1b1d;outline-offset:3px}
</style>
</head>
<body>
<main data-unavailable>
<div class="mark" aria-hidden="true"></div>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<p><a class="primary" href="${escapeHtml(pathWithQuery)}">${escapeHtml(t.retry)}</a><a class="secondary" href="${homes[locale]}">${escapeHtml(t.home)}</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}
