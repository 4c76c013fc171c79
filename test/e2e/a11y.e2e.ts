/**
 * Accessibility on every screen: axe-core's WCAG 2 A and AA rules in Chromium on the lobby, a
 * table of every game the renderer registers (its turn, the players panel, the rules help), the
 * Saves screen, the playtest lab, the Join screen and the board editor. Any violation fails, listed in words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

let page: Page;
let problems: string[];

const shared = shareHostAndBrowser({ botDelayMs: 200 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

async function check(name: string): Promise<void> {
  await screenshot(page, `a11y-${name}`);
  expect.soft(await axeViolations(page), name).toEqual([]);
}

async function toLobby(): Promise<void> {
  await page.getByTestId('leave-table').first().click();
  await page.getByTestId('start-table').waitFor();
}

describe('Accessibility (axe-core, WCAG 2 A and AA)', () => {
  it('the lobby', async () => {
    await page.getByTestId('start-table').waitFor();
    await page.locator('summary').click();
    await check('lobby');
  });

  // The lobby offers a game once the renderer registers a play screen for it: each one is checked.
  it('every game’s table: a turn, the players panel, the rules, a move being composed', async () => {
    const games = (await page.locator('[data-testid^=game-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)))) as string[];
    expect(games).toContain('airlines');
    for (const game of games) {
      await page.getByTestId(`game-${game}`).click();
      await page.getByTestId('start-table').click();
      await page.getByTestId(`${game}-table`).waitFor({ timeout: 60_000 });
      await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 60_000 });
      await check(`${game}-turn`);
      await page.getByTestId('table-panel-toggle').click();
      await check(`${game}-players`);
      await page.getByTestId('table-panel-toggle').click();
      await page.getByTestId('save-table').click();
      await check(`${game}-save`);
      await page.getByTestId('save-table').click();
      if ((await page.getByTestId('rules-open').count()) > 0) {
        await page.getByTestId('rules-open').click();
        await page.getByTestId('rules-help').waitFor();
        await check(`${game}-rules`);
        await page.keyboard.press('Escape');
      }
      // A founding waits for Confirm: the composer is checked without sending anything.
      const found = page.locator('section[aria-label="Found an airline"] [data-testid=move-choice]');
      if ((await found.count()) > 0) {
        await found.first().click();
        await page.getByTestId('composer').waitFor();
        await check(`${game}-composer`);
        await page.keyboard.press('Escape');
      }
      await toLobby();
    }
  });

  it('the Saves screen (with the tables’ autosaves)', async () => {
    await page.getByTestId('open-saves').click();
    await page.getByTestId('saves-screen').waitFor();
    await page.locator('[data-testid=saves-screen] .save').first().waitFor({ timeout: 60_000 });
    await check('saves');
    await page.getByTestId('saves-back').click().catch(() => page.goto(shared.host.url));
  });

  it('the playtest lab', async () => {
    await page.goto(shared.host.url);
    await page.getByTestId('open-lab-top').click();
    await page.getByTestId('lab-screen').waitFor();
    await check('lab');
  });

  it('the Join screen', async () => {
    await page.goto(shared.host.url);
    await page.getByTestId('open-join').click();
    await page.getByTestId('join-screen').waitFor();
    await check('join');
  });

  it('the board editor: a new board, the Open dialog, every bundled board the editor can open, in every side tab', async () => {
    await page.goto(shared.host.url);
    await page.getByTestId('open-editor').click();
    await page.getByTestId('editor-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await check('editor-new');
    await page.getByTestId('file-open').click();
    await page.getByTestId('open-dialog').waitFor();
    await page.locator('[data-testid^="open-bundled:"]').first().waitFor();
    await check('editor-open');
    const boards = (await page.locator('[data-testid^="open-bundled:"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!))) as string[];
    await page.keyboard.press('Escape');
    for (const board of boards) {
      if ((await page.getByTestId('open-dialog').count()) === 0) await page.getByTestId('file-open').click();
      // The dialog lists the boards of the games the editor has a mode for.
      await page.getByTestId(board).click();
      await page.getByTestId('open-dialog').waitFor({ state: 'detached' });
      const name = board.replace(/[^a-z0-9-]+/gi, '-');
      for (const tab of await page.locator('[data-testid^=tab-]').all()) {
        await tab.click();
        await check(`editor-${name}-${await tab.getAttribute('data-testid')}`);
      }
    }
    await page.getByTestId('playtest').click();
    await page.getByTestId('playtest-dialog').waitFor();
    await check('editor-playtest');
    expect(problems).toEqual([]);
  });
});
