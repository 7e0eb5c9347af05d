// A guest's answer to an invitation: the child's name, coming or not, allergies or food notes
// (saying who sees them) and an optional phone. A plain form POST to /api/invitations, with or
// without JavaScript; a refusal comes back with what was typed (the draft). The same device
// changes its answer (its cookie names it).
import { ChildNameField, InvitationForm, TextField, type InvitationFormProps } from './fields';

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
  initial,
  ...props
}: InvitationFormProps<AnswerFormStrings> & {
  /** This device's answer, to change. */
  initial: Record<string, string>;
}) {
  const { strings, draft } = props;
  const state = draft ?? { values: initial, errors: {} as Record<string, string> };
  const values = state.values;
  const comingError = state.errors.coming;
  const form = { prefix: 'rsvp', values, errors: state.errors };
  return (
    <InvitationForm op="answer" {...props} form={form} data-answer-form>
      <ChildNameField label={strings.childName} form={form} />
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
        name="foodNote"
        label={strings.foodNote}
        hint={strings.foodNoteWho}
        form={form}
        maxLength={300}
        multiline
      />
      <TextField
        name="phone"
        type="tel"
        label={strings.phone}
        hint={strings.phoneHint}
        form={form}
        maxLength={30}
        autoComplete="tel"
      />
    </InvitationForm>
  );
}
