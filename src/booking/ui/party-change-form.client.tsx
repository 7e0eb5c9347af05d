'use client';
// The manage page's change form (the number of children, the cake, the extras), a POST of the link's token to
// /api/booking-links with `op=change`. With JavaScript the new price follows every keystroke and
// the form sends at once; without it, "See the new price" comes back to the page (nothing
// changed) with the price for what was typed, and only then "Send the change". The price is the
// one price rule's (rules/parent-change.ts, priceChange → pricing.ts), on the server and here.
import { useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { formatCents } from '@/lib/format';
import { BOOKING_LIMITS } from '../rules/fields';
import { EXTRAS_SENT_FIELD, parseChange, priceChange } from '../rules/parent-change';
import type { BookingExtra, PricedPackage } from '../rules/pricing';
import { ExtrasChoices, type ExtrasStrings } from './extras-choices';
import { inputClass } from './field';

export interface PartyChangeStrings {
  children: string;
  childrenHint: string;
  cake: string;
  withCake: string;
  withoutCake: string;
  current: string;
  newPrice: string;
  preview: string;
  send: string;
  sendHint: string;
}

export function PartyChangeForm({
  token,
  locale,
  booking,
  pkg,
  extras,
  extrasStrings,
  values,
  previewed,
  strings,
}: {
  token: string;
  locale: Locale;
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>;
  pkg: PricedPackage;
  /**
   * The extras the party may take (rules/parent-change.ts, bookedExtras: those booked at their
   * price as booked), named in the page's language; none: the form shows no extras.
   */
  extras: BookingExtra[];
  extrasStrings: ExtrasStrings;
  /** The form's values: the booking's, or what was typed (a preview, a refusal, the guests' count). */
  values: { children: string; cake: 'yes' | 'no'; extras: string };
  /** Came back from "See the new price": the button that sends it is there without JavaScript. */
  previewed: boolean;
  strings: PartyChangeStrings;
}) {
  const [children, setChildren] = useState(values.children);
  const [cake, setCake] = useState(values.cake);
  const [chosen, setChosen] = useState(values.extras);
  // True once hydrated (false in the server's HTML): the price then follows the fields.
  const live = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const money = (cents: number) => formatCents(cents, locale);
  const current = priceChange(booking, pkg, {}, extras);
  const fields: Record<string, string> = {
    children,
    cake,
    extras: chosen,
    [EXTRAS_SENT_FIELD]: extras.length ? 'yes' : '',
  };
  const parsed = parseChange((name) => fields[name] ?? '');
  const next = parsed.ok ? priceChange(booking, pkg, parsed.change, extras) : undefined;
  const id = 'party-change';
  return (
    <form method="post" action="/api/booking-links" className="grid gap-5" data-change-form>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="op" value="change" />
      {/* The extras are on the form: none ticked means none (rules/parent-change.ts). */}
      {extras.length > 0 && <input type="hidden" name={EXTRAS_SENT_FIELD} value="yes" />}
      <div className="grid gap-1">
        <label htmlFor={`${id}-children`} className="font-bold text-ink">
          {strings.children}
        </label>
        <input
          id={`${id}-children`}
          name="children"
          type="number"
          inputMode="numeric"
          min={BOOKING_LIMITS.childrenMin}
          max={BOOKING_LIMITS.childrenMax}
          required
          value={children}
          onChange={(event) => setChildren(event.target.value)}
          aria-describedby={`${id}-children-hint`}
          className={`${inputClass} max-w-40`}
          data-change-children
        />
        <p id={`${id}-children-hint`} className="text-sm">
          {strings.childrenHint}
        </p>
      </div>
      <fieldset data-change-cake>
        <legend className="font-bold text-ink">{strings.cake}</legend>
        <div className="mt-1 grid gap-3 sm:grid-cols-2">
          {(
            [
              ['yes', strings.withCake],
              ['no', strings.withoutCake],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-grey/50 bg-white px-4 py-3 has-[:checked]:border-brand has-[:checked]:bg-brand-tint has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink"
            >
              <input
                type="radio"
                name="cake"
                value={value}
                checked={cake === value}
                onChange={() => setCake(value)}
                className="size-5 accent-brand"
              />
              <span className="font-bold">{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ExtrasChoices
        extras={extras}
        value={chosen}
        strings={extrasStrings}
        onChange={setChosen}
        compact
      />
      <dl className="grid gap-1 rounded-xl bg-brand-tint px-4 py-3 text-ink" data-change-price>
        <div className="flex justify-between gap-4">
          <dt>{strings.current}</dt>
          <dd data-price="current">{money(current.totalCents)}</dd>
        </div>
        <div
          className="flex justify-between gap-4 text-lg font-extrabold"
          aria-live="polite"
          aria-atomic="true"
        >
          <dt>{strings.newPrice}</dt>
          <dd data-price="new">{next ? money(next.totalCents) : '–'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {(live || previewed) && (
          <button
            type="submit"
            name="step"
            value="send"
            className="btn btn-primary"
            data-change-send
          >
            {strings.send}
          </button>
        )}
        {!live && (
          <button
            type="submit"
            name="step"
            value="preview"
            className={previewed ? 'btn btn-secondary' : 'btn btn-primary'}
            data-change-preview
          >
            {strings.preview}
          </button>
        )}
      </div>
      <p className="text-sm">{strings.sendHint}</p>
    </form>
  );
}
