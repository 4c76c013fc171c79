/**
 * Motion frozen mid-way and photographed (issue 29): a share flying onto the played-shares table
 * and into a hand, a claim coming in on the Airlines map, a Linie 1 tile dropping in, a Blue
 * Skies gate rung. The test hook holds each animation half-way (only the test hook can), a
 * screenshot is taken, and the animation is let go and must finish. The screenshots are for a
 * person to look at (test/e2e/output/frozen-*.png); what is asserted is that each was caught
 * moving and lands afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { newPage, OUTPUT, screenshot, shareHostAndBrowser, startTable } from './support.js';
import { act, composeFounding, drawStock, nextMoment } from './table-helpers.js';
import { startLinie1 } from './linie1-helpers.js';

let page: Page;
let problems: string[];
// The bots think half a second a move: an all-bot Linie 1 table stays calm enough to photograph.
const shared = shareHostAndBrowser({ botDelayMs: 500 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

type Hook = { __boardwright?: { freezeMotion?(f: number | null): boolean; animating?(): boolean; cardsFlying?(): number; motionPoint?(): { x: number; y: number } | null } };

/**
 * Watches from inside the page, frame by frame, and holds the first motion of `what` at
 * `fraction` of its way the moment it is seen (so none is missed however slow the machine);
 * resolves once held. The fractions are chosen where each motion shows most (a tile is nearly
 * in place by half-way, a claim's line is drawn in its first half).
 */
function holdWhen(what: 'map' | 'cards' | 'any', fraction: number): Promise<unknown> {
  return page.waitForFunction(
    ([kind, f]) => {
      const h = (globalThis as unknown as Hook).__boardwright;
      if (!h?.freezeMotion) return false;
      const moving = kind === 'cards' ? (h.cardsFlying?.() ?? 0) > 0 : kind === 'map' ? !!h.animating?.() : true;
      return moving && h.freezeMotion(f as number);
    },
    [what, fraction] as const,
    { polling: 'raf', timeout: 90_000 },
  );
}

const letGo = () => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.freezeMotion?.(null));

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
    await page.waitForTimeout(100);
    await screenshot(page, 'frozen-airlines-share');
    await letGo();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.cardsFlying?.() ?? -1), { timeout: 10_000 }).toBe(0);
    // Ending the turn lets the bots play: their first claim is held half-way.
    const claim = holdWhen('map', 0.3);
    await drawStock(page);
    await claim;
    await page.waitForTimeout(100);
    await screenshot(page, 'frozen-airlines-claim');
    // A close-up of the claim coming in, to look at.
    const at = await page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.motionPoint?.() ?? null);
    expect(at).not.toBeNull();
    await page.screenshot({ path: join(OUTPUT, 'frozen-airlines-claim-close.png'), clip: { x: at!.x - 120, y: at!.y - 80, width: 240, height: 160 } });
    await letGo();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__boardwright?.animating?.() ?? true), { timeout: 30_000 }).toBe(false);
    expect(problems).toEqual([]);
  });

  it('Linie 1: a bot’s tile dropping in', async () => {
    await page.goto(shared.host.url);
    // Only bots play (the pace, slow, is remembered from the table before); we watch.
    const tile = holdWhen('any', 0.15);
    await startLinie1(page, { seats: ['route', 'route'], seed: 3 });
    await tile;
    await page.waitForTimeout(100);
    await screenshot(page, 'frozen-linie1-tile');
    await letGo();
  });

  it('Blue Skies: a gate a bot took, rung', async () => {
    await page.goto(shared.host.url);
    await startTable(page, { game: 'blue-skies', seats: ['human', 'strategic', 'strategic'], seed: 5 });
    await page.getByTestId('prompt').filter({ hasText: /Your first gates/ }).waitFor({ timeout: 60_000 });
    // The bots' gates of the first round ring in the second (as blue-skies-map.e2e.ts sees them).
    await page.getByTestId('end-purchases').click();
    await page.getByTestId('prompt').filter({ hasText: /Your turn to buy gates/ }).waitFor({ timeout: 60_000 });
    const ring = holdWhen('any', 0.35);
    await page.getByTestId('end-purchases').click();
    await ring;
    await page.waitForTimeout(100);
    await screenshot(page, 'frozen-blue-skies-ring');
    await letGo();
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
