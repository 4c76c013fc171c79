/**
 * Motion frozen mid-way and photographed (issue 29): a share flying onto the played-shares table
 * and into a hand, a claim coming in on the Airlines map, Airlines Europe's opening shares flying
 * into the holdings and a bot's share flying from the market or the pile, a Linie 1 tile dropping
 * in, a Blue Skies gate rung. The test hook holds each animation half-way (only the test hook can), a
 * screenshot is taken, and the animation is let go and must finish. The screenshots are for a
 * person to look at (test/e2e/output/frozen-*.png); what is asserted is that each was caught
 * moving where it shows (a claim's route half drawn out, a tile half there), that no card in
 * flight covers a seat's name in the table bar, and that each lands afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { afterFrames, framesRendered, newPage, OUTPUT, screenshot, shareHostAndBrowser, startTable, whenSteady } from './support.js';
import { act, composeFounding, drawStock, nextMoment } from './table-helpers.js';
import { startLinie1 } from './linie1-helpers.js';
import { startEurope } from './airlines-europe-helpers.js';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';

let page: Page;
let problems: string[];
// The bots think half a second a move: an all-bot Linie 1 table stays calm enough to photograph.
const shared = shareHostAndBrowser({ botDelayMs: 500 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

type Stage = { line?: number; marker?: number; alpha?: number; lift?: number; square?: number };
type Hook = {
  __boardwright?: {
    freezeMotion?(f: number | null, what?: 'cards'): boolean;
    animating?(): boolean;
    cardsFlying?(): number;
    motionPoint?(): { x: number; y: number } | null;
    motionStage?(): Stage | null;
    framesRendered?(): number;
  };
};

/** A frame the board drew while the clock was held, seen from the page: its count, the page's
 * animation frame it was seen in (1: the first after the hold) and whether the canvas had just
 * been resized. */
type HeldFrame = { frames: number; tick: number; resized: boolean };
type HeldWatch = { drawn: HeldFrame[]; on: boolean };

/**
 * Watches from inside the page, frame by frame, and holds the first motion of `what` at
 * `fraction` of its way the moment it is seen (so none is missed however slow the machine);
 * resolves once held. 'claim' and 'tile' wait until the first motion under way is a route being
 * drawn from its city (a founding's HQ ring comes first) or a tile dropping in. From that same
 * animation frame on, the page notes every frame the board draws until the clock is let go
 * (expectNoFramesWhileHeld reads it): started later, from outside, it missed moves that had come
 * in meanwhile on a busy machine.
 */
function holdWhen(what: 'claim' | 'cards' | 'tile' | 'any', fraction: number): Promise<unknown> {
  return page.waitForFunction(
    ([kind, f]) => {
      type Canvas = { width: number; height: number };
      const g = globalThis as unknown as Hook & {
        requestAnimationFrame(cb: () => void): number;
        document: { querySelector(s: string): Canvas | null };
        __heldWatch?: HeldWatch;
      };
      const h = g.__boardwright;
      if (!h?.freezeMotion) return false;
      const moving = kind === 'cards' ? (h.cardsFlying?.() ?? 0) > 0 : kind === 'claim' || kind === 'tile' ? !!h.motionStage?.() : true;
      if (!moving || !h.freezeMotion(f as number, kind === 'cards' ? 'cards' : undefined)) return false;
      const size = () => {
        const c = g.document.querySelector('[data-testid=board-canvas] canvas');
        return c ? `${c.width}x${c.height}` : '';
      };
      const watch: HeldWatch = { drawn: [], on: true };
      g.__heldWatch = watch;
      let frames = h.framesRendered?.() ?? -1;
      let was = size();
      let tick = 0;
      const step = () => {
        if (!watch.on) return;
        tick++;
        const now = h.framesRendered?.() ?? -1;
        const is = size();
        if (now !== frames) watch.drawn.push({ frames: now, tick, resized: is !== was });
        frames = now;
        was = is;
        g.requestAnimationFrame(step);
      };
      g.requestAnimationFrame(step);
      return true;
    },
    [what, fraction] as const,
    { polling: 'raf', timeout: 90_000 },
  );
}

/** The little of the page's DOM the watchers read (this file is typed for Node, not the page). */
type PageBox = { left: number; top: number; right: number; bottom: number };
type PageEl = { getBoundingClientRect(): PageBox; textContent: string | null; style: { opacity: string } };
type PageDoc = { querySelector(s: string): PageEl | null; querySelectorAll(s: string): Iterable<PageEl> };

const stageNow = () => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.motionStage?.() ?? null);

/** Page boxes of the chips in flight and of the seats' names in the table bar. */
const chipsAndSeats = () =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDoc }).document;
    const box = (e: PageEl) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, text: e.textContent ?? '' };
    };
    return {
      chips: [...doc.querySelectorAll('.flying-chip')].filter((e) => e.style.opacity !== '0').map(box),
      seats: [...doc.querySelectorAll('[data-testid^="player-"]')].map(box),
    };
  });

