/**
 * Airlines, Airlines Europe and Blue Skies by keyboard alone: one person and two bots, a fixed
 * seed. Once the table is on screen nothing is clicked: Tab walks to the move list or the map,
 * the arrow keys step over the map's places, Enter picks and confirms, Escape closes a moment to
 * read. After each move the host's state number has moved on and the log says the person made
 * the move the keys chose. Screenshots: test/e2e/output/keyboard-play-*.png.
 * (Linie 1 by keyboard is linie1-keyboard.e2e.ts.)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, nextMoment, screenshot, shareHostAndBrowser, startTable, stateNo } from './support.js';

let page: Page;
let problems: string[] = [];
const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeEach(async () => {
  await page?.close();
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

interface Focused {
  testid: string | null;
  label: string;
  inMoves: boolean;
}
interface Doc {
  document: {
    activeElement: { tagName: string; getAttribute(n: string): string | null; textContent: string | null; closest(s: string): unknown } | null;
  };
}

/** What has the keyboard's focus: its test id, its accessible name, whether it is a button of the move list. */
const focused = (): Promise<Focused | null> =>
  page.evaluate(() => {
    const a = (globalThis as unknown as Doc).document.activeElement;
    if (!a) return null;
    return {
      testid: a.getAttribute('data-testid'),
      label: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
      inMoves: a.tagName === 'BUTTON' && a.closest('[data-testid=move-list]') !== null,
    };
  });

