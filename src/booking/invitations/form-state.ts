// What an invitation form's server action answers (./actions.ts): the errors in the visitor's
// language by field, or one message for the form, and what was typed, so nothing is lost.
export interface InvitationFormState {
  errors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
}

export const idleInvitationForm: InvitationFormState = { errors: {}, values: {} };
