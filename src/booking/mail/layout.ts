// The one template of every mail the site sends (requests, lifecycle, staff sign-in). A mail is a
// content structure (MailContent: a heading, paragraphs, buttons, a summary card, the place,
// notes, a signature), rendered twice from the same structure: as plain text (this file) and as
// HTML (html.ts), so the two parts say the same facts in the same order. A new mail is a small
// function that fills a MailContent.
import type { Locale } from '@/i18n/routing';
import { footerLine, mailHtml } from './html';

/** A link in a mail: a line `label: url` in the text part, a button in the HTML part. */
export interface MailAction {
  label: string;
  url: string;
  /** A second, quieter choice beside the main one (a proposal's "Decline"). */
  secondary?: boolean;
}

/**
 * A row of the summary card: label and value, and how it stands out: `total` (the price to pay)
 * or `attention` (what the venue must read: a parent's message, allergies).
 */
export type MailRow = [label: string, value: string, mark?: 'total' | 'attention'];

/** The venue's address under the card: a map button and when to come. */
export interface MailPlace {
  title: string;
  address: string;
  mapLabel: string;
  mapUrl: string;
  /** e.g. "Dođite 10 minuta ranije." */
  lines: string[];
}

export interface MailContent {
  locale: Locale;
  subject: string;
  /** The mail's heading (its news in a few words). */
  heading: string;
  /** "Zdravo, Ana," — none in the venue's and the staff's mails. */
  greeting?: string;
  paragraphs: string[];
  /** The mail's action(s): one main button, or a proposal's accept and decline side by side. */
  actions?: MailAction[];
  /** Under the buttons: what the links do and until when. */
  actionsNote?: string;
  /** The summary card's heading (the parent's "Your request"); none in the venue's mails. */
  rowsTitle?: string;
  rows?: MailRow[];
  place?: MailPlace;
  /** The closing part: an optional heading, then paragraphs (what next, questions). */
  outro?: { title?: string; lines: string[] };
  /** The last lines before the footer ("Vidimo se uskoro,\nvaš Cluville tim"). */
  signature?: string;
  /** The footer: the venue's phone; none in the staff's mail. */
  footer?: { phone?: string; siteUrl?: string };
}

/** Kept for the mail functions written against the first layout: `intro` is the paragraphs. */
export type MailParts = Omit<MailContent, 'heading' | 'paragraphs'> & {
  heading?: string;
  intro: string[];
};

export interface RenderedMail {
  kind: 'venue' | 'parent' | 'staff';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export function renderMail(
  parts: MailContent | MailParts,
): Pick<RenderedMail, 'subject' | 'text' | 'html'> {
  const content: MailContent =
    'intro' in parts
      ? { ...parts, heading: parts.heading ?? parts.subject, paragraphs: parts.intro }
      : parts;
  return { subject: content.subject, text: mailText(content), html: mailHtml(content) };
}

/** The plain-text part: the same parts as the HTML, in the same order. */
export function mailText(content: MailContent): string {
  const {
    heading,
    greeting,
    paragraphs,
    actions = [],
    actionsNote,
    rowsTitle,
    rows = [],
  } = content;
  const { place, outro, signature, footer } = content;
  const blocks: string[] = [];
  blocks.push(`${heading}\n${'='.repeat(Math.min(heading.length, 60))}`);
  if (greeting) blocks.push(greeting);
  blocks.push(...paragraphs);
  if (actions.length)
    blocks.push(actions.map((action) => `${action.label}: ${action.url}`).join('\n'));
  if (actionsNote) blocks.push(actionsNote);
  if (rows.length) {
    const width = Math.max(0, ...rows.map(([label, , mark]) => textLabel(label, mark).length));
    const table = rows.map(([label, value, mark]) => {
      const line = `${`${textLabel(label, mark)}:`.padEnd(width + 2)}${value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`;
      // A rule above the total (never a line starting "--": that is a MIME boundary's shape).
      return mark === 'total' ? `${'='.repeat(width + 2 + 8)}\n${line}` : line;
    });
    blocks.push([...(rowsTitle ? [rowsTitle, ''] : []), ...table].join('\n'));
  }
  if (place)
    blocks.push(
      [place.title, place.address, `${place.mapLabel}: ${place.mapUrl}`, ...place.lines].join('\n'),
    );
  if (outro) blocks.push(...(outro.title ? [outro.title] : []), ...outro.lines);
  if (signature) blocks.push(signature);
  const foot = footerLine(footer);
  if (foot) blocks.push(foot);
  return blocks.join('\n\n').trim() + '\n';
}

/** A marked row's label in the text part, where no colour can mark it. */
const textLabel = (label: string, mark?: MailRow[2]) =>
  mark === 'attention' ? `! ${label}` : label;
