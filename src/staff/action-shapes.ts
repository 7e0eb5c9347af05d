// The arguments of the desk's server actions (./actions.ts), checked before Next.js runs them
// (src/lib/http/server-actions.ts). A new action there needs its line here
// (server-actions.test.ts fails without it).
import type { ActionShapes } from '@/lib/http/server-actions';

export const staffActionShapes = {
  requestSignInLinkAction: ['form'],
  verifySignInLinkAction: ['form'],
  signOutAction: [],
  addPhoneBookingAction: ['state', 'form'],
  addBlockAction: ['form'],
  removeBlockAction: ['form'],
  retryMailAction: ['form'],
  eraseAction: ['form'],
  bookingTransitionAction: ['form'],
  assignRoomsAction: ['form'],
  declineManyAction: ['form'],
  arrivalAction: ['form'],
  // The booking's page says the parent's change was seen: posted by the page once shown, or its button.
  parentChangeSeenAction: ['form'],
  searchAction: ['state', 'form'],
  // A row's own button: the booking's id bound to it (the form is not passed on).
  confirmFromListAction: ['id'],
} as const satisfies ActionShapes;
