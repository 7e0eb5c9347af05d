// Reading the served HTML the way a crawler does: without a browser, from the bytes the server sends.
import type { APIRequestContext } from '@playwright/test';

/** The attributes of every `<tag ...>` in the HTML, entity-decoded. */
export function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = (attribute[2] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'");
    }
    found.push(attributes);
  }
  return found;
}

/** `<meta property|name=key content>` values. */
export function metaValues(html: string, key: string): string[] {
  return tags(html, 'meta')
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content!);
}

/** hreflang → href of the `<link rel="alternate" hreflang>` tags. */
export function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries(
    tags(html, 'link')
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => [link.hreflang!, link.href!]),
  );
}

export function canonical(html: string): string | undefined {
  return tags(html, 'link').find((link) => link.rel === 'canonical')?.href;
}

/** Every JSON-LD block of the page, parsed (arrays flattened). */
export function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as unknown);
  return blocks.flatMap((block) => (Array.isArray(block) ? block : [block])) as Record<
    string,
    unknown
  >[];
}

export async function getHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
