// The desk's look of the booking answer forms (src/booking/ui/answer-forms.tsx): the
// booking page's propose and decline, and the waiting list's decline of several requests.
import type { AnswerFormLook } from '@/booking/ui/answer-forms';
import { button, field, secondaryButton } from './desk-shell';
import { destructiveButton } from './desk-styles';

export const deskAnswerLook: AnswerFormLook = {
  heading: 'font-display text-lg font-bold',
  legend: 'font-bold',
  input: field,
  button,
  secondaryButton,
  chip: 'rounded-lg border border-grey bg-white px-3',
  destructiveButton,
};
