interface Item {
  id: number;
  slug: string;
  title: string;
}
export declare const PREVIEW_USER: string;
export declare const PREVIEW_PASSWORD: string;
export declare const SUBSCRIBER_USER: string;
export declare const SUBSCRIBER_PASSWORD: string;
export declare const DRAFT_NEWS: { me: Item; en: Item };
export declare const AUTOSAVED_ROOM: { me: Item; en: Item };
export declare const STALE_AUTOSAVE_ROOM: { id: number; title: string };
