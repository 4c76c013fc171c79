/**
 * The generated board of 500 cities and 1,500 routes in the browser editor: it opens from a
 * file, validates, and stays usable (a city drags, undo works). Prints the time from the edit
 * to its drawn frame, the figure quoted with the editor benchmark.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateAirlinesBoard } from '../../renderer/src/editor/modes/airlines/generate.js';
import { airlinesMode } from '../../renderer/src/editor/modes/airlines/mode.js';
import { launchBrowser, newPage, screenshot, startHost, type RunningHost } from './support.js';

interface Hooks {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
  __boardwrightEditor?: { frames: number; lastEditToFrameMs: number; lastDrawMs: number; lastFrameMs: number };
}

let host: RunningHost;
let browser: Browser;
let page: Page;
let dir: string;
const tid = (id: string) => `[data-testid="${id}"]`;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  ({ page } = await newPage(browser, host.url));
  dir = mkdtempSync(join(tmpdir(), 'boardwright-editor-big-'));
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Board editor on a 1,500-route board', () => {
  it('opens, validates and stays usable', async () => {
    const big = generateAirlinesBoard();
    const file = join(dir, 'generated.board.json');
    writeFileSync(file, airlinesMode.serialise(big));

    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    await page.click(tid('file-open'));
    const chooser = page.waitForEvent('filechooser');
    await page.click(tid('open-file'));
    await (await chooser).setFiles(file);
    await expect.poll(() => page.textContent(tid('editor-summary')), { timeout: 30_000 }).toBe('500 cities · 1500 routes · 9 airlines');
    await expect.poll(async () => (await page.locator(tid('problem')).allTextContents()).filter((t) => t.startsWith('✖'))).toEqual([]);

    // Drag one city a little, as a person would, and read the frame timing.
    const city = big.cities[262]!;
    const p = await page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [city.x, city.y]);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(p.x + 15, p.y + 10, { steps: 6 });
    const during = await page.evaluate(() => ({ ...(globalThis as unknown as Hooks).__boardwrightEditor! }));
    await page.mouse.up();
    // Every drag step redrew the moved city and its routes; the drop draws one more frame.
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hooks).__boardwrightEditor!.frames), { timeout: 30_000 }).toBeGreaterThan(during.frames);
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => ({ ...(globalThis as unknown as Hooks).__boardwrightEditor! }));
    console.log(`1,500-route board: drag step edit → frame ${during.lastEditToFrameMs.toFixed(1)} ms (scene ${during.lastDrawMs.toFixed(1)} ms); frame at the drop ${after.lastFrameMs.toFixed(1)} ms (scene ${after.lastDrawMs.toFixed(1)} ms)`);
    expect(during.frames).toBeGreaterThan(0);
    await screenshot(page, 'editor-6-big-board');

    // A finished edit away from a drag: rename the dragged city in the inspector.
    const before = await page.evaluate(() => (globalThis as unknown as Hooks).__boardwrightEditor!.frames);
    await page.fill(tid('city-name'), 'Renamed Town');
    await page.press(tid('city-name'), 'Enter');
    await page.locator(tid('city-name')).evaluate((el) => (el as unknown as { blur(): void }).blur());
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hooks).__boardwrightEditor!.frames), { timeout: 30_000 }).toBeGreaterThan(before);
    const renamed = await page.evaluate(() => ({ ...(globalThis as unknown as Hooks).__boardwrightEditor! }));
    console.log(`1,500-route board: rename a city, edit → frame ${renamed.lastEditToFrameMs.toFixed(1)} ms (scene ${renamed.lastDrawMs.toFixed(1)} ms)`);

    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator(tid('undo')).isDisabled()).toBe(true);
  });
});
