/**
 * The Linie 1 editor in Chromium: a new city; buildings painted in one drag wall in building A, the
 * problem list says so and a click on it selects A on the map; the fix (delete a wall building)
 * clears it; a new line's two terminals stamped on the edge (R turns the loop); a pond of blocked
 * squares painted in one drag (one undo step) and a building's stop sides narrowed (a checkbox and
 * the Stop side tool); the grid grown to 30 × 30 and fitted again; then Playtest opens the table on
 * it, where the host refuses a tile on the pond and the legality preview under the pointer is
 * timed on the 30 × 30 city; a grid made smaller leaves buildings and terminals outside it, drawn
 * ghosted where they lie, selected, dragged back in or deleted. Screenshots:
 * test/e2e/output/linie1-editor-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';
import { lit, median, squarePoint, timings } from './linie1-helpers.js';

interface Hooks {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
}
const CELL = 40;
const tid = (id: string) => `[data-testid="${id}"]`;

let page: Page;
let problems: string[] = [];

/** Page point of the middle of a square (row, column from 1) on the editor's canvas. */
const at = (row: number, col: number) => page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [(col - 0.5) * CELL, (row - 0.5) * CELL]);
const summary = async () => (await page.textContent(tid('editor-summary'))) ?? '';
const problemTexts = () => page.locator(`${tid('problem')} .msg`).allTextContents();
/** The problem list's heading says the board can be played. */
const playable = () => expect.poll(async () => (await page.locator(`${tid('problem-list')} h3`).textContent()) ?? '').toMatch(/ready to play|playable/);

const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

