'use client';
// One booking form (birthday or room). Works without JavaScript: the form posts to the server
// action and the page comes back with its answer, or, once the request is stored, the browser is
// sent on to its confirmation page. With JavaScript it validates with the same schema first, keeps
// a draft in sessionStorage, shows 'Sending...' and then opens the confirmation page (the success
// modal only for a request sent twice, which has no page of its own).
// A field that has been wrong is checked again on every change (and so on leaving it): its
// message and red border go as soon as it is right, and the summary shrinks with it.
import {
  useActionState,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatCents } from '@/lib/format';
import { LocalizedPathLink } from '@/i18n/path-link';
import { localizedPath } from '@/i18n/paths';
import { submitBookingAction } from '../server/actions';
import { Honeypot, SendButton } from './form-end';
import { EXTRA_CHILD_PRICE_CENTS, parseExtras } from '../rules/pricing';
import type { BookingContext } from '../rules/rules-context';
import {
  idleState,
  PICK_FIELD,
  pickValues,
  type BookingFormState,
  type FormValues,
} from '../rules/form-state';
import {
  validateBooking,
  type BookingForm as FormKind,
  type FieldErrors,
  type Translate,
} from '../rules/schema';
import { fitRooms, roomEntries, roomsForTimes } from '../rules/game-rooms';
import { BookingOverview, SendBar } from './booking-overview';
import { ContactInfo } from './contact-info';
import { Alternatives } from './alternatives';
import { DateTime } from './date-time';
import { useWide } from './date-calendar';
import { ErrorSummary } from './error-summary';
import type { FormBinding } from './field';
import { GameRooms } from './game-rooms';
import { ExtrasSelect } from './extras-select';
import { PackageSelect } from './package-select';
import { PriceSummary } from './price-summary';
import { RoomSelect } from './room-select';
import { SuccessModal } from './success-modal';
import { useDraft } from './use-draft';

export interface BookingFormProps {
  form: FormKind;
  context: BookingContext;
  /** Prefill from the link that opened the page (`?room=…`, `?package=…`). */
  initial: FormValues;
}

