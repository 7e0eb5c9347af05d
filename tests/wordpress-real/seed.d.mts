import type { RealWordPress } from './wordpress.mjs';

type Lang = 'me' | 'en';
export const FILLER_NEWS: number;
export const LATE_NEWS: Record<Lang, { slug: string; date: string }>;
export const CYRILLIC_NEWS: { slug: string; title: string; date: string };
export const DRAFT_NEWS: Record<Lang, { title: string; slug: string }>;
export const AUTOSAVE_TITLE: { me: string };
export function seedContent(wp: RealWordPress): Promise<{
  ids: Record<'pages' | 'rooms' | 'posts', Record<Lang, Record<string, number>>>;
  cyrillic: { id: number; slug: string };
  drafts: Record<Lang, { id: number; title: string; slug: string }>;
  autosave: { roomId: number; roomSlug: string; title: string };
  uploads: number;
}>;
