// The share image of a page (Open Graph and Twitter card): 1200×630 PNG drawn with next/og at
// build time, with the page's title and, for rooms and news, their own picture.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { logger } from '@/lib/logger';

const SHARE_SIZE = { width: 1200, height: 630 } as const;

// next/og (satori) reads TTF, OTF and WOFF, not WOFF2: the brand fonts as WOFF, Latin and
// Latin Extended (č ć š ž đ) as two families the text falls back between.
const fontDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'src', 'fonts', 'share');
const fontFiles = [
  { name: 'Baloo', file: 'baloo-2-latin-800-normal.woff', weight: 800 },
  { name: 'BalooExt', file: 'baloo-2-latin-ext-800-normal.woff', weight: 800 },
  { name: 'Nunito', file: 'nunito-latin-700-normal.woff', weight: 700 },
  { name: 'NunitoExt', file: 'nunito-latin-ext-700-normal.woff', weight: 700 },
] as const;

let fonts:
  Promise<{ name: string; data: Buffer; weight: 700 | 800; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    fontFiles.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(path.join(/* turbopackIgnore: true */ fontDir, file)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

// Formats satori can draw; WebP and AVIF uploads are left out of the image.
const pictureTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
const mediaRoot = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'content',
  'snapshot',
  'media',
);

/**
 * A content image as a data URI: a snapshot file (`/media/...`) read from disk, a WordPress
 * upload fetched (3 s). Anything else, or a failure, gives null and the image is drawn without it.
 */
export async function loadPicture(url: string | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    if (url.startsWith('/media/')) {
      const file = path.join(
        /* turbopackIgnore: true */ mediaRoot,
        ...decodeURIComponent(url.slice('/media/'.length)).split('/'),
      );
      const type = pictureTypes[path.extname(file).toLowerCase()];
      if (!type || !file.startsWith(mediaRoot + path.sep)) return null;
      return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
    }
    if (!/^https?:\/\//.test(url)) return null;
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !Object.values(pictureTypes).includes(type))
      throw new Error(`HTTP ${response.status} ${type}`);
    return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch (error) {
    logger.warn('share_image.picture_failed', { url, error });
    return null;
  }
}

const colors = {
  cream: '#fff7ee',
  orange: '#f37029',
  ink: '#1c1b1d',
  grey: '#414042',
  orangeText: '#b0470c',
};

/** The keyhole mark of the logo (src/components/layout/logo.tsx), as an image. */
const mark = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="21" fill="#f37029"/><path d="M24 3a21 21 0 0 1 0 42a24 24 0 0 0 0-42z" fill="#c4500f" opacity="0.35"/><circle cx="24" cy="19.5" r="7" fill="#fff4e6"/><path d="M20.2 23.5h7.6l2.4 12.1a1.6 1.6 0 0 1-1.6 1.9h-9.2a1.6 1.6 0 0 1-1.6-1.9z" fill="#fff4e6"/><circle cx="24" cy="19.5" r="2.6" fill="#f9b347"/></svg>',
)}`;

export async function renderShareImage({
  title,
  siteName,
  tagline,
  picture,
}: {
  title: string;
  siteName: string;
  tagline: string;
  picture: string | null;
}) {
  const textWidth = picture ? 620 : 1040;
  const size = title.length > 60 ? 52 : title.length > 32 ? 62 : 76;
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: colors.cream,
        fontFamily: 'Nunito, NunitoExt',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: textWidth,
          padding: '64px 56px 56px 72px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain img elements */}
          <img src={mark} width={72} height={72} alt="" />
          <span style={{ fontFamily: 'Baloo, BalooExt', fontSize: 44, color: colors.grey }}>
            {siteName}
          </span>
        </div>
        <div
          style={{
            display: 'flex',
            fontFamily: 'Baloo, BalooExt',
            fontSize: size,
            lineHeight: 1.08,
            color: colors.ink,
            lineClamp: 4,
          }}
        >
          {title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div
            style={{
              display: 'flex',
              width: 56,
              height: 10,
              borderRadius: 5,
              background: colors.orange,
            }}
          />
          <span style={{ fontSize: 28, color: colors.orangeText }}>{tagline}</span>
        </div>
      </div>
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws plain img elements
        <img
          src={picture}
          width={SHARE_SIZE.width - textWidth}
          height={SHARE_SIZE.height}
          alt=""
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            right: -120,
            bottom: -160,
            width: 420,
            height: 420,
            borderRadius: 210,
            background: colors.orange,
            opacity: 0.9,
          }}
        />
      )}
    </div>,
    { ...SHARE_SIZE, fonts: await loadFonts() },
  );
}
