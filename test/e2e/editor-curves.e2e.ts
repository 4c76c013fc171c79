/**
 * Curved routes and placed labels in the Airlines editor, in Chromium: on a new board with three
 * cities and a route, the route is selected and its round handle dragged (the route bends, one
 * undo step, Ctrl+Z straightens it and Ctrl+Y bends it again), its numbers dragged off the line,
 * and a city's name dragged to a new place (kept there, the inspector offers to place it
 * automatically again); then a lasso round two cities selects them, and Alt+W and the Space
 * evenly buttons line them up (one undo step each). Screenshots: test/e2e/output/editor-curves-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

type P = { x: number; y: number };
interface Hooks {
  __boardwrightEditorStage?: { clientPoint(p: P): P };
  __boardwrightEditorNameBox?: (id: string) => { x: number; y: number; w: number; h: number } | null;
  __boardwrightEditorRoute?: (id: string) => { bendHandle: P; middle: P; circles: P[] } | null;
}
const tid = (id: string) => `[data-testid="${id}"]`;

let page: Page;

const at = (p: P) => page.evaluate((q) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint(q), p);
const message = async () => (await page.textContent(tid('editor-message'))) ?? '';
const route = (id: string) => page.evaluate((r) => (globalThis as unknown as Hooks).__boardwrightEditorRoute?.(r) ?? null, id);
const nameBox = (id: string) => page.evaluate((c) => (globalThis as unknown as Hooks).__boardwrightEditorNameBox?.(c) ?? null, id);

async function click(p: P): Promise<void> {
  const s = await at(p);
  await page.mouse.click(s.x, s.y);
}

async function drag(from: P, to: P): Promise<void> {
  const a = await at(from);
  const b = await at(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page } = await newPage(shared.browser, shared.host.url));
});

const A = { x: 300, y: 350 };
const B = { x: 700, y: 350 };
const C = { x: 500, y: 550 };

describe('Airlines editor: curved routes and placed labels', () => {
  it('bends a route by its handle, moves its numbers, and places a name', async () => {
    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    await page.selectOption(tid('new-game'), 'airlines');
    await page.click(tid('file-new'));
    await page.click(tid('tool-city'));
    for (const c of [A, B, C]) await click(c);
    await page.click(tid('tool-route'));
    await click(A);
    await click(B);
    await page.keyboard.press('Escape');
    await page.click(tid('tool-select'));
    await click({ x: 400, y: 350 });
    await expect.poll(async () => page.textContent(tid('route-drawing'))).toMatch(/^\s*Straight: drag the round handle/);

    // The handle sits a quarter along the route; dragged 60 up, the route's middle rises 80.
    const before = (await route('city-1-city-2'))!;
    expect(before.bendHandle.x).toBeCloseTo(400, 0);
    await drag(before.bendHandle, { x: before.bendHandle.x, y: before.bendHandle.y - 60 });
    await expect.poll(async () => page.textContent(tid('route-drawing'))).toMatch(/Curved\./);
    await expect.poll(async () => (await route('city-1-city-2'))!.middle.y).toBeCloseTo(350 - 80, 0);
    const bent = (await route('city-1-city-2'))!;
    expect(bent.bendHandle.y).toBeCloseTo(before.bendHandle.y - 60, 0);
    await screenshot(page, 'editor-curves-1-bent');

    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Bend City 1–City 2.');
    // The message comes before the scene's next frame: wait for the drawing, don't read it once.
    await expect.poll(async () => (await route('city-1-city-2'))!.middle.y).toBeCloseTo(350, 0);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => (await route('city-1-city-2'))!.middle.y).toBeCloseTo(270, 0);

    // The numbers, dragged 30 down from the curve's middle, stay where they were put.
    const circle = bent.circles[0]!;
    await drag(circle, { x: circle.x + 10, y: circle.y + 30 });
    await expect.poll(async () => page.textContent(tid('route-drawing'))).toMatch(/Its numbers are moved off the line\./);
    const moved = (await route('city-1-city-2'))!.circles[0]!;
    expect(moved.x).toBeCloseTo(circle.x + 10, 0);
    expect(moved.y).toBeCloseTo(circle.y + 30, 0);

    // City 3's name, dragged 50 to the left: the city is selected and its name stays there.
    const box = (await nameBox('city-3'))!;
    await drag({ x: box.x + box.w / 2, y: box.y + box.h / 2 }, { x: box.x + box.w / 2 - 50, y: box.y + box.h / 2 + 20 });
    await expect.poll(async () => page.inputValue(tid('city-name'))).toBe('City 3');
    const placed = (await nameBox('city-3'))!;
    expect(placed.x).toBeCloseTo(box.x - 50, 0);
    expect(placed.y).toBeCloseTo(box.y + 20, 0);
    expect(await page.isVisible(tid('city-name-auto'))).toBe(true);
    await screenshot(page, 'editor-curves-2-labels');
    await page.click(tid('city-name-auto'));
    await expect.poll(async () => (await nameBox('city-3'))!.x).toBeCloseTo(box.x, 0);
  });

  it('lassos two cities and aligns them by key and by button', async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('l');
    // A loop round City 1 (300, 350) and City 3 (500, 550), leaving City 2 (700, 350) out.
    const loop: P[] = [
      { x: 250, y: 300 },
      { x: 380, y: 300 },
      { x: 560, y: 500 },
      { x: 560, y: 600 },
      { x: 440, y: 600 },
      { x: 250, y: 420 },
    ];
    const first = await at(loop[0]!);
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const p of loop.slice(1)) {
      const s = await at(p);
      await page.mouse.move(s.x, s.y, { steps: 4 });
    }
    await page.mouse.move(first.x, first.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(message).toBe('Lasso: 2 selected. Drag with Select (V) to move them.');
    await screenshot(page, 'editor-curves-3-lasso');
    expect(await page.getAttribute(tid('arrange-top'), 'title')).toBe('Align top (Alt+W)');

    await page.keyboard.press('Alt+w');
    await expect.poll(message).toBe('Align 2 cities at the top.');
    await expect.poll(async () => (await nameBox('city-3'))!.y).toBeLessThan(400);
    await page.click(tid('arrange-centre'));
    await expect.poll(message).toBe('Align 2 cities on their centre.');
    await screenshot(page, 'editor-curves-4-aligned');
    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Align 2 cities on their centre.');
    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Align 2 cities at the top.');
    await expect.poll(async () => (await nameBox('city-3'))!.y).toBeGreaterThan(500);
  });
});

describe('Airlines editor: copy, paste and mirror', () => {
  it('copies the three cities and their route, pastes them at the pointer, mirrors the copy; one undo step each', async () => {
    await page.keyboard.press('v');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+c');
    await expect.poll(message).toBe('Copied 3 cities and 1 route. Ctrl+V pastes them.');
    expect(await page.getAttribute(tid('selection-mirror-lr'), 'title')).toBe('Mirror left to right (Shift+H)');
    // The copy's middle goes where the pointer is: above the first three.
    const target = await at({ x: 500, y: 160 });
    await page.mouse.move(target.x, target.y);
    await page.keyboard.press('Control+v');
    await expect.poll(message).toBe('Paste 3 cities and 1 route. Ctrl+Z undoes it.');
    await expect.poll(() => page.textContent(tid('editor-summary'))).toMatch(/^6 cities · 2 routes/);
    // The copy's City 1 (300, 350 → 300, 60) goes to the right when mirrored.
    await expect.poll(async () => (await nameBox('city-4'))!.x).toBeLessThan(400);
    await page.keyboard.press('Shift+H');
    await expect.poll(message).toBe('Mirror left to right 3 cities. Ctrl+Z undoes it.');
    await expect.poll(async () => (await nameBox('city-4'))!.x).toBeGreaterThan(600);
    await screenshot(page, 'editor-curves-5-pasted-mirrored');
    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Mirror left to right 3 cities.');
    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Paste 3 cities and 1 route.');
    await expect.poll(() => page.textContent(tid('editor-summary'))).toMatch(/^3 cities · 1 route/);
  });
});
