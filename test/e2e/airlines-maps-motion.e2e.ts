/**
 * The Airlines map in motion and by keyboard (issue 29), in a real browser: the bots' claims come
 * in on the map (the route drawn out from its city, then the marker) and a key finishes them at
 * once; Enter on a route picks a claim but never sends it: the claim waits on the map for Confirm.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser, startTable, stateNo } from './support.js';
import { act, composeFounding, drawStock, nextMoment, prompt } from './table-helpers.js';

let page: Page;
let problems: string[];
const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

const animating = () => page.evaluate(() => (globalThis as unknown as { __boardwright: { animating(): boolean } }).__boardwright.animating());

describe('The Airlines map: the others’ moves in motion, and Enter', () => {
  it('the bots’ moves come in on the map at the pace, and a key finishes them at once', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await startTable(page, { seed: 7 });
    await page.getByTestId('pace').selectOption('slow');
    expect(await nextMoment(page)).toBe('mine');
    await composeFounding(page);
    await act(page, () => page.getByTestId('composer-confirm').click());
    // Ending the turn lets both bots play (with this seed each founds an airline and claims its
    // first route). Watched from inside the page, frame by frame from before the click, so no
    // arrival is missed however slow the machine: at the first frame that shows one coming in, a
    // key is pressed there and then, and it must have landed everything at once.
    const seen = page.waitForFunction(
      () => {
        const h = (globalThis as unknown as { __boardwright: { animating(): boolean } }).__boardwright;
        if (!h.animating()) return false;
        const g = globalThis as unknown as { KeyboardEvent: new (type: string, init: { key: string }) => Event; dispatchEvent(e: Event): boolean };
        g.dispatchEvent(new g.KeyboardEvent('keydown', { key: 'Shift' }));
        return { skipped: !h.animating() };
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    await drawStock(page);
    expect(await (await seen).jsonValue()).toEqual({ skipped: true });
    await screenshot(page, 'motion-1-after-skip');
    // The next bot moves come in at the pace again; the map is still once they are in.
    expect(await nextMoment(page)).toBe('mine');
    await expect.poll(animating, { timeout: 20_000 }).toBe(false);
    expect(problems).toEqual([]);
  });

  it('Enter on a route picks the claim and draws it on the map, but sends nothing until Confirm', async () => {
    await page.getByTestId('pace').selectOption('instant');
    expect(await nextMoment(page)).toBe('mine');
    await act(page, () => page.getByTestId('do-expand').click());
    expect(await prompt(page)).toMatch(/claim/i);
    const before = await stateNo(page);
    const map = page.getByTestId('map-area');
    await map.focus();
    await page.keyboard.press('ArrowRight');
    // Enter picks; a route with a choice of cards asks which (the first), then the claim waits.
    for (let i = 0; i < 4 && (await page.getByTestId('composer-confirm').count()) === 0; i++) {
      if ((await page.getByTestId('choice-popup').count()) > 0) await page.getByTestId('choice-0').click();
      else {
        await map.focus();
        await page.keyboard.press('Enter');
      }
    }
    await page.getByTestId('composer-confirm').waitFor();
    // Enter on the map again changes nothing and sends nothing.
    await map.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await stateNo(page)).toBe(before);
    expect(await prompt(page)).toMatch(/Confirm/);
    await screenshot(page, 'motion-3-claim-waits-for-confirm');
    await act(page, () => page.getByTestId('composer-confirm').click());
    expect(await page.getByTestId('game-log').textContent()).toMatch(/claims .+ for [A-Z]{2,4} with a/);
    expect(problems).toEqual([]);
  });
});
