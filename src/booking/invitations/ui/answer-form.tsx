// A guest's answer to an invitation: the child's name, coming or not, allergies or food notes
// (saying who sees them) and an optional phone. A plain form POST to /api/invitations, with or
// without JavaScript; a refusal comes back with what was typed (the draft). The same device
// changes its answer (its cookie names it).
import { ErrorList, FormMessage, TextField } from './fields';
import type { WordedDraft } from './host-form';

export interface AnswerFormStrings {
  childName: string;
  coming: string;
  yes: string;
  no: string;
  foodNote: string;
  foodNoteWho: string;
  phone: string;
  phoneHint: string;
  submit: string;
  errorSummary: string;
}

export function AnswerForm({
  token,
  locale,
  strings,
  initial,
  draft,
}: {
  token: string;
  locale: string;
  strings: AnswerFormStrings;
  /** This device's answer, to change. */
  initial: Record<string, string>;
  /** A refused answer, back with what was typed. */
  draft?: WordedDraft;
}) {
  const state = draft ?? { values: initial, errors: {} as Record<string, string> };
  const values = state.values;
  const comingError = state.errors.coming;
  return (
    <form
      method="post"
      action="/api/invitations"
      className="mt-4 grid gap-4"
      data-answer-form
      noValidate
    >
      <input type="hidden" name="op" value="answer" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <FormMessage>{draft?.formError}</FormMessage>
      <ErrorList title={strings.errorSummary} errors={state.errors} prefix="rsvp" />
      <TextField
        id="rsvp-childName"
        name="childName"
        label={strings.childName}
        error={state.errors.childName}
        defaultValue={values.childName}
        required
        maxLength={60}
        autoComplete="off"
      />
      <fieldset
        id="rsvp-coming"
        tabIndex={-1}
        data-field="coming"
        aria-describedby={comingError ? 'rsvp-coming-error' : undefined}
      >
        <legend className="font-bold text-ink">{strings.coming}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['yes', 'no'] as const).map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 items-center gap-2 rounded-xl border-2 border-grey/50 bg-white px-4 py-2 has-[:checked]:border-ink"
            >
              <input
                type="radio"
                name="coming"
                value={choice}
                defaultChecked={values.coming === choice}
                className="size-5"
              />
              {strings[choice]}
            </label>
          ))}
        </div>
        {comingError && (
          <p id="rsvp-coming-error" className="mt-1 flex gap-1 text-sm font-bold text-red-800">
            <span aria-hidden="true">⚠</span>
            {comingError}
          </p>
        )}
      </fieldset>
      <TextField
        id="rsvp-foodNote"
        name="foodNote"
        label={strings.foodNote}
        hint={strings.foodNoteWho}
        error={state.errors.foodNote}
        defaultValue={values.foodNote}
        maxLength={300}
        multiline
      />
      <TextField
        id="rsvp-phone"
        name="phone"
        type="tel"
        label={strings.phone}
        hint={strings.phoneHint}
        error={state.errors.phone}
        defaultValue={values.phone}
        maxLength={30}
        autoComplete="tel"
      />
      <div>
        <button type="submit" className="btn btn-primary">
          {strings.submit}
        </button>
      </div>
    </form>
  );
}