const overlaps = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const nextFrames = (n: number) => afterFrames(page, n);

/**
 * The board draws nothing while the clock is held (each frame would draw the same moment, and on
 * a busy machine a software-rendered page drawing frames keeps a screenshot waiting), moves that
 * come in meanwhile included: they are drawn when it runs again. Read from the page's own record
 * (holdWhen), from the hold until `until` resolves and two frames more. Named exceptions: the held
 * moment's own frame (freezeMotion asks for it: drawn in the first animation frame after the
 * hold) and a frame for a resized canvas (stage.ts draws it at once: a resized canvas is blank).
 */
async function expectNoFramesWhileHeld(until: () => Promise<unknown> = () => nextFrames(2)): Promise<void> {
  await until();
  await nextFrames(2);
  const drawn = await page.evaluate(() => (globalThis as unknown as { __heldWatch?: HeldWatch }).__heldWatch?.drawn ?? null);
  expect(drawn, 'the page noted the frames drawn since the hold').not.toBeNull();
  expect(drawn!.filter((f) => f.tick > 1 && !f.resized), 'frames drawn while the clock was held').toEqual([]);
}

/** Lets the clock run again (the page's record of frames drawn while held ends with it). */
const letGo = () =>
  page.evaluate(() => {
    const g = globalThis as unknown as Hook & { __heldWatch?: HeldWatch };
    if (g.__heldWatch) g.__heldWatch.on = false;
    delete g.__heldWatch;
    return g.__boardwright?.freezeMotion?.(null);
  });

/**
 * Photographs the chips held in flight: at least `least` of them showing, none over a seat's name
 * in the table bar (three seats); then lets them go and waits until they have landed.
 */
async function photographChips(name: string, least: number): Promise<void> {
  await nextFrames(2);
  await screenshot(page, name);
  const { chips, seats } = await chipsAndSeats();
  expect(seats.length).toBe(3);
  expect(chips.length).toBeGreaterThanOrEqual(least);
  for (const c of chips) for (const seat of seats) expect(overlaps(c, seat), `${c.text} over ${seat.text}`).toBe(false);
  await letGo();
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.cardsFlying?.() ?? -1)).toBe(0);
}

