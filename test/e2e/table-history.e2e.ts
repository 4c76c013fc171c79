/**
 * The table shell's promises that rest on the host's history and people at the table, in a real
 * browser: a scoring pauses the bots until it is closed; a spectator follows three bots through a
 * whole game to the end screen (winners, totals, the score pad), and the finished board draws no
 * frames at idle; the log holds the whole game (earlier
 * pages come from the host) and any line shows the board after that move, read-only, until "back
 * to now"; asking to undo is answered by the others; the lobby tells a finished table from a
 * running one and its owner removes it; a bookmark to a removed table says so. One host (bots a
 * little slowed, so a person can follow) and one browser for the file.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { expectIdle, newPage, nextMomentWhilePlaying, screenshot, shareHostAndBrowser, whenSteady } from './support.js';
import { act, closeReading, nextMoment, prompt, startAirlines, stateNo } from './table-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 60 });

/** Airlines founded on the board on screen (the shares panel's rows without "not founded"). */
async function foundedOnScreen(page: Page): Promise<number> {
  const rows = page.locator('[data-testid^=airline-row-]');
  let n = 0;
  for (const text of await rows.allTextContents()) if (!/not founded|inactive/.test(text)) n++;
  return n;
}

/** Whether the game log is scrolled to its latest lines. */
async function logAtEnd(page: Page): Promise<boolean> {
  return page.getByTestId('game-log').evaluate((el) => {
    const e = el as unknown as { scrollHeight: number; scrollTop: number; clientHeight: number };
    return e.scrollHeight - e.scrollTop - e.clientHeight < 24;
  });
}

let watched: { page: Page; problems: string[]; tableUrl: string } | null = null;

