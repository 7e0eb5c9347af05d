import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { LocalizedPathLink } from '@/i18n/path-link';
import { localizedPath } from '@/i18n/paths';
import { sectionId } from '@/components/ui/section';
import type { ModuleProps } from '../types';

/**
 * A call to action that opens the book-now page with the birthday or room form chosen; for `team`,
 * the team-building enquiry form itself, in place (the page stays prerendered: the form posts to
 * its server action). The enquiry form comes from the route (`context.forms`, given by the
 * team-building page), so its code is not in every page's scripts: on a page that does not give
 * it, the module links to the team-building page's form.
 */
export async function BookNow({ module, context }: ModuleProps<'book_now'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.bookNow' });
  const id = sectionId(module.type, context.index);
  const TeamForm = context.forms?.team;
  if (module.form === 'team' && TeamForm)
    return (
      <section
        id="enquiry"
        aria-labelledby="enquiry-title"
        className="scroll-mt-24 bg-brand-tint/40 py-12 md:py-16"
        data-module="book_now"
        data-form="team"
      >
        <div className="container-page max-w-4xl">
          <h2 id="enquiry-title" className="text-3xl md:text-4xl">
            {module.title || t('teamHeading')}
          </h2>
          <p className="mb-8 mt-2 max-w-2xl text-lg">{module.text || t('teamIntro')}</p>
          <TeamForm locale={context.locale} />
        </div>
      </section>
    );
  const label = module.form === 'team' ? t('teamLink') : t(module.form);
  // The heading asks, the button acts: a heading that only repeats the button gives way.
  const heading =
    module.title && module.title.trim().toLocaleLowerCase() !== label.toLocaleLowerCase()
      ? module.title
      : t(`${module.form}Heading`);
  const buttonClass = 'btn relative mt-8 bg-ink px-8 text-lg text-white hover:bg-grey';
  return (
    <section
      aria-labelledby={id}
      className="container-page py-12 md:py-16"
      data-module="book_now"
      data-form={module.form}
    >
      <div className="relative overflow-hidden rounded-[2rem] bg-brand px-6 py-12 text-center text-ink md:px-16">
        <div
          aria-hidden="true"
          className="absolute -left-10 -top-10 size-40 rounded-full bg-white/15"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-12 -right-6 size-48 rounded-full bg-ink/10"
        />
        <h2 id={id} className="relative text-3xl md:text-4xl">
          {heading}
        </h2>
        {module.text && (
          <p className="relative mx-auto mt-4 max-w-2xl text-lg font-semibold">{module.text}</p>
        )}
        {module.form === 'team' ? (
          <LocalizedPathLink
            href={`${localizedPath({ href: '/team-building', locale: context.locale })}#enquiry`}
            className={buttonClass}
          >
            {label}
          </LocalizedPathLink>
        ) : (
          <Link
            href={{ pathname: '/book-now', query: { form: module.form } }}
            className={buttonClass}
          >
            {label}
          </Link>
        )}
      </div>
    </section>
  );
}
