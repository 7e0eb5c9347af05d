// What a button on a signed link's page does, as a thin adapter over the answer command
// (src/booking/server/answer.ts): the link's signature says which booking and which answers its page
// offers (the venue's confirm, propose or decline; the parent's accept, reject or cancel); the
// command parses the fields and makes the change. Server-only.
import { ANSWERS, parseAnswer, type AnswerRefusal } from './answer';
import { answering, getLifecycleSettings } from './runtime';
import { pageOf, verifyLink, type LinkPage } from './link-access';

export type LinkPostResult =
  | { kind: 'forbidden' }
  /** Fields no page of the site sends (an impossible date): the route answers 422. */
  | { kind: 'invalid'; reason: AnswerRefusal }
  | { kind: 'done'; page: LinkPage; token: string; done: string }
  | { kind: 'refused'; page: LinkPage; token: string; reason: string; date?: string };

export async function handleLinkPost(form: URLSearchParams): Promise<LinkPostResult> {
  const token = form.get('token') ?? '';
  const result = getLifecycleSettings().links.verify(token);
  if (!result.ok) return { kind: 'forbidden' };
  const claims = result.claims;
  const page = pageOf(claims.action);
  if (!verifyLink(token, page)) return { kind: 'forbidden' };
  const op = form.get('op') ?? '';
  if (!Object.hasOwn(ANSWERS, op) || ANSWERS[op as keyof typeof ANSWERS].link !== claims.action)
    return { kind: 'forbidden' };

  const parsed = parseAnswer((name) => form.get(name) ?? '');
  if (!parsed.ok && parsed.reason === 'bad-date') return { kind: 'invalid', reason: parsed.reason };
  if (!parsed.ok) return { kind: 'refused', page, token, reason: parsed.reason, date: parsed.date };
  // The venue's links act for the staff (no address: whoever holds the venue's mailbox).
  const actor = page === 'staff' ? ({ kind: 'staff' } as const) : ({ kind: 'parent' } as const);
  const outcome = await answering().answer(claims.bookingId, parsed.command, actor);
  if (outcome.ok) return { kind: 'done', page, token, done: outcome.done };
  return { kind: 'refused', page, token, reason: outcome.reason, date: outcome.date };
}
