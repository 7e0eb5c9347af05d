import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { necessaryOnly } from './tests/e2e/support/consent';
import { PREVIEW_PASSWORD, PREVIEW_USER } from './tests/wordpress/preview.mjs';
import { TEST_GTM_ID, TEST_MAPS_KEY } from './tests/support/test-tags.mjs';

// Ports: the sites on the bundled snapshot (one build, `npm run build:e2e`, several servers), a
// stand-in WordPress and the site on that WordPress. E2E_PORT_BASE moves them all, so two
// checkouts can run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const ports = {
  site: base,
  // The port the stand-in build is made against (tests/support/wordpress-build.mjs, wordpressPort).
  wordpress: base + 99,
  siteOnWordpress: base + 1,
  siteWithTags: base + 2,
  newsletterList: base + 98,
  siteWithDesk: base + 3,
  deskSmtp: base + 97,
  siteWithEnquiries: base + 4,
  enquirySmtp: base + 96,
  siteWithInvitations: base + 5,
  invitationSmtp: base + 95,
  serversReady: base + 94,
} as const;
/** The staff desk's test server: who may sign in; its mail goes to tests/e2e/staff-desk.spec.ts's SMTP server on loopback. */
export const STAFF_EMAIL = 'desk@cluville.test';
/**
 * NEXT_PUBLIC_* values are inlined by `next build`: the suite serves the build `npm run build:e2e`
 * makes with these (tests/support/tagged-build.mjs), as a configured deployment has its own.
 */
export { TEST_GTM_ID, TEST_MAPS_KEY };
/** The newsletter list the tagged site forwards to: tests/e2e/newsletter.spec.ts plays it on loopback. */
export const TEST_NEWSLETTER = {
  url: `http://127.0.0.1:${ports.newsletterList}/3.0/lists/e2e/members`,
  key: 'e2e-newsletter-key',
};
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';
/** The editors' preview on the site on the stand-in WordPress (its user and password: tests/wordpress/preview.mjs). */
export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789-abcdef';
/**
 * The test servers trust a proxy on loopback: tests stand in for that proxy and send the
 * visitor's address in X-Forwarded-For (each test an address of its own, so the hourly limits do
 * not stop the suite). Without this setting the header is ignored (tests/e2e/client-address.spec.ts).
 */
export const TRUSTED_PROXIES = '127.0.0.1/32, ::1/128';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Each server's DATA_DIR starts from the migrated database copied (tests/support/pglite-template.mjs),
// not a new one made and migrated by each of them.
const next = 'node tests/support/pglite-template.mjs && node server/index.mjs';
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  channel: undefined,
};

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink as the
 * browser, without the browser's windows and their own renderers, as Playwright runs headless
 * Chromium by default. The suite's worker time is a quarter lower on it (docs/testing.md, "How
 * long it takes"). Debian's full Chromium when the shell is not installed; CHROMIUM_PATH chooses.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