describe('Linie 1 editor', () => {
  it('walls in a building, goes to the problem from the list, fixes it, stamps a line and grows the grid', async () => {
    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    await page.selectOption(tid('new-game'), 'linie1');
    await page.click(tid('file-new'));
    await expect.poll(summary).toMatch(/^8 × 8 squares · 4 buildings · 3 lines · 6 terminals/);
    await playable();

    // One drag paints buildings above, left, right and below A (row 3, column 3): one undo step.
    await page.keyboard.press('p');
    const path = [await at(2, 3), await at(2, 2), await at(3, 2), await at(4, 2), await at(4, 3)];
    await page.mouse.move(path[0]!.x, path[0]!.y);
    await page.mouse.down();
    for (const p of path.slice(1)) await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.mouse.up();
    const right = await at(3, 4);
    await page.mouse.click(right.x, right.y);
    await expect.poll(summary).toMatch(/^8 × 8 squares · 10 buildings/);
    await expect.poll(problemTexts).toContain('Building A has no free square beside it, so it can never get a stop sign.');
    await screenshot(page, 'linie1-editor-1-walled');

    // The problem's click selects building A and centres it; the inspector shows its stop sides.
    await page.locator(tid('problem'), { hasText: 'no free square' }).click();
    expect(await page.inputValue(tid('building-letter'))).toBe('A');
    expect(await page.textContent(tid('stop-sides'))).toMatch(/north: building E/);
    await screenshot(page, 'linie1-editor-2-problem-selected');

    // The fix: the Delete tool takes the building to the right of A off again.
    await page.keyboard.press('d');
    const r2 = await at(3, 4);
    await page.mouse.click(r2.x, r2.y);
    await expect.poll(summary).toMatch(/^8 × 8 squares · 9 buildings/);
    await playable();

    // A new line: two clicks of the Terminal tool on the edge, the second turned with R.
    await page.keyboard.press('t');
    await page.waitForSelector(tid('terminal-options'));
    const top = await at(1, 2);
    await page.mouse.click(top.x, top.y);
    await expect.poll(problemTexts).toContain('Line 4 has 1 terminal; a line needs exactly two.');
    await page.keyboard.press('r');
    const bottom = await at(8, 7);
    await page.mouse.move(bottom.x, bottom.y);
    await screenshot(page, 'linie1-editor-3-stamp-preview');
    await page.mouse.click(bottom.x, bottom.y);
    await expect.poll(summary).toMatch(/4 lines · 8 terminals/);
    // The route cards name every line's stops: the new line needs its own on each card.
    await expect.poll(problemTexts).toContain('Route card B1 has no stops for line 4.');
    await page.click(tid('tab-cards'));
    for (const card of ['B1', 'B2', 'B3']) await page.fill(tid(`stops-${card}-4`), 'A D'), await page.press(tid(`stops-${card}-4`), 'Enter');
    await playable();
    await screenshot(page, 'linie1-editor-4-cards');

    // The tile designer: joining east and west on the straight makes it a crossing; undo puts it back.
    await page.click(tid('tab-tiles'));
    await page.click(tid('piece-straight-EW'));
    expect(await page.getAttribute(tid('piece-straight-EW'), 'aria-pressed')).toBe('true');
    expect(await page.textContent(tid('tile-straight'))).toContain('cross without meeting');
    await screenshot(page, 'linie1-editor-4b-tiles');
    await page.click(tid('undo'));
    expect(await page.getAttribute(tid('piece-straight-EW'), 'aria-pressed')).toBe('false');

    // A pond: two blocked squares painted in one drag, one undo step (Undo takes both, Redo brings both).
    await page.click(tid('tab-inspector'));
    await page.keyboard.press('Escape');
    await page.keyboard.press('x');
    const pond = [await at(5, 4), await at(5, 5)];
    await page.mouse.move(pond[0]!.x, pond[0]!.y);
    await page.mouse.down();
    await page.mouse.move(pond[1]!.x, pond[1]!.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(summary).toMatch(/9 buildings · 2 blocked · 4 lines/);
    await page.click(tid('undo'));
    await expect.poll(summary).toMatch(/9 buildings · 4 lines/);
    await page.click(tid('redo'));
    await expect.poll(summary).toMatch(/9 buildings · 2 blocked · 4 lines/);
    await playable();

    // Building B (row 3, column 6): no stop sign on its north side (the inspector's checkbox), nor
    // its south side (the Stop side tool, a click on the street below it).
    await page.click(tid('tool-select'));
    const b = await at(3, 6);
    await page.mouse.click(b.x, b.y);
    expect(await page.inputValue(tid('building-letter'))).toBe('B');
    await page.uncheck(tid('stop-side-N'));
    await expect.poll(async () => (await page.textContent(tid('stop-sides'))) ?? '').toContain('north: a street square, but the stop sign may not go on this side');
    await page.keyboard.press('s');
    const below = await at(4, 6);
    await page.mouse.click(below.x, below.y);
    expect(await page.isChecked(tid('stop-side-S'))).toBe(false);
    expect(await page.isChecked(tid('stop-side-E'))).toBe(true);
    await playable();
    await page.mouse.move(below.x, below.y);
    await screenshot(page, 'linie1-editor-4c-pond-and-stop-sides');

    // A bigger city: 30 × 30, still playable.
    await page.click(tid('tab-inspector'));
    await page.keyboard.press('Escape');
    await page.click(tid('tool-select'));
    await page.fill(tid('grid-cols'), '30');
    await page.press(tid('grid-cols'), 'Enter');
    await page.fill(tid('grid-rows'), '30');
    await page.press(tid('grid-rows'), 'Enter');
    await expect.poll(summary).toMatch(/^30 × 30 squares/);
    await playable();
    // The map is fitted again: the far corner of the grown grid is on the canvas.
    const box = (await page.locator(tid('editor-canvas')).boundingBox())!;
    const corner = await page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [30 * CELL, 30 * CELL]);
    expect(corner.x).toBeLessThanOrEqual(box.x + box.width);
    expect(corner.y).toBeLessThanOrEqual(box.y + box.height);
    await screenshot(page, 'linie1-editor-5-big');
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.waitForTimeout(300);
    await screenshot(page, 'linie1-editor-6-small');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(problems).toEqual([]);
  });

  it('playtests the city in one click and times the preview under the pointer on the 30 × 30 grid', async () => {
    await page.click(tid('playtest'));
    await page.waitForSelector(tid('playtest-dialog'));
    await page.selectOption(tid('playtest-seats'), '2');
    await page.click(tid('playtest-start'));
    await page.getByTestId('linie1-table').waitFor({ timeout: 60_000 });
    await page.getByTestId('board-canvas').locator('canvas').waitFor();
    // The hot-seat hand-over may come first at a shared screen (this playtest has one person): wait
    // for it or the turn's prompt, whichever shows, rather than look once before either has.
    const handover = page.getByTestId('handover-ready');
    const prompt = page.getByTestId('turn-panel').locator('.prompt', { hasText: 'lay 2 more tiles' });
    await handover.or(prompt).first().waitFor({ timeout: 60_000 });
    if (await handover.isVisible()) await handover.click();
    await prompt.waitFor({ timeout: 60_000 });

    await page.locator('[data-testid^=hand-]:enabled').first().click();
    await expect.poll(async () => (await lit(page)).length).toBeGreaterThan(100);
    // Sweep the pointer over a row of the big city, one square a step.
    for (let col = 2; col <= 29; col++) {
      const p = await squarePoint(page, 15, col);
      await page.mouse.move(p.x, p.y);
      await page.getByTestId('place-verdict').waitFor();
    }
    await screenshot(page, 'linie1-editor-7-playtest-30');
    const t = await timings(page);
    expect(t.frame.length).toBeGreaterThan(10);
    console.log(
      `Linie 1 30 × 30 city: pointer move → preview worked out median ${median(t.verdict).toFixed(2)} ms (max ${Math.max(...t.verdict).toFixed(2)}), ` +
        `→ frame drawn median ${median(t.frame).toFixed(1)} ms (max ${Math.max(...t.frame).toFixed(1)}) over ${t.frame.length} moves`,
    );
    // The pond painted in the editor: the host refuses any tile there, and says why.
    const onPond = await squarePoint(page, 5, 4);
    await page.mouse.move(onPond.x, onPond.y);
    await expect.poll(async () => (await page.getByTestId('place-verdict').textContent()) ?? '').toMatch(/row 5, column 4 is blocked on this board/);
    await screenshot(page, 'linie1-editor-8-playtest-pond');
    await page.keyboard.press('Escape');
    await page.getByTestId('leave-table').click();
    await page.getByTestId('editor-screen').waitFor();
    await expect.poll(summary).toMatch(/^30 × 30 squares/);
    expect(problems).toEqual([]);
  });

  it('a smaller grid leaves buildings and terminals outside it: drawn there, ghosted, selectable, dragged back in or deleted', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.click(tid('file-new'));
    await expect.poll(summary).toMatch(/^8 × 8 squares · 4 buildings/);
    await page.fill(tid('grid-cols'), '5');
    await page.press(tid('grid-cols'), 'Enter');
    await page.fill(tid('grid-rows'), '5');
    await page.press(tid('grid-rows'), 'Enter');
    await expect.poll(summary).toMatch(/^5 × 5 squares · 4 buildings/);
    await page.locator(tid('grid-rows')).evaluate((el) => (el as unknown as { blur(): void }).blur());
    // The terminal past the end of the top edge is named by where it lies.
    await expect.poll(problemTexts).toContain(
      'Terminal North Gate lies outside the grid, past its last column: its loop is above row 1 at columns 5 and 6, but the grid has only 5 columns. Move it onto the edge or delete it.',
    );
    // Fit takes in what lies outside: building D (row 6, column 6) is on the canvas.
    const box = (await page.locator(tid('editor-canvas')).boundingBox())!;
    const d = await at(6, 6);
    expect(d.x).toBeLessThan(box.x + box.width);
    expect(d.y).toBeLessThan(box.y + box.height);
    await screenshot(page, 'linie1-editor-9-outside');

    // A click selects building D where it is drawn; the inspector says it is outside.
    await page.mouse.click(d.x, d.y);
    expect(await page.inputValue(tid('building-letter'))).toBe('D');
    expect(await problemTexts()).toContain('Building D (row 6, column 6) lies outside the 5 by 5 grid.');
    expect(await page.textContent(tid('outside-note'))).toBe('Outside the 5 × 5 grid: drag it onto the grid, set its row and column, or delete it.');
    // Dragged onto the grid: its problem goes.
    const into = await at(5, 5);
    await page.mouse.move(d.x, d.y);
    await page.mouse.down();
    await page.mouse.move(into.x, into.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(problemTexts).not.toContain('Building D (row 6, column 6) lies outside the 5 by 5 grid.');
    expect(await page.locator(tid('outside-note')).count()).toBe(0);

    // Terminal East Gate (right edge, rows 6 and 7): a click on its ghost loop selects it; Delete removes it.
    const loop = await page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [5 * CELL + 10, 6 * CELL]);
    await page.mouse.click(loop.x, loop.y);
    expect(await page.inputValue(tid('terminal-street'))).toBe('East Gate');
    await screenshot(page, 'linie1-editor-10-outside-terminal');
    await page.keyboard.press('Delete');
    await expect.poll(summary).toMatch(/^5 × 5 squares · 4 buildings · 3 lines · 5 terminals/);
    expect(problems).toEqual([]);
  });
});
