// What the stand-in WordPress (./fake-wordpress.mjs) shows only to its preview user: the user and
// its application password, a news item never published and a room's autosave (./content.mjs).

/** The preview user and its application password (the site's WORDPRESS_PREVIEW_* in tests). */
export const PREVIEW_USER = 'preview-editor';
export const PREVIEW_PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
/** A user who may log in but not edit (WordPress's Subscriber), with its application password. */
export const SUBSCRIBER_USER = 'subscriber';
export const SUBSCRIBER_PASSWORD = 'zyxw VUTS rqpo NMLK jihg FEDC';

/** A news item never published, per language: no slug yet, only WordPress's generated one. */
export const DRAFT_NEWS = {
  me: { id: 3190, slug: 'nacrt-nova-soba-stize', title: 'Nacrt: nova soba stiže' },
  en: { id: 3191, slug: 'draft-a-new-room-is-coming', title: 'Draft: a new room is coming' },
};
/** The first room's autosave, newer than the room: its title in the preview. */
export const AUTOSAVED_ROOM = {
  me: { id: 2100, slug: 'zvjezdarnica', title: 'Zvjezdarnica (autosačuvano)' },
  en: { id: 2110, slug: 'the-observatory', title: 'The Observatory (autosaved)' },
};
/** The second room's autosave is older than the room: the room itself is the preview. */
export const STALE_AUTOSAVE_ROOM = { id: 2111, title: 'The Submarine (old autosave)' };
