// The host's form that makes an invitation (on the manage page): the birthday child's name and a
// line of their own. A plain form POST to /api/invitations, with or without JavaScript; a refusal
// comes back with what was typed (src/booking/invitations/post.ts, the draft).
import { ChildNameField, InvitationForm, TextField, type InvitationFormProps } from './fields';

export interface HostFormStrings {
  childName: string;
  hostLine: string;
  hostLineHint: string;
  submit: string;
  errorSummary: string;
}

export function HostForm({
  maxLine,
  ...props
}: InvitationFormProps<HostFormStrings> & { maxLine: number }) {
  const { strings, draft } = props;
  const form = { prefix: 'invite', values: draft?.values ?? {}, errors: draft?.errors ?? {} };
  return (
    <InvitationForm op="create" {...props} form={form} data-invitation-form>
      <ChildNameField label={strings.childName} form={form} />
      <TextField
        name="hostLine"
        label={strings.hostLine}
        hint={strings.hostLineHint}
        form={form}
        maxLength={maxLine}
        multiline
      />
    </InvitationForm>
  );
}
