// The page an editor sees when WordPress refuses the site's preview user (a wrong or revoked
// application password, or a user without the right to edit): 401 or 403 with what to do, in the
// site's language, written without the React app like the other standalone pages.
import { routing } from '@/i18n/routing';
import { escapeHtml } from '@/lib/format';
import { homePath, standalonePageResponse } from '@/lib/http/standalone-page';
import me from '../../messages/me.json';
import en from '../../messages/en.json';

const messages = { me: me.previewRefused, en: en.previewRefused };

export function previewRefusedResponse(reason: 'credentials' | 'rights'): Response {
  const locale = routing.defaultLocale;
  const t = messages[locale];
  const [title, text] =
    reason === 'rights' ? [t.rightsTitle, t.rightsText] : [t.credentialsTitle, t.credentialsText];
  return standalonePageResponse({
    locale,
    status: reason === 'rights' ? 403 : 401,
    title,
    marker: `data-preview-refused="${reason}"`,
    body: `<p>${escapeHtml(text)}</p>
<p><a class="primary" href="${homePath[locale]}">${escapeHtml(t.home)}</a></p>`,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
