// "Pozovite goste" / "Invite guests" on the host's manage page: the form that makes an invitation;
// once made, its link (selectable text, a copy button with JavaScript), the share links for
// WhatsApp and Viber, a QR code (server-rendered SVG), the link's own page, the button that turns
// it off; and the guests' answers, with a notice when more children are coming than booked.
import QRCode from 'qrcode';
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { formatDate } from '@/lib/format';
import { bookingTranslator } from '../../rules/translate';
import { invitationPath } from '../paths';
import { countAnswers, INVITATION_LIMITS, shareLinks } from '../rules';
import type { HostView } from '../service';
import { AnswersList } from './answers-list';
import { CopyButton } from './copy-button.client';
import type { WordedDraft } from './fields';
import { HostForm } from './host-form';

export async function HostPanel({
  locale,
  manageToken,
  booking,
  view,
  siteUrl,
  venuePhone,
  done,
  draft,
  changePath,
}: {
  locale: Locale;
  manageToken: string;
  booking: BookingRow;
  view: HostView;
  siteUrl: URL;
  venuePhone: string;
  /** `?invitation=` after a form came back: created, turned-off. */
  done?: string;
  /** The host's refused form, back with what was typed. */
  draft?: WordedDraft;
  /** The manage page, while the parent may change the party there (the change form, #change). */
  changePath?: string;
}) {
  if (!view.mayInvite && !view.invitation && view.answers.length === 0) return null;
  const t = bookingTranslator(locale, 'invitations.host');
  const e = bookingTranslator(locale, 'invitations.page');
  const { coming, notComing } = countAnswers(view.answers);
  const link = view.invitation
    ? new URL(invitationPath(locale, view.invitation.token), siteUrl).toString()
    : undefined;
  const share = link
    ? t('shareText', {
        child: view.invitation!.row.childName,
        when: formatDate(booking.startsAt, locale, 'when'),
        url: link,
      })
    : '';
  const qr = link ? await QRCode.toString(link, { type: 'svg', margin: 2 }) : '';
  const notice =
    done === 'created' ? t('done.created') : done === 'turned-off' ? t('done.turnedOff') : '';
  return (
    <section
      id="invite"
      aria-labelledby="invite-title"
      className="scroll-mt-28 rounded-[var(--radius-card)] bg-white p-5 text-ink shadow-[var(--shadow-soft)] md:p-7"
      data-invite-panel
    >
      <h2 id="invite-title" className="font-display text-2xl font-extrabold">
        {t('title')}
      </h2>
      {notice && (
        <p
          role="status"
          className="mt-4 rounded-xl border-2 border-green-700 bg-green-50 px-4 py-3 font-bold"
          data-invite-notice
        >
          {notice}
        </p>
      )}
      {link && view.invitation ? (
        <div className="mt-4 grid gap-4" data-invitation-link>
          <div>
            <p className="font-bold">{t('linkLabel')}</p>
            <p
              className="mt-1 select-all rounded-xl bg-grey-tint px-4 py-3 font-mono text-sm [overflow-wrap:anywhere]"
              data-link-text
            >
              {link}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CopyButton text={link} label={t('copy')} done={t('copied')} />
            <a
              href={shareLinks(share).whatsapp}
              className="btn btn-secondary"
              target="_blank"
              rel="noopener noreferrer"
              data-share="whatsapp"
            >
              {t('shareWhatsapp')}
            </a>
            <a href={shareLinks(share).viber} className="btn btn-secondary" data-share="viber">
              {t('shareViber')}
            </a>
            <a
              href={invitationPath(locale, view.invitation.token)}
              className="btn btn-secondary"
              data-open-invitation
            >
              {t('open')}
            </a>
          </div>
          <figure className="w-48" data-qr>
            <div
              role="img"
              aria-label={t('qrCaption')}
              className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
              // The SVG of the `qrcode` library, from the link alone (no user input in it).
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <figcaption className="mt-1 text-sm">{t('qrCaption')}</figcaption>
          </figure>
          <form method="post" action="/api/invitations" className="grid gap-2" data-turn-off>
            <input type="hidden" name="op" value="turn-off" />
            <input type="hidden" name="token" value={manageToken} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="invitation" value={String(view.invitation.row.id)} />
            <p className="text-sm">{t('turnOffHint')}</p>
            <div>
              <button type="submit" className="btn btn-secondary">
                {t('turnOff')}
              </button>
            </div>
          </form>
        </div>
      ) : view.mayInvite ? (
        <>
          <p className="mt-2">{t('intro')}</p>
          <HostForm
            token={manageToken}
            locale={locale}
            maxLine={INVITATION_LIMITS.hostLineMax}
            draft={draft}
            strings={{
              childName: t('childName'),
              hostLine: t('hostLine'),
              hostLineHint: t('hostLineHint', { max: INVITATION_LIMITS.hostLineMax }),
              submit: t('create'),
              errorSummary: e('errorSummary'),
            }}
          />
        </>
      ) : (
        <p className="mt-2">{t('notAvailable')}</p>
      )}
      <div className="mt-6 border-t-2 border-dashed border-grey-tint pt-4" data-host-answers>
        <h3 className="font-display text-xl font-extrabold">{t('answersTitle')}</h3>
        {booking.children !== null && coming > booking.children && (
          <p
            className="mt-2 rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 font-bold"
            data-over-booked
          >
            <span aria-hidden="true">⚠ </span>
            {t('overBooked', { coming, booked: booking.children, phone: venuePhone })}
            {changePath && (
              <a
                href={`${changePath}?${new URLSearchParams({ children: String(coming), from: 'guests' })}#change`}
                className="mt-2 block underline underline-offset-4"
                data-offer-change
              >
                {t('offerChange', { coming })}
              </a>
            )}
          </p>
        )}
        <div className="mt-2">
          <AnswersList
            answers={view.answers}
            strings={{
              counts: t('counts', { coming, notComing }),
              none: t('noAnswers'),
              coming: t('coming'),
              notComing: t('notComing'),
              allergy: t('allergy'),
              phone: t('phone'),
            }}
          />
        </div>
      </div>
    </section>
  );
}
