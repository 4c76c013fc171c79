/**
 * Firefox (Debian's ESR, over WebDriver BiDi): a LAN guest's browser loads the lobby, starts an
 * all-bot Airlines table and sees the board drawn, with no page error (the CSP-blocked eval probes
 * of Zod and Pixi are switched off: renderer/src/no-eval.ts, pixi/stage.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT, startHost, type RunningHost } from './support.js';
import { launchFirefox, newFirefoxPage } from './firefox.js';

interface Hook {
  __boardwright?: { framesRendered?(): number; routePoint?(id: string): { x: number; y: number } | null };
}

let host: RunningHost;
let browser: Browser;

beforeAll(async () => {
  host = await startHost({ botDelayMs: 300 });
  browser = await launchFirefox();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

describe('Firefox', () => {
  it('lobby → an all-bot Airlines table → the board is drawn → no page error', async () => {
    const { page, problems } = await newFirefoxPage(browser, host.url);
    await page.waitForSelector('[data-testid=start-table]');
    expect(await page.$$eval('[data-testid^=seat-kind-]', (els) => els.length)).toBe(3);
    for (let i = 0; i < 3; i++) await page.select(`[data-testid=seat-kind-${i}]`, 'strategist');
    await page.click('[data-testid=start-table]');
    await page.waitForSelector('[data-testid=board-canvas] canvas', { timeout: 60_000 });
    // Drawn: frames rendered, the map's routes placed on the page, the log moving with the bots.
    await page.waitForFunction(() => ((globalThis as unknown as Hook).__boardwright?.framesRendered?.() ?? 0) > 0, { timeout: 60_000 });
    const point = await page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.routePoint?.('anc-jnu') ?? null);
    await page.waitForSelector('[data-testid=log-entry]', { timeout: 60_000 });
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'firefox-1-table.png') as `${string}.png` });
    const canvas = (await (await page.$('[data-testid=board-canvas] canvas'))!.boundingBox())!;
    expect(point).not.toBeNull();
    expect(point!.x).toBeGreaterThan(canvas.x);
    expect(point!.x).toBeLessThan(canvas.x + canvas.width);
    expect(problems).toEqual([]);
  });
});
