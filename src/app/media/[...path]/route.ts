import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { otherMethodsRefused } from '@/lib/http/methods';
import mediaHeaders from '../../../../server/media-headers.json';

// Serves the bundled snapshot's media (`content/snapshot/media/`) at `/media/...`, the URLs the
// snapshot's WordPress-shaped JSON uses for its images.
const root = path.join(process.cwd(), 'content', 'snapshot', 'media');
const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

// Media answer GET and HEAD; any other method gets 405 naming them.
export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export async function GET(_request: Request, { params }: RouteContext<'/media/[...path]'>) {
  const segments = (await params).path;
  const file = path.join(/* turbopackIgnore: true */ root, ...segments);
  const type = types[path.extname(file).toLowerCase()];
  if (
    !type ||
    !file.startsWith(root + path.sep) ||
    segments.some((segment) => segment.startsWith('.'))
  ) {
    return new Response('Not found', { status: 404 });
  }
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        // An SVG opened on its own must not be able to run anything.
        ...mediaHeaders,
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
