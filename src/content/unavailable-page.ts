// The "temporarily unavailable" answer (HTTP 503 with Retry-After), written by the proxy without
// the React app: it must work when the content it would need is exactly what is missing.
import type { Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/format';
import { homePath, standalonePageResponse } from '@/lib/http/standalone-page';
import me from '../../messages/me.json';
import en from '../../messages/en.json';

const RETRY_AFTER_SECONDS = 60;

const messages = { me: me.unavailable, en: en.unavailable };

export function unavailableResponse(locale: Locale, pathWithQuery: string): Response {
  const t = messages[locale];
  return standalonePageResponse({
    locale,
    status: 503,
    title: t.title,
    marker: 'data-unavailable',
    style: `
  .mark{width:96px;height:96px;border-radius:50%;background:#f37029;margin:0 auto 24px;position:relative}
  .mark::before{content:"";position:absolute;left:36px;top:22px;width:24px;height:24px;border-radius:50%;background:#1c1b1d}
  .mark::after{content:"";position:absolute;left:40px;top:40px;width:16px;height:32px;background:#1c1b1d;clip-path:polygon(20% 0,80% 0,100% 100%,0 100%)}`,
    // The keyhole mark, drawn in CSS.
    lead: '<div class="mark" aria-hidden="true"></div>',
    body: `<p>${escapeHtml(t.text)}</p>
<p><a class="primary" href="${escapeHtml(pathWithQuery)}">${escapeHtml(t.retry)}</a><a class="secondary" href="${homePath[locale]}">${escapeHtml(t.home)}</a></p>`,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}
