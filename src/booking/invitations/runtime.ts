// Invitations wired to the site: its database, the link key (BOOKING_LINK_SECRET and the previous
// key), BOOKING_CHANGE_CUTOFF and the shared rate limiter. Server-only.
import { getDatabase } from '@/lib/db/client';
import { durationMs, parseDuration } from '@/lib/duration';
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { getRateLimiter } from '@/lib/rate-limit';
import { linkSecret } from '../server/runtime';
import { DEFAULT_CHANGE_CUTOFF } from './rules';
import { createInvitations, type Invitations } from './service';
import { createInvitationSigner } from './token';

/** BOOKING_CHANGE_CUTOFF in milliseconds (default 48h). */
export function changeCutoffMs(): number {
  const value = getEnv().BOOKING_CHANGE_CUTOFF ?? DEFAULT_CHANGE_CUTOFF;
  return durationMs(parseDuration(value) ?? parseDuration(DEFAULT_CHANGE_CUTOFF)!);
}

export function getInvitations(): Invitations {
  return processSingleton('invitations', () =>
    createInvitations({
      getDb: async () => (await getDatabase()).db,
      signer: createInvitationSigner(linkSecret(), getEnv().BOOKING_LINK_SECRET_PREVIOUS),
      changeCutoffMs: changeCutoffMs(),
      limiter: getRateLimiter(),
    }),
  );
}
