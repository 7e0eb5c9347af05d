import { loadPhoneStep } from '@/staff/loaders/phone';
import { crossSite } from '@/staff/notices';
import { deskMetadata, openDesk, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { PhoneBookingSteps } from '@/staff/components/phone-booking-steps';

export const generateMetadata = () => deskMetadata('phone.title');

/**
 * A booking taken by phone: what and which date, then the time and the parent's details (a POST
 * to the booking service's staff channel; a refused one comes back with its messages, nothing lost).
 */
export default async function PhoneBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const query = await searchParams;
  const step = await loadPhoneStep(lang, query);
  return (
    <DeskShell lang={lang} section="phone" title={t('phone.title')} error={crossSite(query, t)}>
      <PhoneBookingSteps step={step} t={t} />
    </DeskShell>
  );
}