/** Presses Tab until the focus is on what `wanted` accepts; returns it. */
async function tabUntil(wanted: (f: Focused) => boolean, what: string): Promise<Focused> {
  for (let i = 0; i < 80; i++) {
    const f = await focused();
    if (f && wanted(f)) return f;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}.`);
}

/** The log's lines for states after `after`, in order. */
async function linesAfter(after: number): Promise<string[]> {
  const all = await page
    .locator('[data-testid=log-entry]')
    .evaluateAll((els) => els.map((e) => ({ no: Number(e.getAttribute('data-state-no')), text: (e.textContent ?? '').trim() })));
  return all.filter((l) => l.no > after).map((l) => l.text);
}

/** Something on screen that changes with each key that does anything: the state, the composer, the focus. */
async function signature(): Promise<string> {
  const f = await focused();
  const settled = (await page.getByTestId('composer-settled').count()) > 0 ? await page.getByTestId('composer-settled').textContent() : '-';
  return `${await stateNo(page)}|${settled}|${f?.testid}|${f?.label}`;
}

/** Presses a key and waits until it did something. */
async function pressAndSee(key: string): Promise<void> {
  const before = await signature();
  await page.keyboard.press(key);
  await expect.poll(signature, { timeout: 30_000 }).not.toBe(before);
}

/**
 * Finishes the move under way with Enter alone: the composer puts the focus on its first choice
 * (and on Confirm once the move is complete). Returns every choice Enter took, in order.
 */
async function enterToTheEnd(before: number): Promise<string[]> {
  const picks: string[] = [];
  for (let i = 0; i < 10 && (await stateNo(page)) === before; i++) {
    const f = await focused();
    expect(f?.inMoves, `the focus is in the composer (at ${JSON.stringify(f)})`).toBe(true);
    picks.push(f!.label);
    await pressAndSee('Enter');
  }
  await expect.poll(() => stateNo(page), { timeout: 30_000 }).toBeGreaterThan(before);
  return picks;
}

/** Waits for the person's turn, closing any moment to read with Escape. */
async function myTurn(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const moment = await nextMoment(page, 60_000);
    if (moment === 'mine') return;
    expect(moment).toBe('reading');
    await page.keyboard.press('Escape');
    await page.getByTestId('reading-modal').waitFor({ state: 'detached' });
  }
  throw new Error('It never became the person’s turn.');
}

/** A move from the move list: Tab to its first button that `label` matches, Enter, then Enter through the composer. */
async function moveFromList(label: RegExp): Promise<{ picks: string[]; lines: string[] }> {
  await myTurn();
  const before = await stateNo(page);
  const start = await tabUntil((f) => f.inMoves && label.test(f.label), `a move-list button like ${label}`);
  await pressAndSee('Enter');
  const picks = [start.label, ...(await enterToTheEnd(before))];
  return { picks, lines: await linesAfter(before) };
}

/** A move begun on the map: Tab to the map, the arrow keys to a place, Enter, then Enter through the composer. */
async function moveFromMap(arrows: string[]): Promise<{ place: string; picks: string[]; lines: string[] }> {
  await myTurn();
  const before = await stateNo(page);
  await tabUntil((f) => f.testid === 'map-area', 'the map');
  for (const key of arrows) await page.keyboard.press(key);
  const place = (await page.locator('#map-focus-words').textContent()) ?? '';
  expect(place).not.toBe('');
  expect(place).not.toMatch(/Nothing to pick/);
  await pressAndSee('Enter');
  const picks = await enterToTheEnd(before);
  return { place, picks, lines: await linesAfter(before) };
}

/** Only the person's lines come first: the keys moved for the person, not a bot. */
function expectMine(lines: string[], first: RegExp): void {
  expect(lines.length).toBeGreaterThan(0);
  expect(lines[0]).toMatch(first);
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Playing by keyboard alone', () => {
  it('Airlines: founds an airline and takes stock cards, from the move list', async () => {
    await startTable(page, { game: 'airlines', seats: ['human', 'strategist', 'strategist'], seed: 5 });
    for (let turn = 0; turn < 2; turn++) {
      // A turn is two moves: found (its HQ, shares, first route, Confirm), then a stock card.
      const found = await moveFromList(/^Found an airline: /);
      console.log(found);
      const [, code, name] = /^Found an airline: (\w+) · (.+)$/.exec(found.picks[0]!)!;
      const route = found.picks.find((p) => p.includes('–'))!;
      expectMine(found.lines, new RegExp(`^Ann founds ${esc(name!)} \\(${code}\\) at `));
      expect(found.lines[1]).toMatch(new RegExp(`^Ann claims ${esc(route)} for ${code} `));
      expect(found.picks.at(-1)).toBe('Confirm');
      if (turn === 0) await screenshot(page, 'keyboard-play-airlines');
      const stock = await moveFromList(/^Take a stock card: Draw from the stock deck/);
      console.log(stock);
      expectMine(stock.lines, /^Ann draws a stock card from the deck/);
    }
    expect(problems).toEqual([]);
  });

  it('Airlines Europe: buys licences from the map and from the move list', async () => {
    await startTable(page, { game: 'airlines-europe', seats: ['human', 'tycoon', 'tycoon'], seed: 5 });
    // Setup: the two opening shares, chosen in the composer.
    const opening = await moveFromList(/./);
    console.log(opening);
    const fromMap = await moveFromMap(['ArrowRight']);
    console.log(fromMap);
    await screenshot(page, 'keyboard-play-europe');
    const fromList = await moveFromList(/^Buy licences: /);
    console.log(fromList);
    for (const m of [fromMap, fromList]) {
      const route = m.picks.find((p) => /–.+ for \d+ million$/.test(p))!;
      expectMine(m.lines, new RegExp(`^Ann buys .+ a licence for ${esc(route)}`));
      const share = /^\w+ — (.+) from the stock market$/.exec(m.picks.find((p) => p.includes('from the stock market')) ?? '');
      if (share) expect(m.lines).toContain(`Ann takes a ${share[1]} share from the stock market.`);
      expect(m.picks.at(-1)).toBe('Confirm');
    }
    expect(problems).toEqual([]);
  });

  it('Blue Skies: opens first gates from the move list and from the map', async () => {
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    const fromList = await moveFromList(/Open a gate: /);
    console.log(fromList);
    const city = /Open a gate: (.+)$/.exec(fromList.picks[0]!)![1]!;
    expectMine(fromList.lines, new RegExp(`^Ann opens a gate at ${esc(city)} for \\d+ points?`));
    const fromMap = await moveFromMap(['ArrowRight', 'ArrowRight']);
    console.log(fromMap);
    expectMine(fromMap.lines, new RegExp(`^Ann opens a gate at ${esc(fromMap.place)} for \\d+ points?`));
    await screenshot(page, 'keyboard-play-blue-skies');
    expect(problems).toEqual([]);
  });
});
