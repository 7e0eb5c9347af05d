'use client';
// The footer's newsletter sign-up. With JavaScript it posts JSON and shows the answer in place;
// without it the browser posts the form to the same endpoint, which sends it back to this page
// with `#newsletter-<result>`, and the matching message below shows through CSS `:target`.
import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';

/** The form's strings, from `messages/*.json` → `newsletter`, given by the footer (a server component). */
export interface NewsletterStrings {
  heading: string;
  text: string;
  label: string;
  submit: string;
  sending: string;
  success: string;
  invalid: string;
  /** With the limit's minutes in it. */
  rateLimited: string;
  failed: string;
}

type State = { status: 'idle' | 'sending' } | { status: 'done'; ok: boolean; message: string };

const outcomes = ['subscribed', 'invalid', 'rate-limited', 'failed'] as const;

export function NewsletterForm({
  locale,
  strings,
}: {
  locale: Locale;
  strings: NewsletterStrings;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setState({ status: 'sending' });
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setState({ status: 'done', ok: response.ok, message: body.message ?? strings.failed });
    } catch {
      setState({ status: 'done', ok: false, message: strings.failed });
    }
  }

  const invalid = state.status === 'done' && !state.ok;
  // Without JavaScript the result comes from the address; the rate-limit text then has no minutes.
  const staticMessages: Record<(typeof outcomes)[number], string> = {
    subscribed: strings.success,
    invalid: strings.invalid,
    'rate-limited': strings.rateLimited,
    failed: strings.failed,
  };

  return (
    <form
      method="post"
      action="/api/newsletter"
      onSubmit={submit}
      noValidate
      className="space-y-2"
      data-newsletter-form=""
    >
      <h2 className="font-display text-lg font-extrabold text-white">{strings.heading}</h2>
      <p className="text-white/85">{strings.text}</p>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-email`} className="block font-bold">
        {strings.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-result`}
          className="min-h-11 min-w-0 flex-1 basis-48 rounded-full border-2 border-white/70 bg-white px-4 text-ink placeholder:text-grey"
        />
        <button type="submit" className="btn btn-primary" disabled={state.status === 'sending'}>
          {state.status === 'sending' ? strings.sending : strings.submit}
        </button>
      </div>
      <p
        id={`${id}-result`}
        role="status"
        className="min-h-6 font-bold"
        data-newsletter-result={state.status === 'done' ? (state.ok ? 'ok' : 'error') : undefined}
      >
        {state.status === 'done' ? state.message : null}
      </p>
      {state.status === 'idle' &&
        outcomes.map((outcome) => (
          <p
            key={outcome}
            id={`newsletter-${outcome}`}
            className="hidden scroll-mt-32 font-bold target:block"
            data-newsletter-outcome={outcome}
          >
            {staticMessages[outcome]}
          </p>
        ))}
    </form>
  );
}
