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

export type LinkPostResult =
  | { kind: 'forbidden' }
  | { kind: 'done'; token: string; done: string }
  | { kind: 'refused'; token: string; reason: string };

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

  const parsed = parseAnswer((name) => form.get(name) ?? '');
  if (!parsed.ok) return { kind: 'refused', token, reason: parsed.reason };
  const outcome = await deps.answering.answer(claims.bookingId, parsed.command, {
    kind: 'parent',
  });
  if (!outcome.ok) return { kind: 'refused', token, reason: outcome.reason };
  // A confirmed request goes on to its manage page (the link the later mails carry).
  if (claims.action === 'verify')
    return {
      kind: 'done',
      token: parentToken(outcome.booking, 'manage', deps.settings),
      done: outcome.done,
    };
  return { kind: 'done', token, done: outcome.done };
}
