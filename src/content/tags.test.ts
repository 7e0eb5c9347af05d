import { describe, expect, it } from 'vitest';
import { contentTags, tagsForItem } from './tags';

describe('tagsForItem', () => {
  it('names the item, its translations and the lists of its type', () => {
    const room = {
      id: 21,
      slug: 'piratsko-blago',
      locale: 'me' as const,
      translations: { me: 21, en: 31 },
    };
    const translation = {
      id: 31,
      slug: 'pirate-treasure',
      locale: 'en' as const,
      translations: { me: 21, en: 31 },
    };
    expect(tagsForItem('room', room, [translation])).toEqual([
      'room:me:piratsko-blago',
      'room:en:pirate-treasure',
      'room:list',
    ]);
  });

  it("names the slug in every language when WordPress does not say the item's language", () => {
    expect(tagsForItem('post', { id: 5, slug: 'vijest', translations: {} }, [])).toEqual([
      'post:me:vijest',
      'post:en:vijest',
      'post:list',
    ]);
  });

  it('uses the same names the facade tags its questions with', () => {
    expect(contentTags.item('page', 'en', 'pricing')).toBe('page:en:pricing');
    expect(contentTags.list('post')).toBe('post:list');
    expect(contentTags.type('room')).toBe('rooms');
  });
});
