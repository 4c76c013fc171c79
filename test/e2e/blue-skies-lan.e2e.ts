/**
 * Blue Skies over the LAN, as friends play it: Ann opens a table on the host with a seat for a
 * friend; Gus, in another browser context (its own storage, as on another machine), types the
 * host's address on its Join screen and takes the seat. Both play by clicking: first gates on the
 * map (Gus first: setup runs from the last seat), a gate in round 1 and "end purchases", a demand
 * card played from the map or the hand, Ann's special action with two cards marked and discarded.
 * Each sees the other's moves arrive. Gus's page never receives Ann's seat: not her demand cards,
 * not what she draws or discards; neither in its DOM nor in the frames the host sent it (rebuilt
 * into the views it was shown). Last, Gus's small window (1024 × 640) with the log open: the map
 * fits above a one-row bar, the regions folded behind one button.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LogEntry } from '../../formats/protocol.js';
import { wordLogEntry } from '../../formats/client-words.js';
import { allMessages } from '../../games/messages.js';
import type { BlueSkiesView } from '../../games/blue-skies/types.js';
import { bothAt, joinAsFriend, openTableForAFriend, recordedPage, seatsReceived, viewsOf, type RecordedPage } from './lan-guest.js';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { answerChoicesUntil, openLog, screenshot, shareHostAndBrowser, stateNo } from './support.js';

/** A log entry in English, as a client words it (the wire carries keys, not sentences). */
const en = (e: LogEntry): string => wordLogEntry(allMessages, 'en', e);

interface Hook {
  __boardwright?: { cityPoint?(id: string): { x: number; y: number } | null; highlightedCities?(): string[] };
}

const GAME = 'blue-skies';
const shared = shareHostAndBrowser({ botDelayMs: 0 });
let ann: RecordedPage;
let gus: RecordedPage;
let table: string;

const stateOf = (p: RecordedPage) => stateNo(p.page);
const logText = async (p: RecordedPage) => (await p.page.getByTestId('log-panel').textContent()) ?? '';
const promptOf = async (p: RecordedPage) => (await p.page.getByTestId('prompt').textContent()) ?? '';
const lastView = (p: RecordedPage, seat: number) => viewsOf(p, table, seat).at(-1)!.view as BlueSkiesView;
const otherOf = (p: RecordedPage) => (p === ann ? gus : ann);

async function highlighted(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.highlightedCities?.() ?? []);
}

/** Waits until the prompt of this page says `re`. */
async function promptSays(p: RecordedPage, re: RegExp): Promise<void> {
  await expect.poll(() => promptOf(p), { interval: 100 }).toMatch(re);
}

/** Waits until the prompt of this page says `re` (its turn to do that). */
async function until(p: RecordedPage, re: RegExp): Promise<void> {
  await expect.poll(() => promptOf(p), { interval: 100 }).toMatch(re);
  await p.page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: STATE_BUDGET_MS });
}

/**
 * A click on an airport of the map; a "which do you mean" is answered with its first choice
 * whenever it shows, until `done` (it may come a moment after the click on a loaded machine).
 */
async function clickAirport(page: Page, id: string, done: () => Promise<boolean>): Promise<void> {
  const pt = await page.evaluate((a) => (globalThis as unknown as Hook).__boardwright?.cityPoint?.(a) ?? null, id);
  if (!pt) throw new Error(`Airport ${id} is not on the map.`);
  await page.mouse.move(pt.x, pt.y);
  await page.mouse.click(pt.x, pt.y);
  await answerChoicesUntil(page, done);
}

/** Something this page does that makes one or more moves; both pages then show the new state. */
async function move(p: RecordedPage, what: () => Promise<void>): Promise<void> {
  const at = await stateOf(p);
  await what();
  await bothAt(p.page, otherOf(p).page, at + 1);
}

/** A click on an airport that makes a move: done once this page shows a new state. */
async function moveOnMap(p: RecordedPage, id: string): Promise<void> {
  const at = await stateOf(p);
  await move(p, () => clickAirport(p.page, id, async () => (await stateOf(p)) > at));
}

