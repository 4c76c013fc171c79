import { chromium } from 'playwright-core';
const [file, out, sel] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const p = await b.newPage({ viewport: { width: 1100, height: 1400 } });
await p.goto('file://' + file);
await p.locator(sel ?? '#heat').screenshot({ path: out! });
await b.close();
