import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { getTranslation } from '@/content';

const routes = {
  room: { item: '/rooms/[slug]', list: '/rooms' },
  post: { item: '/news/[slug]', list: '/news' },
} as const;

/**
 * A detail URL whose slug belongs to another language (the language switch keeps the slug, and
 * visitors edit URLs): go to the item's translation, else to this language's list; a slug that
 * exists nowhere is a 404.
 */
export async function redirectToTranslationOrNotFound(
  kind: 'room' | 'post',
  slug: string,
  locale: Locale,
): Promise<never> {
  for (const from of routing.locales) {
    if (from === locale) continue;
    const translation = await getTranslation(kind, slug, from, locale);
    if (!translation) continue;
    if (translation.slug)
      redirect({
        href: { pathname: routes[kind].item, params: { slug: translation.slug } },
        locale,
      });
    redirect({ href: routes[kind].list, locale });
  }
  notFound();
}
