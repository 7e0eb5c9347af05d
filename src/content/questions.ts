import type { ContentKind } from './types';

/**
 * The names of the facade's content questions. Cache keys and remembered answers are built from
 * them, so the facade (index.ts), the proxy's preflight and revalidation must use these same names.
 */
export const question = {
  options: 'options',
  page: 'page',
  rooms: 'rooms',
  room: 'room',
  news: 'news',
  newsItem: 'news-item',
  translation: 'translation',
} as const;

/** What WordPress says changed: the site options or one content type. */
export type ChangedType = 'options' | ContentKind;

/** The questions whose answers a change of this type can alter (prefixes of their keys). */
export const questionsOf: Record<ChangedType, readonly string[]> = {
  options: [question.options],
  page: [question.page, `${question.translation}|page`],
  room: [question.room, question.rooms, `${question.translation}|room`],
  post: [question.news, question.newsItem, `${question.translation}|post`],
};
