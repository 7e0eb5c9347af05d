// What a button on a signed link's page does, as a thin adapter over the answer command
// (src/booking/server/answer.ts): the link's signature says which booking and which answers its
// page offers (the parent's: confirm the request; accept, reject or cancel); the command parses the
// fields and makes the change. Every link is the parent's: a venue action (confirm, propose,
// decline) has no link and is refused here, nothing changed (the venue answers on the desk, signed
// in). Server-only.
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { ANSWERS, parseAnswer, type Answering } from './answer';
import { answering, getLifecycleSettings } from './runtime';
import { parentToken } from '../mail/urls';
import { EXTRAS_SENT_FIELD } from '../rules/parent-change';
import { extrasValue, parseExtras } from '../rules/pricing';

export type LinkPostResult =
  | { kind: 'forbidden' }
  | { kind: 'done'; token: string; done: string }
  /** `query`: what the page shows the refusal with (a change's children). */
  | { kind: 'refused'; token: string; reason: string; query?: Record<string, string> }
  /**
   * The change form's "see the new price" without JavaScript: nothing changes; the page shows the
   * form again with the new price and the button that sends it.
   */
  | { kind: 'preview'; token: string; query: Record<string, string> };

/** The site's link key and answer command (tests give their own database's). */
export interface LinkPostDeps {
  settings: Pick<LifecycleSettings, 'links'>;
  answering: Pick<Answering, 'answer'>;
}

export async function handleLinkPost(
  form: URLSearchParams,
  deps: LinkPostDeps = { settings: getLifecycleSettings(), answering: answering() },
): Promise<LinkPostResult> {
  const token = form.get('token') ?? '';
  const verified = deps.settings.links.verify(token);
  if (!verified.ok) return { kind: 'forbidden' };
  const { claims } = verified;
  const op = form.get('op') ?? '';
  if (!Object.hasOwn(ANSWERS, op) || ANSWERS[op as keyof typeof ANSWERS].link !== claims.action)
    return { kind: 'forbidden' };

  const parsed = parseAnswer(readForm(form));
  // A change's refusals are worded as a change's (`change-…`), with the count asked for.
  const refused = (reason: string): LinkPostResult =>
    op === 'change'
      ? {
          kind: 'refused',
          token,
          reason: reason.startsWith('change-') ? reason : `change-${reason}`,
          query: changeQuery(form),
        }
      : { kind: 'refused', token, reason };
  if (!parsed.ok) return refused(parsed.reason);
  if (op === 'change' && form.get('step') === 'preview')
    return { kind: 'preview', token, query: changeQuery(form) };
  const outcome = await deps.answering.answer(claims.bookingId, parsed.command, {
    kind: 'parent',
  });
  if (!outcome.ok) return refused(outcome.reason);
  // A confirmed request goes on to its manage page (the link the later mails carry).
  if (claims.action === 'verify')
    return {
      kind: 'done',
      token: parentToken(outcome.booking, 'manage', deps.settings),
      done: outcome.done,
    };
  return { kind: 'done', token, done: outcome.done };
}

/** A form's fields by name; the extras' checkboxes and selects (`extras`, each `key:quantity`) joined. */
const readForm =
  (form: URLSearchParams) =>
  (name: string): string =>
    name === 'extras' ? form.getAll(name).join(',') : (form.get(name) ?? '');

/**
 * The change form's fields as the page reads them back (numbers, yes/no and the extras' keys
 * with their quantities only: no personal data).
 */
function changeQuery(form: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  const children = (form.get('children') ?? '').trim();
  if (/^\d{1,2}$/.test(children)) query.children = children;
  const cake = form.get('cake');
  if (cake === 'yes' || cake === 'no') query.cake = cake;
  if (form.get(EXTRAS_SENT_FIELD) === 'yes') {
    const extras = parseExtras(readForm(form)('extras'));
    // What cannot be read comes back as none chosen (the refusal says why).
    query.extras = extras ? extrasValue(extras) : '';
  }
  return query;
}
