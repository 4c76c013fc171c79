/**
 * The Blue Skies map in Chromium: the land of the default board is drawn behind the airports, and
 * on a small window (1024 × 640, the log open) and a large one no two airport cards overlap (their
 * boxes measured on the page) and every card is inside the map; the gates the bots take are rung
 * at the normal pace. In the board editor the land's
 * points are drawn; one is dragged with the mouse and its new place shows in the inspector. Screenshots:
 * test/e2e/output/blue-skies-map-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser, startTable } from './support.js';

type Box = { id: string; left: number; top: number; right: number; bottom: number };
type Holder = { __blueSkies?: { cardBoxes(): Box[]; landDrawn(): number; rung(): number } };

let page: Page;
let problems: string[];
const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

const boxes = () => page.evaluate(() => (globalThis as unknown as Holder).__blueSkies?.cardBoxes() ?? []);

/** Every pair of cards apart (touching allowed, half a pixel of rounding), every card inside the map. */
async function expectApart(): Promise<void> {
  const list = await boxes();
  expect(list).toHaveLength(30);
  const overlapping: string[] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0.5 && h > 0.5) overlapping.push(`${a.id}/${b.id} (${w.toFixed(1)}×${h.toFixed(1)} px)`);
    }
  }
  expect(overlapping).toEqual([]);
  const map = await page.getByTestId('board-canvas').boundingBox();
  for (const b of list) {
    expect(b.left, b.id).toBeGreaterThanOrEqual(map!.x - 0.5);
    expect(b.right, b.id).toBeLessThanOrEqual(map!.x + map!.width + 0.5);
    expect(b.top, b.id).toBeGreaterThanOrEqual(map!.y - 0.5);
    expect(b.bottom, b.id).toBeLessThanOrEqual(map!.y + map!.height + 0.5);
    // Cards keep a readable size: at least 80 % of their 70 × 42 pixels.
    expect(b.right - b.left, b.id).toBeGreaterThanOrEqual(56 - 0.5);
  }
}

describe('Blue Skies: the map', () => {
  it('draws the land behind the airports and keeps the airports apart at 1024×640 and 1440×900', async () => {
    await page.setViewportSize({ width: 1024, height: 640 });
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    await page.getByTestId('prompt').filter({ hasText: /Your first gates/ }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (globalThis as unknown as Holder).__blueSkies?.landDrawn() ?? 0)).toBe(1);
    await expect.poll(async () => (await boxes()).length).toBe(30);
    await expectApart();
    await screenshot(page, 'blue-skies-map-1-small');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('fit-map').click();
    await expectApart();
    await screenshot(page, 'blue-skies-map-2-large');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('gates the bots take are rung on the map at the normal pace (counted, not timed)', async () => {
    const rung = () => page.evaluate(() => (globalThis as unknown as Holder).__blueSkies?.rung() ?? -1);
    const before = await rung();
    await page.getByTestId('end-purchases').click();
    await page.getByTestId('prompt').filter({ hasText: /Your turn to buy gates/ }).waitFor({ timeout: 60_000 });
    await page.getByTestId('end-purchases').click();
    await page.getByTestId('prompt').filter({ hasText: /Your turn to play a demand card/ }).waitFor({ timeout: 60_000 });
    expect(await rung()).toBeGreaterThan(before);
    await screenshot(page, 'blue-skies-map-2b-rung');
  });

  it('the editor draws the land of the bundled board; a point of it is dragged and the inspector shows where it went', async () => {
    type EditorHook = {
      __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
      __boardwrightEditorLandPoint?: (shape: number, point: number) => { x: number; y: number } | null;
    };
    if (await page.getByTestId('leave-table').isVisible()) await page.getByTestId('leave-table').click();
    await page.getByTestId('open-editor').click();
    await page.getByTestId('file-open').click();
    await page.getByTestId('open-bundled:blue-skies/usa').click();
    await page.waitForFunction(() => !!(globalThis as unknown as EditorHook).__boardwrightEditorLandPoint?.(0, 0));
    await page.getByTestId('editor-summary').filter({ hasText: 'land: 1 shape, 113 points' }).waitFor();
    // Point 27 of the outline is Maine's northern tip, away from every airport card.
    const where = () =>
      page.evaluate(() => {
        const w = globalThis as unknown as EditorHook;
        const m = w.__boardwrightEditorLandPoint?.(0, 27);
        return m ? { map: m, page: w.__boardwrightEditorStage!.clientPoint(m) } : null;
      });
    const before = (await where())!;
    await page.mouse.move(before.page.x, before.page.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(before.page.x - 6 * i, before.page.y + 4 * i);
    await page.mouse.up();
    await page.getByTestId('land-point-title').filter({ hasText: 'Land shape 1, point 28' }).waitFor();
    const after = (await where())!;
    expect(after.map.x).toBeLessThan(before.map.x - 5);
    expect(after.map.y).toBeGreaterThan(before.map.y + 3);
    expect(Number(await page.getByTestId('land-point-x').inputValue())).toBeCloseTo(after.map.x, 1);
    await screenshot(page, 'blue-skies-map-3-editor');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
