/** News items per list page. */
export const NEWS_PER_PAGE = 6;
