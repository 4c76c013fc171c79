/**
 * Airlines in a real browser: a person and two bots on the default board. The person founds an
 * airline and expands by clicking the map, plays stock cards, and plays on until a scoring is
 * shown with its breakdown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT, attributeChanged, clickRoute, firstOf, highlightedRoutes, launchBrowser, newPage, screenshot, startHost, type RunningHost } from './support.js';

/** Route ids of the default board, to click one the legal moves do not offer. */
const boardRoutes = (
  JSON.parse(readFileSync(join(ROOT, 'boards', 'airlines', 'north-america.board.json'), 'utf8')) as { routes: { id: string }[] }
).routes.map((r) => r.id);

let host: RunningHost;
let browser: Browser;

beforeAll(async () => {
  host = await startHost({ botDelayMs: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

type Moment = 'mine' | 'scoring' | 'over';

/** Waits until it is our turn, a scoring is shown, or the game is over. */
async function nextMoment(page: Page): Promise<Moment> {
  return (await firstOf(page, {
    scoring: '[data-testid=scoring-modal]',
    over: '[data-testid=game-over]',
    mine: '[data-testid=turn-panel].mine',
  })) as Moment;
}

async function phasePrompt(page: Page): Promise<string> {
  return (await page.getByTestId('prompt').textContent()) ?? '';
}

async function stateNo(page: Page): Promise<string | null> {
  return page.getByTestId('airlines-table').getAttribute('data-state-no');
}

/** Does something that sends a move, then waits for the host's next view. */
async function act(page: Page, what: () => Promise<void>): Promise<void> {
  const before = await stateNo(page);
  await what();
  await attributeChanged(page, '[data-testid=airlines-table]', 'data-state-no', before);
}

/** Clicks the first highlighted route on the canvas; picks the first option if asked which. */
async function claimOnMap(page: Page): Promise<string> {
  const routes = await highlightedRoutes(page);
  expect(routes.length).toBeGreaterThan(0);
  await act(page, async () => {
    await clickRoute(page, routes[0]!);
    const chooser = page.getByTestId('route-chooser');
    if (await chooser.isVisible().catch(() => false)) await page.getByTestId('route-choice-0').click();
  });
  return routes[0]!;
}

/** Ends the turn by drawing a stock card (the deck when it can: scorings come from it). */
async function drawStock(page: Page): Promise<void> {
  expect(await phasePrompt(page)).toContain('Take a face-up stock card');
  const deck = page.getByTestId('draw-deck');
  await act(page, async () => {
    if (await deck.isEnabled()) await deck.click();
    else await page.locator('[data-testid^=faceup-]:enabled').first().click();
  });
}

describe('Airlines play screen in a browser', () => {
  it('a person and two bots: found and expand by clicking the map, play stock cards, until a scoring is shown', async () => {
    const { page, problems } = await newPage(browser, host.url);
    await page.getByTestId('start-table').waitFor();
    // Seats: Ann (person), Bob and Cy (bots), as the lobby proposes.
    await expect.poll(() => page.locator('[data-testid^=seat-kind-]').count()).toBe(3);
    expect(await page.getByTestId('seat-kind-0').inputValue()).toBe('human');
    expect(await page.getByTestId('seat-kind-1').inputValue()).not.toBe('human');
    await page.locator('summary').click();
    await page.getByTestId('seed-input').fill('7');
    await screenshot(page, 'play-1-lobby');
    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor();

    // 1. Found an airline, claiming its first route on the map.
    expect(await nextMoment(page)).toBe('mine');
    expect(await page.getByTestId('found-airline').count()).toBe(1);
    await screenshot(page, 'play-2-first-turn');
    await act(page, () => page.getByTestId('do-found').click());
    expect(await phasePrompt(page)).toContain('to found it');
    await screenshot(page, 'play-3-found-highlights');
    const founded = await claimOnMap(page);
    await drawStock(page);
    expect(await page.getByTestId('move-rejected').count()).toBe(0);
    await screenshot(page, 'play-4-founded');

    let expanded = false;
    let playedStock = false;
    let scoringSeen = false;
    let illegalTried = false;
    for (let turn = 0; turn < 80 && !scoringSeen; turn++) {
      const moment = await nextMoment(page);
      if (moment === 'scoring') {
        scoringSeen = true;
        break;
      }
      if (moment === 'over') break;
      const stockButton = page.getByTestId('do-stock');
      if (!expanded || !(await stockButton.isVisible())) {
        // 2. Expand: draw a flight card, then claim a highlighted route by clicking the map.
        await act(page, () => page.getByTestId('do-expand').click());
        expect(await phasePrompt(page)).toMatch(/claim/i);
        const routes = await highlightedRoutes(page);
        if (!illegalTried) {
          // A route the legal moves do not offer: the host says why, in words.
          illegalTried = true;
          const offered = new Set(routes);
          const other = boardRoutes.find((id) => !offered.has(id) && id !== founded)!;
          await clickRoute(page, other);
          await page.getByTestId('move-rejected').or(page.getByTestId('notice')).first().waitFor({ timeout: 10_000 });
          const why = (await page.getByTestId('move-rejected').or(page.getByTestId('notice')).first().textContent()) ?? '';
          expect(why.length).toBeGreaterThan(10);
          await screenshot(page, 'play-5-refused');
        }
        if (routes.length > 0) {
          await claimOnMap(page);
          expanded = true;
        } else {
          await act(page, () => page.getByTestId('do-pass').click());
        }
      } else {
        // 3. Play stock cards (one card opens the sabotage choice: skip it).
        await act(page, () => page.getByTestId('do-stock').click());
        playedStock = true;
        await screenshot(page, 'play-5b-stock');
        // One card played opens the sabotage choice: skip it.
        if ((await phasePrompt(page)).includes('sabotage')) await act(page, () => page.getByTestId('do-pass').click());
        continue; // playing stock ends the turn without drawing
      }
      if ((await phasePrompt(page)).includes('Take a face-up')) await drawStock(page);
    }

    expect(expanded).toBe(true);
    expect(playedStock).toBe(true);
    expect(scoringSeen).toBe(true);
    const breakdown = page.getByTestId('scoring-breakdown');
    await breakdown.waitFor();
    expect(await breakdown.textContent()).toMatch(/\+\d+/);
    await screenshot(page, 'play-6-scoring');
    await page.getByTestId('scoring-close').click();
    // The score pad keeps the scoring.
    expect(await page.getByTestId('score-pad').textContent()).toContain('Scoring 1');
    expect(await page.getByTestId('game-log').textContent()).toMatch(/Scoring 1/);
    await screenshot(page, 'play-7-after-scoring');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('Hot-seat: between two people at one machine a hand-over screen hides the hand', async () => {
    const { page, problems } = await newPage(browser, host.url);
    await page.getByTestId('start-table').waitFor();
    await page.getByTestId('seat-kind-1').selectOption('human');
    await page.locator('summary').click();
    await page.getByTestId('seed-input').fill('3');
    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor();
    expect(await nextMoment(page)).toBe('mine');
    expect(await page.getByTestId('player-0').getAttribute('class')).toContain('active');
    // Ann expands and keeps the card: her draw is private.
    await act(page, () => page.getByTestId('do-expand').click());
    expect(await page.getByTestId('game-log').textContent()).toMatch(/You draw a \w+ \d+ flight card/);
    await act(page, async () => {
      if (await page.getByTestId('do-pass').isVisible()) await page.getByTestId('do-pass').click();
      else await clickRoute(page, (await highlightedRoutes(page))[0]!);
    });
    if ((await phasePrompt(page)).includes('Take a face-up')) await drawStock(page);
    const handover = page.getByTestId('handover');
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Bob');
    expect(await page.getByTestId('hand').textContent()).toContain('Hidden');
    expect(await page.getByTestId('game-log').textContent()).not.toMatch(/You draw/);
    await screenshot(page, 'hotseat-1-handover');
    await page.getByTestId('handover-ready').click();
    await handover.waitFor({ state: 'detached' });
    expect(await page.getByTestId('prompt').textContent()).toContain('Bob, your turn');
    expect(await page.getByTestId('hand').textContent()).not.toContain('Hidden');
    await screenshot(page, 'hotseat-2-bob');

    // Saving keeps the game on the host under a name.
    await page.getByTestId('save-table').click();
    await page.getByTestId('prompt-dialog').waitFor();
    await page.getByTestId('prompt-input').fill('Hot-seat test');
    await page.getByTestId('prompt-input').press('Enter');
    await page.getByTestId('saved').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('saved').textContent()).toContain('Hot-seat test');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
