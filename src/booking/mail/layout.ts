// The one layout of every mail the site sends (requests, lifecycle, staff sign-in): a subject,
// intro paragraphs, buttons, an optional titled table of rows and a closing part, rendered once
// as plain text and once as HTML from the same parts, so the two never say different things.
import { languageTags, type Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/format';

/** A link in a mail: a line `label: url` in the text part, a button in the HTML part. */
export interface MailAction {
  label: string;
  url: string;
}

export type MailRow = [label: string, value: string];

export interface MailParts {
  locale: Locale;
  subject: string;
  intro: string[];
  actions?: MailAction[];
  /** The table's heading (the parent's "Your request"); none in the venue's mails. */
  rowsTitle?: string;
  rows?: MailRow[];
  /** The closing part: an optional heading, then paragraphs (e.g. the signature). */
  outro?: { title?: string; lines: string[] };
}

export interface RenderedMail {
  kind: 'venue' | 'parent' | 'staff';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export function renderMail(parts: MailParts): Pick<RenderedMail, 'subject' | 'text' | 'html'> {
  return { subject: parts.subject, text: toText(parts), html: toHtml(parts) };
}

function toText({ intro, actions = [], rowsTitle, rows = [], outro }: MailParts): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  const table = rows.map(
    ([label, value]) =>
      `${`${label}:`.padEnd(width + 2)}${value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`,
  );
  const links = actions.length
    ? [...actions.map((action) => `${action.label}: ${action.url}`), '']
    : [];
  const closing = [...(outro?.title ? [outro.title] : []), ...(outro?.lines ?? [])];
  return (
    [
      intro.join('\n\n'),
      '',
      ...links,
      ...(rowsTitle && rows.length ? [rowsTitle, ''] : []),
      ...table,
      ...(table.length ? [''] : []),
      closing.join('\n\n'),
    ]
      .join('\n')
      .trim() + '\n'
  );
}

const paragraph = (line: string) =>
  `<p style="margin:0 0 12px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
const heading = (title: string) => `<h2 style="font-size:18px">${escapeHtml(title)}</h2>`;
const button = (action: MailAction) =>
  `<a href="${escapeHtml(action.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#414042;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>`;
const tableRow = ([label, value]: MailRow) =>
  `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`;

function toHtml({ locale, subject, intro, actions = [], rowsTitle, rows = [], outro }: MailParts) {
  return `<!doctype html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#414042;line-height:1.5">
${intro.map(paragraph).join('\n')}
${actions.length ? `<p style="margin:0 0 16px">${actions.map(button).join('')}</p>` : ''}
${rows.length ? `${rowsTitle ? heading(rowsTitle) : ''}<table role="presentation" style="border-collapse:collapse">${rows.map(tableRow).join('')}</table>` : ''}
${outro ? `${outro.title ? heading(outro.title) : ''}${outro.lines.map(paragraph).join('\n')}` : ''}
</body></html>`;
}
