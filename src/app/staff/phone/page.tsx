import { getDatabase } from '@/lib/db/client';
import { loadBookingContext } from '@/booking/runtime';
import { phoneTarget, staffFreeTimes, venueDate } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, button } from '@/staff/components/desk-shell';
import { DeskInput, DeskSelect, DeskTextarea } from '@/staff/components/desk-field';
import { deskMetadata, isIsoDate, param, type SearchParams } from '@/staff/page-helpers';
import { addPhoneBookingAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('phone.title');

/**
 * A booking taken by phone, in two forms that work without JavaScript: what and which date (a
 * GET: it only shows the free times), then the time and the parent's details (a POST).
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
  const target = phoneTarget(context, what);
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
      error={
        error === 'taken'
          ? t('phone.taken')
          : error === 'invalid'
            ? t('phone.invalid')
            : error === 'cross-site'
              ? t('crossSite')
              : undefined
      }
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
        <DeskInput
          id="phone-date"
          label={t('phone.date')}
          type="date"
          name="date"
          defaultValue={date}
          required
        />
        <button type="submit" className={button}>
          {t('phone.showTimes')}
        </button>
      </form>
      {target && times && (
        <form action={addPhoneBookingAction} className="mt-8 max-w-xl space-y-4" data-phone-booking>
          <input type="hidden" name="what" value={what} />
          <input type="hidden" name="date" value={date} />
          {times.length === 0 ? (
            <p role="status">{t('phone.noTimes')}</p>
          ) : (
            <>
              <DeskSelect id="phone-time" label={t('phone.time')} name="time" required>
                {times.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </DeskSelect>
              <DeskInput
                id="phone-name"
                label={t('phone.name')}
                name="name"
                required
                minLength={2}
                maxLength={80}
                autoComplete="off"
              />
              <DeskInput
                id="phone-phone"
                label={t('phone.phone')}
                name="phone"
                type="tel"
                required
                autoComplete="off"
              />
              <DeskInput
                id="phone-email"
                label={t('phone.email')}
                name="email"
                type="email"
                autoComplete="off"
              />
              <DeskInput
                id="phone-people"
                label={t('phone.people')}
                name="people"
                type="number"
                min={1}
                max={100}
                inputMode="numeric"
              />
              {target.form === 'birthday' && (
                <div className="flex items-center gap-2">
                  <input
                    id="phone-cake"
                    name="cake"
                    type="checkbox"
                    defaultChecked
                    className="size-5"
                  />
                  <label htmlFor="phone-cake" className="font-bold">
                    {t('phone.cake')}
                  </label>
                </div>
              )}
              <DeskSelect
                id="phone-lang"
                label={t('phone.language')}
                name="parentLang"
                defaultValue="me"
              >
                <option value="me">Crnogorski</option>
                <option value="en">English</option>
              </DeskSelect>
              <DeskTextarea
                id="phone-notes"
                label={t('phone.notes')}
                name="notes"
                rows={3}
                maxLength={1000}
              />
              <button type="submit" className={button}>
                {t('phone.submit')}
              </button>
            </>
          )}
        </form>
      )}
    </DeskShell>
  );
}
