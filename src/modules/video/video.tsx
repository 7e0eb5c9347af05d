import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading, sectionId } from '@/components/ui/section';
import type { ModuleOf, ModuleProps } from '../types';
import { ConsentNotice } from '@/consent/consent-notice';
import { ConsentVideoPlayer } from './consent-video-player.client';

const providerName: Record<ModuleOf<'video'>['provider'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/** Privacy-friendlier embeds: youtube-nocookie and Vimeo's do-not-track; autoplay after the click. */
function embedSrc({ provider, videoId }: ModuleOf<'video'>): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** A video that costs nothing until asked for: our own poster first, the player on click. */
export async function Video({ module, context }: ModuleProps<'video'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.video' });
  const id = sectionId(module.type, context.index);
  const title = module.title.trim();
  const tEmbeds = await getTranslations({ locale: context.locale, namespace: 'embeds' });
  const watchOn = t('watchOn', { provider: providerName[module.provider] });

  // The poster sits behind the play control, whose name already carries the title: alt="".
  const poster = module.poster ? (
    <Image
      src={module.poster.url}
      alt=""
      width={module.poster.width}
      height={module.poster.height}
      sizes="(min-width: 1280px) 1024px, 100vw"
      className="absolute inset-0 size-full rounded-[inherit] object-cover"
    />
  ) : (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden rounded-[inherit] bg-brand">
      <svg
        viewBox="0 0 160 90"
        preserveAspectRatio="xMidYMid slice"
        className="size-full text-white/25"
        fill="currentColor"
      >
        <circle cx="22" cy="18" r="26" />
        <circle cx="140" cy="78" r="34" />
        <circle cx="128" cy="14" r="6" />
        <circle cx="30" cy="76" r="4" />
      </svg>
    </div>
  );

  return (
    <Section labelledBy={title ? id : undefined} data-module="video" data-video="">
      {title && (
        <SectionHeading id={id} align="center">
          {title}
        </SectionHeading>
      )}
      <div className="mx-auto max-w-5xl">
        <ConsentVideoPlayer
          src={embedSrc(module)}
          url={module.url}
          title={title || watchOn}
          playLabel={title ? t('play', { title }) : t('playUntitled')}
          watchOn={watchOn}
          poster={poster}
          notice={<ConsentNotice text={tEmbeds('videoBlocked')} button={tEmbeds('openSettings')} />}
        />
      </div>
    </Section>
  );
}
