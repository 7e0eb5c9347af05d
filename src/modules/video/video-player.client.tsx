'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { FilledIcon } from '@/components/ui/line-icon';

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true after: only then can a click play. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whatever replaces the poster (player or notice) takes focus, so keyboard users land in it. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

function PlayIcon() {
  return (
    <span className="flex size-16 items-center justify-center rounded-full border-4 border-white bg-brand text-ink shadow-[var(--shadow-soft)] transition-transform group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-ink group-focus-visible:ring-offset-4 group-focus-visible:ring-offset-white xs:size-20 md:size-24">
      <FilledIcon
        d="M7 4.5v15a1 1 0 0 0 1.52.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 7 4.5z"
        className="ml-1 size-7 xs:size-9 md:size-10"
      />
    </span>
  );
}

/**
 * A 16:9 frame that shows the poster until the visitor asks for the video: nothing from YouTube
 * or Vimeo loads before that click. Without JavaScript the play control is a link to the video
 * on its own site.
 *
 * `blocked`: when given (the consent layer passes a notice while external media are not
 * allowed), a click shows that node instead of the player. Once consent removes `blocked`, the
 * player appears in its place and starts, because the visitor already asked for it.
 */
export function VideoPlayer({
  src,
  url,
  title,
  playLabel,
  watchOn,
  poster,
  blocked,
}: {
  /** Embed URL with autoplay (built by the server part from provider and id). */
  src: string;
  /** The video's page on its own site. */
  url: string;
  /** Title of the iframe. */
  title: string;
  playLabel: string;
  watchOn: string;
  /** Poster image or placeholder, absolutely positioned to fill the frame. */
  poster: ReactNode;
  blocked?: ReactNode;
}) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const control =
    'group absolute inset-0 flex items-center justify-center rounded-[inherit] focus-visible:outline-hidden';

  return (
    // `flex` lets a tall consent notice grow the frame past 16:9 on narrow phones.
    <div className="relative flex aspect-video w-full rounded-[var(--radius-card)] bg-grey shadow-[var(--shadow-soft)]">
      {playing && !blocked ? (
        <iframe
          ref={focusOnMount}
          src={src}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          className="absolute inset-0 size-full rounded-[inherit] border-0"
          data-video-frame=""
        />
      ) : (
        <>
          {poster}
          {playing ? (
            <div
              ref={focusOnMount}
              tabIndex={-1}
              className="relative flex w-full items-center justify-center rounded-[inherit] bg-ink/85 p-5 text-white"
              data-video-blocked=""
            >
              {blocked}
            </div>
          ) : hydrated ? (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={playLabel}
              className={control}
              data-video-play=""
            >
              <PlayIcon />
            </button>
          ) : (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={control}
              data-video-play=""
            >
              <PlayIcon />
              <span className="sr-only">
                {playLabel} ({watchOn})
              </span>
            </a>
          )}
        </>
      )}
    </div>
  );
}
