/**
 * The Blue Skies board editor in Chromium: open the bundled board, click an airport on the map
 * and change a gate's cost (the problem list names the gate; a click on the problem marks it;
 * fixing it clears the list), paint an airport into a second region with the Region tool, copy
 * and paste an airport and undo it, and playtest the edited board in one click, then come back to it. Screenshots at 1440×900.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

interface Hook {
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
  __boardwrightEditorAirport?: (id: string) => { x: number; y: number } | null;
}

let page: Page;
let problems: string[];

const tid = (id: string) => `[data-testid="${id}"]`;

const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

/** Clicks an airport's card on the editor's canvas. */
async function clickAirport(id: string): Promise<void> {
  const p = await page.evaluate((a) => {
    const w = globalThis as unknown as Hook;
    const m = w.__boardwrightEditorAirport?.(a);
    return m ? (w.__boardwrightEditorStage?.clientPoint(m) ?? null) : null;
  }, id);
  if (!p) throw new Error(`Airport ${id} is not on the editor's map.`);
  await page.mouse.click(p.x, p.y);
}

async function setInput(selector: string, value: string): Promise<void> {
  await page.fill(selector, value);
  await page.press(selector, 'Enter');
  await page.locator(selector).evaluate((el) => (el as unknown as { blur(): void }).blur());
}