export function BookingForm({ form, context, initial }: BookingFormProps) {
  const t = useTranslations('booking');
  const tErrors = useTranslations('booking.errors');
  const locale = useLocale() as Locale;
  const blank = useMemo<FormValues>(() => ({ cake: 'yes', ...initial, form }), [initial, form]);
  // Without JavaScript, the server's answer to a post arrives here as the initial state.
  const [serverState, formAction] = useActionState(submitBookingAction, idleState);
  const [state, setState] = useState<BookingFormState>(serverState);
  const [values, setValues] = useState<FormValues>(() =>
    serverState.status === 'error' || serverState.status === 'times'
      ? { ...blank, ...serverState.values }
      : serverState.status === 'success'
        ? { ...blank, ...serverState.kept }
        : blank,
  );
  // The fields that have been wrong since the form was last sent or started over: checked again
  // with every change.
  const [wrong, setWrong] = useState<ReadonlySet<string>>(
    () => new Set(serverState.status === 'error' ? Object.keys(serverState.errors) : []),
  );
  const [pending, startTransition] = useTransition();
  // Set once the request is stored and the browser is on its way to the confirmation page.
  const [leaving, setLeaving] = useState(false);
  // What to move focus to after an answer: the error summary, or the notice of a taken time.
  const [focusRequest, setFocusRequest] = useState<{
    target: 'summary' | 'notice';
    token: number;
  } | null>(null);
  const requestFocus = (target: 'summary' | 'notice') =>
    setFocusRequest((current) => ({ target, token: (current?.token ?? 0) + 1 }));
  // Bumped when a time turned out taken: the free times are fetched again.
  const [timesVersion, setTimesVersion] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const translate = useMemo<Translate>(
    () => (key, params) => tErrors(key as never, params as never),
    [tErrors],
  );
  // The errors on screen: the answer's as long as nothing changed since it came; after a change,
  // the same schema again on what is typed now, for the fields that have been wrong.
  const errors = useMemo<FieldErrors>(() => {
    if (state.status !== 'error') return {};
    const answered = state.values;
    if (Object.entries(answered).every(([field, value]) => (values[field] ?? '') === value))
      return state.errors;
    if (!wrong.size) return {};
    const check = validateBooking(values, context, translate);
    if (check.ok) return {};
    return Object.fromEntries(
      Object.entries(check.errors).filter(([field]) => wrong.has(field)),
    ) as FieldErrors;
  }, [state, values, wrong, context, translate]);
  const formError = state.status === 'error' ? state.formError : undefined;
  // A taken time's notice stays until another time or date is chosen.
  const taken =
    state.status === 'error' &&
    state.taken &&
    !values.time &&
    (values.date ?? '') === (state.values.date ?? '')
      ? state.taken
      : undefined;
  const serverTimes = state.status === 'idle' ? undefined : state.freeTimes;
  const restored = useDraft(
    `cluville:booking:${locale}:${form}`,
    values,
    setValues,
    state.status === 'idle',
  );

  // What a parent typed or chose before the page's scripts had run is in the controls but not in
  // the form's state: take it over once, before the first re-render would write the state back.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const typed = pickValues(new FormData(formRef.current));
    const early = Object.entries(typed).filter(
      ([field, value]) => field !== 'form' && value && value !== (values[field] ?? ''),
    );
    if (early.length) setValues((current) => ({ ...current, ...Object.fromEntries(early) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    (focusRequest.target === 'notice' ? noticeRef : summaryRef).current?.focus();
  }, [focusRequest]);

  const money = useMemo(() => (cents: number) => formatCents(cents, locale), [locale]);

  // False in the server's HTML (and so without JavaScript), true once the form runs in the browser.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  // With JavaScript, from 1024 px the form has two columns: the fields, and beside them a sticky
  // overview with the send button; on a phone, once a time is chosen, a bar at the bottom of the
  // screen has the total and the send button. One send button is rendered at a time.
  const wide = useWide();
  const overview = hydrated && wide;
  const bar = hydrated && !wide && Boolean(values.time);
  const send = (buttonClassName?: string) => (
    <SendButton
      pending={pending || leaving}
      label={t('submit')}
      pendingLabel={t('sending')}
      buttonClassName={buttonClassName}
    />
  );
  // What the overview and the bar summarise: the same request, each with its own send button.
  const summary = { form, context, values, money };

  const change = (name: string, value: string) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      // Another package: the game rooms keep what fits its number of games.
      const item = context.packages.find((candidate) => candidate.slug === value);
      if (name === 'package' && item)
        next.rooms = fitRooms(
          current.rooms,
          item.escapeRooms,
          context.rooms.map((room) => room.slug),
        );
      return next;
    });
  // The form's state as each step gets it (field.tsx, FormBinding).
  const step: FormBinding = { values, errors, onChange: change };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || leaving) return;
    // The button that sent it: a one-click alternative carries its date and time.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === 'intent') return;
    const formData = new FormData(event.currentTarget);
    if (submitter?.name === PICK_FIELD) formData.set(PICK_FIELD, submitter.value);
    const posted = pickValues(formData);
    if (submitter?.name === PICK_FIELD) {
      formData.set('date', posted.date ?? '');
      formData.set('time', posted.time ?? '');
      setValues((current) => ({ ...current, date: posted.date ?? '', time: posted.time ?? '' }));
    }
    const check = validateBooking(posted, context, translate);
    if (!check.ok) {
      setState({ status: 'error', errors: check.errors, values: posted });
      setWrong(new Set(Object.keys(check.errors)));
      requestFocus('summary');
      return;
    }
    startTransition(async () => {
      let next: BookingFormState;
      try {
        next = await submitBookingAction(idleState, formData);
      } catch {
        next = { status: 'error', errors: {}, formError: t('failure.network'), values: posted };
      }
      if (next.status === 'success' && next.receipt) {
        sessionStorage.removeItem(`cluville:booking:${locale}:${form}`);
        setLeaving(true);
        window.location.assign(next.receipt);
        return;
      }
      setState(next);
      if (next.status === 'error') {
        setWrong(new Set(Object.keys(next.errors)));
        if (next.taken) {
          // The picker's notice says it; the times are fetched again without the taken one.
          setValues((current) => ({ ...current, time: '' }));
          setTimesVersion((version) => version + 1);
          requestFocus('notice');
        } else requestFocus('summary');
      }
      if (next.status === 'success')
        sessionStorage.removeItem(`cluville:booking:${locale}:${form}`);
    });
  };

  const startOver = () => {
    setState(idleState);
    setValues(blank);
    setWrong(new Set());
  };

  const chosenPackage = context.packages.find((item) => item.slug === values.package);
  // The free times follow the game rooms once every game's room is named.
  const timesRooms = chosenPackage
    ? roomsForTimes(roomEntries(values.rooms, chosenPackage.escapeRooms))
    : '';
  return (
    <>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={submit}
        noValidate
        className={
          overview ? 'grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-x-10' : 'grid gap-8'
        }
        data-booking-form={form}
        data-columns={overview ? 2 : 1}
        aria-labelledby="booking-form-title"
      >
        <div className="grid min-w-0 gap-8">
          <input type="hidden" name="form" value={form} />
          <input type="hidden" name="locale" value={locale} />
          <ErrorSummary ref={summaryRef} errors={errors} formError={formError} />
          {restored && (
            <p className="rounded-xl bg-brand-tint px-4 py-3 font-bold" role="status">
              {t('draftRestored')}
            </p>
          )}
          {form === 'birthday' ? (
            <div
              className={
                overview ? 'grid gap-8' : 'grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start'
              }
            >
              <div className="grid gap-8">
                <PackageSelect packages={context.packages} {...step} money={money} />
                <GameRooms
                  item={chosenPackage}
                  rooms={context.rooms}
                  value={values.rooms}
                  errors={errors}
                  hydrated={hydrated}
                  childCount={Number(values.children) || 0}
                  age={Number(values.age) || undefined}
                  settings={context.settings}
                  locale={locale}
                  onChange={(rooms) => change('rooms', rooms)}
                />
                <ExtrasSelect
                  extras={context.extras ?? []}
                  value={values.extras ?? ''}
                  error={errors.extras}
                  money={money}
                  onChange={(extras) => change('extras', extras)}
                />
              </div>
              {!overview && (
                <PriceSummary
                  item={chosenPackage}
                  withCake={values.cake !== 'no'}
                  childCount={Number(values.children) || 0}
                  extras={parseExtras(values.extras ?? '') ?? []}
                  catalogue={context.extras ?? []}
                  money={money}
                />
              )}
            </div>
          ) : (
            <RoomSelect
              rooms={context.rooms}
              prices={context.roomPrices ?? []}
              {...step}
              money={money}
            />
          )}
          <DateTime
            context={context}
            form={form}
            {...step}
            rooms={timesRooms}
            serverTimes={serverTimes}
            version={timesVersion}
            notice={taken && <Alternatives ref={noticeRef} notice={taken} />}
          />
          <ContactInfo form={step} />
          <Honeypot id="booking-website" label={t('fields.honeypot')} />
          <ul
            className="space-y-2 rounded-[var(--radius-card)] bg-white/70 p-5 text-sm"
            data-booking-notices
          >
            <li>{t('notices.slot')}</li>
            {form === 'birthday' && (
              <li>
                {t.rich('notices.extraChild', {
                  price: money(EXTRA_CHILD_PRICE_CENTS),
                  link: (chunks) => (
                    <LocalizedPathLink
                      href={localizedPath({ href: '/pricing', locale })}
                      className="font-bold text-brand-text underline underline-offset-2"
                    >
                      {chunks}
                    </LocalizedPathLink>
                  ),
                })}
              </li>
            )}
          </ul>
          {!overview && !bar && send()}
          {bar && <SendBar {...summary} send={send('px-5 text-base')} />}
        </div>
        {overview && <BookingOverview {...summary} send={send('w-full px-6 text-lg')} />}
      </form>
      {state.status === 'success' && !state.receipt && (
        <SuccessModal
          reference={state.reference}
          email={state.email}
          summary={state.summary}
          onClose={startOver}
        />
      )}
    </>
  );
}
