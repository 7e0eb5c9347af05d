// The page budgets of budgets.json, checked on the production build's answers: for one route of
// each template in each language, the first-load JavaScript (the scripts the HTML names, gzip)
// against the bare Next.js page recorded there, the HTML (gzip), and the React flight data
// against the visible HTML. Bytes only, counted as the bench counts them (scripts/page-bytes.mjs):
// the same build always gives the same result. Timings are the bench's (docs/measuring.md).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { KB, firstLoadJs, pageBytes, readBudgets } from '../../scripts/page-bytes.mjs';

type Kind = 'content' | 'form';
interface Budgets {
  barePage: { next: string; firstLoadJsGzipBytes: number; measuredWith: string };
  firstLoadJsOverBareKB: Record<Kind, number>;
  htmlGzipKB: number;
  flightOverVisibleHtml: number;
  templates: Record<string, { kind: Kind; routes: string[] }>;
}

const budgets = readBudgets() as Budgets;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('the bare page the budgets count from was measured with the installed Next.js', () => {
  const installed = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
  expect(
    budgets.barePage.next,
    `budgets.json's bare page is from another Next.js: run \`${budgets.barePage.measuredWith}\``,
  ).toBe(installed);
});

test('every template is checked in both languages', () => {
  for (const [name, template] of Object.entries(budgets.templates)) {
    expect(
      template.routes.filter((route) => route.startsWith('/en')),
      name,
    ).toHaveLength(1);
    expect(template.routes, name).toHaveLength(2);
  }
});

for (const [name, { kind, routes }] of Object.entries(budgets.templates)) {
  for (const route of routes) {
    test(`${name} ${route}: first-load JavaScript, HTML and flight data within budget`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(route);
      expect(response.status(), route).toBe(name === 'notFound' ? 404 : 200);
      const html = await response.body();

      const js = await firstLoadJs(html.toString('utf8'), baseURL!, async (url: string) => {
        const script = await request.get(url);
        expect(script.status(), url).toBe(200);
        return script.body();
      });
      const allowed =
        budgets.barePage.firstLoadJsGzipBytes + budgets.firstLoadJsOverBareKB[kind] * KB;
      expect(
        js.gzipBytes,
        `${route}: first-load JS ${kb(js.gzipBytes)} gzip, bare page ${kb(budgets.barePage.firstLoadJsGzipBytes)} + ${kb(js.gzipBytes - budgets.barePage.firstLoadJsGzipBytes)} (budget + ${budgets.firstLoadJsOverBareKB[kind]} KB, ${kind} page)`,
      ).toBeLessThanOrEqual(allowed);

      const bytes = pageBytes(html);
      expect(bytes.gzipBytes, `${route}: HTML ${kb(bytes.gzipBytes)} gzip`).toBeLessThanOrEqual(
        budgets.htmlGzipKB * KB,
      );
      expect(
        bytes.flightOverVisible,
        `${route}: flight data ${kb(bytes.flightBytes)} over visible HTML ${kb(bytes.visibleBytes)}`,
      ).toBeLessThanOrEqual(budgets.flightOverVisibleHtml);
    });
  }
}
