import { z } from 'zod';
import { DURATION_HINT, parseDuration } from './duration';
import { parseTrustedProxies } from './http/trusted-proxies';
import { isAgeRecipient } from './age-recipient';

// Every setting is optional: without any, the site runs on the bundled snapshot, the embedded
// database and the file mail outbox. A value that is set but wrong stops start-up.
const url = z.url({ protocol: /^https?$/ });

/** A duration with a unit, months excluded (hold times, reminders, cut-offs). */
const shortDuration = z
  .string()
  .refine(
    (value) => parseDuration(value) !== undefined && parseDuration(value)!.unit !== 'mo',
    DURATION_HINT.replace(', d or mo', ' or d').replace(', 24mo', ''),
  );

const schema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
    .refine(
      (port) => Number(port) >= 1 && Number(port) <= 65535,
      'must be a whole number from 1 to 65535',
    )
    .optional(),
  WORDPRESS_URL: url.optional(),
  /**
   * `1`: `/_next/image` may fetch WordPress's media from a private or loopback address (a compose
   * network, a private LAN). Read by next.config.ts at build time; off by default.
   */
  WORDPRESS_IMAGES_PRIVATE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  BOOKING_NOTIFY_TO: z.email().optional(),
  /** How long booking requests and their e-mails are kept (the privacy policy's 24 months). */
  BOOKING_RETENTION: z
    .string()
    .refine((value) => parseDuration(value) !== undefined, DURATION_HINT)
    .optional(),
  /** How long a claimed outbox mail stays with its sender: longer than one SMTP send can take. */
  OUTBOX_LEASE: z
    .string()
    .refine(
      (value) => parseDuration(value) !== undefined && parseDuration(value)!.unit !== 'mo',
      DURATION_HINT,
    )
    .optional(),
  /** Scheduled backups' folder (default DATA_DIR/backups on the embedded database; off on PostgreSQL unless set). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Time between scheduled backups (default 24h). */
  BACKUP_EVERY: shortDuration.optional(),
  /** How many backup files to keep in BACKUP_DIR, the newest (default 14). */
  BACKUP_KEEP: z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 1 to 1000')
    .refine((n) => Number(n) >= 1 && Number(n) <= 1000, 'must be a whole number from 1 to 1000')
    .optional(),
  /** An age public key: backups are encrypted to it (the private key never lives beside the site). */
  BACKUP_AGE_RECIPIENT: z
    .string()
    .refine(isAgeRecipient, 'must be an age public key (age1…, as age-keygen prints it)')
    .optional(),
  NEWSLETTER_URL: url.optional(),
  NEWSLETTER_API_KEY: z.string().min(1).optional(),
  NEWSLETTER_DOUBLE_OPT_IN: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional(),
  NEXT_PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  NEXT_PUBLIC_MAPS_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_SITE_URL: url.optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]{1,64}$/,
      'must be 1 to 64 letters, digits, dots, hyphens or underscores',
    )
    .optional(),
  NEXT_DIST_DIR: z.string().min(1).optional(),
  TRUSTED_PROXIES: z
    .string()
    .superRefine((value, issue) => {
      const parsed = parseTrustedProxies(value);
      if ('error' in parsed)
        issue.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of the proxies' addresses or CIDR ranges: ${parsed.error}`,
        });
    })
    .optional(),
  BOOKING_ACK_MAILS_PER_HOUR: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number (0 sends no acknowledgements)')
    .optional(),
  /** The key of the signed links in booking e-mails (src/booking/rules/links.ts). */
  BOOKING_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The key before a rotation: verifies links already mailed, never signs new ones. */
  BOOKING_LINK_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a pending or proposed request holds its slot before it expires. */
  BOOKING_HOLD_TTL: shortDuration.optional(),
  /**
   * How long a new request from the site holds its slot until the parent confirms the e-mail
   * (the acknowledgement's button); unconfirmed, it expires quietly. Default 30m.
   */
  BOOKING_VERIFY_WITHIN: shortDuration.optional(),
  /** How long before the start the parent's reminder goes out. */
  BOOKING_REMINDER_BEFORE: shortDuration.optional(),
  /** Until how long before the start a parent may cancel on the site. */
  BOOKING_CANCEL_CUTOFF: shortDuration.optional(),
  /** Until how long before the start guests may answer (or change) an invitation. Default 48h. */
  BOOKING_CHANGE_CUTOFF: shortDuration.optional(),
  /** The language of the venue's e-mails and pages. */
  VENUE_LOCALE: z.enum(['me', 'en'], { error: 'must be me or en' }).optional(),
  /** The secret path of the staff calendar feed; the feed is off without it. */
  CALENDAR_FEED_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,}$/, 'must be at least 32 letters, digits, hyphens or underscores')
    .optional(),
  /** Addresses that may sign in to the staff desk (/staff), comma-separated; without it the desk is off. */
  STAFF_EMAILS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .every((part) => z.email().safeParse(part).success),
      'must be a comma-separated list of e-mail addresses',
    )
    .optional(),
  /** Signs the staff desk's session cookie (32+ characters); without it, a key made at start-up (sessions end on restart). */
  STAFF_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Bearer token of GET /api/metrics (32+ characters); without it the endpoint answers 404. */
  METRICS_TOKEN: z
    .string()
    .regex(
      /^[A-Za-z0-9._~+/=-]{32,}$/,
      'must be at least 32 letters, digits or . _ ~ + / = - (a bearer token)',
    )
    .optional(),
  /** Shared with WordPress's mu-plugin: the Preview button's link carries it (32+ characters). */
  PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A WordPress user who may edit, and one of its application passwords: drafts, server-side only. */
  WORDPRESS_PREVIEW_USER: z.string().min(1).optional(),
  WORDPRESS_PREVIEW_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error'], { error: 'must be debug, info, warn or error' })
    .optional(),
});

