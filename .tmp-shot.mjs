import { chromium } from '@playwright/test';
const [url, width, height, out, scrollY = '0', action = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(`http://127.0.0.1:5100${url}`);
await page.evaluate(() => document.fonts.ready);
if (action === 'lightbox') { await page.locator('[data-gallery-thumb]').first().click(); await page.waitForTimeout(700); }
else { await page.evaluate((y) => window.scrollTo(0, y), Number(scrollY)); await page.waitForTimeout(300); }
await page.screenshot({ path: out });
await browser.close();
