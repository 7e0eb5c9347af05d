'use client';
// The host's form that makes an invitation (on the manage page): the birthday child's name and a
// line of their own. A server action with or without JavaScript; a refusal keeps what was typed.
import { useActionState } from 'react';
import { createInvitationAction } from '../actions';
import { idleInvitationForm } from '../form-state';
import { ErrorList, FormMessage, TextField } from './fields';

export interface HostFormStrings {
  childName: string;
  hostLine: string;
  hostLineHint: string;
  submit: string;
  errorSummary: string;
}

export function HostForm({
  token,
  locale,
  strings,
  maxLine,
}: {
  token: string;
  locale: string;
  strings: HostFormStrings;
  maxLine: number;
}) {
  const [state, action, pending] = useActionState(createInvitationAction, idleInvitationForm);
  return (
    <form action={action} className="mt-4 grid gap-4" data-invitation-form noValidate>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <FormMessage>{state.formError}</FormMessage>
      <ErrorList title={strings.errorSummary} errors={state.errors} prefix="invite" />
      <TextField
        id="invite-childName"
        name="childName"
        label={strings.childName}
        error={state.errors.childName}
        defaultValue={state.values.childName}
        required
        maxLength={60}
        autoComplete="off"
      />
      <TextField
        id="invite-hostLine"
        name="hostLine"
        label={strings.hostLine}
        hint={strings.hostLineHint}
        error={state.errors.hostLine}
        defaultValue={state.values.hostLine}
        maxLength={maxLine}
        multiline
      />
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={pending || undefined}>
          {strings.submit}
        </button>
      </div>
    </form>
  );
}
