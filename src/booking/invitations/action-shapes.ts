// The arguments of the invitations' server actions (./actions.ts), checked before Next.js runs
// them (src/lib/http/server-actions.ts): the form's previous state, then the form.
import type { ActionShapes } from '@/lib/http/server-actions';

export const invitationActionShapes = {
  createInvitationAction: ['state', 'form'],
  turnOffInvitationAction: ['form'],
  answerInvitationAction: ['state', 'form'],
} as const satisfies ActionShapes;
