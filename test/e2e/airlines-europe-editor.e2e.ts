/**
 * The Airlines Europe editor in Chromium: build a small board by clicking (two home airports,
 * two more cities, routes with licence prices, a bonus connection), fix the problems the list
 * points at (a price over the limit, too few shares for the deal: the airlines table's preset),
 * playtest it, and time an edit on the 79-route default board to its drawn frame. A home airport
 * select shows its whole city name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { newPage, OUTPUT, screenshot, shareHostAndBrowser } from './support.js';
import { median } from './airlines-europe-helpers.js';

interface EditorHook {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
  __boardwrightEditor?: { frames: number; recentEditToFrameMs: number[]; recentDrawMs: number[] };
  __boardwrightEditorCityNamePx?: (id: string) => number | null;
}

/** What the page script below uses of the page (the tests compile without the DOM's types). */
interface PageDom {
  getComputedStyle(el: unknown): { font: string; paddingLeft: string; paddingRight: string };
  document: { createElement(tag: 'canvas'): { getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } | null } };
}

let page: Page;
let problems: string[];

const tid = (id: string) => `[data-testid="${id}"]`;

async function mapClick(x: number, y: number): Promise<void> {
  const p = await page.evaluate(([mx, my]) => (globalThis as unknown as EditorHook).__boardwrightEditorStage?.clientPoint({ x: mx!, y: my! }) ?? null, [x, y]);
  if (!p) throw new Error('The editor canvas is not ready.');
  await page.mouse.click(p.x, p.y);
}

async function setInput(selector: string, value: string): Promise<void> {
  await page.fill(selector, value);
  await page.press(selector, 'Enter');
  await page.locator(selector).evaluate((el) => (el as unknown as { blur(): void }).blur());
}

const summary = async () => (await page.textContent(tid('editor-summary'))) ?? '';
const problemTexts = () => page.locator(tid('problem')).allTextContents();

const shared = shareHostAndBrowser({ botDelayMs: 30 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
  // "Unsaved changes: go on?" is answered yes whenever a test opens or starts another board.
  page.on('dialog', (d) => void d.accept().catch(() => undefined));
});

// Map points (the map is 1000 × 800; the grid is 10).
const WEST = { x: 200, y: 300 };
const EAST = { x: 700, y: 300 };
const NORTH = { x: 450, y: 150 };
const SOUTH = { x: 450, y: 550 };