// End-to-end tests run against the production build (`npm run build:e2e` first), in Debian's
// Chromium: Playwright's own browser download is not used.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on the 2-core CI machine. Three fill the idle core a waiting test leaves, but on a
  // clean clone two tests then failed once each (a free time taken by another file's booking
  // before the test chose it; a notice past its 7 s), and the run was no shorter
  // (docs/testing.md, "How long it takes").
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    locale: 'en-US',
    // A visitor who asked for less motion (the site's CSS cuts its entrances and fades to
    // 0.01 ms): a check never reads a page mid-entrance, where content still moves over the links
    // (axe's target-size) or a fade is half done (contrast). tests/e2e/loading-bar.spec.ts plays
    // the animations.
    reducedMotion: 'reduce',
    // Every test starts as a visitor who has made a cookie choice (necessary only), so the
    // consent bar covers nothing; tests/e2e/consent.spec.ts starts without it.
    storageState: necessaryOnly,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The projects whose files run one test after another come first, so each of those long
    // chains starts on a worker of its own at once and the snapshot project's independent tests
    // fill the rest (the run's length is its work shared over the workers, not a serial tail).
    {
      // The same build with the staff desk on (STAFF_EMAILS) and mail over SMTP.
      name: 'desk',
      testMatch: 'staff-desk.spec.ts',
      use: { ...desktop, baseURL: `http://127.0.0.1:${ports.siteWithDesk}` },
    },
    {
      // The site on a stand-in WordPress (tests/wordpress/fake-wordpress.mjs). These tests
      // change what that WordPress answers, so they run one at a time, one file after another.
      name: 'wordpress',
      testDir: 'tests/e2e/wordpress',
      fullyParallel: false,
      workers: 1,
      use: { ...desktop, baseURL: `http://127.0.0.1:${ports.siteOnWordpress}` },
    },
    {
      // The team-building enquiry on a desk server of its own (its mail goes to that file's SMTP
      // server), so it runs beside the desk project rather than after it.
      name: 'desk-enquiry',
      testMatch: 'team-enquiry.spec.ts',
      use: { ...desktop, baseURL: `http://127.0.0.1:${ports.siteWithEnquiries}` },
    },
    {
      // A party's invitations, the host's answers list and the desk's guests, on a desk server
      // of its own (its mail goes to that file's SMTP server).
      name: 'desk-invitations',
      testMatch: 'party-invitations.spec.ts',
      use: { ...desktop, baseURL: `http://127.0.0.1:${ports.siteWithInvitations}` },
    },
    {
      name: 'snapshot',
      // The review screenshots (`npm run screenshots`) are for people to look at; their overflow
      // check is layout.spec.ts's, so the test run leaves them out.
      testIgnore: [
        'wordpress/**',
        'staff-desk.spec.ts',
        'team-enquiry.spec.ts',
        'party-invitations.spec.ts',
        ...(process.env.SCREENSHOTS ? [] : ['screenshots.spec.ts']),
      ],
      use: { ...desktop, baseURL: `http://127.0.0.1:${ports.site}` },
    },
  ],
  webServer: [
    {
      // First, and failing at once with what to do, when `.next` is not `npm run build:e2e`'s.
      command: `node scripts/build-e2e.mjs --check && ${next} -p ${ports.site}`,
      url: `http://127.0.0.1:${ports.site}/`,
      // Its own data directory (PGlite and the .eml outbox), never a dev server's `.data/`.
      env: { DATA_DIR: `.data/e2e-${ports.site}`, TRUSTED_PROXIES },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${next} -p ${ports.siteWithDesk}`,
      env: {
        DATA_DIR: `.data/e2e-${ports.siteWithDesk}`,
        TRUSTED_PROXIES,
        STAFF_EMAILS: `${STAFF_EMAIL}, second@cluville.test`,
        SMTP_URL: `smtp://127.0.0.1:${ports.deskSmtp}`,
        NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.siteWithDesk}`,
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same again for the team-building enquiry's file, with its own SMTP port.
      command: `${next} -p ${ports.siteWithEnquiries}`,
      env: {
        DATA_DIR: `.data/e2e-${ports.siteWithEnquiries}`,
        TRUSTED_PROXIES,
        STAFF_EMAILS: STAFF_EMAIL,
        SMTP_URL: `smtp://127.0.0.1:${ports.enquirySmtp}`,
        NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.siteWithEnquiries}`,
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The invitations' file, with its own SMTP port.
      command: `${next} -p ${ports.siteWithInvitations}`,
      env: {
        DATA_DIR: `.data/e2e-${ports.siteWithInvitations}`,
        TRUSTED_PROXIES,
        STAFF_EMAILS: STAFF_EMAIL,
        SMTP_URL: `smtp://127.0.0.1:${ports.invitationSmtp}`,
        NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.siteWithInvitations}`,
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/wordpress/fake-wordpress.mjs --port ${ports.wordpress}`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Pages are prerendered at build time, so this site has a build of its own, made against
      // the stand-in WordPress as a deployment builds, with REDIS_URL (scripts/serve-on-wordpress.mjs
      // builds it when it is missing or not current; the shared-cache and fault suites serve the
      // same build). Served without REDIS_URL, its cache is Next.js's file cache in the build's
      // folder, which the script puts back as built when it stops.
      command: `node scripts/serve-on-wordpress.mjs -p ${ports.siteOnWordpress}`,
      // Stopped with SIGTERM, so it puts the build's data cache back as built for the suites
      // that serve the build after this one (scripts/serve-on-wordpress.mjs).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        WORDPRESS_URL: `http://127.0.0.1:${ports.wordpress}`,
        REVALIDATE_SECRET,
        PREVIEW_SECRET,
        WORDPRESS_PREVIEW_USER: PREVIEW_USER,
        WORDPRESS_PREVIEW_PASSWORD: PREVIEW_PASSWORD,
        DATA_DIR: `.data/e2e-${ports.siteOnWordpress}`,
        TRUSTED_PROXIES,
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build with a newsletter list (tests/e2e/newsletter.spec.ts) and a data directory
      // of its own, for the tag manager's, the map's and the link pages' tests.
      command: `${next} -p ${ports.siteWithTags}`,
      env: {
        NEWSLETTER_URL: TEST_NEWSLETTER.url,
        NEWSLETTER_API_KEY: TEST_NEWSLETTER.key,
        DATA_DIR: `.data/e2e-${ports.siteWithTags}`,
        TRUSTED_PROXIES,
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Playwright waits for each web server's URL before it starts the next: the servers above
      // the first are given none, so they start side by side (the stand-in's build among them),
      // and this waits for them all (tests/e2e/support/servers-ready.mjs).
      command: `node tests/e2e/support/servers-ready.mjs ${ports.serversReady} ${[
        `http://127.0.0.1:${ports.siteWithDesk}/`,
        `http://127.0.0.1:${ports.siteWithEnquiries}/`,
        `http://127.0.0.1:${ports.siteWithInvitations}/`,
        `http://127.0.0.1:${ports.wordpress}/__control`,
        `http://127.0.0.1:${ports.siteOnWordpress}/en`,
        `http://127.0.0.1:${ports.siteWithTags}/en`,
      ].join(' ')}`,
      url: `http://127.0.0.1:${ports.serversReady}/`,
      reuseExistingServer: !process.env.CI,
      // The stand-in's build may run first (scripts/serve-on-wordpress.mjs).
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
