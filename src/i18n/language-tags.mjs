// The BCP 47 tag of each language, for `<html lang>`, hreflang and Intl formatting: a bare `me`
// is no language tag. Plain ESM (types in language-tags.d.mts), so that the server entry's own
// error page (server/error-page.mjs) uses the same tags as the app; the app imports them from
// src/i18n/routing.ts.
export const languageTags = Object.freeze({ me: 'sr-ME', en: 'en' });
