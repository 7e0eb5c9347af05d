'use client';
// Runs the consent library (vanilla-cookieconsent) once per page load: the bar at the bottom
// right until the visitor chooses, the settings dialog, the cookie that keeps the choice, and
// the deletion of a declined category's cookies. The tag manager loads only with analytics
// consent; map and video embeds read functional consent from the store. Mounted once in the
// site shell; all of it happens in the browser, so pages stay prerendered.
import { useEffect } from 'react';
import type * as Consent from 'vanilla-cookieconsent';
import type { Locale } from '@/i18n/routing';
import { CONSENT_COOKIE, CONSENT_DAYS, cookiesOf, type ConsentCategory } from './config';
import { registerSettingsOpener, setAcceptedCategories } from './store';
import { loadTagManager, updateConsentMode } from './tag-manager';

/** Inlined at build time (next build): the container id, or undefined for no tag manager. */
const GTM_ID = process.env.NEXT_PUBLIC_GTM_ID || undefined;

let started = false;

function syncChoice(CookieConsent: typeof Consent) {
  const analytics = CookieConsent.acceptedCategory('analytics');
  const functional = CookieConsent.acceptedCategory('functional');
  setAcceptedCategories(CookieConsent.getUserPreferences().acceptedCategories);
  updateConsentMode(GTM_ID, analytics, functional);
  if (analytics) loadTagManager(GTM_ID);
}

/**
 * The bar's and dialog's strings in the page's language (./consent-texts.ts), built once per
 * language (src/app/api/consent-texts): fetched when the manager starts, not carried by every
 * page's HTML and flight data, and cached by the browser from page to page.
 */
async function fetchConsentTexts(locale: Locale): Promise<Consent.Translation> {
  const response = await fetch(`/api/consent-texts/${locale}`);
  if (!response.ok) throw new Error(`consent texts: ${response.status}`);
  return (await response.json()) as Consent.Translation;
}

export function ConsentManager({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (started) return;
    started = true;
    const clearing = (category: ConsentCategory) =>
      cookiesOf(category).flatMap((cookie) => (cookie.clear ? [{ name: cookie.clear }] : []));
    // The library is loaded after the page has hydrated, in a chunk of its own with its
    // stylesheet (./library.ts): neither is part of any page's first load, and the bar shows a
    // moment after the page. Its texts are asked for at the same time: the bar waits for the
    // slower of the two only, and a failure of either ends in the one catch below.
    void Promise.all([import('./library'), fetchConsentTexts(locale)])
      .then(([{ cookieConsent: CookieConsent }, texts]) =>
        CookieConsent.run({
          // The library hides itself from automated browsers by default; the bar must show for
          // every visitor (and for the end-to-end tests), crawlers included.
          hideFromBots: false,
          cookie: {
            name: CONSENT_COOKIE,
            expiresAfterDays: CONSENT_DAYS,
            sameSite: 'Lax',
            secure: window.location.protocol === 'https:',
          },
          guiOptions: {
            consentModal: {
              layout: 'box',
              position: 'bottom right',
              equalWeightButtons: true,
              flipButtons: false,
            },
            preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
          },
          categories: {
            necessary: { enabled: true, readOnly: true },
            // Off in the dialog until the visitor turns it on or presses Accept: a pre-ticked box is
            // not consent (GDPR; CJEU C-673/17, Planet49). A withdrawal reloads the page once its
            // cookies are gone, so the tag manager stops.
            analytics: {
              enabled: false,
              autoClear: { cookies: clearing('analytics'), reloadPage: true },
            },
            functional: { enabled: false },
          },
          language: {
            default: locale,
            translations: {
              [locale]: texts,
            },
          },
          onConsent: () => syncChoice(CookieConsent),
          onChange: () => syncChoice(CookieConsent),
        }).then(() => registerSettingsOpener(() => CookieConsent.showPreferences())),
      )
      .catch(() => {
        // The texts or the library could not be loaded (offline, a deployment in between): no bar
        // on this page, so nothing is stored or loaded without consent; the next page load tries
        // again.
      });
  }, [locale]);

  return null;
}
