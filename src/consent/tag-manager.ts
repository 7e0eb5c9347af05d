// Google Tag Manager behind analytics consent, with Google Consent Mode: the defaults (all
// denied) are queued before the container loads, and each choice is sent as an update. Nothing
// here runs without a container id, so a site without one never loads anything third-party.
import { GTM_ORIGIN } from './config';

type ConsentValue = 'granted' | 'denied';
type ConsentState = Record<string, ConsentValue>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag() pushes its `arguments` object: Consent Mode commands are only read in that form. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/** Consent Mode signals for the site's two optional categories. */
export function consentModeState(analytics: boolean, functional: boolean): ConsentState {
  const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: value(analytics),
    ad_storage: value(analytics),
    ad_user_data: value(analytics),
    ad_personalization: value(analytics),
    functionality_storage: value(functional),
    personalization_storage: value(functional),
    security_storage: 'granted',
  };
}

let defaultsSent = false;

/** Sends the choice to Consent Mode (the defaults first, once per page). */
export function updateConsentMode(
  gtmId: string | undefined,
  analytics: boolean,
  functional: boolean,
): void {
  if (!gtmId) return;
  if (!defaultsSent) {
    gtag('consent', 'default', consentModeState(false, false));
    defaultsSent = true;
  }
  gtag('consent', 'update', consentModeState(analytics, functional));
}

const GTM_SCRIPT_ATTRIBUTE = 'data-tag-manager';

function tagManagerUrl(gtmId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** Loads the container once; call only with analytics consent. */
export function loadTagManager(gtmId: string | undefined): boolean {
  if (!gtmId || document.querySelector(`script[${GTM_SCRIPT_ATTRIBUTE}]`)) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(gtmId);
  script.setAttribute(GTM_SCRIPT_ATTRIBUTE, '');
  document.head.append(script);
  return true;
}
