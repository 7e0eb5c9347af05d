// A phone number of its own for each request: at most 3 requests of one phone (and of one e-mail)
// may wait for the venue's answer at once, and the suite's requests stay waiting.
let counter = 0;
const base = Math.floor(Math.random() * 9_000) + 1_000;

export function uniquePhone(): string {
  counter += 1;
  return `+382 20 ${base} ${String(counter).padStart(3, '0')}`;
}
