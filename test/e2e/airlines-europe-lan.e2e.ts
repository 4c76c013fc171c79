/**
 * Airlines Europe over the LAN, as friends play it: Ann opens a table on the host with a seat for
 * a friend; Gus, in another browser context (its own storage, as on another machine), types the
 * host's address on its Join screen and takes the seat. Both play by clicking: the opening pick
 * in the hand, licences on the map (two, the second on a route only the first one opened, first
 * composed, its last choice taken back with Backspace, dropped with Escape), a market card,
 * laying out shares, money. Each sees the other's moves arrive. Gus's page never receives Ann's seat: not her hand, not her opening pick
 * before both have chosen, not her victory points; neither in its DOM nor in the frames the host
 * sent it (rebuilt into the views it was shown).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { followers } from '../../games/airlines-europe/plan.js';
import type { EuropeBoard, EuropeView } from '../../games/airlines-europe/types.js';
import { namesOf } from '../../renderer/src/games/airlines-europe/names.js';
import { highlightedCities, pointOf } from './airlines-europe-helpers.js';
import { bothAt, joinAsFriend, openTableForAFriend, recordedPage, seatsReceived, tableIdOf, viewsOf, type RecordedPage } from './lan-guest.js';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { highlightedRoutes, openLog, screenshot, shareHostAndBrowser, startTable, stateNo } from './support.js';

const GAME = 'airlines-europe';
const shared = shareHostAndBrowser({ botDelayMs: 0 });
let ann: RecordedPage;
let gus: RecordedPage;
let table: string;

const stateOf = (p: RecordedPage) => stateNo(p.page);
const logText = async (p: RecordedPage) => (await p.page.getByTestId('game-log').textContent()) ?? '';
const mine = (p: RecordedPage) => p.page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: STATE_BUDGET_MS });
/** The last view of a seat this page was sent. */
const lastView = (p: RecordedPage, seat: number) => viewsOf(p, table, seat).at(-1)!.view as EuropeView;
const board = (p: RecordedPage) => p.received.find((m) => m.type === 'board') as unknown as { board: EuropeBoard };

async function clickMap(page: Page, kind: 'city' | 'route', id: string): Promise<void> {
  const p = await pointOf(page, kind, id);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** What Gus's page holds of Ann's seat, checked after every step: nothing private. */
async function gusSeesNothingOfAnn(): Promise<void> {
  expect([...seatsReceived(gus)].every((s) => s === 1 || s === null)).toBe(true);
  // The part every seat shares carries no hand (nor any delta into one).
  for (const m of gus.received as { type: string; pub?: { view: EuropeView } | [number, (string | number)[]][] }[]) {
    if (m.type === 'view') expect((m.pub as { view: EuropeView }).view.hand ?? null).toBeNull();
    if (m.type === 'delta' && Array.isArray(m.pub)) for (const op of m.pub) expect(op[1].slice(0, 2)).not.toEqual(['view', 'hand']);
  }
  for (const v of viewsOf(gus, table, 1).map((t) => t.view as EuropeView)) {
    expect(v.you).toBe('p2');
    const annRow = v.players.find((p) => p.id === 'p1')!;
    expect(annRow.vp).toBeNull();
    expect(v.players.find((p) => p.id === 'p2')!.vp).not.toBeNull();
  }
  // On screen: Ann's points are a "?"; Gus's own are shown.
  expect((await gus.page.getByTestId('vp-0').textContent())?.trim()).toBe('?');
  expect((await gus.page.getByTestId('vp-1').textContent())?.trim()).toMatch(/^\d+$/);
  // The hand shown is Gus's own hand, card for card.
  const hand = lastView(gus, 1).hand!;
  const shown = await gus.page.locator('[data-testid=hand] [data-testid^=hand-]').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { testid: string } }).dataset.testid));
  expect(new Set(shown.map((t) => t.slice('hand-'.length)))).toEqual(new Set(Object.keys(hand).filter((k) => hand[k]! > 0)));
}

