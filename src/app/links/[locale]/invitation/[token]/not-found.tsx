import { getLocale } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { InvitationGone } from '@/booking/invitations/ui/invitation-view';

// An invitation that is off, forged, or whose party is over: said kindly, with status 404.
export default async function InvitationNotFound() {
  const locale = await getLocale();
  return <InvitationGone locale={isLocale(locale) ? locale : routing.defaultLocale} />;
}
