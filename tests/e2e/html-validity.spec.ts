import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { allUrls } from './support/routes';

// The W3C Nu HTML checker (`vnu-jar` from npm, run by Java: Debian's default-jre-headless) over
// the HTML the server sends for every route and the 404 page, in one run.
const vnu = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const urls = [...allUrls().map(({ url }) => url), '/nepostoji', '/en/nope'];

/** Attributes React and Next.js write on their own, which the checker does not know. */
const frameworkOwn = [
  /Attribute “data-precedence” not allowed/,
  /Attribute “precedence” not allowed/,
];

/**
 * React writes a form whose action is a server function as `action=""` (post to the same page)
 * followed by the hidden `$ACTION_` fields that name the function: its own markup, so the
 * checker's complaint about the empty action is left out for such forms, and only for them.
 */
const emptyAction = /Bad value “” for attribute “action” on element “form”/;
function onlyServerActionForms(html: string): boolean {
  const forms = [...html.matchAll(/<form\b[^>]*\baction=""[^>]*>(.{0,80})/g)];
  return (
    forms.length > 0 &&
    forms.every((form) => form[1]!.startsWith('<input type="hidden" name="$ACTION_'))
  );
}

/**
 * The stylesheet Next.js inlines (`experimental.inlineCss`) is the build's CSS file put into a
 * `<style>` element. The checker's CSS parser predates what Tailwind 4 writes (`@property`,
 * `margin-trim`, view-transition selectors) and reports every such rule; the document is checked
 * as it would be with the file linked, which is how the same CSS is served without inlining.
 */
function withLinkedStylesheet(html: string): string {
  return html.replace(
    /<style data-precedence="next" data-href="([^"]+)">[\s\S]*?<\/style>/g,
    (_, hrefs: string) =>
      hrefs
        .split(' ')
        .map((href) => `<link rel="stylesheet" href="${href}">`)
        .join(''),
  );
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test('the served HTML of every route passes the W3C Nu HTML checker', async ({ request }) => {
  test.setTimeout(180_000);
  const java = process.env.JAVA ?? 'java';
  expect(existsSync(vnu), 'npm install puts vnu.jar in node_modules/vnu-jar').toBe(true);

  const dir = mkdtempSync(path.join(tmpdir(), 'cluville-html-'));
  try {
    const files = new Map<string, string>();
    const serverActionForms = new Set<string>();
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([200, 404], url).toContain(response.status());
      const file = path.join(dir, `${url.replace(/\W+/g, '_') || 'home'}.html`);
      const html = await response.text();
      writeFileSync(file, withLinkedStylesheet(html));
      files.set(`file:${file}`, url);
      if (onlyServerActionForms(html)) serverActionForms.add(`file:${file}`);
    }
    // --exit-zero-always: the messages are judged here, with the framework's own filtered out.
    const run = spawnSync(
      java,
      [
        '-jar',
        vnu,
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((key) => key.slice('file:'.length)),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      throw new Error('Java is not installed: apt-get install -y default-jre-headless');
    expect(run.status, run.stderr.slice(0, 2000)).toBe(0);
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !frameworkOwn.some((pattern) => pattern.test(message.message)))
      .filter(
        (message) => !(emptyAction.test(message.message) && serverActionForms.has(message.url)),
      )
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}: ${message.message} ${message.extract ? `[${message.extract.trim().slice(0, 120)}]` : ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
