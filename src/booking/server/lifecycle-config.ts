// The booking lifecycle's settings from the environment: the link key, the hold time, the
// reminder and cancel times, the venue's language and the site's address for links. Server-only.
import { durationMs, parseDuration } from '@/lib/duration';
import { getEnv, getSiteUrl } from '@/lib/env';
import { configuredOrGeneratedSecret } from '@/lib/generated-secret';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { createLinkSigner, MIN_SECRET_LENGTH } from '../rules/links';
import type { LifecycleSettings } from '../rules/lifecycle-rules';

export const LIFECYCLE_DEFAULTS = {
  holdTtl: '48h',
  reminderBefore: '24h',
  cancelCutoff: '48h',
} as const;

export type { LifecycleSettings };

const ms = (value: string | undefined, fallback: string) =>
  durationMs(parseDuration(value ?? fallback) ?? parseDuration(fallback)!);

/** BOOKING_LINK_SECRET, or (embedded database, one instance) a key generated once into DATA_DIR. */
function linkSecret(): string {
  return configuredOrGeneratedSecret(getEnv().BOOKING_LINK_SECRET, 'booking-link-secret', {
    minLength: MIN_SECRET_LENGTH,
    event: 'booking.link_secret_generated',
    setting: 'BOOKING_LINK_SECRET',
  });
}

export function getLifecycleSettings(): LifecycleSettings {
  return processSingleton('lifecycle-settings', readLifecycleSettings);
}

function readLifecycleSettings(): LifecycleSettings {
  const env = getEnv();
  return {
    // The previous key verifies links mailed before a rotation; it never signs.
    links: createLinkSigner(linkSecret(), env.BOOKING_LINK_SECRET_PREVIOUS),
    siteUrl: getSiteUrl(),
    venueLocale: env.VENUE_LOCALE ?? 'me',
    holdTtlMs: ms(env.BOOKING_HOLD_TTL, LIFECYCLE_DEFAULTS.holdTtl),
    reminderBeforeMs: ms(env.BOOKING_REMINDER_BEFORE, LIFECYCLE_DEFAULTS.reminderBefore),
    cancelCutoffMs: ms(env.BOOKING_CANCEL_CUTOFF, LIFECYCLE_DEFAULTS.cancelCutoff),
  };
}
