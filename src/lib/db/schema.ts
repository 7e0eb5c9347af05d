// The database schema (Drizzle, Postgres dialect: PGlite and PostgreSQL run the same SQL).
// Change it, then `npx drizzle-kit generate` and commit the SQL under drizzle/.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ARRIVALS, STORED_STATUSES } from '@/booking/rules/status';

/** A booking's state (src/booking/rules/status.ts): a typo in a query or a write is refused. */
export const bookingStatus = pgEnum('booking_status', STORED_STATUSES);

/** A booking request as the parent sent it; the venue confirms by e-mail. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** `team`: a team-building enquiry (src/booking/rules/schema.ts REQUEST_FORMS). */
    form: text('form', { enum: ['birthday', 'room', 'team'] }).notNull(),
    locale: text('locale', { enum: ['me', 'en'] }).notNull(),
    /**
     * `unverified` holds the slot until the parent confirms the e-mail (BOOKING_VERIFY_WITHIN),
     * `pending` until the venue answers; `received` is a request from before holds.
     */
    status: bookingStatus('status').notNull().default('pending'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /**
     * The e-mail and the phone as the caps per contact compare them (src/booking/rules/contact-keys.ts):
     * the e-mail lower-cased without a `+tag`, the phone as E.164. Erased with the row.
     */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    /**
     * While `unverified`: a hash of the client address's limit key (an IPv6 address by its /64),
     * for the cap on unconfirmed requests per address. Cleared when the request leaves `unverified`.
     */
    clientKey: text('client_key'),
    message: text('message').notNull().default(''),
    /**
     * What the request holds: `room:<slug>` or `hall:<n>` (party hall n of BOOKING's party_halls);
     * `enquiry` for a team-building enquiry that holds nothing yet (its times are when it came in,
     * until the venue proposes one).
     * While the status is pending, proposed or confirmed, the exclusion constraint
     * `booking_requests_no_overlap` (drizzle/0003) refuses another holding row of the same
     * resource whose [starts_at, blocked_until) overlaps.
     */
    resource: text('resource').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** End of the session. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** End of the session plus the buffer after it: the resource is held until then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    roomSlug: text('room_slug'),
    roomTitle: text('room_title'),
    players: integer('players'),
    packageSlug: text('package_slug'),
    packageName: text('package_name'),
    withCake: boolean('with_cake'),
    children: integer('children'),
    /** A team-building enquiry's company, group size and preferred dates (its own words). */
    company: text('company'),
    groupSize: integer('group_size'),
    preferredDates: text('preferred_dates'),
    /** The itemised price in integer cents (see src/booking/rules/pricing.ts); null for rooms. */
    price: jsonb('price'),
    totalCents: integer('total_cents'),
    /** A hash of the normalised fields: an identical submission within minutes is the same request. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While `proposed`: the time the parent first asked for. The row's starts_at/ends_at/
     * blocked_until then hold the proposed slot, so the exclusion constraint guards the new time
     * and the old one is free again.
     */
    requestedStartsAt: timestamp('requested_starts_at', { withTimezone: true }),
    requestedEndsAt: timestamp('requested_ends_at', { withTimezone: true }),
    /** Until when a pending or proposed request holds its slot (src/booking/server/lifecycle.ts); null: created_at + BOOKING_HOLD_TTL. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Why the venue declined (`fully-booked`, `maintenance`, `group-too-large`, `other`) and its note. */
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
    /** When the scheduled jobs nudged the venue about this hold and reminded the parent: each once. */
    nudgedAt: timestamp('nudged_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * On the booking's day, a confirmed booking's arrival as the desk marked it: `arrived`,
     * `no_show`, or null (not marked, or undone). Beside the status, not a status of its own: the
     * booking stays confirmed and keeps holding its time (src/booking/server/lifecycle.ts,
     * markArrival).
     */
    arrival: text('arrival', { enum: ARRIVALS }),
    /**
     * When the parent last changed the party on the manage page (its children, its cake: the
     * lifecycle's `changeParty`); the desk marks the booking "changed by the parent" until a staff
     * member opens it there, which clears this (drizzle/0015).
     */
    parentChangedAt: timestamp('parent_changed_at', { withTimezone: true }),
  },
  (table) => [
    check('booking_requests_arrival', sql`${table.arrival} IN ('arrived', 'no_show')`),
    index('booking_requests_fingerprint_idx').on(table.fingerprint, table.createdAt),
    index('booking_requests_created_idx').on(table.createdAt),
    index('booking_requests_resource_idx').on(table.resource, table.startsAt),
    index('booking_requests_email_key_idx').on(table.emailKey),
    index('booking_requests_phone_key_idx').on(table.phoneKey),
    index('booking_requests_client_key_idx').on(table.clientKey),
  ],
);

/** E-mails written in the same transaction as their request, sent later by the delivery loop. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** The request the mail is about; null for a staff sign-in link. */
    bookingId: integer('booking_id'),
    kind: text('kind', { enum: ['venue', 'parent', 'staff'] }).notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    /** A calendar file (text/calendar) sent as an attachment: the confirmation and the reminder. */
    ics: text('ics'),
    /** `dropped`: held by a restored database's pause and dropped by the operator, never sent. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may next be claimed: a retry's back-off, or a sender's lease while it sends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set by each claim and checked when the result is recorded: only the claim that sent a mail marks it. */
    claimToken: text('claim_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_emails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_emails_booking_idx').on(table.bookingId),
  ],
);

