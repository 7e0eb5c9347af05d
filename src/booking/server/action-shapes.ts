// The arguments of the booking forms' server actions (./actions.ts), checked before Next.js runs
// them (src/lib/http/server-actions.ts): the form's previous state, then the form. A new action
// there needs its line here (server-actions.test.ts fails without it).
import type { ActionShapes } from '@/lib/http/server-actions';

export const bookingActionShapes = {
  submitBookingAction: ['state', 'form'],
  submitEnquiryAction: ['state', 'form'],
} as const satisfies ActionShapes;
