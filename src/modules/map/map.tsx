import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ownHeading, Section, SectionHeading, sectionId } from '@/components/ui/section';
import { ConsentNotice } from '@/consent/consent-notice';
import type { ModuleProps } from '../types';
import { MapFrame } from './map-frame.client';
import { LineIcon } from '@/components/ui/line-icon';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The maps key, read when the page is rendered (at build for prerendered pages). */
const mapsKey = () => process.env.NEXT_PUBLIC_MAPS_KEY || undefined;

/** Google's Maps Embed API: one iframe, no script on the page. */
function embedSrc(key: string, lat: number, lng: number, zoom: number, locale: string): string {
  const query = new URLSearchParams({
    key,
    q: `${lat},${lng}`,
    zoom: String(zoom),
    language: locale === 'me' ? 'sr-Latn' : 'en',
  });
  return `https://www.google.com/maps/embed/v1/place?${query}`;
}

/**
 * The drawn map: the whole map without a maps key, and what stands in the live map's frame
 * until functional cookies are allowed (same aspect ratios, so nothing shifts when it swaps in).
 */
function MapPlaceholder({
  alt,
  pin,
  framed = true,
}: {
  alt: string;
  pin: string;
  framed?: boolean;
}) {
  return (
    <div
      className={
        framed ? 'relative aspect-[4/3] w-full bg-brand-tint xs:aspect-[2/1]' : 'absolute inset-0'
      }
    >
      <Image
        src="/media/misc/map-placeholder.svg"
        alt={alt}
        width={1200}
        height={600}
        sizes="(min-width: 1280px) 1136px, 100vw"
        className="absolute inset-0 size-full object-cover"
      />
      {/* The address is already in the image's alt text, so the label is hidden from screen readers.
          It sits beside the drawing's one pin (its head is at 46.7 % across, 35 % down; on phones
          the 2:1 drawing is cropped to 4:3, which moves the pin to 45 %), never on top of it. */}
      <p
        aria-hidden="true"
        className="absolute left-[54%] top-[35%] max-w-[44%] -translate-y-1/2 rounded-2xl bg-white px-3 py-2 text-sm font-bold leading-snug text-ink shadow-[var(--shadow-soft)] before:absolute before:-left-2 before:top-1/2 before:-translate-y-1/2 before:border-y-8 before:border-r-8 before:border-y-transparent before:border-r-white xs:left-[53%] xs:px-4 xs:text-base"
        data-map-label=""
      >
        {pin}
      </p>
    </div>
  );
}

function ExternalIcon() {
  return (
    <LineIcon
      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      className="size-5 shrink-0"
      strokeWidth={2.2}
      roundCaps
    />
  );
}

/** Where we are: a map card whose directions work with or without any map loaded. */
export async function MapModule({ module, context }: ModuleProps<'map'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.map' });
  const tEmbeds = await getTranslations({ locale: context.locale, namespace: 'embeds' });
  const key = mapsKey();
  const id = sectionId(module.type, context.index);
  const title = ownHeading(module.title, context.pageHeadings);
  const address = context.options?.footer.address.trim() ?? '';
  // Without an address the label would end in a dangling comma: "Map: Cluville, ".
  const label = t('label', { address }).replace(/[,\s]+$/, '');
  const { lat, lng, zoom } = module;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  const openMap = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;

  return (
    <Section labelledBy={title ? id : undefined} data-module="map" data-map="">
      {title && <SectionHeading id={id}>{title}</SectionHeading>}
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)]">
        {key ? (
          <MapFrame
            src={embedSrc(key, lat, lng, zoom, context.locale)}
            title={label}
            placeholder={<MapPlaceholder alt={label} pin={address || 'Cluville'} framed={false} />}
            notice={<ConsentNotice text={tEmbeds('mapBlocked')} button={tEmbeds('openSettings')} />}
          />
        ) : (
          <MapPlaceholder alt={label} pin={address || 'Cluville'} />
        )}
        <div className="flex flex-col gap-3 p-5 xs:flex-row xs:flex-wrap xs:items-center md:p-6">
          <a href={directions} {...external} className="btn btn-primary" data-map-directions="">
            {t('directions')}
            <ExternalIcon />
          </a>
          <a href={openMap} {...external} className="btn btn-secondary" data-map-open="">
            {t('openMap')}
            <ExternalIcon />
          </a>
        </div>
      </div>
    </Section>
  );
}
