/**
 * Editor v2 on a tile grid, in Chromium: the test-only grid mode (reached with
 * `?editor-test-modes`, which loads it into the built app) on a 30 × 30 board. Paint a 10 × 10
 * area in one drag — one undo step — and report the edit → frame median of its steps; check
 * that each frame was scheduled once (one requestAnimationFrame per frame drawn); stamp a tile
 * turned with R; fill a region. Screenshots: test/e2e/output/editor-grid-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, shareHostAndBrowser } from './support.js';

interface Hooks {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
  __boardwrightEditor?: { frames: number; recentEditToFrameMs: number[]; recentDrawMs: number[]; recentFrameMs: number[] };
  __rafCalls?: number;
}

const CELL = 20;
const tid = (id: string) => `[data-testid="${id}"]`;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

let page: Page;
const problems: string[] = [];

const stats = () => page.evaluate(() => JSON.parse(JSON.stringify((globalThis as unknown as Hooks).__boardwrightEditor!)) as NonNullable<Hooks['__boardwrightEditor']>);
/** The editor's frame stats and the animation-frame requests so far, read at one instant. */
const statsAndRaf = () =>
  page.evaluate(() => {
    const w = globalThis as unknown as Hooks;
    return { before: JSON.parse(JSON.stringify(w.__boardwrightEditor!)) as NonNullable<Hooks['__boardwrightEditor']>, rafBefore: w.__rafCalls ?? 0 };
  });
const summary = async () => (await page.textContent(tid('editor-summary'))) ?? '';
/** Page point of the middle of a cell (columns and rows from 1). */
const cell = (col: number, row: number) => page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [(col - 0.5) * CELL, (row - 0.5) * CELL]);

const shared = shareHostAndBrowser();

beforeAll(async () => {
  page = await shared.browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => problems.push(e.stack ?? String(e)));
  // Count animation-frame requests: with one scheduler, one per frame drawn. Pixi's own system
  // ticker (pointer-over checks, `_tick`) asks for frames too; it draws nothing and is not counted.
  await page.addInitScript(() => {
    const w = globalThis as unknown as Hooks & { requestAnimationFrame(cb: (t: number) => void): number };
    const raf = w.requestAnimationFrame.bind(w);
    w.__rafCalls = 0;
    w.requestAnimationFrame = (cb) => {
      if (!/\b_tick\b/.test(new Error().stack ?? '')) w.__rafCalls = (w.__rafCalls ?? 0) + 1;
      return raf(cb);
    };
  });
  await page.goto(new URL('?editor-test-modes', shared.host.url).href);
});

describe('Board editor on a 30 × 30 tile grid (test-only grid mode)', () => {
  it('paints a 10 × 10 area in one drag: one undo step, every frame scheduled once', async () => {
    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    await page.selectOption(tid('new-game'), 'test-grid');
    await page.click(tid('file-new'));
    await expect.poll(summary).toBe('30 × 30 cells · 0 painted · 0 tiles');
    await page.keyboard.press('p');

    // A hand sweeping rows 6 to 15 between columns 6 and 15, one pointer move per frame. Only the
    // row ends are pointer events: the cells in between are painted along the pointer's path.
    // (Each frame costs Chromium's software GL here about 0.2 s, so the sweep stays short.)
    const path: { x: number; y: number }[] = [];
    for (let row = 6; row <= 15; row++) {
      const [a, b] = row % 2 === 0 ? [6, 15] : [15, 6];
      path.push(await cell(a, row), await cell(b, row));
    }
    await page.mouse.move(path[0]!.x, path[0]!.y);
    const framesBeforeDown = (await stats()).frames;
    await page.mouse.down();
    // The press paints the first cell: wait for its frame, so that the counts below start after it
    // (read before it was drawn, its frame would count as a step whose request came before).
    await page.waitForFunction((n) => (globalThis as unknown as Hooks).__boardwrightEditor!.frames > n, framesBeforeDown, { polling: 5 });
    const { before, rafBefore } = await statsAndRaf();
    let seen = before.frames;
    for (const p of path.slice(1)) {
      await page.mouse.move(p.x, p.y);
      // Polled on a timer (not on animation frames, which the count below would see).
      const drawn = await page.waitForFunction((n) => {
        const f = (globalThis as unknown as Hooks).__boardwrightEditor!.frames;
        return f > n ? f : 0;
      }, seen, { polling: 5 });
      seen = (await drawn.jsonValue()) as number;
    }
    const { before: during, rafBefore: rafDuring } = await statsAndRaf();
    await page.mouse.up();
    await expect.poll(summary).toBe('30 × 30 cells · 100 painted · 0 tiles');

    const steps = during.frames - before.frames;
    expect(steps).toBe(path.length - 1);
    // One scheduler: the drag asked for exactly as many animation frames as it drew.
    expect(rafDuring - rafBefore).toBe(steps);
    const edit = during.recentEditToFrameMs.slice(-Math.min(steps, 100));
    const scene = during.recentDrawMs.slice(-Math.min(steps, 100));
    console.log(
      `30 × 30 grid: paint drag step edit → frame median ${median(edit).toFixed(1)} ms, max ${Math.max(...edit).toFixed(1)} ms ` +
        `(scene median ${median(scene).toFixed(1)} ms, ${edit.length} steps; ${rafDuring - rafBefore} animation frames for ${steps} frames)`,
    );
    await screenshot(page, 'editor-grid-1-painted');

    // One drag, one step: the Undo button names it, one Ctrl+Z takes all 100 cells back.
    expect(await page.getAttribute(tid('undo'), 'title')).toMatch(/^Undo Paint cells/);
    await page.keyboard.press('Control+z');
    await expect.poll(summary).toBe('30 × 30 cells · 0 painted · 0 tiles');
    expect(await page.locator(tid('undo')).isDisabled()).toBe(true);
    await page.keyboard.press('Control+y');
    await expect.poll(summary).toBe('30 × 30 cells · 100 painted · 0 tiles');
  });

  it('stamps a tile turned with R, shows it under the pointer first, and fills a region', async () => {
    await page.keyboard.press('s');
    await page.waitForSelector(tid('stamp-options'));
    await page.click(tid('stamp-curve'));
    await page.keyboard.press('r');
    await page.keyboard.press('r');
    const p = await cell(8, 8);
    await page.mouse.move(p.x, p.y);
    await screenshot(page, 'editor-grid-2-stamp-preview');
    await page.mouse.click(p.x, p.y);
    await expect.poll(summary).toBe('30 × 30 cells · 100 painted · 1 tiles');
    expect(await page.inputValue(tid('tile-rotation'))).toBe('2');

    await page.keyboard.press('b');
    const q = await cell(20, 20);
    await page.mouse.click(q.x, q.y);
    // The bare region outside the painted square: 900 − 100 cells.
    await expect.poll(summary).toBe('30 × 30 cells · 900 painted · 1 tiles');
    await page.keyboard.press('Control+z');
    await expect.poll(summary).toBe('30 × 30 cells · 100 painted · 1 tiles');
    await screenshot(page, 'editor-grid-3-stamped');
    expect(problems).toEqual([]);
  });
});