describe('Blue Skies board editor', () => {
  it('edits an airport’s gate on the map; the problem names the gate, a click marks it, fixing it clears the list', async () => {
    await page.click(tid('open-editor'));
    await page.click(tid('file-open'));
    await page.click(tid('open-bundled:blue-skies/usa'));
    await page.waitForFunction(() => !!(globalThis as unknown as Hook).__boardwrightEditorAirport?.('ATL'));
    expect(await page.textContent(tid('editor-summary'))).toBe('30 airports · 7 regions · 59 demand cards · bag 100 red + 25 green · land: 1 shape, 113 points');
    await clickAirport('ATL');
    expect(await page.inputValue(tid('airport-code'))).toBe('ATL');
    await setInput(tid('gate-cost-1'), '12');
    const problem = page.locator(tid('problem'), { hasText: 'Airport Atlanta, gate 2: cost 12 is over the limit of 9.' });
    await problem.waitFor();
    await screenshot(page, 'blue-skies-editor-1-problem');
    // Away from Atlanta, then back through the problem list.
    await clickAirport('SEA');
    expect(await page.inputValue(tid('airport-code'))).toBe('SEA');
    await problem.click();
    expect(await page.inputValue(tid('airport-code'))).toBe('ATL');
    expect(await page.locator('tr.marked').count()).toBe(1);
    expect(await page.locator('tr.marked').textContent()).toContain('2');
    await setInput(tid('gate-cost-1'), '4');
    await page.locator(tid('problem')).first().waitFor({ state: 'detached' });
    expect(await page.textContent(tid('problem-list'))).toMatch(/none: ready to play/);
    // The gate's player count: gate 3 used only from 4 players.
    await page.selectOption(tid('gate-from-2'), '4');
    expect(await page.inputValue(tid('gate-from-2'))).toBe('4');
  });

  it('paints an airport into a second region with the Region tool; the regions table shows it', async () => {
    await page.click(tid('tab-regions'));
    await page.click(tid('region-paint-midwest'));
    expect(await page.getAttribute(tid('tool-region'), 'class')).toContain('on');
    // The table took room from the map: show the whole map again (F).
    await page.keyboard.press('f');
    await clickAirport('DEN');
    expect(await page.textContent(tid('editor-message'))).toBe('Denver is now in Midwest (8 airports).');
    expect(await page.locator(tid('region-row-midwest')).textContent()).toContain('DEN');
    expect(await page.locator(tid('region-row-mountain-west')).textContent()).toContain('DEN');
    await page.fill(tid('region-bonus-midwest'), '20');
    await page.press(tid('region-bonus-midwest'), 'Enter');
    await screenshot(page, 'blue-skies-editor-2-region');
    // Copy Denver and paste it at the pointer: a fresh airport, in no region; Ctrl+Z takes it away.
    await page.locator(tid('region-bonus-midwest')).evaluate((el) => (el as unknown as { blur(): void }).blur());
    await page.keyboard.press('v');
    await clickAirport('DEN');
    await page.keyboard.press('Control+c');
    expect(await page.textContent(tid('editor-message'))).toBe('Copied 1 airport. Ctrl+V pastes it at the pointer.');
    const spot = await page.evaluate(() => (globalThis as unknown as Hook).__boardwrightEditorStage!.clientPoint({ x: 480, y: 620 }));
    await page.mouse.move(spot.x, spot.y);
    await page.keyboard.press('Control+v');
    expect(await page.textContent(tid('editor-message'))).toBe('Pasted 1 airport, in no region yet: paint it into one with the Region tool (M). Ctrl+Z undoes the paste.');
    expect(await page.textContent(tid('editor-summary'))).toMatch(/^31 airports · /);
    await page.keyboard.press('Control+z');
    expect(await page.textContent(tid('editor-summary'))).toMatch(/^30 airports · /);
  });

  it('playtests the edited board in one click, two people at one screen (their cards hidden until handed over), and comes back to it', async () => {
    await page.click(tid('playtest'));
    await page.waitForSelector(tid('playtest-dialog'));
    await page.selectOption(tid('playtest-seats'), '3');
    await page.selectOption(tid('playtest-humans'), '2');
    expect(await page.textContent(tid('playtest-bots-note'))).toBe('A bot takes the other seat.');
    await page.click(tid('playtest-start'));
    await page.waitForSelector(tid('blue-skies-table'));
    await page.getByTestId('board-canvas').locator('canvas').waitFor();
    // The bot in the last seat opens its gates first; then the screen goes to the second person.
    await page.getByTestId('handover').waitFor();
    expect(await page.getByTestId('hand').textContent()).toContain('Hidden until it is your turn');
    await page.getByTestId('handover-ready').click();
    await page.waitForFunction(() => /first gates/.test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('[data-testid=prompt]')?.textContent ?? ''));
    expect(await page.getByTestId('hand').locator('[data-testid^=hand-card-]').count()).toBe(3);
    await screenshot(page, 'blue-skies-editor-3-playtest');
    await page.click(tid('leave-table'));
    await page.waitForSelector(tid('editor-screen'));
    // The status line says where the designer is now, not what happened before the playtest.
    expect(await page.textContent(tid('editor-message'))).toBe('Back from the playtest of “United States”: the board and its undo steps are as you left them.');
    expect(await page.locator(tid('dirty')).count()).toBe(1);
    await page.click(tid('tab-regions'));
    expect(await page.locator(tid('region-row-midwest')).textContent()).toContain('DEN');
  });

  it('a new board reaches play without a typed deck: airports by clicks, the deck problem opens the Demand tab, a preset fills it', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.selectOption(tid('new-game'), 'blue-skies');
    await page.click(tid('file-new'));
    await page.click(tid('tool-airport'));
    for (const [x, y] of [[200, 200], [420, 160], [650, 220], [250, 450], [500, 420], [780, 480]] as const) {
      const p = await page.evaluate(([mx, my]) => (globalThis as unknown as Hook).__boardwrightEditorStage?.clientPoint({ x: mx!, y: my! }) ?? null, [x, y]);
      await page.mouse.click(p!.x, p!.y);
    }
    expect(await page.textContent(tid('editor-summary'))).toMatch(/^6 airports · 0 regions · 6 demand cards/);
    const errors = async () => (await page.locator(tid('problem')).allTextContents()).filter((t) => t.startsWith('✖'));
    await expect.poll(errors).toEqual(['✖The demand cards add up to 6; a game of 5 needs at least 35 to set up. Fill the deck from a preset in the Demand tab.']);
    await page.locator(tid('problem'), { hasText: 'demand cards add up' }).click();
    await page.waitForSelector(tid('demand-table'));
    await screenshot(page, 'blue-skies-editor-4-deck-problem');
    await page.selectOption(tid('demand-preset'), 'fewest');
    expect(await page.textContent(tid('deck-total'))).toBe('35');
    await expect.poll(errors).toEqual([]);
    expect(await page.textContent(tid('editor-message'))).toMatch(/^Demand cards: the fewest a game of 5 needs \(35\), shared evenly\. Ctrl\+Z undoes it\.$/);
    await screenshot(page, 'blue-skies-editor-5-deck-filled');
    // One undo step takes the whole fill back.
    await page.click(tid('undo'));
    expect(await page.textContent(tid('deck-total'))).toBe('6');
    await page.click(tid('redo'));
    expect(await page.textContent(tid('deck-total'))).toBe('35');

    await page.click(tid('playtest'));
    await page.waitForSelector(tid('playtest-dialog'));
    await page.selectOption(tid('playtest-seats'), '5');
    await page.click(tid('playtest-start'));
    await page.waitForSelector(tid('blue-skies-table'));
    await expect.poll(async () => (await page.textContent(tid('prompt'))) ?? '').toMatch(/first gates/);
    await screenshot(page, 'blue-skies-editor-6-new-board-playtest');
    await page.click(tid('leave-table'));
    await page.waitForSelector(tid('editor-screen'));
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
