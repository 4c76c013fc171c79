/**
 * Airlines, Airlines Europe and Blue Skies by keyboard alone: one person and two bots, a fixed
 * seed. Once the table is on screen nothing is clicked: Tab walks to the move list or the map,
 * the arrow keys step over the map's places, Enter picks and confirms (a little menu a map pick
 * opens has the focus at once), Escape drops a move half made or closes a moment to read. After
 * each move the host's state number has moved on and the log says the person made the move the
 * keys chose. Screenshots: test/e2e/output/keyboard-play-*.png.
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
  /** Nothing has the focus: the page itself holds it. */
  nowhere: boolean;
}
interface Doc {
  document: {
    body: unknown;
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
      nowhere: a === (globalThis as unknown as Doc).document.body,
    };
  });

/** Presses Tab until the focus is on what `wanted` accepts; returns it. */
async function tabUntil(wanted: (f: Focused) => boolean, what: string): Promise<Focused> {
  for (let i = 0; i < 200; i++) {
    const f = await focused();
    if (f && wanted(f)) return f;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what} (last: ${JSON.stringify(await focused())}).`);
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

/**
 * What has the focus in the middle of a move, or null once the move has landed. Confirm disables
 * its button while the move travels, and a disabled button lets the focus go, so until the host's
 * answer lands the focus may be nowhere: wait for the one or the other.
 */
async function focusMidMove(before: number): Promise<Focused | null> {
  let f: Focused | null = null;
  await expect
    .poll(
      async () => {
        if ((await stateNo(page)) !== before) return true;
        f = await focused();
        return f !== null && !f.nowhere;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return (await stateNo(page)) !== before ? null : f;
}

/** Presses a key and waits until it did something. */
async function pressAndSee(key: string): Promise<void> {
  const before = await signature();
  await page.keyboard.press(key);
  await expect.poll(signature, { timeout: 60_000 }).not.toBe(before);
}

/**
 * Finishes the move under way with Enter alone: the composer puts the focus on its first choice
 * (and on Confirm once the move is complete). Returns every choice Enter took, in order.
 */
async function enterToTheEnd(before: number): Promise<string[]> {
  const picks: string[] = [];
  for (let i = 0; i < 10 && (await stateNo(page)) === before; i++) {
    const f = await focusMidMove(before);
    if (f === null) break;
    expect(f?.inMoves, `the focus is in the composer (at ${JSON.stringify(f)})`).toBe(true);
    picks.push(f!.label);
    await pressAndSee('Enter');
  }
  await expect.poll(() => stateNo(page), { timeout: 60_000 }).toBeGreaterThan(before);
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

/**
 * A move made on the map as far as it goes: Tab to the map, the arrow keys to a place, Enter; again
 * while the map has something to pick (the focus stays on the map), then Tab to the composer for
 * the questions the map cannot answer, and Enter through it. Returns the places and choices taken.
 */
async function moveFromMap(): Promise<{ picks: string[]; lines: string[]; fromMenu: string[] }> {
  await myTurn();
  const before = await stateNo(page);
  await tabUntil((f) => f.testid === 'map-area', 'the map');
  const picks: string[] = [];
  const fromMenu: string[] = [];
  for (let i = 0; i < 12 && (await stateNo(page)) === before; i++) {
    let f = await focusMidMove(before);
    if (f === null) break;
    // A place that leaves a choice in words opens a little menu, and the menu has the focus.
    if ((await page.getByTestId('choice-popup').count()) > 0) expect(f?.testid, 'the little menu has the focus').toBe('choice-0');
    if (f?.testid === 'map-area') {
      await page.keyboard.press('ArrowRight');
      const place = (await page.locator('#map-focus-words').textContent()) ?? '';
      expect(place).not.toBe('');
      if (!/Nothing to pick/.test(place)) {
        picks.push(place);
        await pressAndSee('Enter');
        continue;
      }
      // The map has nothing more to pick: the rest of the move is asked in the composer.
      expect(i, 'the map offered a first place').toBeGreaterThan(0);
      f = await tabUntil((x) => x.inMoves, 'the composer');
    }
    if (f?.testid?.startsWith('choice-')) {
      picks.push(f.label);
      fromMenu.push(f.label);
      await pressAndSee('Enter');
      continue;
    }
    // The last Enter sent the move: its view may land between the loop's check and this read,
    // and the composer it focused is gone with it.
    if ((await stateNo(page)) !== before) break;
    expect(f?.inMoves, `the focus is on the map or in the composer (at ${JSON.stringify(f)})`).toBe(true);
    picks.push(f!.label);
    await pressAndSee('Enter');
  }
  await expect.poll(() => stateNo(page), { timeout: 60_000 }).toBeGreaterThan(before);
  return { picks, lines: await linesAfter(before), fromMenu };
}

/** Only the person's lines come first: the keys moved for the person, not a bot. */
function expectMine(lines: string[], first: RegExp): void {
  expect(lines.length).toBeGreaterThan(0);
  expect(lines[0]).toMatch(first);
}

/**
 * The log says the person founded the airline the keys chose (when a pick named it: the move
 * list may offer the whole founding as one route) and claimed the route they chose for it.
 */
function expectFounding(m: { picks: string[]; lines: string[] }): void {
  // An airline pick reads "PNA · Pacific Northern"; a first route's step "PNA · Seattle–Vancouver —
  // Seattle–Vancouver" (its short name, then the route's), or the route alone.
  const named = m.picks.filter((p) => !p.includes('–')).map((p) => /^(?:[^:]+: )?(\w+) · (.+)$/.exec(p)).find((x) => x);
  const route = m.picks.map((p) => /^(?:[^:]+: )?(?:\w+ · )?(.+–.+)$/.exec(p.split(' — ').at(-1)!)?.[1]).find((x) => x);
  expect(route, `a route among ${m.picks.join(', ')}`).toBeDefined();
  const airline = named ? `${esc(named[2]!)} \\((${named[1]})\\)` : '.+ \\((\\w+)\\)';
  expectMine(m.lines, new RegExp(`^Ann founds ${airline} at `));
  const code = new RegExp(`^Ann founds .+ \\((\\w+)\\) at `).exec(m.lines[0]!)![1]!;
  expect(m.lines[1]).toMatch(new RegExp(`^Ann claims ${esc(route!)} for ${code} `));
  expect(m.picks.at(-1)).toBe('Confirm');
}

/** "Buy licences: CC · Channel Clippers", "BW · Boreal Wings" → "Channel Clippers". */
function airlineName(pick: string): string {
  const m = /^(?:[^:]+: )?\w+ · (.+)$/.exec(pick);
  expect(m, `an airline in ${pick}`).not.toBeNull();
  return m![1]!;
}

/** The log says the person bought each licence the keys chose, for the airline chosen before it, then took the share chosen. */
function expectLicences(m: { picks: string[]; lines: string[] }): void {
  const want: string[] = [];
  let airline = '';
  for (const p of m.picks) {
    if (/ · /.test(p)) airline = airlineName(p);
    else if (/–.+ for \d+ million$/.test(p)) want.push(`Ann buys ${airline} a licence for ${p};`);
    else if (/ from the stock market$/.test(p)) want.push(`Ann takes a ${/^\w+ — (.+) from the stock market$/.exec(p)![1]} share from the stock market.`);
  }
  expect(want.filter((w) => w.includes('licence')).length).toBeGreaterThan(0);
  expect(m.lines.slice(0, want.length).map((l, i) => l.slice(0, want[i]!.length))).toEqual(want);
  expect(m.picks.at(-1)).toBe('Confirm');
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Playing by keyboard alone', () => {
  it('Airlines: founds airlines on the map and from the move list, and takes stock cards', async () => {
    await startTable(page, { game: 'airlines', seats: ['human', 'strategist', 'strategist'], seed: 5 });
    // A turn is two moves: an action, then a stock card. First the founding on the map: the HQ by
    // the arrow keys, the shares in the little menu, the first route, Confirm.
    const onMap = await moveFromMap();
    expect(onMap.fromMenu).toHaveLength(1);
    expect(onMap.fromMenu[0]).toMatch(/^\d shares?$/);
    expectFounding(onMap);
    await screenshot(page, 'keyboard-play-airlines');
    expectMine((await moveFromList(/^Take a stock card: Draw from the stock deck/)).lines, /^Ann draws a stock card from the deck\.$/);
    // The next turn from the move list alone (a button's name starts with what it shows, "LSA · Houston–Dallas").
    expectFounding(await moveFromList(/(?:^|— )Found an airline: /));
    expectMine((await moveFromList(/^Take a stock card: /)).lines, /^Ann (draws a stock card from the deck|takes the face-up)/);
    expect(problems).toEqual([]);
  });

  it('Airlines Europe: chooses opening shares, buys licences on the map and from the move list, drops a move with Escape', async () => {
    await startTable(page, { game: 'airlines-europe', seats: ['human', 'tycoon', 'tycoon'], seed: 5 });
    // Setup: the two opening shares, chosen in the composer.
    const opening = await moveFromList(/^Keep two shares: /);
    const kept = opening.picks.slice(0, 2).map((p) => airlineName(p));
    expect(opening.lines).toContain(`You chose ${kept[0]} and ${kept[1]}.`);
    expect(opening.picks.at(-1)).toBe('Confirm');

    // Licences begun on the map: a home airport and a route by the arrow keys and Enter, the share in the composer.
    const fromMap = await moveFromMap();
    expectLicences(fromMap);
    await screenshot(page, 'keyboard-play-europe');

    // Escape drops a move half made: nothing is sent.
    await myTurn();
    const at = await stateNo(page);
    await tabUntil((f) => f.inMoves && /^Buy licences: /.test(f.label), 'a licence to buy');
    await pressAndSee('Enter');
    await page.getByTestId('composer').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('composer').count()).toBe(0);
    expect(await stateNo(page)).toBe(at);

    expectLicences(await moveFromList(/^Buy licences: /));
    expect(problems).toEqual([]);
  });

  it('Blue Skies: opens first gates from the move list and on the map, then a gate in round 1', async () => {
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    const fromList = await moveFromList(/Open a gate: /);
    const city = /Open a gate: (.+)$/.exec(fromList.picks[0]!)![1]!;
    expectMine(fromList.lines, new RegExp(`^Ann opens a gate at ${esc(city)} for \\d+ points?`));
    const fromMap = await moveFromMap();
    expectMine(fromMap.lines, new RegExp(`^Ann opens a gate at ${esc(fromMap.picks[0]!)} for \\d+ points?`));
    await screenshot(page, 'keyboard-play-blue-skies');
    // Round 1: a gate from the move list again.
    const round = await moveFromList(/Open a gate: /);
    const again = /Open a gate: (.+)$/.exec(round.picks[0]!)![1]!;
    expectMine(round.lines, new RegExp(`^Ann opens a gate at ${esc(again)} for \\d+ points?`));
    expect(problems).toEqual([]);
  });
});
