// The desk's control classes, in a module of their own so client forms can use them too.
export const field =
  'mt-1 block w-full max-w-md rounded-lg border border-grey bg-white px-3 py-2 text-base text-ink';
export const button =
  'inline-flex min-h-11 items-center rounded-full bg-ink px-5 py-2 font-bold text-white hover:bg-grey focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';
export const secondaryButton =
  'inline-flex min-h-11 items-center rounded-full border-2 border-ink bg-white px-4 py-1 font-bold text-ink hover:bg-grey-tint';
/** What cannot be taken back lightly (a no-show, a cancel): red, and behind a confirmation step. */
export const destructiveButton =
  'inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 py-2 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';
export const destructiveOutline =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-red-700 bg-white px-4 py-1 font-bold text-red-700 hover:bg-red-50';
