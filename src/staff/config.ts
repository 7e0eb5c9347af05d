// Who may use the staff desk: the addresses in STAFF_EMAILS (comma-separated) and the venue's
// address for requests, BOOKING_NOTIFY_TO (its mails link to the booking on the desk, where the
// venue answers: a venue that set only that address can still answer). Without any, the desk is
// off and every /staff URL answers 404.
import { getEnv } from '@/lib/env';

export function parseStaffEmails(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
}

/** Who may sign in, by these settings: STAFF_EMAILS and BOOKING_NOTIFY_TO, each address once. */
export function staffEmailsOf(env: {
  STAFF_EMAILS?: string;
  BOOKING_NOTIFY_TO?: string;
}): string[] {
  return [...new Set(parseStaffEmails([env.STAFF_EMAILS, env.BOOKING_NOTIFY_TO].join(',')))];
}

export function staffEmails(): string[] {
  return staffEmailsOf(getEnv());
}

export function deskEnabled(): boolean {
  return staffEmails().length > 0;
}

export function isStaffEmail(email: string, list = staffEmails()): boolean {
  return list.includes(email.trim().toLowerCase());
}

/** Sign-in links last this long and work once. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** A desk session lasts this long from sign-in. */
export const SESSION_SECONDS = 12 * 60 * 60;
/** Sign-in attempts (asking for a link, or using one) per client address per window. */
export const SIGN_IN_LIMIT = { attempts: 10, windowSeconds: 15 * 60 } as const;
