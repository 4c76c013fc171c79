/**
 * Tiled's tools and layers in the Linie 1 editor, in Chromium: on a new city, the Region tool
 * picks buildings A and B with the squares between them, Ctrl+C copies, Ctrl+V pastes the copy
 * lower down (new letters), R turns the pasted region, Ctrl+Z undoes the turn and then the paste;
 * then the Buildings layer is hidden (not drawn, not selectable) and the Terminals layer locked
 * (drawn, but a click no longer selects one and the Terminal tool refuses); Print downloads the
 * board's print-and-play PDF. Screenshots:
 * test/e2e/output/editor-region-*.png.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

interface Hooks {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
}
const CELL = 40;
const tid = (id: string) => `[data-testid="${id}"]`;

let page: Page;

/** Page point of the middle of a square (row, column from 1). */
const at = (row: number, col: number) => page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [(col - 0.5) * CELL, (row - 0.5) * CELL]);
const summary = async () => (await page.textContent(tid('editor-summary'))) ?? '';
const message = async () => (await page.textContent(tid('editor-message'))) ?? '';
const selected = async () => (await page.textContent(tid('editor-status'))) ?? '';

async function dragSquares(from: [number, number], to: [number, number]): Promise<void> {
  const a = await at(...from);
  const b = await at(...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page } = await newPage(shared.browser, shared.host.url));
});

describe('Linie 1 editor: region tools and layers', () => {
  it('selects a region, copies, pastes elsewhere, turns it and undoes both', async () => {
    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    await page.selectOption(tid('new-game'), 'linie1');
    await page.click(tid('file-new'));
    await expect.poll(summary).toMatch(/^8 × 8 squares · 4 buildings/);

    // The new city has buildings A (row 3, col 3) and B (row 3, col 6): a 4 × 1 region holds both.
    await page.keyboard.press('m');
    await page.waitForSelector(tid('region-panel'));
    await dragSquares([3, 3], [3, 6]);
    await expect.poll(async () => page.textContent(tid('region-state'))).toMatch(/Region: 4 × 1 squares from column 3, row 3/);
    await page.keyboard.press('Control+c');
    await expect.poll(message).toBe('Copied a 4 × 1 region. Ctrl+V to paste it.');

    await page.keyboard.press('Control+v');
    const dest = await at(5, 2);
    await page.mouse.move(dest.x, dest.y);
    await screenshot(page, 'editor-region-1-paste-preview');
    await page.mouse.click(dest.x, dest.y);
    await expect.poll(summary).toMatch(/^8 × 8 squares · 6 buildings/);
    await expect.poll(message).toMatch(/^Pasted 2 cells\. Click again to stamp another copy/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => page.textContent(tid('region-state'))).toMatch(/Region: 4 × 1 squares from column 2, row 5/);

    // R turns the pasted region clockwise about its top-left square: 4 × 1 becomes 1 × 4.
    await page.keyboard.press('r');
    await expect.poll(message).toBe('Turn a 4 × 1 region clockwise.');
    await expect.poll(async () => page.textContent(tid('region-state'))).toMatch(/Region: 1 × 4 squares from column 2, row 5/);
    await screenshot(page, 'editor-region-2-turned');

    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Turn a 4 × 1 region clockwise.');
    await page.keyboard.press('Control+z');
    await expect.poll(message).toBe('Undone: Paste 2 cells.');
    await expect.poll(summary).toMatch(/^8 × 8 squares · 4 buildings/);
  });

  it('hides the buildings layer and locks the terminals layer', async () => {
    await page.keyboard.press('v');
    // Building A can be selected while its layer is shown.
    const a = await at(3, 3);
    await page.mouse.click(a.x, a.y);
    await expect.poll(selected).toMatch(/1 selected/);

    await page.click(tid('layer-show-buildings'));
    await expect.poll(selected).toMatch(/0 selected/);
    await page.mouse.click(a.x, a.y);
    await expect.poll(selected).toMatch(/0 selected/);
    // The Building tool edits a hidden layer: it refuses.
    await page.keyboard.press('p');
    const empty = await at(2, 2);
    await page.mouse.click(empty.x, empty.y);
    await expect.poll(message).toBe('The Buildings layer is hidden: the Building tool edits it. Show it in Layers first.');
    await expect.poll(summary).toMatch(/· 4 buildings/);
    await screenshot(page, 'editor-region-3-buildings-hidden');

    // A locked terminal is drawn but cannot be selected; the Terminal tool refuses.
    await page.keyboard.press('v');
    // Terminal T1a's loop lies left of rows 2 and 3.
    const loop = await page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [-CELL * 0.3, 2 * CELL]);
    await page.mouse.click(loop.x, loop.y);
    await expect.poll(selected).toMatch(/1 selected/);
    await page.click(tid('layer-lock-terminals'));
    await expect.poll(selected).toMatch(/0 selected/);
    await page.mouse.click(loop.x, loop.y);
    await expect.poll(selected).toMatch(/0 selected/);
    const t = await at(2, 1);
    await page.keyboard.press('t');
    await page.mouse.click(t.x, t.y);
    await expect.poll(message).toBe('The Terminals layer is locked: the Terminal tool edits it. Unlock it in Layers first.');

    // Shown and unlocked again: A is drawn and selectable.
    await page.click(tid('layer-show-buildings'));
    await page.click(tid('layer-lock-terminals'));
    await page.keyboard.press('v');
    await page.mouse.click(a.x, a.y);
    await expect.poll(selected).toMatch(/1 selected/);
    await screenshot(page, 'editor-region-4-layers-back');
  });

  it('prints the board from the editor as a print-and-play PDF download', async () => {
    await page.selectOption(tid('print-paper'), 'letter');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.click(tid('print'))]);
    expect(download.suggestedFilename()).toBe('New-city-letter.pdf');
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(message, { timeout: 60_000 }).toMatch(/^Downloaded New-city-letter\.pdf: “New city” at real size on Letter/);
  });
});
