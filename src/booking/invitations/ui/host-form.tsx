// The host's form that makes an invitation (on the manage page): the birthday child's name and a
// line of their own. A plain form POST to /api/invitations, with or without JavaScript; a refusal
// comes back with what was typed (src/booking/invitations/post.ts, the draft).
import { ErrorList, FormMessage, TextField } from './fields';

export interface HostFormStrings {
  childName: string;
  hostLine: string;
  hostLineHint: string;
  submit: string;
  errorSummary: string;
}

/** A refused form's values, its errors in the reader's language, or one message. */
export interface WordedDraft {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
}

export function HostForm({
  token,
  locale,
  strings,
  maxLine,
  draft,
}: {
  token: string;
  locale: string;
  strings: HostFormStrings;
  maxLine: number;
  draft?: WordedDraft;
}) {
  const errors = draft?.errors ?? {};
  const values = draft?.values ?? {};
  return (
    <form
      method="post"
      action="/api/invitations"
      className="mt-4 grid gap-4"
      data-invitation-form
      noValidate
    >
      <input type="hidden" name="op" value="create" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <FormMessage>{draft?.formError}</FormMessage>
      <ErrorList title={strings.errorSummary} errors={errors} prefix="invite" />
      <TextField
        id="invite-childName"
        name="childName"
        label={strings.childName}
        error={errors.childName}
        defaultValue={values.childName}
        required
        maxLength={60}
        autoComplete="off"
      />
      <TextField
        id="invite-hostLine"
        name="hostLine"
        label={strings.hostLine}
        hint={strings.hostLineHint}
        error={errors.hostLine}
        defaultValue={values.hostLine}
        maxLength={maxLine}
        multiline
      />
      <div>
        <button type="submit" className="btn btn-primary">
          {strings.submit}
        </button>
      </div>
    </form>
  );
}
