/**
 * The generated board of 500 cities and 1,500 routes in the browser editor: it opens from a
 * file, validates, and stays usable (a city drags, undo works). Prints the time from the edit
 * to its drawn frame, the figure quoted with the editor benchmark.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateAirlinesBoard } from '../../renderer/src/games/airlines/editor/generate.js';
import { airlinesMode } from '../../renderer/src/games/airlines/editor/mode.js';
import { serialiseBoard } from '../../renderer/src/editor-core/model/board-io.js';
import { newPage, screenshot, shareHostAndBrowser, whenSteady } from './support.js';

interface Hooks {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
  __boardwrightEditor?: {
    frames: number;
    lastEditToFrameMs: number;
    lastDrawMs: number;
    lastFrameMs: number;
    recentEditToFrameMs: number[];
    recentDrawMs: number[];
    recentFrameMs: number[];
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
const stats = () => page.evaluate(() => JSON.parse(JSON.stringify((globalThis as unknown as Hooks).__boardwrightEditor!)) as NonNullable<Hooks['__boardwrightEditor']>);

let page: Page;
/** The page's console errors and uncaught exceptions, named when a step fails. */
let problems: string[];
let dir: string;
const tid = (id: string) => `[data-testid="${id}"]`;

const shared = shareHostAndBrowser();

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
  dir = mkdtempSync(join(tmpdir(), 'boardwright-editor-big-'));
});
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Board editor on a 1,500-route board', () => {
  it('opens, validates and stays usable', async () => {
    const big = generateAirlinesBoard();
    const file = join(dir, 'generated.board.json');
    writeFileSync(file, serialiseBoard(airlinesMode, big));

    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    await page.click(tid('file-open'));
    const chooser = page.waitForEvent('filechooser');
    await page.click(tid('open-file'));
    await (await chooser).setFiles(file);
    await expect.poll(() => page.textContent(tid('editor-summary')), { timeout: 60_000 }).toBe('500 cities · 1,500 routes · 9 airlines');
    await expect.poll(async () => (await page.locator(tid('problem')).allTextContents()).filter((t) => t.startsWith('✖'))).toEqual([]);

    // Drag one city, as a person would: every step redraws the city and its routes for real.
    // First the board stops drawing (the numbers its first frame left out, the smoothed frame, a
    // refit when the panels settled), so the city is where its point is read. Once (at a load of
    // 4, in a whole run) the first drag step drew no frame for a minute; what the page said then
    // is named below should it happen again.
    const naming = async (what: string, check: () => Promise<void>): Promise<void> => {
      try {
        await check();
      } catch (err) {
        throw new Error(`${what}; page errors: ${problems.length ? problems.join(' | ') : 'none'}`, { cause: err });
      }
    };
    await whenSteady(page, async () => (await stats()).frames, 300);
    const city = big.cities[262]!;
    const p = await page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [city.x, city.y]);
    const under = await page.evaluate(
      ([x, y]) => (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { tagName: string } | null } }).document.elementFromPoint(x!, y!)?.tagName ?? 'nothing',
      [p.x, p.y],
    );
    expect(under, 'the canvas is under the city, nothing over it').toBe('CANVAS');
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    // The press took the city: the inspector shows it.
    await naming('the press took the city', () => expect.poll(() => page.inputValue(tid('city-name')).catch(() => '')).toBe(city.name));
    const start = (await stats()).recentEditToFrameMs.length;
    for (let i = 1; i <= 20; i++) {
      // One pointer move per frame, as a hand would: wait for the frame that shows it.
      const seen = (await stats()).frames;
      await page.mouse.move(p.x + 5 + i * 12, p.y + 3 + i * 6);
      await naming(`drag step ${i} drew no frame`, () => expect.poll(async () => (await stats()).frames).toBeGreaterThan(seen));
    }
    const during = await stats();
    await page.mouse.up();
    // The drop draws one more frame (the handles).
    await expect.poll(async () => (await stats()).frames, { timeout: 60_000 }).toBeGreaterThan(during.frames);
    // The frame at the drop, once the board has stopped drawing (the check after the edit may draw again).
    await whenSteady(page, async () => (await stats()).frames, 300);
    const after = await stats();
    // The lists keep 100 entries; the drag added the last ones.
    const steps = Math.max(1, Math.min(20, during.recentEditToFrameMs.length - start));
    const dragEdit = during.recentEditToFrameMs.slice(-steps);
    const dragScene = during.recentDrawMs.slice(-steps);
    console.log(
      `1,500-route board: drag step edit → frame median ${median(dragEdit).toFixed(1)} ms, max ${Math.max(...dragEdit).toFixed(1)} ms ` +
        `(scene median ${median(dragScene).toFixed(1)} ms, ${dragEdit.length} steps); frame at the drop ${after.lastFrameMs.toFixed(1)} ms`,
    );
    expect(during.frames).toBeGreaterThan(0);
    await screenshot(page, 'editor-6-big-board');

    // A finished edit away from a drag: rename the dragged city in the inspector.
    const before = await page.evaluate(() => (globalThis as unknown as Hooks).__boardwrightEditor!.frames);
    await page.fill(tid('city-name'), 'Renamed Town');
    await page.press(tid('city-name'), 'Enter');
    await page.locator(tid('city-name')).evaluate((el) => (el as unknown as { blur(): void }).blur());
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hooks).__boardwrightEditor!.frames), { timeout: 60_000 }).toBeGreaterThan(before);
    const renamed = await stats();
    console.log(`1,500-route board: rename a city, edit → frame ${renamed.lastEditToFrameMs.toFixed(1)} ms (scene ${renamed.lastDrawMs.toFixed(1)} ms)`);

    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator(tid('undo')).isDisabled()).toBe(true);
  });
});