describe('Airlines Europe on the LAN: the owner and a friend who joined by address', () => {
  it('Ann opens a table with a seat for a friend and picks her opening shares; Gus joins by the host’s address', async () => {
    ann = await recordedPage(shared.browser, shared.host.url);
    table = await openTableForAFriend(ann.page, GAME, { name: 'Ann', seed: 7 });
    const hand = ann.page.locator('button[data-testid^="hand-"]');
    await hand.nth(0).click();
    await hand.nth(1).click();
    const before = await stateOf(ann);
    await ann.page.getByTestId('composer-confirm').click();
    await expect.poll(() => stateOf(ann)).toBeGreaterThan(before);
    const annChose = /You chose (.+) and (.+)\./.exec(await logText(ann))!;
    expect(annChose).not.toBeNull();

    const port = new URL(shared.host.url).port;
    gus = await recordedPage(shared.browser, `http://localhost:${port}/`);
    await joinAsFriend(gus.page, shared.host.url, table, 1, 'Gus');
    await screenshot(gus.page, 'europe-lan-1-gus-joined');
    // Ann has chosen; what she chose stays hidden from Gus until he has chosen too.
    expect(await logText(gus)).toContain('Ann has chosen two shares.');
    expect(await logText(gus)).not.toMatch(/You chose|Opening shares revealed/);
    const waiting = lastView(gus, 1);
    expect(waiting.players.find((p) => p.id === 'p1')!.hasChosen).toBe(true);
    expect(Object.values(waiting.players.find((p) => p.id === 'p1')!.holdings).every((n) => !n)).toBe(true);
    for (const v of viewsOf(gus, table, 1)) expect(JSON.stringify((v.view as EuropeView).openingChoice ?? null)).not.toContain(`"${annChose[1]}"`);
    await expect.poll(() => ann.page.getByTestId('player-1').textContent()).toContain('Gus');
    await gusSeesNothingOfAnn();
  });

  it('Gus picks his opening in his hand; both see the picks revealed', async () => {
    await mine(gus);
    const hand = gus.page.locator('button[data-testid^="hand-"]');
    await hand.nth(0).click();
    await hand.nth(1).click();
    const before = await stateOf(gus);
    await gus.page.getByTestId('composer-confirm').click();
    await bothAt(gus.page, ann.page, before + 1);
    await expect.poll(() => logText(ann)).toMatch(/Opening shares revealed: Ann: .+; Gus: .+/);
    await expect.poll(() => logText(gus)).toMatch(/Opening shares revealed: Ann: .+; Gus: .+/);
    await gusSeesNothingOfAnn();
  });

  it('Ann composes two licences on the map, the second on a route only the first opens; Backspace takes back the last choice, Escape drops it all; then she buys them and a market share', async () => {
    await mine(ann);
    const plan = lastView(ann, 0).licencePlan!;
    const names = namesOf(board(ann).board);
    const home = (airline: string) => board(ann).board.airlines.find((a) => a.id === airline)!.home;
    // A first licence of one airline, then a route of the same airline its network reaches only
    // through that first licence (not offered on its own).
    const i = plan.offers.findIndex((o, k) => followers(plan, k).some((f) => f.airline === o.airline && !plan.offers.some((y) => y.airline === f.airline && y.route === f.route)));
    expect(i).toBeGreaterThanOrEqual(0);
    const o = plan.offers[i]!;
    const x = followers(plan, i).find((f) => f.airline === o.airline && !plan.offers.some((y) => y.airline === f.airline && y.route === f.route))!;
    const at = await stateOf(ann);
    const gusAt = await stateOf(gus);

    const compose = async () => {
      expect(await highlightedCities(ann.page)).toContain(home(o.airline));
      await clickMap(ann.page, 'city', home(o.airline));
      // Each click's step is on screen (the composer asks the next thing) before the next look.
      await expect.poll(() => ann.page.getByTestId('composer').textContent()).toMatch(/Which route\?/);
      expect(await highlightedRoutes(ann.page)).not.toContain(x.route);
      await clickMap(ann.page, 'route', o.route);
      await expect.poll(() => highlightedCities(ann.page)).toContain(home(x.airline));
      await clickMap(ann.page, 'city', home(x.airline));
      // The grown network: the route now glows, with the price of its free space.
      await expect.poll(() => highlightedRoutes(ann.page)).toContain(x.route);
      await expect.poll(() => ann.page.getByTestId('composer').textContent()).toContain(`${names.route(x.route)} for ${x.price} million`);
      await clickMap(ann.page, 'route', x.route);
    };
    await compose();
    // Back (Backspace) takes back only the last choice: the second route is offered again.
    await ann.page.keyboard.press('Backspace');
    await expect.poll(() => highlightedRoutes(ann.page)).toContain(x.route);
    expect(await ann.page.getByTestId('composer').count()).toBe(1);
    await expect.poll(() => ann.page.getByTestId('composer').textContent()).toContain(`${names.route(x.route)} for ${x.price} million`);
    await clickMap(ann.page, 'route', x.route);
    await expect.poll(() => ann.page.getByTestId('prompt').textContent()).toMatch(/Then take which share|take your share|Finish the move/);
    await screenshot(ann.page, 'europe-lan-2-ann-two-licences');
    await ann.page.keyboard.press('Escape');
    await expect.poll(() => ann.page.getByTestId('composer').count()).toBe(0);
    // A fixed wait on purpose: what is checked is that nothing is sent (no new state comes).
    await ann.page.waitForTimeout(300);
    expect(await stateOf(ann)).toBe(at);
    expect(await stateOf(gus)).toBe(gusAt);

    await compose();
    const card = ann.page.locator('[data-testid^=market-]:enabled').first();
    await card.click();
    await expect.poll(() => ann.page.getByTestId('composer-settled').textContent()).toMatch(/^Licences .+ and .+, then take .+ from the stock market$/);
    await ann.page.getByTestId('composer-confirm').click();
    await bothAt(ann.page, gus.page, at + 3);
    // Gus sees both licences arrive, in words and on his map.
    await expect.poll(() => logText(gus)).toMatch(new RegExp(`Ann buys .+ a licence for ${names.route(o.route)}[\\s\\S]*Ann buys .+ a licence for ${names.route(x.route)}`));
    const gusView = lastView(gus, 1);
    expect(gusView.licences[o.route]).toContain(o.airline);
    expect(gusView.licences[x.route]).toContain(x.airline);
    await screenshot(gus.page, 'europe-lan-3-gus-sees-licences');
    await gusSeesNothingOfAnn();
  });

  it('A scoring card came up: both clear the stock market by clicking its cards in turn; each reads the breakdown with only their own points', async () => {
    // Seed 7 brings the first scoring card with the market refill after Ann's share.
    await expect.poll(() => logText(gus)).toMatch(/A scoring card comes up \(scoring 1 of 3\); Gus receives it/);
    const readers = [gus, ann];
    for (let pick = 0; ; pick++) {
      expect(pick).toBeLessThan(8);
      const who = await Promise.race(
        readers.map(async (p) => {
          await p.page.locator('[data-testid=turn-panel].mine, [data-testid=reading-modal]').first().waitFor({ timeout: STATE_BUDGET_MS });
          return p;
        }),
      );
      if ((await who.page.getByTestId('reading-modal').count()) > 0) break;
      await expect.poll(() => who.page.getByTestId('prompt').textContent()).toMatch(/^Scoring: take a share from the stock market/);
      const other = who === gus ? ann : gus;
      const at = await stateOf(who);
      await who.page.locator('[data-testid^=market-]:enabled').first().click();
      await bothAt(who.page, other.page, at + 1);
    }
    for (const p of readers) await p.page.getByTestId('reading-modal').waitFor({ timeout: STATE_BUDGET_MS });
    await screenshot(gus.page, 'europe-lan-4-gus-scoring');
    await screenshot(ann.page, 'europe-lan-4-ann-scoring');
    // Each sees their own points only: "You +N", never the other's.
    await expect.poll(() => gus.page.getByTestId('scoring-points').textContent()).toMatch(/^You \+\d+Everyone else’s points stay secret/);
    expect(await gus.page.getByTestId('scoring-points').textContent()).not.toContain('Ann');
    expect(await ann.page.getByTestId('scoring-points').textContent()).not.toContain('Gus');
    for (const v of viewsOf(gus, table, 1).map((t) => t.view as EuropeView)) for (const sc of v.scorings) expect(Object.keys(sc.points)).toEqual(['p2']);
    for (const p of readers) await p.page.getByTestId('reading-close').click();
    await gusSeesNothingOfAnn();
  });

  it('Gus lays out shares from his hand (the dividend shown first); Ann sees it', async () => {
    await mine(gus);
    const at = await stateOf(gus);
    await gus.page.locator('button[data-testid^="hand-"]').first().click();
    await gus.page.getByTestId('composer-choice-0').click();
    await expect.poll(() => gus.page.getByTestId('composer-settled').textContent()).toMatch(/^Lay out 1 .+ share: dividend 2 million/);
    await gus.page.getByTestId('composer-confirm').click();
    await bothAt(gus.page, ann.page, at + 1);
    await expect.poll(() => logText(ann)).toMatch(/Gus receives 2 million in dividends/);
    await gusSeesNothingOfAnn();
  });

  it('Ann takes money from the move list; Gus sees her money; Gus buys a licence on the map and takes from the draw pile; Ann sees it', async () => {
    await mine(ann);
    let at = await stateOf(ann);
    const money = Number(await gus.page.getByTestId('money-0').textContent());
    await ann.page.getByTestId('do-take-money').click();
    await bothAt(ann.page, gus.page, at + 1);
    await expect.poll(async () => Number(await gus.page.getByTestId('money-0').textContent())).toBe(money + 8);

    await mine(gus);
    at = await stateOf(gus);
    const homes = await highlightedCities(gus.page);
    await clickMap(gus.page, 'city', homes[0]!);
    await expect.poll(async () => (await highlightedRoutes(gus.page)).length).toBeGreaterThan(0);
    await clickMap(gus.page, 'route', (await highlightedRoutes(gus.page))[0]!);
    await gus.page.getByTestId('draw-pile').click();
    await expect.poll(() => gus.page.getByTestId('composer-settled').textContent()).toMatch(/^Licence .+, then take the top share of the draw pile$/);
    await gus.page.getByTestId('composer-confirm').click();
    await bothAt(gus.page, ann.page, at + 2);
    await expect.poll(() => logText(ann)).toMatch(/Gus buys .+ a licence for/);
    await mine(ann);
    await screenshot(ann.page, 'europe-lan-5-ann-after-gus');
    await screenshot(gus.page, 'europe-lan-5-gus-waiting');
    await gusSeesNothingOfAnn();
    // Ann's own page holds her points and hand; Gus's never did (checked above on every view).
    expect((await ann.page.getByTestId('vp-0').textContent())?.trim()).toMatch(/^\d+$/);
    expect((await ann.page.getByTestId('vp-1').textContent())?.trim()).toBe('?');
  });

  it('Gus watches a six-seat table with long names from the Join screen: at 1280 × 800 and 1024 × 640 (log open) the share track and the airlines table show every marker, payout and player whole', async () => {
    // Ann's second table: her seat and five bots, all with long names. Nobody has picked the
    // opening yet, so all ten airlines' markers crowd the start of the track.
    const page = ann.page;
    await page.getByTestId('leave-table').click();
    await page.getByTestId(`game-${GAME}`).click();
    await page.getByTestId('start-table').waitFor();
    while ((await page.locator('[data-testid^=seat-kind-]').count()) < 6) await page.getByTestId('add-seat').click();
    const names = ['Maximiliane von Hohenberg', 'Bartholomew Featherstonehaugh', 'Cy', 'Dorothea Wilhelmina', 'Evangelos Papadopoulos', 'Fitzgerald-Montgomery'];
    for (const [i, n] of names.entries()) await page.getByTestId(`seat-name-${i}`).fill(n);
    await startTable(page, { seats: ['human'] });
    await expect.poll(() => page.url()).not.toContain(table);
    const six = tableIdOf(page);

    const watcher = gus.page;
    await watcher.getByTestId('leave-table').click();
    await watcher.getByTestId('open-join').click();
    const row = watcher.getByTestId(`join-table-${six}`);
    await row.waitFor({ timeout: STATE_BUDGET_MS });
    await row.getByTestId('join-watch').click();
    await watcher.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: STATE_BUDGET_MS });
    await expect.poll(() => watcher.locator('[data-testid^=track-]').count()).toBe(10);

    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 640 },
    ]) {
      await watcher.setViewportSize(size);
      await openLog(watcher);
      // Laid out for the new size a frame or more after the resize: each check is polled until it
      // holds (a loaded machine takes its time), then the screen and the panel are photographed.
      // Every marker shows all its initials; every stretch's payout is whole (or shortened, never cut).
      const cut = () =>
        watcher.locator('[data-testid=share-track] [data-testid^=track-], [data-testid=share-track] .band').evaluateAll((els) =>
          els.filter((e) => (e as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth > (e as unknown as { clientWidth: number }).clientWidth + 1).map((e) => (e as unknown as { textContent: string }).textContent),
        );
      await expect.poll(cut, { message: `${size.width}: cut in the share track` }).toEqual([]);
      // All six players' columns are in the panel without scrolling sideways.
      const table = watcher.locator('[data-testid=shares] .scroll');
      const wider = () => table.evaluate((e) => (e as unknown as { scrollWidth: number }).scrollWidth - (e as unknown as { clientWidth: number }).clientWidth);
      await expect.poll(wider, { message: `${size.width}: the airlines table is wider than its panel` }).toBeLessThanOrEqual(1);
      expect(await watcher.locator('[data-testid=shares] th.who').count()).toBe(6);
      await watcher.getByTestId('shares').screenshot({ path: (await screenshot(watcher, `europe-lan-6-six-seats-${size.width}`)).replace(/\.png$/, '-shares.png') });
    }
    expect([...ann.problems, ...gus.problems].filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
