/**
 * Airlines Europe in a real browser, on the table shell: a person and two bots on the default
 * board. The person picks the opening shares, composes a licence on the map (the airline's home,
 * a route with its price, Escape drops it with nothing sent), then buys one or two licences and a
 * share, lays out shares seeing the dividend first, trades for Air Abacus and takes money, and
 * plays on until a scoring is shown with its breakdown in words. Along the way: a click and a
 * hover on the map are timed to the frame that shows them, the rules help opens from the table,
 * and the screen is looked at in 1440 × 900 and 1024 × 640.
 */
import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { framesRendered, highlightedRoutes, newPage, screenshot, shareHostAndBrowser, textNow, whenSteady } from './support.js';
import { act, highlightedCities, median, nextMoment, pointOf, prompt, startEurope, stateNo, timedPointer, type PointerTiming } from './airlines-europe-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Airlines Europe play screen in a browser', () => {
  it('a person and two bots: opening, licences composed on the map, lay-outs, a trade, money, until a scoring is explained', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startEurope(page, { seed: 7 });

    // 1. The opening: two shares of different airlines, picked in the hand, sent on Confirm.
    await expect.poll(() => prompt(page)).toMatch(/Pick two shares of different airlines/);
    const hand = page.locator('button[data-testid^="hand-"]');
    await hand.nth(0).click();
    await hand.nth(1).click();
    await expect.poll(() => page.getByTestId('composer-settled').textContent()).toMatch(/^Keep .+ and .+ as your first shares$/);
    await act(page, () => page.getByTestId('composer-confirm').click());
    expect(await nextMoment(page)).toBe('mine');
    await screenshot(page, 'europe-play-1-first-turn');

    // 2. A licence composed on the map: the home airports glow; a click on one lights its routes.
    await expect.poll(async () => (await highlightedCities(page)).length).toBeGreaterThan(3);
    const homes = await highlightedCities(page);
    const at = await stateNo(page);
    const pickMs: PointerTiming[] = [];
    const hoverMs: PointerTiming[] = [];
    pickMs.push(await timedPointer(page, await pointOf(page, 'city', homes[0]!), 'click'));
    // Every route the airline may license is offered with its price.
    const composer = page.getByTestId('composer');
    await expect.poll(() => composer.textContent()).toMatch(/–.+ for \d+ million/);
    const routes = await highlightedRoutes(page);
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes.slice(0, 4)) hoverMs.push(await timedPointer(page, await pointOf(page, 'route', r), 'hover'));
    await expect.poll(() => page.getByTestId('route-tooltip').textContent()).toMatch(/may license it for \d+ million \(shares \d+ → \d+\)/);
    pickMs.push(await timedPointer(page, await pointOf(page, 'route', routes[0]!), 'click'));
    // The move is composed, not sent: the share track shows where the airline's marker would go.
    await expect.poll(() => page.locator('[data-testid^=track-to-]').count()).toBe(1);
    await expect.poll(() => prompt(page)).toMatch(/second licence/);
    await screenshot(page, 'europe-play-2-licence-composed');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('composer').count()).toBe(0);
    // A fixed wait on purpose: what is checked is that nothing is sent (no new state comes).
    await page.waitForTimeout(400);
    expect(await stateNo(page)).toBe(at);
    expect(await page.locator('[data-testid^=track-to-]').count()).toBe(0);

    // From the keyboard: the map steps through the glowing home airports, Enter picks one.
    await page.getByTestId('map-area').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('#map-focus-words').textContent()).toMatch(/^[A-Z]{2,3} · [A-Z]/);
    await page.keyboard.press('Enter');
    await page.getByTestId('composer').waitFor();
    await expect.poll(() => page.getByTestId('composer').textContent()).toMatch(/Which route\?/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('composer').count()).toBe(0);

    // Again, to the end: a home, a route, another airline's home and route, the draw pile, Confirm.
    // Each click's step is on screen (the composer says the next thing) before the next look.
    // (Read without waiting: before the first click there is no composer.)
    const composerText = () => textNow(composer);
    const step = async (kind: 'city' | 'route', id: string) => {
      const before = await composerText();
      pickMs.push(await timedPointer(page, await pointOf(page, kind, id), 'click'));
      await expect.poll(composerText).not.toBe(before);
    };
    await step('city', homes[0]!);
    await step('route', (await highlightedRoutes(page))[0]!);
    const seconds = (await highlightedCities(page)).filter((c) => c !== homes[0]);
    let licences = 1;
    if (seconds.length > 0) {
      await step('city', seconds[0]!);
      const r2 = await highlightedRoutes(page);
      if (r2.length > 0) {
        await step('route', r2[0]!);
        licences = 2;
      } else await page.getByTestId('composer-choice-0').click();
    }
    await page.getByTestId('draw-pile').click();
    await expect
      .poll(async () => (await page.getByTestId('composer-settled').textContent()) ?? '')
      .toMatch(licences === 2 ? /^Licences .+ and .+, then take the top share of the draw pile$/ : /^Licence .+, then take the top share of the draw pile$/);
    expect(await stateNo(page)).toBe(at);
    await act(page, () => page.getByTestId('composer-confirm').click());
    await expect.poll(async () => (await page.getByTestId('game-log').textContent()) ?? '').toMatch(/buys .+ a licence for .+ million/);
    expect(await page.getByTestId('move-rejected').count()).toBe(0);
    // Baseline in the same run: the zoom button, a frame with none of our work in it.
    const zoom = page.getByRole('button', { name: 'Zoom in' });
    const box = (await zoom.boundingBox())!;
    const baseline: PointerTiming[] = [];
    for (let i = 0; i < 3; i++) baseline.push(await timedPointer(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 'click'));
    await page.getByTestId('fit-map').click();
    const words = (name: string, xs: PointerTiming[]) =>
      `${name} → frame median ${median(xs.map((x) => x.total)).toFixed(1)} ms (our work ${median(xs.map((x) => x.work)).toFixed(1)}, draw ${median(xs.map((x) => x.draw)).toFixed(1)}; max ${Math.max(...xs.map((x) => x.total)).toFixed(1)}; n=${xs.length})`;
    console.log(`Airlines Europe, 79-route board: ${words('pick', pickMs)}; ${words('hover', hoverMs)}; baseline ${words('zoom button', baseline)}`);

    // The rules help, from the table, in our own words.
    await page.getByTestId('rules-open').click();
    // The rules page of the chosen language loads when the help opens: wait for its words.
    await expect.poll(async () => (await page.getByTestId('rules-text').textContent()) ?? '').toMatch(/How this app reads the open questions/);
    await screenshot(page, 'europe-play-3-rules');
    await page.keyboard.press('Escape');

    // 3. Then, turn by turn: lay out shares (the dividend shown first), trade, take money, and
    // licences with a share from the pile, until a scoring card comes up.
    let laid = false;
    let traded = false;
    let money = false;
    let scoring = false;
    for (let turn = 0; turn < 40 && !scoring; turn++) {
      const moment = await nextMoment(page);
      if (moment === 'reading') {
        scoring = true;
        break;
      }
      if (moment === 'over') break;
      if ((await prompt(page)).startsWith('Scoring')) {
        await act(page, () => page.locator('[data-testid^=market-]:enabled').first().click());
        continue;
      }
      const layable = page.locator('button[data-testid^="hand-"]');
      if (!laid && (await layable.count()) > 0) {
        await layable.first().click();
        // The composer asks how many (or one of another airline), each with its dividend.
        const choice = page.getByTestId('composer-choice-0');
        // Its name starts with what the button shows ("1 (2 M)"), then says it in words.
        expect(await choice.getAttribute('aria-label')).toMatch(/^1 \(2 M\) — 1 share \(dividend 2 million/);
        await choice.click();
        await expect.poll(() => page.getByTestId('composer-settled').textContent()).toMatch(/^Lay out 1 .+ share: dividend 2 million/);
        await screenshot(page, 'europe-play-4-lay-out');
        await act(page, () => page.getByTestId('composer-confirm').click());
        laid = true;
      } else if (!traded && (await page.getByRole('button', { name: /^Trade for Air Abacus: Give 1 card/ }).count()) > 0) {
        await page.getByRole('button', { name: /^Trade for Air Abacus: Give 1 card/ }).click();
        await page.getByTestId('composer-choice-0').click();
        await expect.poll(() => page.getByTestId('composer-settled').textContent()).toMatch(/^Give .+ for 1 Air Abacus share$/);
        await act(page, () => page.getByTestId('composer-confirm').click());
        traded = true;
      } else if (!money) {
        await act(page, () => page.getByTestId('do-take-money').click());
        money = true;
      } else {
        const home = (await highlightedCities(page))[0];
        if (!home) {
          await act(page, () => page.getByTestId('do-take-money').click());
          continue;
        }
        await timedPointer(page, await pointOf(page, 'city', home), 'click');
        await expect.poll(async () => (await highlightedRoutes(page)).length).toBeGreaterThan(0);
        const rs = await highlightedRoutes(page);
        await timedPointer(page, await pointOf(page, 'route', rs[0]!), 'click');
        await page.getByTestId('draw-pile').click();
        await act(page, () => page.getByTestId('composer-confirm').click());
      }
    }
    expect(laid && traded && money).toBe(true);
    expect(scoring).toBe(true);
    const breakdown = page.getByTestId('scoring-breakdown');
    await expect.poll(() => breakdown.textContent()).toMatch(/space \d+, pays \d+( · \d+)*: .+/);
    // Points are secret by default: the breakdown gives this seat's own only.
    await expect.poll(() => page.getByTestId('scoring-points').textContent()).toMatch(/^You \+\d+/);
    await screenshot(page, 'europe-play-5-scoring');
    await page.setViewportSize({ width: 1024, height: 640 });
    await whenSteady(page, () => framesRendered(page), 300);
    await screenshot(page, 'europe-play-5b-scoring-small');
    await page.getByTestId('reading-close').click();

    // The same table at 1024 × 640, photographed once the map has stopped drawing.
    await page.getByTestId('reading-modal').waitFor({ state: 'detached' });
    await whenSteady(page, () => framesRendered(page), 300);
    await screenshot(page, 'europe-play-6-small');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Saved on our turn, resumed from the Saves screen at the same state, our seat taken back.
    expect(await nextMoment(page)).toBe('mine');
    const savedAt = await stateNo(page);
    const holdings = await page.getByTestId('shares').textContent();
    await page.getByTestId('save-table').click();
    await page.getByTestId('save-as-name').fill('Europe e2e');
    await page.getByTestId('save-as').click();
    await expect.poll(() => page.getByTestId('saved-as').textContent().catch(() => '')).toContain('Europe e2e');
    await page.getByTestId('leave-table').click();
    await page.getByTestId('open-saves').click();
    const row = page.locator('[data-testid=saves-screen] .save').filter({ hasText: 'Europe e2e' });
    await row.waitFor({ timeout: STATE_BUDGET_MS });
    expect(await row.textContent()).toMatch(/Airlines Europe/);
    await row.getByTestId('save-resume').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: STATE_BUDGET_MS });
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: STATE_BUDGET_MS });
    expect(await stateNo(page)).toBe(savedAt);
    await expect.poll(() => page.getByTestId('shares').textContent()).toBe(holdings);
    await act(page, () => page.getByTestId('do-take-money').click());
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
