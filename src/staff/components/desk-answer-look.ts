// The desk's look of the booking answer forms (src/booking/ui/answer-forms.tsx): the
// booking page's propose and decline, and the waiting list's decline of several requests.
import type { AnswerFormLook } from '@/booking/ui/answer-forms';
import { button, field, secondaryButton } from './desk-shell';
import { formatDeskInputDate } from '@/lib/format';
import { DESK_DATE_PATTERN } from '../query';
import { destructiveButton } from './desk-styles';

export const deskAnswerLook: AnswerFormLook = {
  heading: 'font-display text-lg font-bold',
  legend: 'font-bold',
  input: field,
  button,
  secondaryButton,
  chip: 'rounded-lg border border-grey bg-white px-3',
  destructiveButton,
  // Day first, as every desk date field (src/staff/components/desk-field.tsx, DeskDateInput).
  dateInput: {
    attributes: {
      type: 'text',
      inputMode: 'decimal',
      pattern: DESK_DATE_PATTERN,
      placeholder: '19.12.2026',
      maxLength: 14,
      autoComplete: 'off',
    },
    value: formatDeskInputDate,
  },
};
