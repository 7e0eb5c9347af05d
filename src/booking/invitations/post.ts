// The invitations' form posts (POST /api/invitations, src/app/api/invitations/route.ts), plain
// HTML forms as the parent's link pages post theirs: those pages are sent with
// `Referrer-Policy: no-referrer`, so the browser posts them with `Origin: null`, which a server
// action refuses. `op` says which: the host makes an invitation or turns its link off (the
// manage link is the key), a guest answers (the invitation's link). The answer is a 303 back to
// the page. A refusal keeps what was typed in a short cookie of that browser (`draft`, read once
// by the page at `?draft=1`), never in the address; nothing typed is logged.
import type { Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import type { LinkSigner } from '../rules/links';
import { linkPagePath } from '../server/link-access';
import { invitationPath } from './paths';
import type { Invitations } from './service';
import { answerCookieName } from './token';

export const DRAFT_COOKIE = 'cluville-invitation-draft';
/** How long a refused form's values wait in the browser for the page to show them again. */
const DRAFT_SECONDS = 300;

/** What a refused form brings back: its values and the error keys (invitations.errors), or one reason. */
export interface InvitationDraft {
  form: 'create' | 'answer';
  values: Record<string, string>;
  errors: Record<string, string>;
  /** `closed`, `gone`, `rate-limited`, `not-allowed`. */
  reason?: string;
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
}

export interface PostResult {
  location: string;
  cookies: CookieToSet[];
}

export function encodeDraft(draft: InvitationDraft): string {
  return Buffer.from(JSON.stringify(draft)).toString('base64url');
}

export function decodeDraft(value: string | undefined): InvitationDraft | undefined {
  if (!value) return undefined;
  try {
    const draft = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as InvitationDraft;
    return draft && (draft.form === 'create' || draft.form === 'answer') ? draft : undefined;
  } catch {
    return undefined;
  }
}

const draftCookie = (draft: InvitationDraft): CookieToSet => ({
  name: DRAFT_COOKIE,
  value: encodeDraft(draft),
  maxAge: DRAFT_SECONDS,
});

export async function handleInvitationPost(
  form: URLSearchParams,
  deps: {
    invitations: Invitations;
    links: Pick<LinkSigner, 'verify'>;
    locale: Locale;
    clientKey: string;
    /** The request's cookies, by name. */
    cookie: (name: string) => string | undefined;
  },
): Promise<PostResult | undefined> {
  const get = (name: string) => form.get(name) ?? '';
  const { locale, invitations } = deps;
  const op = get('op');
  const token = get('token');

  if (op === 'create' || op === 'turn-off') {
    const verified = deps.links.verify(token);
    if (!verified.ok || verified.claims.action !== 'manage') return undefined;
    const { bookingId } = verified.claims;
    const back = linkPagePath(locale, token);
    if (op === 'turn-off') {
      const invitationId = Number(get('invitation'));
      if (
        Number.isSafeInteger(invitationId) &&
        (await invitations.turnOff(bookingId, invitationId))
      )
        logger.info('invitation.turned_off', { bookingId, invitationId });
      return { location: `${back}?invitation=turned-off#invite`, cookies: [] };
    }
    const values = { childName: get('childName'), hostLine: get('hostLine') };
    const result = await invitations.create(bookingId, values);
    if (!result.ok)
      return {
        location: `${back}?draft=1#invite`,
        cookies: [
          draftCookie({
            form: 'create',
            values,
            errors: result.reason === 'invalid' ? (result.errors as Record<string, string>) : {},
            reason: result.reason === 'invalid' ? undefined : 'not-allowed',
          }),
        ],
      };
    logger.info('invitation.created', { bookingId, invitationId: result.invitation.id });
    return { location: `${back}?invitation=created#invite`, cookies: [] };
  }

  if (op === 'answer') {
    const invitationId = Number(token.split('-')[0]);
    if (!Number.isSafeInteger(invitationId)) return undefined;
    const values = {
      childName: get('childName'),
      coming: get('coming'),
      foodNote: get('foodNote'),
      phone: get('phone'),
    };
    const back = invitationPath(locale, token);
    const result = await invitations.answer(
      token,
      deps.cookie(answerCookieName(invitationId)),
      values,
      deps.clientKey,
    );
    if (!result.ok) {
      if (result.reason === 'rate-limited')
        logger.warn('invitation.rate_limited', { retryAfterSeconds: result.retryAfterSeconds });
      return {
        location: `${back}?draft=1#rsvp`,
        cookies: [
          draftCookie({
            form: 'answer',
            values,
            errors: result.reason === 'invalid' ? (result.errors as Record<string, string>) : {},
            reason: result.reason === 'invalid' ? undefined : result.reason,
          }),
        ],
      };
    }
    logger.info('invitation.answered', { invitationId: result.invitationId });
    return {
      location: `${back}?answered=1#rsvp`,
      cookies: [
        {
          name: answerCookieName(result.invitationId),
          value: result.answerToken,
          expires: result.eraseAt,
        },
      ],
    };
  }
  return undefined;
}
