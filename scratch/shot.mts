import { chromium } from 'playwright-core';
const [file, out, w] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader'] });
const p = await b.newPage({ viewport: { width: Number(w ?? 1100), height: 1400 } });
const reqs: string[] = [];
p.on('request', (r) => { if (!r.url().startsWith('file:')) reqs.push(r.url()); });
await p.goto('file://' + file);
const h = await p.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0, i = 0; y < h; y += 1400, i++) {
  await p.evaluate((yy) => window.scrollTo(0, yy), y);
  await p.screenshot({ path: `${out}-${i}.png` });
}
console.log('height', h, 'external requests:', reqs);
await b.close();
