/**
 * Blue Skies in Chromium: a person and two bots play setup and the first round by clicking the
 * map (first gates, a gate in round 1, a demand card), with the step bar following; a special
 * action begun and dropped with Escape sends nothing; passengers arriving fly onto their gates
 * and an idle board draws no frames. Screenshots at 1440×900 and 1024×640.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { answerChoicesUntil, expectIdle, firstOf, framesRendered, newPage, screenshot, shareHostAndBrowser, startTable, whenSteady } from './support.js';

interface Hook {
  __boardwright?: { cityPoint?(id: string): { x: number; y: number } | null; highlightedCities?(): string[] };
}

/** What the hot-seat test records in the page. */
interface Watch {
  document: {
    querySelector(s: string): { getAttribute(a: string): string | null } | null;
    body: unknown;
  };
  MutationObserver: new (cb: () => void) => { observe(target: unknown, opts: object): void };
  __seen: string[];
}

let page: Page;
let problems: string[];

const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

const table = () => page.getByTestId('blue-skies-table');
const stateNo = async () => Number(await table().getAttribute('data-state-no'));

async function highlighted(): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.highlightedCities?.() ?? []);
}

/** Clicks an airport's card on the canvas with the mouse; answers a "which do you mean" with the first choice. */
async function clickAirport(id: string): Promise<void> {
  const p = await page.evaluate((a) => (globalThis as unknown as Hook).__boardwright?.cityPoint?.(a) ?? null, id);
  if (!p) throw new Error(`Airport ${id} is not on the map.`);
  const before = await stateNo();
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
  // The move is sent (the state moves on), after a "which do you mean" answered whenever it shows.
  await answerChoicesUntil(page, async () => (await stateNo()) > before);
}

async function logSays(re: RegExp): Promise<void> {
  await page.waitForFunction(
    (src) => new RegExp(src).test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('[data-testid=log-panel]')?.textContent ?? ''),
    re.source,
    { timeout: 60_000, polling: 100 },
  );
}

/** Clicks an airport for a move that is not complete yet (the composer waits for more). */
async function clickAirportNoMove(id: string): Promise<void> {
  const p = await page.evaluate((a) => (globalThis as unknown as Hook).__boardwright?.cityPoint?.(a) ?? null, id);
  if (!p) throw new Error(`Airport ${id} is not on the map.`);
  await page.mouse.click(p.x, p.y);
}

async function promptSays(re: RegExp, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (src) => new RegExp(src).test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('[data-testid=prompt]')?.textContent ?? ''),
    re.source,
    { timeout, polling: 100 },
  );
}