describe('Motion held half-way, for a look', () => {
  it('Airlines: a share flies onto the played-shares table, and a bot’s claim comes in on the map', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await startTable(page, { seed: 7 });
    await page.getByTestId('pace').selectOption('slow');
    expect(await nextMoment(page)).toBe('mine');
    await composeFounding(page);
    // Founding lays out a share: it flies from the hand to the played-shares table.
    const share = holdWhen('cards', 0.5);
    await act(page, () => page.getByTestId('composer-confirm').click());
    await share;
    // The held moment's frame (freezeMotion asks for it) is drawn within two frames.
    await nextFrames(2);
    await screenshot(page, 'frozen-airlines-share');
    await letGo();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.cardsFlying?.() ?? -1)).toBe(0);
    // Ending the turn lets the bots play: their first claim is held 30 % through its time (after
    // the founding's HQ ring), where its route is drawn half-way out from its city.
    const claim = holdWhen('claim', 0.3);
    // Every frame of the bots' turn, from inside the page: no chip in flight over a seat's name,
    // and the chips to and from the bots' hands do pass just under the bar (where the names are).
    await page.evaluate(() => {
      const w = globalThis as unknown as { __chipWatch?: { frames: number; nearBar: number; over: string[] }; requestAnimationFrame(f: () => void): number };
      const watch = { frames: 0, nearBar: 0, over: [] as string[] };
      w.__chipWatch = watch;
      const doc = (globalThis as unknown as { document: PageDoc }).document;
      const step = () => {
        const bar = doc.querySelector('header.bar')?.getBoundingClientRect();
        const seats = [...doc.querySelectorAll('[data-testid^="player-"]')].map((e) => ({ r: e.getBoundingClientRect(), name: e.textContent ?? '' }));
        for (const chip of doc.querySelectorAll('.flying-chip')) {
          if (chip.style.opacity === '0') continue;
          const c = chip.getBoundingClientRect();
          watch.frames++;
          if (bar && c.top < bar.bottom + 40) watch.nearBar++;
          for (const { r, name } of seats) if (c.left < r.right && r.left < c.right && c.top < r.bottom && r.top < c.bottom) watch.over.push(`${chip.textContent} over ${name}`);
        }
        if (w.__chipWatch === watch) w.requestAnimationFrame(step);
      };
      w.requestAnimationFrame(step);
    });
    await drawStock(page);
    await claim;
    await nextFrames(2);
    await screenshot(page, 'frozen-airlines-claim');
    await expectNoFramesWhileHeld();
    const stage = await stageNow();
    expect(stage?.line).toBeGreaterThan(0.4);
    expect(stage?.line).toBeLessThan(0.8);
    expect(stage?.marker).toBe(0);
    // The bots' shares fly too (a founding lays out shares from the founder's hand, a draw goes
    // to a hand): under the table bar, never over a seat's name.
    const { chips, seats } = await chipsAndSeats();
    expect(seats.length).toBe(3);
    for (const c of chips) for (const seat of seats) expect(overlaps(c, seat), `${c.text} over ${seat.text}`).toBe(false);
    const watched = await page.evaluate(() => {
      const w = globalThis as unknown as { __chipWatch?: { frames: number; nearBar: number; over: string[] } };
      const got = w.__chipWatch;
      delete w.__chipWatch;
      return got;
    });
    expect(watched?.frames).toBeGreaterThan(0);
    expect(watched?.nearBar).toBeGreaterThan(0);
    expect(watched?.over).toEqual([]);
    // A close-up of the claim coming in, to look at: the map zoomed in round it by the wheel
    // (the clock stays held: only a click or a key lands what is coming).
    const motionAt = () => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.motionPoint?.() ?? null);
    const at = await motionAt();
    expect(at).not.toBeNull();
    await page.mouse.move(at!.x, at!.y);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -240);
    // The zoom is drawn once the wheel's frames have stopped (the wheel events reach the page in their own time).
    await whenSteady(page, () => framesRendered(page), 200);
    const near = (await motionAt())!;
    expect((await stageNow())?.line).toBe(stage?.line);
    await page.screenshot({ path: join(OUTPUT, 'frozen-airlines-claim-close.png'), clip: { x: Math.max(0, near.x - 200), y: Math.max(0, near.y - 140), width: 400, height: 280 } });
    await letGo();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.animating?.() ?? true), { timeout: STATE_BUDGET_MS }).toBe(false);
    expect(problems).toEqual([]);
  });

  it('Airlines Europe: the opening shares fly into the holdings, a bot’s share into its hand, never over a seat’s name', async () => {
    await page.goto(shared.host.url);
    await page.setViewportSize({ width: 1280, height: 720 });
    await startEurope(page, { seats: ['human', 'random', 'random'], seed: 7 });
    await page.getByTestId('pace').selectOption('slow');
    // The opening: our pair sent, every player's pair is revealed at once and flies from the hand
    // (ours from our hand panel, the bots' from just under their names) into the holdings.
    const hand = page.locator('button[data-testid^="hand-"]');
    await hand.nth(0).click();
    await hand.nth(1).click();
    const opening = holdWhen('cards', 0.5);
    await act(page, () => page.getByTestId('composer-confirm').click());
    await opening;
    await photographChips('frozen-europe-opening', 2);
    // Our turn: take money; the bots then buy licences and take a share from the market or the
    // pile (or lay shares out): the first chip of theirs is held half-way.
    expect(await nextMoment(page)).toBe('mine');
    const bots = holdWhen('cards', 0.5);
    await act(page, () => page.getByTestId('do-take-money').click());
    await bots;
    await photographChips('frozen-europe-bot-share', 1);
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.animating?.() ?? true), { timeout: STATE_BUDGET_MS }).toBe(false);
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('Linie 1: a bot’s tile dropping in', async () => {
    await page.goto(shared.host.url);
    // Only bots play (the pace, slow, is remembered from the table before); we watch.
    const tile = holdWhen('tile', 0.25);
    await startLinie1(page, { seats: ['route', 'route'], seed: 3 });
    await tile;
    await nextFrames(2);
    await screenshot(page, 'frozen-linie1-tile');
    await expectNoFramesWhileHeld();
    // Held a quarter through its time: half see-through, still above its square.
    const stage = await stageNow();
    expect(stage?.alpha).toBeGreaterThan(0.25);
    expect(stage?.alpha).toBeLessThan(0.75);
    expect(stage?.lift).toBeGreaterThan(0.1);
    await letGo();
  });

  it('Blue Skies: a gate a bot took, rung', async () => {
    await page.goto(shared.host.url);
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    await page.getByTestId('prompt').filter({ hasText: /Your first gates/ }).waitFor({ timeout: STATE_BUDGET_MS });
    // The bots' gates of the first round ring in the second (as blue-skies-map.e2e.ts sees them).
    await page.getByTestId('end-purchases').click();
    await page.getByTestId('prompt').filter({ hasText: /Your turn to buy gates/ }).waitFor({ timeout: STATE_BUDGET_MS });
    const ring = holdWhen('any', 0.35);
    await page.getByTestId('end-purchases').click();
    await ring;
    await nextFrames(2);
    await screenshot(page, 'frozen-blue-skies-ring');
    // Held while the bots buy on: their moves come in (a new players list, new colours) and are
    // not drawn until the clock runs again, up to our turn to play a card (a frame for the colours
    // was drawn here once: 41 frames against 40).
    await expectNoFramesWhileHeld(() => page.getByTestId('prompt').filter({ hasText: /Your turn to play a demand card/ }).waitFor());
    await letGo();
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
