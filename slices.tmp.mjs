import { chromium } from '@playwright/test';
const [url, width = '390', slices = '4', h = '1400'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 } });
await page.goto('http://localhost:3000' + url, { waitUntil: 'networkidle' });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 40)); } window.scrollTo(0,0); });
await page.waitForTimeout(300);
for (let i = 0; i < Number(slices); i++) {
  const name = `/tmp/shots/slice-${width}-${i}.png`;
  await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: i * Number(h), width: Number(width), height: Number(h) } }).catch(e => console.log('stop', e.message));
  console.log(name);
}
await browser.close();
