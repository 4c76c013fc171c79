/**
 * Airlines in a real browser, on the table shell: a person and two bots on the default board.
 * The person founds an airline by composing it on the map (HQ, shares, first route, Confirm),
 * expands by clicking the map, plays stock cards from the move list, and plays on until a scoring
 * is shown with its breakdown. Hot-seat: the hand-over comes before the first turn too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { ROOT, clickRoute, highlightedRoutes, newPage, screenshot, shareHostAndBrowser } from './support.js';
import { act, claimOnMap, composeFounding, confirmClaim, drawStock, nextMoment, prompt, startAirlines } from './table-helpers.js';

/** Route ids of the default board, to click one the legal moves do not offer. */
const boardRoutes = (
  JSON.parse(readFileSync(join(ROOT, 'boards', 'airlines', 'north-america.board.json'), 'utf8')) as { routes: { id: string }[] }
).routes.map((r) => r.id);

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Airlines play screen in a browser', () => {
  it('a person and two bots: found by composing on the map, expand, play stock cards, until a scoring is shown', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('start-table').waitFor();
    await expect.poll(() => page.locator('[data-testid^=seat-kind-]').count()).toBe(3);
    expect(await page.getByTestId('seat-kind-0').inputValue()).toBe('human');
    expect(await page.getByTestId('seat-kind-1').inputValue()).not.toBe('human');
    await screenshot(page, 'play-1-lobby');
    await startAirlines(page, { seed: 7 });

    // 1. Found an airline: everything is chosen before anything is sent.
    expect(await nextMoment(page)).toBe('mine');
    await screenshot(page, 'play-2-first-turn');
    const before = await page.getByTestId('airlines-table').getAttribute('data-state-no');
    const plan = await composeFounding(page);
    expect(plan).toMatch(/^Found \w+ with \d shares?; first route .+ with your \w+ \d+$/);
    expect(await page.getByTestId('airlines-table').getAttribute('data-state-no')).toBe(before);
    await screenshot(page, 'play-3-found-composed');
    await page.getByTestId('composer-confirm').click();
    await expect.poll(() => prompt(page)).toContain('Take a face-up stock card');
    await expect.poll(() => page.getByTestId('game-log').textContent()).toMatch(/founds/);
    await drawStock(page);
    expect(await page.getByTestId('move-rejected').count()).toBe(0);
    await screenshot(page, 'play-4-founded');

    let expanded = false;
    let playedStock = false;
    let scoringSeen = false;
    let whyAsked = false;
    for (let turn = 0; turn < 80 && !scoringSeen; turn++) {
      const moment = await nextMoment(page);
      if (moment === 'reading') {
        scoringSeen = true;
        break;
      }
      if (moment === 'over') break;
      const stock = page.getByRole('button', { name: /^Play stock cards: / });
      if (!expanded || (await stock.count()) === 0) {
        // 2. Expand: draw a flight card, then claim a highlighted route by clicking the map.
        await act(page, () => page.getByTestId('do-expand').click());
        await expect.poll(() => prompt(page)).toMatch(/claim/i);
        const routes = await highlightedRoutes(page);
        if (!whyAsked) {
          // A route the legal moves do not offer: the host's view says why, in words; nothing is sent.
          whyAsked = true;
          const offered = new Set(routes);
          const other = boardRoutes.find((id) => !offered.has(id))!;
          const at = await page.getByTestId('airlines-table').getAttribute('data-state-no');
          await clickRoute(page, other);
          const notice = page.getByTestId('notice');
          await notice.waitFor({ timeout: STATE_BUDGET_MS });
          // "Calgary–Edmonton: It needs a dashed flight card of 5 or more; your best is a 3."
          expect(await notice.textContent()).toMatch(/^.+–.+: .{10,}/);
          await screenshot(page, 'play-5-why-not');
          expect(await page.getByTestId('airlines-table').getAttribute('data-state-no')).toBe(at);
        }
        if (routes.length > 0) {
          await claimOnMap(page);
          expanded = true;
        } else {
          await act(page, () => page.getByTestId('do-pass').click());
        }
      } else {
        // 3. Play stock cards from the move list: airline, then how many.
        // A choice that finishes the move says so in its title ("Play 1 GGA stock card") and is sent
        // at once; otherwise the composer asks how many.
        const finishes = /^Play \d/.test((await stock.first().getAttribute('title')) ?? '');
        if (finishes) await act(page, () => stock.first().click());
        else {
          await stock.first().click();
          await act(page, () => page.getByTestId('composer-choice-0').click());
        }
        playedStock = true;
        await screenshot(page, 'play-5b-stock');
        // One card played opens the sabotage choice: skip it.
        await expect.poll(() => prompt(page)).not.toBe('');
        if ((await prompt(page)).includes('sabotage')) await act(page, () => page.getByTestId('do-pass').click());
        continue; // playing stock ends the turn without drawing
      }
      if ((await prompt(page)).includes('Take a face-up')) await drawStock(page);
    }

    expect(expanded).toBe(true);
    expect(playedStock).toBe(true);
    expect(scoringSeen).toBe(true);
    const breakdown = page.getByTestId('scoring-breakdown');
    await breakdown.waitFor();
    expect(await breakdown.textContent()).toMatch(/\+\d+/);
    await screenshot(page, 'play-6-scoring');
    await page.getByTestId('reading-close').click();
    // The score pad keeps the scoring, the log says so.
    await expect.poll(() => page.getByTestId('score-pad').textContent()).toContain('Scoring 1');
    await expect.poll(() => page.getByTestId('game-log').textContent()).toMatch(/Scoring 1/);
    await screenshot(page, 'play-7-after-scoring');
    // The rules help in a small window: the text scrolls, Close stays in sight at its foot.
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.getByTestId('rules-open').click();
    await page.getByTestId('rules-text').waitFor();
    const close = page.getByTestId('rules-help').getByRole('button', { name: 'Close' });
    const box = (await close.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await screenshot(page, 'play-8-rules-small');
    await close.click();
    await page.getByTestId('rules-help').waitFor({ state: 'detached' });
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('Hot-seat: the hand-over comes before the first turn too; Lobby, Save and Escape stay reachable; the hand stays hidden', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startAirlines(page, { seed: 3, seats: ['human', 'human'] });

    // Before Ann's very first turn the screen is handed to her.
    const handover = page.getByTestId('handover');
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Ann');
    expect(await page.getByTestId('hand').textContent()).toContain('Hidden');
    expect(await page.getByTestId('move-list').count()).toBe(0);
    await screenshot(page, 'hotseat-0-first-handover');

    // Save and the players panel work from the hand-over; Escape closes the panel, not the hand-over.
    await page.getByTestId('save-table').click();
    await page.getByTestId('save-as-name').waitFor();
    expect(await page.getByTestId('save-as-name').inputValue()).toMatch(/^Airlines — Ann, Bob/);
    await page.getByTestId('save-as-name').fill('Hot-seat test');
    await page.getByTestId('save-as').click();
    await expect.poll(() => page.getByTestId('saved-as').textContent().catch(() => '')).toContain('Hot-seat test');
    await page.keyboard.press('Escape');
    await page.getByTestId('table-panel').waitFor({ state: 'hidden' });
    expect(await handover.isVisible()).toBe(true);
    // Escape again is the way out: the lobby, the hand still unseen; the table waits.
    const tableId = /#\/table\/(.+)$/.exec(page.url())![1]!;
    await page.keyboard.press('Escape');
    await page.getByTestId('start-table').waitFor();
    expect(await page.getByTestId(`open-table-${tableId}`).textContent()).toBe('Continue');
    await page.getByTestId(`open-table-${tableId}`).click();
    // Back at the table, the screen is handed over again before anything is shown.
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Ann');
    // The focus waits on the hand-over's button: Enter hands over.
    await page.getByTestId('handover-ready').focus();
    await page.keyboard.press('Enter');
    await handover.waitFor({ state: 'detached' });
    await expect.poll(() => prompt(page)).toContain('Ann, your turn');
    await expect.poll(() => page.getByTestId('hand').textContent()).not.toContain('Hidden');

    // Ann expands and keeps the card: her draw is private.
    await act(page, () => page.getByTestId('do-expand').click());
    await expect.poll(() => page.getByTestId('game-log').textContent()).toMatch(/You draw a \w+ \d+ flight card/);
    // She keeps it (passes on the claim), looked at once the claim step is on screen.
    await expect.poll(() => prompt(page)).toMatch(/claim/i);
    await act(page, async () => {
      if ((await page.getByTestId('do-pass').count()) > 0) await page.getByTestId('do-pass').click();
      else {
        await clickRoute(page, (await highlightedRoutes(page))[0]!);
        await confirmClaim(page);
      }
    });
    if ((await prompt(page)).includes('Take a face-up')) await drawStock(page);
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Bob');
    expect(await page.getByTestId('hand').textContent()).toContain('Hidden');
    expect(await page.getByTestId('game-log').textContent()).not.toMatch(/You draw/);
    await screenshot(page, 'hotseat-1-handover');
    await page.getByTestId('handover-ready').click();
    await handover.waitFor({ state: 'detached' });
    await expect.poll(() => prompt(page)).toContain('Bob, your turn');
    await expect.poll(() => page.getByTestId('hand').textContent()).not.toContain('Hidden');
    await screenshot(page, 'hotseat-2-bob');

    // The Lobby button works from the table (and the hand-over) at any time.
    await page.getByTestId('leave-table').click();
    await page.getByTestId('start-table').waitFor();
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
