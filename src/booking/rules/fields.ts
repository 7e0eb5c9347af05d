// The booking forms' fields, limits and error shape, without the rules that check them: what
// the forms' components need to render, so a page with a form that does not validate in the
// browser (the team-building enquiry) loads no validation library. The rules: ./schema.ts.

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export const BOOKING_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  messageMax: 1000,
  phoneDigitsMin: 6,
  phoneDigitsMax: 20,
  childrenMin: 1,
  childrenMax: 40,
  /** The birthday child's age (optional): it orders the game rooms on the form. */
  ageMin: 1,
  ageMax: 17,
  /** A team-building enquiry: the company's name, the group, the dates it would like (free text). */
  companyMin: 2,
  companyMax: 120,
  groupMin: 6,
  groupMax: 40,
  preferredDatesMax: 300,
} as const;

/** The forms that ask for a free time: a birthday party and an escape room. */
export const FORMS = ['birthday', 'room'] as const;
export type BookingForm = (typeof FORMS)[number];
/**
 * Every kind of request stored: the two booking forms and the team-building enquiry (`team`),
 * which names no time and holds nothing until the venue proposes one.
 */
export const REQUEST_FORMS = [...FORMS, 'team'] as const;
export type RequestForm = (typeof REQUEST_FORMS)[number];

/** Every field either form can carry, in the order the error summary lists them. */
export const FIELD_ORDER = [
  'package',
  'cake',
  'children',
  'age',
  // The game rooms follow the party's package, cake and children on the form.
  'rooms',
  // What the party adds (pizza per child, goody bags, …): `key:quantity` entries.
  'extras',
  'room',
  'players',
  // A team-building enquiry's own fields.
  'company',
  'groupSize',
  'preferredDates',
  'date',
  'time',
  'name',
  'email',
  'phone',
  'message',
] as const;
export type BookingField = (typeof FIELD_ORDER)[number];

export type FieldErrors = Partial<Record<BookingField | 'form', string>>;

/** Errors in the order of the form, for the summary at the top. */
export function orderedErrors(errors: FieldErrors): [BookingField | 'form', string][] {
  const order: (BookingField | 'form')[] = ['form', ...FIELD_ORDER];
  return order.filter((field) => errors[field]).map((field) => [field, errors[field]!]);
}
