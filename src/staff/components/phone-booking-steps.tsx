// The phone booking's two forms, both working without JavaScript: what and which date (a GET: it
// only shows the free times), then the time and the parent's details (phone-booking-form.client.tsx).
import { addPhoneBookingAction } from '../actions';
import type { PhoneStep } from '../loaders/phone';
import type { StaffTranslate } from '../translate';
import { DeskDayPick, DeskSelect } from './desk-field';
import { GameRoomSelects } from './game-room-selects';
import { PhoneBookingForm } from './phone-booking-form.client';
import { formatCents } from '@/lib/format';

export function PhoneBookingSteps({ step, t }: { step: PhoneStep; t: StaffTranslate }) {
  const { context, choice, times } = step;
  return (
    <>
      <form method="get" action="/staff/phone" className="flex flex-wrap items-end gap-3">
        <DeskSelect
          id="phone-what"
          label={t('phone.what')}
          name="what"
          defaultValue={step.what}
          required
        >
          {context.rooms.map((room) => (
            <option key={`room:${room.slug}`} value={`room:${room.slug}`}>
              {t('phone.whatRoom', { title: room.title })}
            </option>
          ))}
          {context.packages.map((item) => (
            <option key={`package:${item.slug}`} value={`package:${item.slug}`}>
              {t('phone.whatPackage', { name: item.name })}
            </option>
          ))}
        </DeskSelect>
        {step.games > 0 && (
          <fieldset className="basis-full" data-phone-rooms>
            <legend className="font-bold">{t('phone.rooms')}</legend>
            <p id="phone-rooms-hint" className="text-grey">
              {t('phone.roomsHint')}
            </p>
            <div className="mt-1 flex flex-wrap gap-3">
              <GameRoomSelects
                id="phone-rooms"
                chosen={step.rooms}
                rooms={context.rooms}
                describedBy="phone-rooms-hint"
                className="min-w-0 flex-1 basis-60"
                t={t}
              />
            </div>
          </fieldset>
        )}
        <DeskDayPick
          id="phone-date"
          label={t('phone.date')}
          date={step.date}
          submit={t('phone.showTimes')}
        />
      </form>
      {choice && times && (
        <PhoneBookingForm
          action={addPhoneBookingAction}
          what={step.what}
          date={step.date}
          times={times}
          rooms={step.rooms}
          birthday={choice.form === 'birthday'}
          extras={(context.extras ?? []).map((extra) => ({
            key: extra.key,
            perChild: extra.perChild,
            max: extra.max,
            label: t(extra.perChild ? 'phone.extraPerChild' : 'phone.extra', {
              name: extra.name,
              price: formatCents(extra.priceCents, context.locale),
            }),
          }))}
          labels={{
            time: t('phone.time'),
            name: t('phone.name'),
            phone: t('phone.phone'),
            email: t('phone.email'),
            people: t(choice.form === 'birthday' ? 'phone.children' : 'phone.players'),
            cake: t('phone.cake'),
            extras: t('phone.extras'),
            extraNone: t('phone.extraNone'),
            language: t('phone.language'),
            notes: t('phone.notes'),
            submit: t('phone.submit'),
            noTimes: t('phone.noTimes'),
          }}
        />
      )}
    </>
  );
}
