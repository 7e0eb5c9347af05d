// The HTML part of every mail (layout.ts holds the content structure and the text part): a 600 px
// column of tables with inline styles, as mail clients need; the logo as HTML text, so it reads
// where images are blocked; the brand's orange buttons with near-black labels (VISUAL.md: about
// 7:1); a cream summary card; light and dark colours (color-scheme meta, prefers-color-scheme).
import { languageTags } from '@/i18n/routing';
import { escapeHtml, toTelHref } from '@/lib/format';
import type { MailAction, MailContent, MailRow } from './layout';

const C = {
  orange: '#f37029',
  orangeText: '#b0470c',
  onOrange: '#1c1b1d',
  grey: '#414042',
  muted: '#5f5e61',
  cream: '#fff7ee',
  page: '#f4f1ee',
  white: '#ffffff',
  tint: '#fde7d6',
};

const FONT = "'Nunito','Segoe UI',Helvetica,Arial,sans-serif";

// Dark mode: clients that honour prefers-color-scheme get these; the rest keep the light colours,
// which read on their own (no client gets a half-dark mail with dark text on dark ground).
const STYLE = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;padding:0}
a{color:${C.orangeText}}
.mail-button:focus{outline:3px solid ${C.onOrange};outline-offset:3px}
@media (max-width:620px){
  .mail-body{padding:20px 16px !important}
  .mail-card th,.mail-card td{display:block !important;width:auto !important;padding:2px 0 !important}
  .mail-card td.mail-value{padding:0 0 10px !important;border-top:0 !important}
  .mail-head{padding:20px 16px 0 !important}
  .mail-foot{padding:16px !important}
  .mail-button{display:block !important;margin:0 0 10px !important;text-align:center !important}
}
@media (prefers-color-scheme:dark){
  body,.mail-page{background:#1b1a1c !important}
  .mail-sheet{background:#262528 !important}
  .mail-sheet,.mail-sheet p,.mail-sheet td,.mail-sheet th,.mail-sheet h1,.mail-sheet h2{color:#f2efec !important}
  .mail-muted{color:#c9c5c1 !important}
  .mail-card{background:#332f2d !important;border-color:#5a4a40 !important}
  .mail-attention{background:#4a3222 !important}
  .mail-sheet a.mail-link{color:#ffb37f !important}
  .mail-foot{border-color:#3d3a3c !important}
  .mail-secondary{background:#262528 !important;color:#ffb37f !important;border-color:#ffb37f !important}
}`;

/** Escaped, lines kept, and a phone number (`+382 67 123 456`) never broken across lines. */
const text = (value: string) =>
  escapeHtml(value.replace(/\+\d{3}(?: \d+)+/g, (phone) => phone.replace(/ /g, '\u00a0'))).replace(
    /\n/g,
    '<br>',
  );

const paragraph = (line: string, extra = '') =>
  `<p style="margin:0 0 14px;font-size:16px;line-height:1.55;color:${C.grey}${extra}">${text(line)}</p>`;

function button(action: MailAction): string {
  const secondary = action.secondary;
  const style = secondary
    ? `background:${C.white};color:${C.orangeText};border:2px solid ${C.orangeText}`
    : `background:${C.orange};color:${C.onOrange};border:2px solid ${C.orange}`;
  return `<a href="${escapeHtml(action.url)}" class="mail-button${secondary ? ' mail-secondary' : ''}" style="display:inline-block;margin:0 10px 10px 0;padding:12px 22px;${style};border-radius:12px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1.3;text-decoration:none">${escapeHtml(action.label)}</a>`;
}

function row([label, value, mark]: MailRow): string {
  const total = mark === 'total';
  const attention = mark === 'attention';
  const border = total ? `border-top:2px solid ${C.orange};` : '';
  const size = total ? 'font-size:18px;' : 'font-size:15px;';
  const cls = attention ? ' class="mail-attention"' : '';
  const bg = attention ? `background:${C.tint};` : '';
  return `<tr${cls} style="${bg}"><th scope="row" align="left" class="mail-muted" style="${border}padding:6px 12px 6px 0;width:38%;text-align:left;vertical-align:top;${size}color:${C.muted};font-weight:${total || attention ? 700 : 400}">${attention ? '⚠ ' : ''}${text(label)}</th><td class="mail-value" style="${border}padding:6px 0;vertical-align:top;${size}font-weight:700;color:${C.grey}">${text(value)}</td></tr>`;
}

function card(title: string | undefined, rows: MailRow[]): string {
  return `${title ? `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${C.grey}">${escapeHtml(title)}</h2>` : ''}<table role="presentation" class="mail-card" width="100%" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:separate;background:${C.cream};border:1px solid #f6d9c3;border-radius:16px;padding:14px 18px;margin:8px 0 16px"><tbody>${rows.map(row).join('')}</tbody></table>`;
}

export function mailHtml(content: MailContent): string {
  const { locale, subject, heading, greeting, paragraphs, actions = [], actionsNote } = content;
  const { rowsTitle, rows = [], place, outro, signature, footer } = content;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:${C.grey}">${escapeHtml(heading)}</h1>`,
    greeting ? paragraph(greeting) : '',
    ...paragraphs.map((line) => paragraph(line)),
    actions.length
      ? `<div data-mail-actions style="margin:8px 0 6px">${actions.map(button).join('')}</div>`
      : '',
    actionsNote ? paragraph(actionsNote, `;font-size:14px;color:${C.muted}`) : '',
    rows.length ? card(rowsTitle, rows) : '',
    place
      ? `<div data-mail-place><h2 style="margin:20px 0 8px;font-size:18px;color:${C.grey}">${escapeHtml(place.title)}</h2>${paragraph(place.address, ';font-weight:700')}${place.lines.map((line) => paragraph(line)).join('')}${button({ label: place.mapLabel, url: place.mapUrl, secondary: true })}</div>`
      : '',
    outro
      ? `${outro.title ? `<h2 style="margin:20px 0 8px;font-size:18px;color:${C.grey}">${escapeHtml(outro.title)}</h2>` : ''}${outro.lines.map((line) => paragraph(line)).join('')}`
      : '',
    signature ? paragraph(signature, ';margin-top:20px') : '',
  ]
    .filter(Boolean)
    .join('\n');
  const foot = footerLine(footer);
  const footHtml = footer?.phone
    ? escapeHtml(foot).replace(
        escapeHtml(footer.phone),
        `<a class="mail-link" href="${escapeHtml(toTelHref(footer.phone))}" style="color:${C.orangeText};white-space:nowrap">${escapeHtml(footer.phone)}</a>`,
      )
    : escapeHtml(foot);
  return `<!DOCTYPE html>
<html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title><style>${STYLE}</style></head>
<body class="mail-page" style="margin:0;padding:0;background:${C.page};font-family:${FONT};color:${C.grey}">
<table role="presentation" class="mail-page" width="100%" cellpadding="0" cellspacing="0" style="background:${C.page}"><tbody><tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="mail-sheet" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:${C.white};border-radius:20px;border-collapse:separate"><tbody>
<tr><td class="mail-head" style="padding:24px 32px 0"><span role="img" aria-label="Cluville" style="display:inline-block;padding:6px 16px;background:${C.orange};color:${C.onOrange};border-radius:999px;font-family:${FONT};font-size:22px;font-weight:800;letter-spacing:0.5px">Cluville</span></td></tr>
<tr><td class="mail-body" style="padding:24px 32px 28px">
${body}
</td></tr>
${foot ? `<tr><td class="mail-muted mail-foot" style="padding:16px 32px 24px;border-top:1px solid #eee3da;font-size:13px;color:${C.muted}">${footHtml}</td></tr>` : ''}
</tbody></table>
</td></tr></tbody></table>
</body></html>`;
}

/** `Cluville · +382 67 123 456 · cluville.me` */
export function footerLine(footer: MailContent['footer']): string {
  if (!footer) return '';
  const site = footer.siteUrl ? new URL(footer.siteUrl).host : '';
  return ['Cluville', footer.phone, site].filter(Boolean).join(' · ');
}