describe('Airlines Europe board editor', () => {
  it('builds a small board by clicking: two home airports, cities, routes with prices, a bonus connection', async () => {
    await page.click(tid('open-editor'));
    await page.waitForSelector(tid('editor-canvas') + ' canvas');
    // The Airlines board's Flight cards tab is open when the designer starts a Europe board, which has none:
    // the side panel falls back to the inspector instead of staying empty.
    await page.click(tid('tab-deck'));
    await page.selectOption(tid('new-game'), 'airlines-europe');
    await page.click(tid('file-new'));
    await expect.poll(summary).toBe('0 cities · 0 routes · 0 airlines · 0 bonus connections');
    await expect.poll(() => page.getAttribute(tid('tab-inspector'), 'class')).toContain('on');
    expect(await page.locator('.tab-body').innerText()).not.toBe('');
    await setInput(tid('board-name'), 'E2E Europe');

    await page.click(tid('tool-home'));
    await mapClick(WEST.x, WEST.y);
    await mapClick(EAST.x, EAST.y);
    await page.click(tid('tool-city'));
    await mapClick(NORTH.x, NORTH.y);
    await mapClick(SOUTH.x, SOUTH.y);
    await page.click(tid('tool-route'));
    for (const c of [WEST, NORTH, EAST, SOUTH, WEST]) await mapClick(c.x, c.y);
    await page.keyboard.press('Escape');
    expect(await summary()).toBe('4 cities · 4 routes · 2 airlines · 0 bonus connections');

    // A bonus connection for the airline chosen in the tool's options.
    await page.click(tid('tool-bonus'));
    await page.waitForSelector(tid('bonus-options'));
    await mapClick(NORTH.x, NORTH.y);
    await mapClick(SOUTH.x, SOUTH.y);
    await page.keyboard.press('Escape');
    expect(await summary()).toBe('4 cities · 4 routes · 2 airlines · 1 bonus connection');

    // Licence spaces: select the West–North route, give it two spaces, one priced too high.
    await page.click(tid('tool-select'));
    await mapClick((WEST.x + NORTH.x) / 2, (WEST.y + NORTH.y) / 2);
    await page.selectOption(tid('route-spaces'), '2');
    await setInput(tid('route-price-0'), '2');
    await setInput(tid('route-price-1'), '31');
    await page.keyboard.press('Escape');
    await screenshot(page, 'europe-editor-1-built');
  });

  it('lists the problems in words; a click on one selects the element, and fixing it clears it', async () => {
    await expect.poll(problemTexts).toEqual(expect.arrayContaining([expect.stringMatching(/^✖Route .+–City \d: licence price 31 is over the limit of 30\.$/)]));
    for (const t of await problemTexts()) expect(t).not.toMatch(/\$\.|Too (big|small)|Invalid|city-\d-city/);
    await page.locator(tid('problem'), { hasText: 'licence price 31' }).click();
    expect(await page.inputValue(tid('route-price-1'))).toBe('31');
    await screenshot(page, 'europe-editor-2-problem-selected');
    await setInput(tid('route-price-1'), '5');
    await expect.poll(problemTexts).not.toEqual(expect.arrayContaining([expect.stringContaining('licence price 31')]));

    // Too few shares for the deal: the list opens the airlines table, whose preset fills them.
    const shares = page.locator(tid('problem'), { hasText: 'the deal needs at least' }).first();
    await shares.click();
    await page.waitForSelector(tid('airlines-table'));
    await page.click(tid('airlines-printed'));
    await expect.poll(async () => (await problemTexts()).filter((t) => t.startsWith('✖'))).toEqual([]);
    await screenshot(page, 'europe-editor-3-fixed');
    // Each home airport shows its whole name ("Airline 1 home" was cut to "Airline 1 ho").
    const homes = await page.locator(`${tid('airlines-table')} select.home`).evaluateAll((all) =>
      all.map((el) => {
        const s = el as unknown as { clientWidth: number; selectedOptions: ArrayLike<{ text: string }> };
        const dom = globalThis as unknown as PageDom;
        const css = dom.getComputedStyle(el);
        const ctx = dom.document.createElement('canvas').getContext('2d')!;
        ctx.font = css.font;
        const name = s.selectedOptions[0]?.text ?? '';
        // The drop-down arrow takes about 18 px beside the padding.
        return { name, room: s.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - 18 - ctx.measureText(name).width };
      }),
    );
    expect(homes.map((h) => h.name)).toEqual(['Airline 1 home', 'Airline 2 home']);
    console.log('Home airport select, room beside the name (px):', homes.map((h) => h.room.toFixed(1)).join(', '));
    for (const h of homes) expect(h.room, h.name).toBeGreaterThanOrEqual(0);
    await page.locator(`${tid('airlines-table')} select.home`).first().screenshot({ path: join(OUTPUT, 'europe-editor-3b-home-select.png') });
    // The share track and Air Abacus have their own tab.
    await page.click(tid('tab-track'));
    await page.waitForSelector(tid('track-table'));
    expect(await page.locator('[data-testid^=range-row-]').count()).toBeGreaterThan(3);
    await page.click(tid('tab-inspector'));
  });

  it('playtests the board: the Airlines Europe table opens with the opening choice, then back to the editor', async () => {
    await page.click(tid('playtest'));
    await page.waitForSelector(tid('playtest-dialog'));
    await page.selectOption(tid('playtest-seats'), '2');
    await page.click(tid('playtest-start'));
    await page.waitForSelector(tid('airlines-europe-table'), { timeout: 60_000 });
    await expect.poll(async () => (await page.textContent(tid('prompt'))) ?? '').toMatch(/pick two shares/i);
    await screenshot(page, 'europe-editor-4-playtest');
    await page.click(tid('leave-table'));
    await page.waitForSelector(tid('editor-screen'));
    await expect.poll(summary).toBe('4 cities · 4 routes · 2 airlines · 1 bonus connection');
  });

  it('the 79-route default board: a city dragged, each step drawn in its own frame', async () => {
    await page.click(tid('file-open'));
    await page.click(tid('open-bundled:airlines-europe/europe'));
    await expect.poll(summary).toBe('37 cities · 79 routes · 10 airlines · 4 bonus connections');
    // The whole map fits, and its city names stay readable (as on the table), not shrunk with it.
    const namePx = () => page.evaluate(() => (globalThis as unknown as EditorHook).__boardwrightEditorCityNamePx?.('vienna') ?? null);
    await expect.poll(namePx).toBeGreaterThanOrEqual(8);
    await page.click(tid('tool-select'));
    const stats = () => page.evaluate(() => (globalThis as unknown as EditorHook).__boardwrightEditor!);
    const point = (x: number, y: number) => page.evaluate(([mx, my]) => (globalThis as unknown as EditorHook).__boardwrightEditorStage!.clientPoint({ x: mx!, y: my! }), [x, y]);
    // Vienna (617, 419): its routes, its flag and its bonus connection move with it.
    const from = await point(617, 419);
    const start = (await stats()).recentEditToFrameMs.length;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      const seen = (await stats()).frames;
      const to = await point(617 + 10 * i, 419 - 10 * (i % 2));
      await page.mouse.move(to.x, to.y);
      await expect.poll(async () => (await stats()).frames).toBeGreaterThan(seen);
    }
    await page.mouse.up();
    const after = await stats();
    const steps = Math.min(20, after.recentEditToFrameMs.length - start);
    expect(steps).toBeGreaterThan(5);
    const edit = after.recentEditToFrameMs.slice(-steps);
    const draw = after.recentDrawMs.slice(-steps);
    console.log(`Airlines Europe default board (79 routes): drag step edit → frame median ${median(edit).toFixed(1)} ms, max ${Math.max(...edit).toFixed(1)} ms (scene median ${median(draw).toFixed(1)} ms, ${steps} steps)`);
    await screenshot(page, 'europe-editor-5-default-board');
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.click(tid('tab-airlines'));
    await screenshot(page, 'europe-editor-6-small-airlines');
    await page.click(tid('tab-inspector'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Control+z');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