describe('table history and people', () => {
  // One whole all-bot game serves every check of a finished game here (it was two files' games).
  it('a scoring pauses the bots until it is closed; three bots play to the end and the final screen shows winners and totals; the whole log of the finished game pages in from the host; a line shows the board after that move, until back to now', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startAirlines(page, { seed: 11, seats: ['strategist', 'random', 'strategist'] });
    // Moves shown at once: nothing here is about motion, and a page animating every move of bots
    // 60 ms apart fell minutes behind at a load of 30-40 (it answered the test's reads 40-70 s
    // late, then not within 90 s, right after the first scoring, in two runs of two).
    await page.getByTestId('pace').selectOption('instant');
    const tableUrl = page.url();
    watched = { page, problems, tableUrl };
    // A spectator sees no hand and is never asked to act.
    await expect.poll(() => page.getByTestId('hand').textContent()).toContain('You are watching');

    // The first scoring: the breakdown is read before the bots go on.
    expect(await nextMomentWhilePlaying(page)).toBe('reading');
    // The page tells the host it reads once the breakdown shows, so a bot move or two made before
    // the host heard may still be on its way: wait until a whole second brings no new state (a
    // fixed 800 ms was too short for a page and host at a load of 30), then nothing may come.
    const held = await whenSteady(page, () => stateNo(page), 1000);
    // A fixed watch on purpose: what is checked is that no bot moves within it.
    await page.waitForTimeout(3000);
    expect(await stateNo(page)).toBe(held);
    await screenshot(page, 'history-1-scoring-holds-bots');
    await page.getByTestId('reading-close').click();
    // A scoring the bots reached before the host heard the page was reading (a loaded page tells
    // it late) waits behind the first, and the bots wait until it is closed too (seen at a load of
    // 35: the state stood still behind a second breakdown).
    for (let i = 0; i < 5 && (await page.getByTestId('reading-modal').count()) > 0; i++) await closeReading(page);
    await expect.poll(() => stateNo(page)).toBeGreaterThan(held);

    // The bots play on to the end (each scoring read and closed on the way): a still board.
    for (;;) {
      const m = await nextMomentWhilePlaying(page);
      if (m === 'over') break;
      expect(m, 'a spectator is never asked to act').not.toBe('mine');
      if (m === 'reading') await closeReading(page);
    }
    const over = page.getByTestId('game-over');
    const rows = over.getByTestId('final-totals').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(async () => (await over.locator('h1').textContent()) ?? '').toMatch(/wins with \d+ points|share the victory/);
    await expect.poll(() => over.locator('tr.winner').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => over.getByTestId('scoring-breakdown').count()).toBe(1);
    await screenshot(page, 'bots-1-game-over');
    // Nothing changes any more: the canvas draws no frames at idle.
    await expectIdle(page, 500, 1500);
    await over.getByRole('button', { name: 'Look at the board' }).click();
    // The score pad has all four scorings.
    await expect.poll(() => page.getByTestId('score-pad').textContent()).toContain('Final');
    await screenshot(page, 'bots-2-final-board');

    // The log: the tail, then earlier pages from the host, back to the start of the game.
    await expect.poll(() => page.getByTestId('log-more').count()).toBe(1);
    const before = await page.getByTestId('log-entry').count();
    // Earlier pages load as the reader goes up (the button, or scrolling to the top).
    const start = page.getByText('The start of the game.');
    // (A page at a time, each from the host: at a load of 40 thirty tries of 2 s each were a guess
    // at its pace, so the tries go on until the start shows, within a hang budget.)
    await expect
      .poll(
        async () => {
          if ((await start.count()) > 0) return true;
          await page
            .getByTestId('log-more')
            .click({ timeout: 5_000 })
            .catch(() => undefined);
          return false;
        },
        { timeout: 180_000, interval: 200 },
      )
      .toBe(true);
    expect(await page.getByTestId('log-entry').count()).toBeGreaterThan(before);
    expect(await page.getByTestId('log-turn').count()).toBeGreaterThan(10);
    await screenshot(page, 'history-2-whole-log');

    // A replay: the board after the first founding shows one airline founded.
    const first = page.getByTestId('log-entry').filter({ hasText: /founds/ }).first();
    await first.click();
    await page.getByTestId('replay-banner').waitFor();
    await expect.poll(() => foundedOnScreen(page)).toBe(1);
    await expect.poll(() => page.getByTestId('replay-banner').textContent()).toMatch(/founds/);
    await screenshot(page, 'history-3-replay');
    await page.getByTestId('back-to-now').click();
    await page.getByTestId('replay-banner').waitFor({ state: 'detached' });
    await expect.poll(() => foundedOnScreen(page)).toBeGreaterThan(1);
    // The log comes back to the latest lines with the board (the replayed line was at the top).
    await expect.poll(() => logAtEnd(page)).toBe(true);
    await screenshot(page, 'history-3b-back-to-now');
    // Escape is "back to now" too.
    await first.click();
    await page.getByTestId('replay-banner').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('replay-banner').waitFor({ state: 'detached' });
  });

  it('the lobby tells a finished table (Result) from a running one; the owner closes a table; a bookmark to it says it is gone', async () => {
    const { page, problems, tableUrl } = watched!;
    // The all-bot game of the test before is over.
    const finishedId = /#\/table\/(.+)$/.exec(tableUrl)![1]!;
    await page.getByTestId('leave-table').click();
    await page.getByTestId(`open-table-${finishedId}`).waitFor();
    await expect.poll(() => page.getByTestId(`open-table-${finishedId}`).textContent()).toBe('Result');
    await screenshot(page, 'history-4-lobby-result');

    // A running table of this browser says Continue.
    await startAirlines(page, { seed: 4 });
    const runningId = /#\/table\/(.+)$/.exec(page.url())![1]!;
    await page.getByTestId('leave-table').click();
    await expect.poll(() => page.getByTestId(`open-table-${runningId}`).textContent()).toBe('Continue');

    // The owner closes the finished table; it leaves the list.
    await page.getByTestId(`close-table-${finishedId}`).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId(`table-row-${finishedId}`).waitFor({ state: 'detached', timeout: STATE_BUDGET_MS });

    // Its bookmark now says the table is gone, with a way back.
    await page.goto(tableUrl);
    await page.getByTestId('table-gone').waitFor({ timeout: STATE_BUDGET_MS });
    await page.getByTestId('leave-table').click();
    await page.getByTestId('start-table').waitFor();
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('asking to undo: the other person at the table allows it, and the move is taken back', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startAirlines(page, { seed: 8, seats: ['human', 'human'] });
    await page.getByTestId('handover-ready').click();
    expect(await nextMoment(page)).toBe('mine');
    // Expanding draws a hidden card: no free undo, but Ann may ask.
    await act(page, () => page.getByTestId('do-expand').click());
    expect(await page.getByTestId('undo').count()).toBe(0);
    await page.getByTestId('ask-undo').click();
    // Bob, at the same screen, is asked.
    const ask = page.getByTestId('undo-request');
    await ask.waitFor({ timeout: STATE_BUDGET_MS });
    await expect.poll(() => ask.textContent()).toMatch(/Ann asks to take back/);
    await screenshot(page, 'history-5-ask-undo');
    await act(page, () => page.getByTestId('undo-accept').click());
    await expect.poll(() => prompt(page)).toMatch(/Ann, your turn: found|Ann, your turn: expand/);
    await expect.poll(() => page.getByTestId('do-expand').count()).toBe(1);
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
