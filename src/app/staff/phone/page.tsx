import { getDatabase } from '@/lib/db/client';
import { loadBookingContext } from '@/booking/server/runtime';
import { choiceTarget, parseWhat, staffFreeTimes, venueDate } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell } from '@/staff/components/desk-shell';
import { DeskDayPick, DeskSelect } from '@/staff/components/desk-field';
import { PhoneBookingForm } from '@/staff/components/phone-booking-form.client';
import { deskMetadata, isIsoDate, param, type SearchParams } from '@/staff/page-helpers';
import { addPhoneBookingAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('phone.title');

/**
 * A booking taken by phone, in two forms that work without JavaScript: what and which date (a
 * GET: it only shows the free times), then the time and the parent's details (a POST to the
 * booking service's staff channel; a refused one comes back with its messages, nothing lost).
 */
export default async function PhoneBookingPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const params = await searchParams;
  const context = await loadBookingContext(lang);
  const what = param(params, 'what') ?? '';
  const asked = param(params, 'date');
  const date = isIsoDate(asked) ? asked : venueDate(new Date());
  const choice = parseWhat(what);
  const target = choiceTarget(context, what);
  const times = target
    ? await staffFreeTimes((await getDatabase()).db, context, target, date)
    : undefined;
  const error = param(params, 'error');
  const options = [
    ...context.rooms.map((room) => ({
      value: `room:${room.slug}`,
      label: t('phone.whatRoom', { title: room.title }),
    })),
    ...context.packages.map((item) => ({
      value: `package:${item.slug}`,
      label: t('phone.whatPackage', { name: item.name }),
    })),
  ];
  return (
    <DeskShell
      lang={lang}
      section="phone"
      title={t('phone.title')}
      error={error === 'cross-site' ? t('crossSite') : undefined}
    >
      <form method="get" action="/staff/phone" className="flex flex-wrap items-end gap-3">
        <DeskSelect
          id="phone-what"
          label={t('phone.what')}
          name="what"
          defaultValue={what}
          required
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </DeskSelect>
        <DeskDayPick
          id="phone-date"
          label={t('phone.date')}
          date={date}
          submit={t('phone.showTimes')}
        />
      </form>
      {choice && times && (
        <PhoneBookingForm
          action={addPhoneBookingAction}
          what={what}
          date={date}
          times={times}
          birthday={choice.form === 'birthday'}
          labels={{
            time: t('phone.time'),
            name: t('phone.name'),
            phone: t('phone.phone'),
            email: t('phone.email'),
            people: t(choice.form === 'birthday' ? 'phone.children' : 'phone.players'),
            cake: t('phone.cake'),
            language: t('phone.language'),
            notes: t('phone.notes'),
            submit: t('phone.submit'),
            noTimes: t('phone.noTimes'),
          }}
        />
      )}
    </DeskShell>
  );
}
