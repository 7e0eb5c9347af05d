import { getDatabase } from '@/lib/db/client';
import { loadBookingContext } from '@/booking/server/runtime';
import {
  choiceTarget,
  gamesOf,
  parseWhat,
  postedRooms,
  staffFreeTimes,
  venueDate,
} from '@/staff/desk';
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
  // A party's game rooms, one select per game ("" lets the desk choose); its free times follow them.
  const games = choice?.form === 'birthday' ? gamesOf(context, choice.slug) : 0;
  const askedRooms = params.rooms;
  const rooms = postedRooms(
    (Array.isArray(askedRooms) ? askedRooms : askedRooms ? [askedRooms] : []).map((slug) =>
      context.rooms.some((room) => room.slug === slug) ? slug : '',
    ),
    games,
  );
  const target = choiceTarget(context, what, rooms);
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
        {games > 0 && (
          <fieldset className="basis-full" data-phone-rooms>
            <legend className="font-bold">{t('phone.rooms')}</legend>
            <p id="phone-rooms-hint" className="text-grey">
              {t('phone.roomsHint')}
            </p>
            <div className="mt-1 flex flex-wrap gap-3">
              {rooms.map((slug, index) => (
                <DeskSelect
                  key={index}
                  id={`phone-rooms-${index + 1}`}
                  label={games > 1 ? t('rooms.game', { number: index + 1 }) : t('rooms.only')}
                  name="rooms"
                  defaultValue={slug}
                  aria-describedby="phone-rooms-hint"
                  className="min-w-0 flex-1 basis-60"
                >
                  <option value="">{t('rooms.choose')}</option>
                  {context.rooms.map((room) => (
                    <option key={room.slug} value={room.slug}>
                      {room.title}
                    </option>
                  ))}
                </DeskSelect>
              ))}
            </div>
          </fieldset>
        )}
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
          rooms={rooms}
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
