// The consent library with its styles, loaded after hydration in a chunk of its own (see
// consent-manager.client.tsx): the bar's stylesheet (about 30 KB) is fetched with it, so it is
// in no page's HTML and delays no first paint.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import * as CookieConsent from 'vanilla-cookieconsent';

export const cookieConsent: typeof CookieConsent = CookieConsent;
