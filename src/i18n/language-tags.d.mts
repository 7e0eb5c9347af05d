// Types of language-tags.mjs.

/** BCP 47 tag for `<html lang>`, hreflang and Intl formatting, per locale of the site. */
export const languageTags: { readonly me: string; readonly en: string };