/**
 * The audit trail of a booking: one row per state change, written in the same transaction as the
 * change (src/booking/server/lifecycle.ts). Deleted with its booking (retention, erasure).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor', { enum: ['staff', 'parent', 'system'] }).notNull(),
    /** The staff member's e-mail address when known (the staff desk); null for a signed link. */
    actorAddress: text('actor_address'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note'),
  },
  (table) => [index('booking_events_booking_idx').on(table.bookingId, table.at)],
);

export type BookingEventRow = typeof bookingEvents.$inferSelect;

/**
 * What a booking holds, one row per resource: a room booking its room; a birthday its party hall
 * and the escape room(s) its package plays (src/booking/rules/party-holds.ts). While `holding`,
 * the exclusion constraint `booking_holds_no_overlap` (drizzle/0007) refuses another holding row
 * of the same resource whose [starts_at, blocked_until) overlaps, and a trigger refuses one inside
 * a time the staff blocked. `holding` follows the booking's status (a trigger: pending, proposed
 * and confirmed hold), never written by code; released rows are kept, so a cancelled party still
 * knows its rooms.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['hall', 'room'] }).notNull(),
    /** `room:<key>` or `hall:<n>`, as booking_requests.resource. */
    resource: text('resource').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** End of the part's session plus the buffer: the resource is held until then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    holding: boolean('holding').notNull(),
  },
  (table) => [
    index('booking_holds_booking_idx').on(table.bookingId),
    index('booking_holds_resource_idx').on(table.resource, table.startsAt),
  ],
);

export type BookingHoldRow = typeof bookingHolds.$inferSelect;

/**
 * A party's invitation (src/booking/invitations/): the birthday child's name and the host's own
 * line, made from the manage page. Its page's address is signed with the link key
 * (src/booking/invitations/token.ts), so nothing secret is stored; `active` false turns the page
 * off. Deleted with its booking (retention, erasure) and 7 days after the party.
 */
export const partyInvitations = pgTable(
  'party_invitations',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    hostLine: text('host_line').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('party_invitations_booking_idx').on(table.bookingId)],
);

export type PartyInvitationRow = typeof partyInvitations.$inferSelect;

/**
 * A guest's answer to an invitation. `token_hash` is the SHA-256 of the random token in the
 * answering device's cookie (the only way to change the answer); the token itself is not stored.
 */
export const invitationAnswers = pgTable(
  'invitation_answers',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => partyInvitations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    childName: text('child_name').notNull(),
    coming: boolean('coming').notNull(),
    foodNote: text('food_note'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_answers_invitation_idx').on(table.invitationId)],
);

export type InvitationAnswerRow = typeof invitationAnswers.$inferSelect;

/** Fixed-window counters shared by every instance (src/lib/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Jobs that run on a schedule in the server (src/jobs/): one row per job, claimed with a token
 * and a lease so that with several instances each run happens once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** While a run is under way: who runs it and until when the claim holds. */
  claimToken: text('claim_token'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** The end of the last run that succeeded (health and metrics: a job that stopped succeeding). */
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** A short summary of the last run (counts or an error code), never personal data. */
  lastResult: text('last_result'),
});

export type BookingRow = typeof bookingRequests.$inferSelect;
export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Newsletter sign-ups kept locally while no list (NEWSLETTER_URL) is configured; one row per address. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased, so the same address typed twice is one row. */
  email: text('email').notNull().unique(),
  locale: text('locale', { enum: ['me', 'en'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

// ---- The staff desk (src/staff/) ----
// Sign-in by e-mailed link through Better Auth (src/staff/auth.ts): its four tables under names
// of our own. No passwords: `staff_accounts` stays empty for magic-link users, `staff_verifications`
// holds only hashes of the one-time tokens (15 minutes, consumed on first use).

export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

export const staffAccounts = pgTable('staff_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_verifications_identifier_idx').on(table.identifier)],
);

/**
 * A time the staff closed on one resource (`room:<id>`, `hall:<n>`) or on all of them (`*`):
 * the availability service counts it as a hold, and a trigger (drizzle/0005) refuses a holding
 * booking that overlaps it.
 */
export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    label: text('label').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blocked_times_range_idx').on(table.startsAt, table.endsAt)],
);

export type BlockedTimeRow = typeof blockedTimes.$inferSelect;

/**
 * Each backup the site wrote on its schedule (src/jobs/backup-job.ts), or failed to: when, the
 * file's name and size, or a short reason (never personal data). The desk shows a failure; the
 * health checks and metrics read the last success.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The file's name inside BACKUP_DIR. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (table) => [index('backup_runs_at_idx').on(table.at)],
);

export type BackupRunRow = typeof backupRuns.$inferSelect;

/**
 * A restored database's outbox pause (at most one row): the restore writes it, so the mails that
 * were waiting when the backup was made (every mail up to `heldThroughId`) are not sent again by
 * a copy started with the production SMTP_URL. Mails queued after the restore go as usual.
 * `npm run bookings -- outbox release` deletes it (the held mails go); `outbox drop` marks the
 * held mails `dropped` and deletes it (src/booking/db/outbox-repository.ts).
 */
export const outboxPause = pgTable(
  'outbox_pause',
  {
    id: integer('id').primaryKey().default(1),
    /** The highest outbox id when the database was restored: mails up to it are held. */
    heldThroughId: integer('held_through_id').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why (`restore`), shown to the operator. */
    reason: text('reason').notNull(),
  },
  (table) => [check('outbox_pause_single_row', sql`${table.id} = 1`)],
);