describe('Blue Skies: a person and two bots', () => {
  it('setup: first gates bought by clicking the map, from the last seat backwards', async () => {
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    await promptSays(/Your first gates/);
    // The bots (the last seats) went first.
    await expect.poll(() => page.getByTestId('step-setup').textContent()).toMatch(/Cy → Bob → Ann/);
    await expect.poll(async () => (await page.getByTestId('log-panel').textContent()) ?? '').toMatch(/Cy opens a gate/);
    await expect.poll(highlighted).toContain('CVG');
    await screenshot(page, 'blue-skies-1-setup');
    await clickAirport('CVG');
    await promptSays(/Your first gates: 5 points left for up to 1 more gate/);
    await clickAirport('MSP');
  });

  it('round 1, step 1: a gate bought on the map, then "end purchases"; the step bar follows', async () => {
    await promptSays(/Your turn to buy gates: 6 points left/);
    await expect.poll(() => page.getByTestId('step-buy').getAttribute('aria-current')).toBe('step');
    await expect.poll(() => page.getByTestId('row-p1').textContent()).toMatch(/Ann.*0.*\d+.*22/);
    await clickAirport('PIT');
    await promptSays(/5 points left/);
    await page.getByTestId('end-purchases').click();
    await promptSays(/Your turn to play a demand card/);
    await expect.poll(() => page.getByTestId('step-play').getAttribute('aria-current')).toBe('step');
  });

  it('step 2: a special action begun and dropped with Escape sends nothing; a card played on the map brings passengers that fly in', async () => {
    const before = await stateNo();
    // In the move list the special action is one button, not a button per airport: the airport
    // is asked after it (and lit on the map), so the hand stays in view on a small screen. It
    // starts from the hand panel too.
    const moves = page.getByTestId('move-list');
    // Counted once the list is there (an empty list would pass the count by itself).
    await moves.getByTestId('move-start').waitFor();
    expect(await moves.getByRole('button').count()).toBeLessThan(10);
    for (const start of [moves.getByTestId('move-start'), page.getByTestId('special-action')]) {
      await start.click();
      await page.getByTestId('composer').waitFor();
      await promptSays(/Special action: click any airport/);
      // The keys that take it back are said once by the shell, under the prompt.
      await expect.poll(() => page.getByTestId('composing-keys').textContent()).toBe('Backspace or Escape drops this move.');
      await expect.poll(async () => (await highlighted()).length).toBe(30);
      await page.keyboard.press('Escape');
      await page.getByTestId('composer').waitFor({ state: 'detached' });
    }
    expect(await stateNo()).toBe(before);

    const card = (await page.getByTestId('hand-card-0').locator('.code').textContent())!.trim();
    await expect.poll(highlighted).toContain(card);
    const canvas = page.getByTestId('board-canvas');
    const flew = page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): { getAttribute(a: string): string } | null } }).document.querySelector('[data-testid=board-canvas]')?.getAttribute('data-flying') !== '0', undefined, { polling: 16, timeout: 60_000 });
    await clickAirport(card);
    await flew;
    await screenshot(page, 'blue-skies-2-passengers');
    await expect.poll(() => page.getByTestId('log-panel').textContent()).toContain(`Ann plays`);
    // The flights end; then nothing is drawn while the table is idle.
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): { getAttribute(a: string): string } | null } }).document.querySelector('[data-testid=board-canvas]')?.getAttribute('data-flying') === '0', undefined, { timeout: STATE_BUDGET_MS });
    expect(await canvas.getAttribute('data-flying')).toBe('0');
  });

  it('steps 3 to 7 run by themselves; round 2 comes back to buying, and the board rests', async () => {
    await promptSays(/Your turn to buy gates/, 120_000);
    await expect.poll(() => page.getByTestId('step-bar').locator('h3').textContent()).toBe('Round 2');
    const log = async () => (await page.getByTestId('log-panel').textContent()) ?? '';
    await expect.poll(log).toMatch(/Demand card .*arrive/);
    await expect.poll(log).toMatch(/Ann earns (1 point|\d+ points) from/);
    await expect.poll(log).toMatch(/Round 2 begins/);
    await expectIdle(page, 1500, 1500);
    await screenshot(page, 'blue-skies-3-round-2');
  });

  it('the special action: passengers to any airport (confirmed), then cards marked and discarded, and the hand drawn back up', async () => {
    await page.getByTestId('end-purchases').click();
    await promptSays(/Your turn to play a demand card/, 120_000);
    await page.getByTestId('special-action').click();
    await clickAirportNoMove('DEN');
    await page.getByTestId('composer-confirm').click();
    await promptSays(/Special action: mark the cards you want to discard/);
    await page.getByTestId('hand-card-0').locator('input').check();
    await page.getByTestId('hand-card-1').locator('input').check();
    await expect.poll(() => page.getByTestId('discard-marked').textContent()).toMatch(/Discard 2 cards/);
    await screenshot(page, 'blue-skies-5-discard');
    await page.getByTestId('discard-marked').click();
    await page.waitForFunction(() => !/mark the cards/.test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('[data-testid=prompt]')?.textContent ?? ''));
    await logSays(/Ann uses the special action on Denver/);
    // Told to this seat only: which two cards went.
    await logSays(/You discard [^,]+, [^,]+\./);
    await expect.poll(() => page.getByTestId('row-p1').locator('td').last().textContent()).toBe('used');
  });

  it('regions switched on, the rules help, and a small window', async () => {
    await page.getByTestId('region-toggle-midwest').click();
    await expect.poll(() => page.getByTestId('region-toggle-midwest').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('rules-open').click();
    // The rules page of the chosen language loads when the help opens: wait for its words.
    await expect.poll(async () => (await page.getByTestId('rules-blue-skies').textContent()) ?? '').toMatch(/Where the rules leave something open/);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1024, height: 640 });
    // Photographed once the map has refitted to the small window and stopped drawing.
    await whenSteady(page, () => framesRendered(page), 300);
    await screenshot(page, 'blue-skies-4-small');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('two people at one screen: who plays a demand card sees the passengers land before the hand-over covers the map', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Back to the lobby from the table the tests before left on screen.
    await page.getByTestId('leave-table').click();
    await startTable(page, { game: 'blue-skies', seats: ['human', 'human'], exactSeats: true, seed: 5 });
    // Setup and round 1's purchases: hand over, end purchases, until a seat is to play a card.
    // Each step waits for what it asks for (a hand-over, purchases to end, or Ann's card to play),
    // then for its effect, so no look is taken while the page is still catching up.
    const moments = { handover: '[data-testid=handover-ready]', purchases: '[data-testid=end-purchases]', card: '[data-testid=hand-card-0]' };
    for (let i = 0; ; i++) {
      expect(i, 'steps before Ann plays a card').toBeLessThan(30);
      if (/Ann, your turn to play a demand card/.test((await page.getByTestId('prompt').textContent()) ?? '')) break;
      const next = await firstOf(page, moments, STATE_BUDGET_MS);
      if (next === 'handover') {
        await page.getByTestId('handover-ready').click();
        await page.getByTestId('handover').waitFor({ state: 'detached' });
      } else if (next === 'purchases') {
        const before = await stateNo();
        await page.getByTestId('end-purchases').click();
        await expect.poll(stateNo).toBeGreaterThan(before);
      } else {
        // A hand of demand cards is shown: it is someone's turn to play one.
        await promptSays(/your turn to play a demand card/);
      }
    }
    await promptSays(/Ann, your turn to play a demand card/);
    const card = (await page.getByTestId('hand-card-0').locator('.code').textContent())!.trim();
    // Watch the page from before the click: the flight of one passenger lasts about 0.3 s, so a
    // poll started after the move arrives can miss it. The record says, in order, each change of
    // the map's flying count and when the hand-over card first showed.
    await page.evaluate(() => {
      const g = globalThis as unknown as Watch;
      const doc = g.document;
      const map = doc.querySelector('[data-testid=board-canvas]')!;
      g.__seen = [];
      new g.MutationObserver(() => g.__seen.push(`flying ${map.getAttribute('data-flying')}${doc.querySelector('[data-testid=hand-card-0]') ? ' with the hand shown' : ''}`)).observe(map, { attributes: true, attributeFilter: ['data-flying'] });
      new g.MutationObserver(() => {
        if (doc.querySelector('[data-testid=handover]') && !g.__seen.includes('handover')) g.__seen.push('handover');
      }).observe(doc.body, { childList: true, subtree: true });
    });
    await clickAirport(card);
    await page.getByTestId('handover').waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => (globalThis as unknown as Watch).__seen);
    // The passengers flew (the count rose), landed (back to 0), and only then the card came up.
    expect(seen.filter((s) => s !== 'flying 0')[0]).toMatch(/^flying [1-9]/);
    expect(seen.indexOf('handover')).toBeGreaterThan(seen.lastIndexOf('flying 0'));
    expect(seen.lastIndexOf('flying 0')).toBeGreaterThan(0);
    // Ann's hand is hidden as soon as her card is played: nothing of hers shows while they fly.
    expect(seen.filter((s) => s.endsWith('with the hand shown'))).toEqual([]);
    expect(await page.getByTestId('board-canvas').getAttribute('data-flying')).toBe('0');
    await screenshot(page, 'blue-skies-7-hotseat-handover');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
