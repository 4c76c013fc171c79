/**
 * The table shell's replay controls, refusals and the log's keyboard, in a real browser on an
 * Airlines table against the real host: a refusal clears when the player starts a new move or
 * undoes; the replay steps back and forward with its buttons and keys (Home, ←, →, End) and the
 * board and the log show the stepped state; a move half built when a replay opens is kept for
 * "back to now"; the log is one Tab stop with the arrow keys inside. One host and one browser.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { act, newPage, screenshot, shareHostAndBrowser } from './support.js';
import { clickCity, composeFounding, drawStock, highlightedCities, nextMoment, prompt, startAirlines, stateNo } from './table-helpers.js';
import { spoilMoves } from './spoil.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

/** The state the board on screen shows (the replayed one in a replay). */
const shownNo = async (page: Page) => Number(await page.locator('div.table[data-shown-no]').getAttribute('data-shown-no'));
/** The state of the log line marked as the one on screen (null: none). */
async function markedNo(page: Page): Promise<number | null> {
  const on = page.locator('[data-testid=log-entry].on');
  return (await on.count()) > 0 ? Number(await on.first().getAttribute('data-state-no')) : null;
}
/** The focused element's test id and its place in the log (data-at). */
async function focusedLine(page: Page): Promise<{ testid: string | null; at: string | null; stateNo: string | null }> {
  return page.evaluate(() => {
    const el = (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement;
    return { testid: el?.getAttribute('data-testid') ?? null, at: el?.getAttribute('data-at') ?? null, stateNo: el?.getAttribute('data-state-no') ?? null };
  });
}

let watched: { page: Page; problems: string[] } | null = null;

describe('table replay, refusals and the log keyboard', () => {
  it('a refusal clears when the player starts a new move, and when they undo', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    watched = { page, problems };
    const spoil = await spoilMoves(page);
    await page.reload();
    await startAirlines(page, { seed: 7 });
    expect(await nextMoment(page)).toBe('mine');
    const start = await stateNo(page);

    // A founding the host refuses: the refusal shows under the prompt, nothing changes.
    await composeFounding(page);
    spoil.on = true;
    await page.getByTestId('composer-confirm').click();
    const refusal = page.getByTestId('move-rejected');
    await refusal.waitFor({ timeout: 60_000 });
    expect(await stateNo(page)).toBe(start);
    await screenshot(page, 'replay-1-refused');
    // The first pick of a new move clears it.
    const hqs = await highlightedCities(page);
    await clickCity(page, hqs[0]!);
    await page.getByTestId('composer').waitFor();
    expect(await refusal.count()).toBe(0);
    await page.getByTestId('composer-cancel').click();

    // A stock card played (nothing hidden comes of it: a free undo), then a skipped sabotage the
    // host refuses; Undo takes the card back and the refusal with it.
    await act(page, () => page.locator('section[aria-label="Play stock cards"] [data-testid=move-choice]').first().click());
    await expect.poll(() => prompt(page), { timeout: 60_000 }).toContain('you may sabotage');
    const played = await stateNo(page);
    spoil.on = true;
    await page.getByTestId('do-pass').click();
    await refusal.waitFor({ timeout: 60_000 });
    expect(await stateNo(page)).toBe(played);
    await page.getByTestId('undo').click();
    await expect.poll(() => prompt(page), { timeout: 60_000 }).toContain('Your turn: found an airline');
    expect(await refusal.count()).toBe(0);
    await screenshot(page, 'replay-1b-undone');
    expect(problems.filter((p) => !/favicon|Failed to load resource/.test(p))).toEqual([]);
  });

  it('the replay steps back and forward with its buttons and keys; the board and the log show the stepped state; a half-built move is kept', async () => {
    const { page, problems } = watched!;
    // Ann plays a whole turn (a founding, its first route, a stock card); the bots answer.
    await composeFounding(page);
    await act(page, () => page.getByTestId('composer-confirm').click());
    await expect.poll(() => prompt(page), { timeout: 60_000 }).toContain('Take a face-up stock card');
    await drawStock(page);
    expect(await nextMoment(page)).toBe('mine');
    const live = await stateNo(page);
    expect(await page.getByTestId('log-entry').count()).toBeGreaterThan(4);

    // A move half built (an HQ picked), then one step back: the replay opens and the move is put aside.
    const hqs = await highlightedCities(page);
    await clickCity(page, hqs[0]!);
    await page.getByTestId('composer').waitFor();
    const plan = await page.getByTestId('composer-settled').textContent();
    await page.getByTestId('replay-back').click();
    await page.getByTestId('replay-banner').waitFor();
    await page.getByTestId('replay-kept').waitFor();
    expect(await page.getByTestId('composer').count()).toBe(0);
    const last = await shownNo(page);
    expect(last).toBeLessThan(live);
    await expect.poll(() => markedNo(page)).toBe(last);
    await screenshot(page, 'replay-2-one-back');

    // ← steps back once more, → forward again; the banner names the marked line.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownNo(page)).toBeLessThan(last);
    const before = await shownNo(page);
    await expect.poll(() => markedNo(page)).toBe(before);
    const line = await page.locator('[data-testid=log-entry].on').last().textContent();
    expect(await page.getByTestId('replay-banner').textContent()).toContain(line!.trim());
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownNo(page)).toBe(last);

    // Home: the first move of the game; the forward button steps on from there.
    await page.keyboard.press('Home');
    const first = Number(await page.getByTestId('log-entry').first().getAttribute('data-state-no'));
    await expect.poll(() => shownNo(page)).toBe(first);
    expect(await page.getByTestId('replay-where').textContent()).toMatch(/^1\/\d+$/);
    await screenshot(page, 'replay-3-first');
    await page.getByTestId('replay-forward').click();
    await expect.poll(() => shownNo(page)).toBeGreaterThan(first);
    await expect.poll(async () => markedNo(page)).toBe(await shownNo(page));

    // End: back to now, and the half-built move is back as it was.
    await page.keyboard.press('End');
    await page.getByTestId('replay-banner').waitFor({ state: 'detached' });
    expect(await shownNo(page)).toBe(live);
    await page.getByTestId('composer').waitFor();
    expect(await page.getByTestId('composer-settled').textContent()).toBe(plan);
    await screenshot(page, 'replay-4-move-kept');

    // A click on a log line opens the replay the same way, the move kept again; Escape comes back.
    await page.getByTestId('log-entry').nth(2).click();
    await page.getByTestId('replay-kept').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('replay-banner').waitFor({ state: 'detached' });
    expect(await page.getByTestId('composer-settled').textContent()).toBe(plan);
    await page.getByTestId('composer-cancel').click();
    expect(problems.filter((p) => !/favicon|Failed to load resource/.test(p))).toEqual([]);
  });

  it('the log is one Tab stop: Tab enters it once, the arrows move inside, Enter shows that line', async () => {
    const { page, problems } = watched!;
    await page.getByTestId('leave-table').focus();
    let tabs = 0;
    while ((await focusedLine(page)).testid !== 'log-entry') {
      await page.keyboard.press('Tab');
      if (++tabs > 20) throw new Error('Tab never reached the log');
    }
    // One line takes the Tab (the one last clicked, line 2 above); one more Tab leaves the log.
    const lines = await page.getByTestId('log-entry').count();
    expect(await page.locator('[data-testid=log-entry][tabindex="0"]').count()).toBe(1);
    expect((await focusedLine(page)).at).toBe('2');
    await page.keyboard.press('Tab');
    expect((await focusedLine(page)).testid).not.toBe('log-entry');
    await page.keyboard.press('Shift+Tab');
    expect((await focusedLine(page)).at).toBe('2');

    await page.keyboard.press('End');
    expect((await focusedLine(page)).at).toBe(String(lines - 1));
    expect(await page.locator('[data-testid=log-entry][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await focusedLine(page)).at).toBe(String(lines - 3));
    await page.keyboard.press('Home');
    expect((await focusedLine(page)).at).toBe('0');
    await page.keyboard.press('ArrowDown');
    const on = await focusedLine(page);
    expect(on.at).toBe('1');
    await screenshot(page, 'replay-5-log-focus');
    await page.keyboard.press('Enter');
    await page.getByTestId('replay-banner').waitFor();
    await expect.poll(() => shownNo(page)).toBe(Number(on.stateNo));
    // The arrows stay the log's inside it (the replay keys are for the rest of the screen).
    await page.keyboard.press('End');
    expect((await focusedLine(page)).at).toBe(String(lines - 1));
    expect(await shownNo(page)).toBe(Number(on.stateNo));
    await page.keyboard.press('Escape');
    await page.getByTestId('replay-banner').waitFor({ state: 'detached' });
    expect(problems.filter((p) => !/favicon|Failed to load resource/.test(p))).toEqual([]);
  });
});