/** The airports the map offers now, once it offers any (read after the prompt asked for one). */
async function offered(page: Page): Promise<string[]> {
  await expect.poll(async () => (await highlighted(page)).length).toBeGreaterThan(0);
  return highlighted(page);
}

/** Buys one gate on the map (the first airport that glows), then ends the purchases if still asked. */
async function buyOneGate(p: RecordedPage): Promise<string> {
  const airport = (await offered(p.page))[0]!;
  await moveOnMap(p, airport);
  if (/points left/.test(await promptOf(p)) && (await p.page.getByTestId('end-purchases').count()) > 0) await move(p, () => p.page.getByTestId('end-purchases').click());
  return airport;
}

/** What Gus's page holds of Ann's seat, checked after every step: nothing private. */
async function gusSeesNothingOfAnn(atTheEnd = false): Promise<void> {
  expect([...seatsReceived(gus)].every((s) => s === 1 || s === null)).toBe(true);
  const logs: LogEntry[] = [];
  for (const m of gus.received as { type: string; pub?: unknown; log?: LogEntry[] }[]) {
    if (m.type === 'view') expect((m.pub as { view: BlueSkiesView }).view.hand ?? null).toBeNull();
    if (m.type === 'delta' && Array.isArray(m.pub)) for (const op of m.pub as [number, (string | number)[]][]) expect(op[1].slice(0, 2)).not.toEqual(['view', 'hand']);
    if ((m.type === 'view' || m.type === 'delta') && m.log) logs.push(...m.log);
  }
  // Lines said to one player ("You draw …", "You discard …") reach only that player.
  const told = logs.filter((e) => en(e).startsWith('You '));
  for (const e of told) expect(e.player).toBe('p2');
  if (atTheEnd) {
    // By now both have drawn and Ann has discarded: such lines exist, on Ann's page for her.
    expect(told.length).toBeGreaterThan(0);
    const annTold = (ann.received as { type: string; log?: LogEntry[] }[]).flatMap((m) => m.log ?? []).filter((e) => en(e).startsWith('You '));
    expect(annTold.filter((e) => e.player === 'p1').map((e) => en(e).split(' ')[1])).toEqual(expect.arrayContaining(['draw', 'discard']));
  }
  for (const v of viewsOf(gus, table, 1).map((t) => t.view as BlueSkiesView)) {
    expect(v.you).toBe('p2');
    expect(v.hand!.length).toBe(v.players.find((p) => p.id === 'p2')!.handSize);
  }
  // On screen, Gus's cards are his own, card for card.
  const hand = lastView(gus, 1).hand!;
  const shown = await gus.page.locator('[data-testid^=hand-card-] .code').allTextContents();
  expect(shown.map((s) => s.trim())).toEqual(hand);
}

