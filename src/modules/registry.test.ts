import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapModules } from '@/content/wordpress/modules';
import { moduleRegistry } from './registry';

// One minimal, valid row per ACF layout of the contract: 14 layouts, 13 modules (image_left and
// image_right are one module with a side).
const image = { url: '/media/x.svg', alt: 'x', width: 10, height: 10 };
const rows = {
  hero: { title: 'T' },
  big_text: { text: 'T' },
  rich_text: { content: '<p>T</p>' },
  image_left: { title: 'T', text: '<p>T</p>' },
  image_right: { title: 'T', text: '<p>T</p>' },
  gallery: { images: [image] },
  video: { video_url: 'https://www.youtube.com/watch?v=abcdefghijk' },
  process: { steps: [{ title: 'T', text: 'T' }] },
  map: { lat: 42.44, lng: 19.26, zoom: 16 },
  packages: {},
  price_list: {},
  testimonials: {},
  faq: {},
  book_now: { form: 'room' },
};
const layouts = Object.keys(rows);

describe('module registry', () => {
  it('has a renderer for each of the 13 modules the layouts map to, and nothing else', () => {
    const modules = mapModules(
      Object.entries(rows).map(([layout, fields]) => ({ acf_fc_layout: layout, ...fields })),
      { where: 'test' },
    );
    expect(modules).toHaveLength(layouts.length);
    const types = new Set(modules.map((module) => module.type));
    expect(types.size).toBe(13);
    for (const type of types) expect(typeof moduleRegistry[type], type).toBe('function');
    expect(Object.keys(moduleRegistry).sort()).toEqual([...types].sort());
  });

  it('the bundled snapshot uses every layout across its pages', () => {
    const used = new Set<string>();
    for (const locale of ['me', 'en']) {
      const pages = JSON.parse(
        readFileSync(
          path.join(process.cwd(), 'content', 'snapshot', `pages.${locale}.json`),
          'utf8',
        ),
      ) as {
        acf: { modules?: { acf_fc_layout: string }[] | false };
      }[];
      for (const page of pages)
        for (const row of page.acf.modules || []) used.add(row.acf_fc_layout);
    }
    for (const layout of layouts) expect(used, layout).toContain(layout);
  });
});
