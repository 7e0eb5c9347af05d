import { describe, expect, it } from 'vitest';
import me from '../../messages/me.json';
import en from '../../messages/en.json';
import { CONSENT_CATEGORIES, SITE_COOKIES, cookiesOf } from './config';
import { cookieRows } from './cookie-rows';
import { consentModeState } from './tag-manager';

describe('the cookie list', () => {
  it('has a purpose, a lifetime and who sets it for every cookie, in both languages', () => {
    for (const messages of [me, en]) {
      const texts = messages.consent.cookies as Record<string, Record<string, string>>;
      for (const cookie of SITE_COOKIES) {
        for (const field of ['provider', 'purpose', 'lifetime'])
          expect(texts[cookie.id]?.[field], `${cookie.id}.${field}`).toMatch(/\S/);
      }
      for (const category of CONSENT_CATEGORIES)
        expect(messages.consent.categories[category].title).toMatch(/\S/);
    }
  });

  it('deletes on withdrawal exactly the analytics cookies it lists, and never the consent cookie', () => {
    const patterns = cookiesOf('analytics').flatMap((cookie) =>
      cookie.clear ? [cookie.clear] : [],
    );
    const matches = (name: string) => patterns.some((pattern) => pattern.test(name));
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA123'])
      expect(matches(name), name).toBe(true);
    for (const name of ['cc_cookie', '_gax', 'ga', 'NID']) expect(matches(name), name).toBe(false);
    expect(cookiesOf('necessary').every((cookie) => !cookie.clear)).toBe(true);
  });

  it('gives the cookies page and the dialog the same rows', () => {
    const texts = {
      provider: (id: string) => `p:${id}`,
      purpose: (id: string) => `u:${id}`,
      lifetime: (id: string) => `l:${id}`,
    };
    const rows = CONSENT_CATEGORIES.flatMap((category) => cookieRows(category, texts));
    expect(rows.map((row) => row.name)).toEqual(SITE_COOKIES.map((cookie) => cookie.name));
    expect(rows[1]).toEqual({
      name: '_ga',
      category: 'analytics',
      provider: 'p:ga',
      purpose: 'u:ga',
      lifetime: 'l:ga',
    });
  });
});

describe('Consent Mode', () => {
  it('grants analytics and ads storage with analytics consent, functionality with functional consent', () => {
    expect(consentModeState(false, false)).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
    });
    expect(consentModeState(true, false)).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      functionality_storage: 'denied',
    });
    expect(consentModeState(false, true)).toMatchObject({
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
  });
});
