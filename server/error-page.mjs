// The small page a malformed address gets, in the visitor's language. It is written without
// React or the app's layout on purpose: the request never reaches Next.js.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageTags } from '../src/i18n/language-tags.mjs';

const home = { me: '/', en: '/en' };

/** @param {string} root the project folder, where `messages/` lives */
export function loadErrorPages(root) {
  const texts = Object.fromEntries(
    ['me', 'en'].map((locale) => {
      const messages = JSON.parse(
        readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'),
      );
      return [locale, messages.badRequest];
    }),
  );
  /** @param {'me' | 'en'} locale */
  return function badRequestPage(locale) {
    const { title, text, home: homeLabel } = texts[locale];
    return `<!doctype html>
<html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Cluville</title>
<style>body{font-family:system-ui,sans-serif;color:#414042;background:#fff;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}a{color:#414042;font-weight:600}</style>
</head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${home[locale]}">${homeLabel}</a></p></main></body></html>
`;
  };
}
