'use client';
// The desk's search field, on every desk page: a POST (the query is a parent's data, so it never
// goes into a URL), answered by a server action whose state is the list of matches. Without
// JavaScript the form posts to /staff/search, which renders this form and the matches.
import { useActionState } from 'react';
import { button } from './desk-styles';

export interface DeskSearchHit {
  id: number;
  reference: string;
  when: string;
  what: string;
  status: string;
  statusLabel: string;
  name: string;
}

export type DeskSearchState = { query: string; hits: DeskSearchHit[]; tooShort?: boolean } | null;

export type DeskSearchLabels = Record<
  'label' | 'submit' | 'results' | 'none' | 'tooShort' | 'hint',
  string
>;

const STATUS_LOOK: Record<string, string> = {
  pending: 'border-amber-500 bg-amber-50',
  proposed: 'border-sky-600 bg-sky-50',
  confirmed: 'border-emerald-600 bg-emerald-50',
};

export function DeskSearch({
  action,
  labels,
  showHint = false,
}: {
  action: (state: DeskSearchState, form: FormData) => Promise<DeskSearchState>;
  labels: DeskSearchLabels;
  showHint?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, null, '/staff/search');
  return (
    <div className="mb-4" data-desk-search>
      <form action={formAction} role="search" className="flex max-w-xl items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{labels.label}</span>
          <input
            type="search"
            name="q"
            required
            minLength={2}
            maxLength={100}
            defaultValue={state?.query ?? ''}
            placeholder={labels.label}
            autoComplete="off"
            className="block w-full rounded-full border border-grey bg-white px-4 py-2 text-base text-ink"
          />
        </label>
        <button type="submit" className={button} disabled={pending}>
          {labels.submit}
        </button>
      </form>
      {showHint && !state && <p className="mt-2 text-grey">{labels.hint}</p>}
      {state && (
        <section aria-labelledby="desk-search-results" className="mt-4" data-search-results>
          <h2 id="desk-search-results" className="font-display text-lg font-bold">
            {labels.results.replace('{query}', state.query)}
          </h2>
          {state.tooShort ? (
            <p className="mt-2">{labels.tooShort}</p>
          ) : state.hits.length === 0 ? (
            <p className="mt-2">{labels.none}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {state.hits.map((hit) => (
                <li
                  key={hit.id}
                  data-reference={hit.reference}
                  data-status={hit.status}
                  className={`rounded-lg border-l-4 bg-white p-3 ${STATUS_LOOK[hit.status] ?? 'border-grey bg-grey-tint'}`}
                >
                  <p className="font-bold">
                    <a href={`/staff/bookings/${hit.id}`} className="underline">
                      {hit.reference}
                    </a>{' '}
                    · {hit.statusLabel}
                  </p>
                  <p>
                    {hit.when} · {hit.what}
                  </p>
                  <p className="break-words">{hit.name}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
