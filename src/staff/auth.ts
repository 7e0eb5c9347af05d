// Staff sign-in by an e-mailed one-time link, with Better Auth's magic-link plugin on the site's
// own Drizzle database (PGlite or PostgreSQL): tokens are stored hashed, last 15 minutes and are
// consumed on first use; sessions live in `staff_sessions` for 12 hours behind an HttpOnly,
// SameSite=Lax cookie (Secure unless the site itself is plain http on loopback).
//
// Better Auth's HTTP handler is not mounted: the desk's own forms (server actions) call its API
// on the server, so every step is a POST from the desk's pages and the request guard's rules
// hold. Its rate limiter (which trusts X-Forwarded-For) is off: attempts are counted per trusted
// client address with the site's limiter (src/lib/rate-limit.ts). An address not in STAFF_EMAILS
// gets the same answer and no mail, and no token is made for it.
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { nextCookies } from 'better-auth/next-js';
import type { Database } from '@/lib/db/client';
import {
  outboxEmails,
  staffAccounts,
  staffSessions,
  staffUsers,
  staffVerifications,
} from '@/lib/db/schema';
import type { RateLimiter } from '@/lib/rate-limit';
import { addressForLog, limitKeyOf } from '@/lib/http/client-address';
import { logger } from '@/lib/logger';
import type { Locale } from '@/content/types';
import { renderSignInMail } from '@/booking/mail/sign-in';
import { isStaffEmail, SESSION_SECONDS, SIGN_IN_LIMIT, SIGN_IN_LINK_SECONDS } from './config';

export const SESSION_COOKIE_PREFIX = 'cluville-staff';

export interface StaffAuthDeps {
  db: Database;
  /** The site's own URL: links in mails point here. */
  siteUrl: URL;
  staffEmails: () => string[];
  rateLimiter: RateLimiter;
  /** Signs the session cookie (STAFF_AUTH_SECRET). */
  secret?: string;
  /** Whether the cookie carries `Secure` (production, unless the site is plain http on loopback). */
  secureCookies: boolean;
  /**
   * Runs a sign-in request's work once its answer is on its way (Next.js `after()` in the desk's
   * actions). Every address gets the same answer at the same moment: only this work differs
   * (a token and a mail for a staff address, nothing for any other), so the answer's timing does
   * not tell who is staff.
   */
  afterAnswer: (work: () => Promise<void>) => void;
  /** Called after a sign-in mail is queued (wakes the delivery loop). */
  onMailQueued?: () => void;
  /** Set cookies through Next's `cookies()` (inside server actions); off in tests. */
  nextCookies?: boolean;
}

export type LinkRequestResult =
  | { status: 'sent' }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'invalid' };
export type VerifyResult =
  | { status: 'signed-in'; email: string; headers: Headers }
  | { status: 'invalid' }
  | { status: 'rate-limited'; retryAfterSeconds: number };

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Secure cookies in production, except for a plain-http site on loopback (local runs and tests). */
export function wantsSecureCookies(siteUrl: URL, nodeEnv = process.env.NODE_ENV): boolean {
  if (siteUrl.protocol === 'https:') return true;
  return nodeEnv === 'production' && !isLoopback(siteUrl);
}