export type Env = z.infer<typeof schema>;
/** The variables validated, by name (a test checks the README lists no other). */
export const envShape = schema.shape;

/** Empty strings count as unset, as in most deployment dashboards. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * The placeholders of deploy/env.example (src/ops/deploy.test.ts keeps the two in step): left in
 * a production configuration, the key of every signed link, the desk's sessions or the SMTP
 * password would be the one everybody can read.
 */
export const PLACEHOLDER_VALUES: ReadonlySet<string> = new Set([
  'change-me',
  'change-me-to-32-or-more-random-characters',
  'smtp://user:password@smtp.example:587',
]);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (source.NODE_ENV === 'production') {
    const placeholders = Object.entries(result.data)
      .filter(([, value]) => typeof value === 'string' && PLACEHOLDER_VALUES.has(value))
      .map(
        ([name]) =>
          `  ${name}: still the placeholder of deploy/env.example; set a value of your own`,
      );
    if (placeholders.length > 0)
      throw new Error(`Invalid configuration:\n${placeholders.join('\n')}`);
  }
  // Several instances on one PostgreSQL must share the key of the signed links; the embedded
  // database (one instance) generates one into DATA_DIR (src/booking/server/runtime.ts).
  if (
    source.NODE_ENV === 'production' &&
    result.data.DATABASE_URL &&
    !result.data.BOOKING_LINK_SECRET
  ) {
    throw new Error(
      'Invalid configuration:\n  BOOKING_LINK_SECRET: required in production with DATABASE_URL (every instance must sign links with the same key); at least 32 characters',
    );
  }
  // A previous key only makes sense beside the current one it was rotated to.
  if (result.data.BOOKING_LINK_SECRET_PREVIOUS && !result.data.BOOKING_LINK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  BOOKING_LINK_SECRET_PREVIOUS: set BOOKING_LINK_SECRET to the new key as well (the previous key only verifies links, it never signs)',
    );
  }
  // Preview needs all three (the secret, the user, its application password) and a WordPress.
  const preview = [
    'PREVIEW_SECRET',
    'WORDPRESS_PREVIEW_USER',
    'WORDPRESS_PREVIEW_PASSWORD',
  ] as const;
  const missing = preview.filter((name) => !result.data[name]);
  if (missing.length > 0 && missing.length < preview.length) {
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: required for preview when ${preview.filter((name) => result.data[name]).join(', ')} is set (set all three, or none to turn preview off)`,
    );
  }
  if (missing.length === 0 && !result.data.WORDPRESS_URL) {
    throw new Error(
      'Invalid configuration:\n  PREVIEW_SECRET: preview shows drafts from WordPress; set WORDPRESS_URL as well',
    );
  }
  return result.data;
}

/** Preview of drafts is on only with all three of its variables (validated together above). */
export function previewConfig(env: Env = getEnv()) {
  const { PREVIEW_SECRET, WORDPRESS_PREVIEW_USER, WORDPRESS_PREVIEW_PASSWORD, WORDPRESS_URL } = env;
  return PREVIEW_SECRET && WORDPRESS_PREVIEW_USER && WORDPRESS_PREVIEW_PASSWORD && WORDPRESS_URL
    ? {
        secret: PREVIEW_SECRET,
        user: WORDPRESS_PREVIEW_USER,
        password: WORDPRESS_PREVIEW_PASSWORD,
        wordpressUrl: WORDPRESS_URL,
      }
    : null;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function getSiteUrl(): URL {
  return new URL(getEnv().NEXT_PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
}