describe('Blue Skies on the LAN: the owner and a friend who joined by address', () => {
  it('Ann opens a table with a seat for a friend; Gus joins by the host’s address and opens the first gates (setup runs from the last seat)', async () => {
    ann = await recordedPage(shared.browser, shared.host.url);
    table = await openTableForAFriend(ann.page, GAME, { name: 'Ann', seed: 5 });
    await screenshot(ann.page, 'blue-skies-lan-1-ann-waits');

    const port = new URL(shared.host.url).port;
    gus = await recordedPage(shared.browser, `http://localhost:${port}/`);
    await joinAsFriend(gus.page, shared.host.url, table, 1, 'Gus');
    await until(gus, /Your first gates/);
    await expect.poll(() => gus.page.getByTestId('step-setup').textContent()).toMatch(/Gus → Ann/);
    await screenshot(gus.page, 'blue-skies-lan-2-gus-setup');
    const first = (await offered(gus.page))[0]!;
    await moveOnMap(gus, first);
    await expect.poll(() => logText(ann)).toMatch(/Gus opens a gate at .+ for \d+ points?\./);
    // The gate shows on Ann's map data as Gus's.
    expect(lastView(ann, 0).airports[first]!.gates.some((g) => g.owner === 'p2')).toBe(true);
    while (/Your first gates/.test(await promptOf(gus))) {
      if ((await gus.page.getByTestId('end-purchases').count()) > 0) await move(gus, () => gus.page.getByTestId('end-purchases').click());
      else await moveOnMap(gus, (await offered(gus.page))[0]!);
    }
    await gusSeesNothingOfAnn();
  });

  it('Ann opens her first gates; Gus sees them', async () => {
    await until(ann, /Your first gates/);
    while (/Your first gates/.test(await promptOf(ann))) {
      const h = await highlighted(ann.page);
      if (h.length > 0) await moveOnMap(ann, h[0]!);
      else await move(ann, () => ann.page.getByTestId('end-purchases').click());
    }
    await expect.poll(() => logText(gus)).toMatch(/Ann opens a gate at/);
    await gusSeesNothingOfAnn();
  });

  it('round 1: each buys a gate on the map and ends the purchases, then plays a card; Ann’s special action discards two cards nobody else learns', async () => {
    // Whoever starts, both buy; then both play (Ann: the special action, Gus: a card from his hand).
    let annPlayed = false;
    let gusPlayed = false;
    let annBought = false;
    let gusBought = false;
    for (let step = 0; step < 12 && !(annPlayed && gusPlayed); step++) {
      const who = await Promise.race(
        [ann, gus].map(async (p) => {
          await p.page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: STATE_BUDGET_MS });
          return p;
        }),
      );
      const words = await promptOf(who);
      if (/turn to buy gates/.test(words)) {
        await buyOneGate(who);
        if (who === ann) annBought = true;
        else gusBought = true;
      } else if (/turn to play a demand card/.test(words) && who === gus) {
        const card = (await gus.page.getByTestId('hand-card-0').locator('.code').textContent())!.trim();
        await move(gus, () => gus.page.getByTestId('hand-card-0').click());
        await expect.poll(() => logText(ann)).toMatch(/Gus plays .+\./);
        expect(lastView(ann, 0).hand).not.toBeNull();
        expect(card).toBeTruthy();
        gusPlayed = true;
      } else if (/turn to play a demand card/.test(words) && who === ann) {
        await ann.page.getByTestId('special-action').click();
        await promptSays(ann, /Special action: click any airport/);
        await clickAirport(ann.page, (await offered(ann.page))[0]!, () => ann.page.getByTestId('composer-confirm').isVisible());
        await move(ann, () => ann.page.getByTestId('composer-confirm').click());
        await until(ann, /mark the cards you want to discard/);
        await ann.page.getByTestId('hand-card-0').locator('input').check();
        await ann.page.getByTestId('hand-card-1').locator('input').check();
        await screenshot(ann.page, 'blue-skies-lan-3-ann-discards');
        await move(ann, () => ann.page.getByTestId('discard-marked').click());
        await expect.poll(() => logText(ann)).toMatch(/You discard [^,]+, [^,]+\./);
        await expect.poll(() => logText(gus)).toMatch(/Ann discards 2 cards\./);
        const annSaid = /You discard ([^,]+), ([^.]+)\./.exec(await logText(ann))!;
        // Gus's log says how many, never which.
        expect(await logText(gus)).not.toContain(`discard ${annSaid[1]}, ${annSaid[2]}`);
        annPlayed = true;
      } else throw new Error(`Unexpected prompt for ${who === ann ? 'Ann' : 'Gus'}: ${words}`);
    }
    expect(annBought && gusBought && annPlayed && gusPlayed).toBe(true);
    await screenshot(gus.page, 'blue-skies-lan-4-gus-round-1');
    await gusSeesNothingOfAnn();
  });

  it('the round runs on to round 2 on both screens; Gus buys a gate there and Ann sees it', async () => {
    await expect.poll(() => logText(gus)).toMatch(/Round 2 begins/);
    await expect.poll(() => logText(ann)).toMatch(/Round 2 begins/);
    for (let step = 0; step < 4; step++) {
      const who = await Promise.race(
        [ann, gus].map(async (p) => {
          await p.page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: STATE_BUDGET_MS });
          return p;
        }),
      );
      expect(await promptOf(who)).toMatch(/turn to buy gates/);
      const airport = await buyOneGate(who);
      if (who === gus) {
        await expect.poll(() => lastView(ann, 0).airports[airport]!.gates.filter((g) => g.owner === 'p2').length).toBeGreaterThan(0);
        break;
      }
    }
    await screenshot(ann.page, 'blue-skies-lan-5-ann-round-2');
    await screenshot(gus.page, 'blue-skies-lan-5-gus-round-2');
    await gusSeesNothingOfAnn(true);
  });

  it('Gus on a small window (1024 × 640) with the log open: the regions fold behind one button, the whole map fits above that bar, and a hover names an airport', async () => {
    const page = gus.page;
    await page.setViewportSize({ width: 1024, height: 640 });
    // The small window folds the log a frame or more after the resize: open it once it has folded.
    await openLog(page);
    await page.getByTestId('regions-toggle').waitFor();
    // One row of controls under the map: the region switches are behind "Regions".
    expect(await page.locator('[data-testid^=region-toggle-]').count()).toBe(0);
    const bar = (await page.getByTestId('region-toggles').boundingBox())!;
    expect(bar.height).toBeLessThan(40);
    const airports = (gus.received.find((m) => m.type === 'board') as unknown as { board: { airports: { id: string }[] } }).board.airports.map((a) => a.id);
    // Every airport inside the map and above the bar, once the map has refitted to the new size
    // (a frame or more after the resize; a loaded machine takes its time).
    const outside = async (): Promise<string[]> => {
      const map = (await page.getByTestId('board-canvas').boundingBox())!;
      const barTop = (await page.getByTestId('region-toggles').boundingBox())!.y;
      const out: string[] = [];
      for (const id of airports) {
        const pt = await page.evaluate((a) => (globalThis as unknown as Hook).__boardwright?.cityPoint?.(a) ?? null, id);
        if (!pt || pt.x <= map.x || pt.x >= map.x + map.width || pt.y <= map.y || pt.y >= barTop) out.push(`${id} at ${JSON.stringify(pt)}`);
      }
      return out;
    };
    await expect.poll(outside).toEqual([]);
    await screenshot(page, 'blue-skies-lan-6-gus-small-log-open');
    // The switches open above the bar and still work.
    await page.getByTestId('regions-toggle').click();
    await page.getByTestId('region-toggle-midwest').click();
    await expect.poll(() => page.getByTestId('region-toggle-midwest').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('regions-toggle').textContent()).toMatch(/Regions \(1\)/);
    await screenshot(page, 'blue-skies-lan-7-gus-small-regions');
    await page.getByTestId('regions-toggle').click();
    // The pointer comes onto the airport afresh on each try, at the point the map shows it now: a
    // move that lands while the closing switches still cover the map (a loaded machine) is not seen
    // by the map, a second move to the same point sends no new pointer event, and a refit of the
    // map still under way moves the airport.
    await expect
      .poll(
        async () => {
          const pt = await page.evaluate((a) => (globalThis as unknown as Hook).__boardwright?.cityPoint?.(a) ?? null, 'DEN');
          if (!pt) return '';
          await page.mouse.move(pt.x + 30, pt.y + 30);
          await page.mouse.move(pt.x, pt.y);
          // A short wait per try (the card shows as the pointer arrives); the poll tries again.
          return page.getByTestId('airport-tooltip').textContent({ timeout: 2_000 }).catch(() => '');
        },
        { interval: 250 },
      )
      .toMatch(/Denver/);
    // Back to a big window: the switches are in the bar again.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('region-toggle-midwest').waitFor();
    expect(await page.getByTestId('regions-toggle').count()).toBe(0);
    expect([...ann.problems, ...gus.problems].filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