export function createStaffAuth(deps: StaffAuthDeps) {
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const auth = betterAuth({
    appName: 'Cluville',
    baseURL: deps.siteUrl.origin,
    basePath: '/staff/auth',
    secret,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
      },
    }),
    emailAndPassword: { enabled: false },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_SECONDS,
      disableSessionRefresh: true,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: deps.secureCookies,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        path: '/',
      },
      // No IP addresses or user agents are kept with sessions.
      ipAddress: { disableIpTracking: true },
    },
    logger: { disabled: true },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: 'hashed',
        async sendMagicLink({ email, token, metadata }) {
          const locale: Locale = metadata?.locale === 'en' ? 'en' : 'me';
          const link = new URL('/staff/sign-in/link', deps.siteUrl);
          link.searchParams.set('token', token);
          if (locale === 'en') link.searchParams.set('lang', 'en');
          const mail = renderSignInMail(locale, email, link.toString(), SIGN_IN_LINK_SECONDS / 60);
          await deps.db.insert(outboxEmails).values({ bookingId: null, ...mail });
        },
      }),
      ...(deps.nextCookies ? [nextCookies()] : []),
    ],
  });

  async function limited(clientAddress: string) {
    const limit = await deps.rateLimiter.consume(
      `staff-sign-in:ip:${limitKeyOf(clientAddress)}`,
      SIGN_IN_LIMIT.attempts,
      SIGN_IN_LIMIT.windowSeconds,
    );
    if (!limit.allowed)
      logger.warn('staff.sign_in_rate_limited', { address: addressForLog(clientAddress) });
    return limit;
  }

  return {
    auth,
    /**
     * Mails a link to a staff address; any other address gets the same answer and nothing
     * happens. The answer comes before either (see `afterAnswer`).
     */
    async requestLink(
      email: string,
      clientAddress: string,
      locale: Locale,
    ): Promise<LinkRequestResult> {
      const limit = await limited(clientAddress);
      if (!limit.allowed)
        return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
      const address = email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254)
        return { status: 'invalid' };
      const from = addressForLog(clientAddress);
      deps.afterAnswer(async () => {
        if (!isStaffEmail(address, deps.staffEmails())) {
          logger.info('staff.sign_in_link_refused', { address: from });
          return;
        }
        try {
          await auth.api.signInMagicLink({
            body: { email: address, metadata: { locale } },
            headers: new Headers(),
          });
        } catch (error) {
          logger.error('staff.sign_in_link_failed', { address: from, error });
          return;
        }
        logger.info('staff.sign_in_link_queued', { address: from });
        deps.onMailQueued?.();
      });
      return { status: 'sent' };
    },
    /** Uses a link's token once: a session for a current staff address, or `invalid`. */
    async verify(token: string, clientAddress: string): Promise<VerifyResult> {
      const limit = await limited(clientAddress);
      if (!limit.allowed)
        return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return { status: 'invalid' };
      try {
        const result = await auth.api.magicLinkVerify({
          query: { token },
          headers: new Headers(),
          returnHeaders: true,
        });
        const email = result.response.user.email;
        if (!isStaffEmail(email, deps.staffEmails())) {
          // Removed from STAFF_EMAILS since the link was sent.
          await auth.api
            .signOut({ headers: cookieHeadersFrom(result.headers) })
            .catch(() => undefined);
          return { status: 'invalid' };
        }
        logger.info('staff.signed_in', { address: addressForLog(clientAddress) });
        return { status: 'signed-in', email, headers: result.headers };
      } catch {
        // Better Auth answers an unknown, used or expired token with a redirect carrying INVALID_TOKEN.
        return { status: 'invalid' };
      }
    },
    /** The signed-in staff member for a request's cookies, or null (also once removed from STAFF_EMAILS). */
    async currentStaff(headers: Headers): Promise<{ email: string; sessionId: string } | null> {
      const found = await auth.api
        .getSession({ headers, query: { disableRefresh: true } })
        .catch(() => null);
      if (!found || !isStaffEmail(found.user.email, deps.staffEmails())) return null;
      return { email: found.user.email, sessionId: found.session.id };
    },
    async signOut(headers: Headers): Promise<void> {
      await auth.api.signOut({ headers }).catch(() => undefined);
    },
  };
}

/** A Cookie header carrying the cookies a Set-Cookie response set (to act as that browser). */
export function cookieHeadersFrom(setCookieSource: Headers): Headers {
  const pairs = setCookieSource.getSetCookie().map((line) => line.split(';')[0]!);
  return new Headers({ cookie: pairs.join('; ') });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
