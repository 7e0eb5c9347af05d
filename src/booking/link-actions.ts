// What a button on a signed link's page does: the venue's link confirms, proposes a free time of
// the same resource or declines with a reason; the parent's link accepts or declines a proposed
// time or cancels. Every change goes through the lifecycle's `transition`. Server-only.
import { getDatabase } from '@/lib/db/client';
import { DECLINE_REASONS, type DeclineReason, type LifecycleAction } from './lifecycle';
import { getLifecycleSettings } from './lifecycle-config';
import { findBooking } from './lifecycle-repository';
import { transition } from './lifecycle-runtime';
import { pageOf, verifyLink, type LinkPage } from './link-access';
import { proposedStart } from './link-page-data';

export type LinkPostResult =
  | { kind: 'forbidden' }
  | { kind: 'done'; page: LinkPage; token: string; done: string }
  | { kind: 'refused'; page: LinkPage; token: string; reason: string; date?: string };

/** The operations each link's page offers. */
const OPERATIONS: Record<
  string,
  { link: 'confirm' | 'propose' | 'decline' | 'manage'; action: LifecycleAction; done: string }
> = {
  confirm: { link: 'confirm', action: 'confirm', done: 'confirmed' },
  propose: { link: 'propose', action: 'propose', done: 'proposed' },
  decline: { link: 'decline', action: 'decline', done: 'declined' },
  accept: { link: 'manage', action: 'accept', done: 'accepted' },
  reject: { link: 'manage', action: 'decline', done: 'declined' },
  cancel: { link: 'manage', action: 'cancel', done: 'cancelled' },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function handleLinkPost(form: URLSearchParams): Promise<LinkPostResult> {
  const token = form.get('token') ?? '';
  const result = getLifecycleSettings().links.verify(token);
  if (!result.ok) return { kind: 'forbidden' };
  const claims = result.claims;
  const page = pageOf(claims.action);
  if (!verifyLink(token, page)) return { kind: 'forbidden' };
  const operation = OPERATIONS[form.get('op') ?? ''];
  if (!operation || operation.link !== claims.action) return { kind: 'forbidden' };

  const db = (await getDatabase()).db;
  const booking = await findBooking(db, claims.bookingId);
  if (!booking) return { kind: 'refused', page, token, reason: 'not-found' };
  const actor = page === 'staff' ? ({ kind: 'staff' } as const) : ({ kind: 'parent' } as const);

  let proposedSlot: { startsAt: Date } | undefined;
  const date = form.get('date') ?? '';
  if (operation.action === 'propose') {
    // Only a time the availability service offers as free for this resource.
    const startsAt = await proposedStart(booking, date, form.get('time') ?? '');
    if (!startsAt)
      return {
        kind: 'refused',
        page,
        token,
        reason: 'bad-slot',
        date: DATE.test(date) ? date : undefined,
      };
    proposedSlot = { startsAt };
  }
  const reasonText = form.get('reason') ?? '';
  const reason = (DECLINE_REASONS as readonly string[]).includes(reasonText)
    ? (reasonText as DeclineReason)
    : undefined;
  const note = page === 'staff' ? (form.get('note') ?? '').trim().slice(0, 1000) : undefined;
  const outcome = await transition(db, booking.id, operation.action, {
    actor,
    proposedSlot,
    reason: operation.action === 'decline' && page === 'staff' ? (reason ?? 'other') : undefined,
    note: note || undefined,
  });
  if (outcome.ok) return { kind: 'done', page, token, done: operation.done };
  return {
    kind: 'refused',
    page,
    token,
    reason: outcome.reason,
    date: operation.action === 'propose' ? date : undefined,
  };
}
