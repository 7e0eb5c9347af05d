// The booking lifecycle's settings from the environment: the link key, the hold time, the
// reminder and cancel times, the venue's language and the site's address for links. Server-only.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { durationMs, parseDuration } from '@/lib/duration';
import { getEnv, getSiteUrl } from '@/lib/env';
import { logger } from '@/lib/logger';
import { createLinkSigner, MIN_SECRET_LENGTH, type LinkSigner } from './links';

export const LIFECYCLE_DEFAULTS = { holdTtl: '48h', reminderBefore: '24h', cancelCutoff: '48h' } as const;

export interface LifecycleSettings {
  links: LinkSigner;
  siteUrl: URL;
  venueLocale: Locale;
  holdTtlMs: number;
  reminderBeforeMs: number;
  cancelCutoffMs: number;
}

const ms = (value: string | undefined, fallback: string) => durationMs(parseDuration(value ?? fallback) ?? parseDuration(fallback)!);

/** BOOKING_LINK_SECRET, or (embedded database, one instance) a key generated once into DATA_DIR. */
function linkSecret(): string {
  const configured = getEnv().BOOKING_LINK_SECRET;
  if (configured) return configured;
  // DATA_DIR as src/lib/db/client.ts reads it (not imported: the proxy checks links without the database).
  const file = path.join(path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || '.data'), 'booking-link-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch {
    // not generated yet
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: when two starts race, the first file wins and both read it back.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    logger.info('booking.link_secret_generated', { note: 'BOOKING_LINK_SECRET is not set: a key was generated into DATA_DIR' });
  } catch {
    // written by another process meanwhile
  }
  return readFileSync(file, 'utf8').trim();
}

const shared = globalThis as unknown as { __cluvilleLifecycle?: LifecycleSettings };

export function getLifecycleSettings(): LifecycleSettings {
  if (shared.__cluvilleLifecycle) return shared.__cluvilleLifecycle;
  const env = getEnv();
  shared.__cluvilleLifecycle = {
    links: createLinkSigner(linkSecret()),
    siteUrl: getSiteUrl(),
    venueLocale: env.VENUE_LOCALE ?? 'me',
    holdTtlMs: ms(env.BOOKING_HOLD_TTL, LIFECYCLE_DEFAULTS.holdTtl),
    reminderBeforeMs: ms(env.BOOKING_REMINDER_BEFORE, LIFECYCLE_DEFAULTS.reminderBefore),
    cancelCutoffMs: ms(env.BOOKING_CANCEL_CUTOFF, LIFECYCLE_DEFAULTS.cancelCutoff),
  };
  return shared.__cluvilleLifecycle;
}
