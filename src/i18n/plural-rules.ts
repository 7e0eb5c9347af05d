// Montenegrin plurals for the site's own locale code. next-intl formats with the route's locale,
// `me`, which is no language ICU knows: `Intl.PluralRules('me')` falls back to the runtime's
// default (English), so "2 soba" and "3 slobodnih termina" came out where Montenegrin says
// "2 sobe" and "3 slobodna termina". Importing this module once (the request config on the
// server, ClientPluralRules in the browser) makes plural rules asked for `me` use the language's
// BCP 47 tag (`sr-ME`: one, few, other), the same tag the booking translators are given; every
// other language is passed through untouched.
import { languageTags } from './language-tags.mjs';

const INSTALLED = Symbol.for('cluville.pluralRules');

type Locales = ConstructorParameters<typeof Intl.PluralRules>[0];

function tagged(locales: Locales): Locales {
  const one = (locale: string | Intl.Locale) =>
    String(locale).toLowerCase() === 'me' ? languageTags.me : locale;
  if (locales === undefined) return locales;
  return Array.isArray(locales)
    ? (locales as (string | Intl.Locale)[]).map(one)
    : one(locales as string | Intl.Locale);
}

/** Maps `me` to its language tag in `Intl.PluralRules` (once per runtime; idempotent). */
function installMontenegrinPlurals(): void {
  const Native = Intl.PluralRules as typeof Intl.PluralRules & { [INSTALLED]?: true };
  if (Native[INSTALLED]) return;
  class PluralRules extends Native {
    constructor(locales?: Locales, options?: Intl.PluralRulesOptions) {
      super(tagged(locales), options);
    }
    static override supportedLocalesOf(
      locales: Locales,
      options?: Intl.PluralRulesOptions,
    ): string[] {
      return Native.supportedLocalesOf(tagged(locales) ?? [], options);
    }
  }
  Object.defineProperty(PluralRules, INSTALLED, { value: true });
  Object.defineProperty(Intl, 'PluralRules', {
    value: PluralRules,
    writable: true,
    configurable: true,
  });
}

installMontenegrinPlurals();
