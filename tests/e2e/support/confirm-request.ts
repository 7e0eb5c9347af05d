// The parent's press of "Confirm your request" in the end-to-end tests: the acknowledgement's one
// link, its page (a GET changes nothing), then the page's POST as its button sends it. One helper
// for every spec whose request must reach the venue (its mail, the desk's waiting list); the specs
// that test the confirm page itself press its button in the browser.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ReceivedMail } from '../../../src/booking/testing/smtp';

/** The acknowledgement's button, in each language: "Potvrdite zahtjev", "Confirm your request". */
export const CONFIRM_LABEL = {
  me: JSON.parse(readFileSync('messages/me.json', 'utf8')).bookingLifecycle.mail.verifyLabel,
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')).bookingLifecycle.mail.verifyLabel,
} as { me: string; en: string };

/** The path of the acknowledgement's confirm link (`/booking/<token>`, `/en/booking/<token>`). */
export function confirmPath(acknowledgement: ReceivedMail): string {
  const line = acknowledgement.text
    .split(/\r?\n/)
    .find(
      (text) =>
        text.startsWith(`${CONFIRM_LABEL.me}: `) || text.startsWith(`${CONFIRM_LABEL.en}: `),
    );
  expect(line, 'the acknowledgement’s confirm link').toBeTruthy();
  return new URL(line!.slice(line!.indexOf(': ') + 2).trim()).pathname;
}

/**
 * Confirms the request of this acknowledgement as its parent: opens the link's page, then posts
 * its button. Returns the path of the manage page the post leads to.
 */
export async function confirmRequest(
  api: APIRequestContext,
  acknowledgement: ReceivedMail,
): Promise<string> {
  const path = confirmPath(acknowledgement);
  expect((await api.get(path)).status()).toBe(200);
  const response = await api.post('/api/booking-links', {
    form: {
      token: decodeURIComponent(path.split('/').pop()!),
      locale: path.startsWith('/en/') ? 'en' : 'me',
      op: 'verify',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = new URL(response.headers()['location']!, 'http://site.invalid');
  expect(location.searchParams.get('done')).toBe('verified');
  return location.pathname;
}
