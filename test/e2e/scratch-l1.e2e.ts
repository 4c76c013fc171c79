import { afterAll, beforeAll, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startHost, type RunningHost } from './support.js';
let host: RunningHost; let browser: Browser; let page: Page;
beforeAll(async () => { host = await startHost(); browser = await launchBrowser(); page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log('ERR', m.text())); page.on('pageerror', (e) => console.log('PAGEERR', e));
  await page.goto(host.url); });
afterAll(async () => { await browser?.close(); await host?.stop(); });
it('scratch', async () => {
  await page.click('[data-testid="open-editor"]');
  await page.waitForFunction(() => Boolean((globalThis as any).__boardwrightEditorStage));
  await page.selectOption('[data-testid="new-game"]', 'linie1');
  await page.click('[data-testid="file-new"]');
  await page.waitForTimeout(800);
  await screenshot(page, 'scratch-l1-new');
  await page.click('[data-testid="file-open"]');
  await page.waitForTimeout(500);
  await screenshot(page, 'scratch-l1-open');
}, 60000);
